/**
 * Single sign-on (spec 002 §2): the shop sends the browser to .../start[/register]; the demo
 * stands in for the identity provider with its own page (pages/sso.ts), which returns to
 * ResponseURL with `token` or `registerKey`.
 */
import type { Hono } from 'hono';
import { badRequest, notFound, requiredQuery, type DemoContext, type DemoEnv } from '../../lib/http.ts';

export type SignOnMode = 'login' | 'register';

/**
 * Where the sign-on may return to: a path on this origin, or an http(s) address on localhost
 * or 127.0.0.1 (the shop in development). Anything else would make it an open redirect.
 */
export function isSafeResponseUrl(value: string): boolean {
  // Browsers drop tabs and newlines and read "\" as "/", which would turn "/\t/x" into "//x".
  if (/[\s\\\u0000-\u001f]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && ['localhost', '127.0.0.1'].includes(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The ResponseURL with query parameters added, relative when it was given relative. */
export function withQuery(responseUrl: string, params: Record<string, string>): string {
  const absolute = /^https?:/i.test(responseUrl);
  const url = new URL(responseUrl, 'http://localhost');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

export const RESPONSE_URL_MESSAGE = 'ResponseURL moet een pad op deze site of een adres op localhost zijn';

function startSignOn(c: DemoContext, mode: SignOnMode): Response {
  const provider = c.req.param('provider') ?? '';
  if (provider.toLowerCase() !== c.get('db').settings.OidcProviderName.toLowerCase()) throw notFound(`Aanmeldprovider ${provider}`);
  const responseUrl = requiredQuery(c, 'ResponseURL');
  if (!isSafeResponseUrl(responseUrl)) throw badRequest(RESPONSE_URL_MESSAGE);
  return c.redirect(`/api/__demo/sso?${new URLSearchParams({ provider, mode, ResponseURL: responseUrl })}`, 302);
}

export function registerSingleSignOnRoutes(app: Hono<DemoEnv>): void {
  app.get('/v2/oidc/:provider/start', (c) => startSignOn(c, 'login'));
  app.get('/v2/oidc/:provider/start/register', (c) => startSignOn(c, 'register'));
}
