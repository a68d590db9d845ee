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
