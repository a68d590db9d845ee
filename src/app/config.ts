/**
 * Where the backend lives. The demo backend answers under /api on the shop's own origin; a real
 * backend is configured at build time with VITE_API_BASE_URL (see README).
 */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

/** Image and attachment paths come from the backend relative to its origin. */
export function resolveBackendUrl(path: string): string {
  return new URL(path, new URL(API_BASE_URL, window.location.origin)).toString();
}
