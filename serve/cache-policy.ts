/**
 * What a cache may keep of the shop's answers (issue 27, docs/decisions/024). In front of a real
 * backend the rendering server holds no state: any number of instances behind a CDN serve the same
 * pages, and the CDN takes a busy morning's traffic.
 */

/**
 * A CDN in front keeps an anonymous page a minute and serves it stale for ten more while it asks
 * again; a browser revalidates a page it navigates to (Chromium serves no navigation stale).
 */
export const CACHEABLE_PAGE = 'public, s-maxage=60, stale-while-revalidate=600';
/** A personalised request's answer is nobody else's, and is not kept. */
export const PERSONAL = 'private, no-store';
/** What a cached page may differ by: its compression, and whether the request was personal (a CDN then never answers from it). */
export const PAGE_VARY = 'Accept-Encoding, Authorization, Cookie';

/**
 * A request that names someone (a bearer token, a cookie) is personal: its answer is never kept
 * by a shared cache. The shop itself sets no cookie (spec 000 §3 keeps the session in local
 * storage), so a cookie is a deployment's own, such as a session of its sign-on.
 */
export function isPersonal(headers: Headers): boolean {
  return headers.has('authorization') || headers.has('cookie');
}
