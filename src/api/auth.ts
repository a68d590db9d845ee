import type { Middleware } from 'openapi-fetch';

/**
 * Who owns the token. The session machine (issue #3) implements this; tests provide their own.
 */
export interface TokenProvider {
  /** The token to send now, or null for none. */
  current(): string | null;
  /** Whether the token is known to have expired: it is refreshed before the call goes out. */
  expired?(token: string): boolean;
  /**
   * Obtains a new token after `expired` was refused. Resolves with the new token, or null when
   * the session could not be refreshed (the provider then logs out).
   */
  refresh(expired: string): Promise<string | null>;
}

/** Calls that hand out tokens: a 401 from them is an answer, not a reason to refresh. */
const TOKEN_CALLS = new Set(['/v3/core/token/_login', '/v3/core/token/_get-anonymous-token', '/v3/core/token/_refresh']);

export interface AuthMiddlewareOptions {
  tokens: TokenProvider;
  /** Called when a call is still refused after a refresh (spec 000 §8: the unauthorized handler). */
  onUnauthorized?: () => void;
}

/**
 * The one call the spec gives the token in its address (spec 002 §7: a conversation attachment,
 * so an `<img>` could show it). The shop fetches it as a blob through this client: the token is
 * put in the query here, at the last moment, and a refreshed one replaces it on the retry.
 */
const TOKEN_IN_QUERY = new Set(['/v2/shop/customer/conversation-attachment/{attachmentId}']);

/** What a caller of that call passes as its `token`: the middleware fills in the session's own. */
export const TOKEN_FROM_SESSION = '';

function withBearer(request: Request, token: string | null, schemaPath = ''): Request {
  if (TOKEN_IN_QUERY.has(schemaPath)) {
    const url = new URL(request.url);
    url.searchParams.set('token', token ?? '');
    const next = new Request(url, request);
    next.headers.delete('Authorization');
    return next;
  }
  const next = new Request(request);
  if (token) next.headers.set('Authorization', `Bearer ${token}`);
  else next.headers.delete('Authorization');
  return next;
}

/**
 * Bearer token on every call, and on a 401: hold the call while ONE refresh runs, then retry it
 * once with the new token. Calls that fail while that refresh runs join it instead of starting
 * another; a call whose token was already replaced retries at once with the current one.
 */
export function createAuthMiddleware({ tokens, onUnauthorized }: AuthMiddlewareOptions): Middleware {
  const pending = new Map<string, { replay: Request; token: string | null; schemaPath: string }>();
  let flight: Promise<string | null> | null = null;

  function refreshOnce(expired: string): Promise<string | null> {
    flight ??= tokens.refresh(expired).finally(() => {
      flight = null;
    });
    return flight;
  }

  return {
    async onRequest({ request, schemaPath, id }) {
      // A caller that names its token (the refresh, the anonymous-cart copy) keeps it.
      if (request.headers.has('Authorization')) return undefined;
      let token = tokens.current();
      if (token && !TOKEN_CALLS.has(schemaPath) && tokens.expired?.(token)) token = await refreshOnce(token);
      const sent = withBearer(request, token, schemaPath);
      if (!TOKEN_CALLS.has(schemaPath)) pending.set(id, { replay: sent.clone(), token, schemaPath });
      return sent;
    },
    async onResponse({ response, id, options }) {
      const entry = pending.get(id);
      pending.delete(id);
      if (!entry || response.status !== 401) return undefined;
      const current = tokens.current();
      let fresh: string | null;
      if (flight) fresh = await flight;
      // Already replaced by a refresh that finished (or cleared by a logout): no new refresh.
      else if (current !== entry.token) fresh = current;
      else if (entry.token) fresh = await refreshOnce(entry.token);
      else fresh = null;
      if (!fresh) {
        // A failed refresh is the session's to end, after its short delay (spec 000 §4), in which a
        // token another tab refreshed meanwhile still comes in (decision 007); the handler is for a
        // call refused with a token that stands, or with none to refresh.
        if (!entry.token) onUnauthorized?.();
        return undefined;
      }
      // openapi-fetch hands its fetch as a property: called as a method, a browser refuses it.
      const { fetch } = options;
      const retried = await fetch(withBearer(entry.replay, fresh, entry.schemaPath));
      if (retried.status === 401) onUnauthorized?.();
      return retried;
    },
    onError({ id }) {
      pending.delete(id);
    },
  };
}
