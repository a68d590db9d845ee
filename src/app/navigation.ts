import { navigate } from 'wouter/use-browser-location';
import { API_BASE_URL } from './config.ts';

/** Where a login returns to: only paths of this shop, never another site (an open redirect). */
export function safeReturnPath(candidate: string | null, fallback = '/home'): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  return candidate;
}

export function loginPathReturningTo(path: string): string {
  return `/login?returnTo=${encodeURIComponent(path)}`;
}

export { navigate };

/** The page that sets a password with a mailed code (`?code=`): a reset link and an invitation lead to it. */
export const RESET_PAGE_PATH = '/reset-wachtwoord';

/**
 * Where a single sign-on starts (spec 002 §2): the browser goes to the backend, which sends it
 * to the provider and back to the login page, with a token (to log in) or a register key (to
 * register, which the login page passes on to registration).
 */
export function singleSignOnHref(provider: string, purpose: 'login' | 'register', returnTo: string | null = null): string {
  const responseUrl = new URL('/login', window.location.origin);
  if (returnTo) responseUrl.searchParams.set('returnTo', returnTo);
  const start = new URL(`${API_BASE_URL}/v2/oidc/${encodeURIComponent(provider)}/start${purpose === 'register' ? '/register' : ''}`, window.location.origin);
  start.searchParams.set('ResponseURL', responseUrl.toString());
  return start.toString();
}

/**
 * Pages seen in this visit. A page opened directly (a link from a mail, a bookmark) has no page
 * of the shop to go back to, whatever the browser's history holds.
 */
let pagesSeen = 0;

export function notePageSeen(): void {
  pagesSeen++;
}

/** Back to the previous page of the shop, or home when there is none. */
export function goBack(): void {
  if (pagesSeen > 1) window.history.back();
  else navigate('/home');
}
