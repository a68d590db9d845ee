import type { Middleware } from 'openapi-fetch';
import { CONTEXT_PARAMS } from '../../openapi/context-params.ts';
import type { Language } from '../domain/language.ts';

export interface RequestContext {
  language(): Language;
  /** The signed-in contact and customer, when there is one. */
  identity(): { contactID: string; customerID: string } | null;
}

/**
 * The language header on every call, and the contact and customer identifiers as query
 * parameters on the calls whose contract declares them (unless the caller set them).
 */
export function createContextMiddleware(context: RequestContext): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const next = new Request(request);
      next.headers.set('Accept-Language', context.language());
      const wanted = CONTEXT_PARAMS[`${request.method.toLowerCase()} ${schemaPath}`];
      const identity = context.identity();
      if (!wanted || !identity) return next;
      const url = new URL(next.url);
      for (const name of wanted) {
        const value = name.toLowerCase() === 'contactid' ? identity.contactID : identity.customerID;
        if (!url.searchParams.has(name)) url.searchParams.set(name, value);
      }
      // A Request passed as init hands its body on as a stream, which browsers upload only over
      // HTTP/2 (over HTTP/1.1 the call fails): the bytes are passed instead.
      const body = next.body === null ? null : await next.arrayBuffer();
      return new Request(url, { method: next.method, headers: next.headers, body, signal: next.signal, credentials: next.credentials, redirect: next.redirect });
    },
  };
}
