import { navigate } from 'wouter/use-browser-location';

/** Where a login returns to: only paths of this shop, never another site (an open redirect). */
export function safeReturnPath(candidate: string | null, fallback = '/home'): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  return candidate;
}

export function loginPathReturningTo(path: string): string {
  return `/login?returnTo=${encodeURIComponent(path)}`;
}

export { navigate };

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
