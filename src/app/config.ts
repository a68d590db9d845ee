import { deploymentAddresses } from './deployment.ts';

const ADDRESSES = deploymentAddresses(import.meta.env);

/**
 * Where the backend lives. The demo backend answers under /api on the shop's own origin; a real
 * backend is configured at build time with VITE_API_BASE_URL (see README).
 */
export const API_BASE_URL: string = ADDRESSES.apiBase;

/**
 * The deployment's style settings (src/domain/style-settings.ts): a document beside the shop,
 * read at start. `npm start` and `npm run dev` answer it with the demo's copy.
 */
export const STYLE_SETTINGS_URL: string = ADDRESSES.styleSettingsUrl;

/** Stands for the page's own origin while an address is resolved: it never leaves this module. */
const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * Image and attachment paths come from the backend relative to its origin. A backend on the
 * shop's own origin (the default /api) keeps them root-relative: the server that renders the page
 * and the browser that hydrates it then write the same address, whatever host the page was asked from.
 */
export function resolveBackendUrl(path: string, apiBase: string = API_BASE_URL): string {
  const resolved = new URL(path, new URL(apiBase, SAME_ORIGIN));
  return resolved.origin === SAME_ORIGIN ? `${resolved.pathname}${resolved.search}${resolved.hash}` : resolved.toString();
}

/** Where page views go once the customer consented to analytical cookies. */
export const ANALYTICS_URL: string = ADDRESSES.analyticsUrl;

/** Spec 002 §2: the optional route a logout leads to. */
export const ROUTE_AFTER_LOGOUT: string | null = '/home';

/** The summary's route, where the payment provider sends the customer back (spec 001 §7: the current page). */
export const SUMMARY_PATH = '/samenvatting';

/** Spec 000 §4: an unauthorised answer logs out where configured. */
export const LOGOUT_ON_UNAUTHORIZED = true;

/**
 * The footer's links (spec 000 §2): pages of the lending service's own site, but Contact, which
 * is the shop's own form (`POST v2/_contact-form`).
 */
export const FOOTER_LINKS = {
  accessibility: 'https://www.uitleendienst.example/toegankelijkheid',
  contact: '/contact',
  disclaimer: 'https://www.uitleendienst.example/disclaimer',
  faq: 'https://www.uitleendienst.example/veelgestelde-vragen',
  privacy: 'https://www.uitleendienst.example/privacy',
  regulation: 'https://www.uitleendienst.example/reglement',
  terms: 'https://www.uitleendienst.example/algemene-voorwaarden',
  warehouses: 'https://www.uitleendienst.example/magazijnen',
  workshops: 'https://www.uitleendienst.example/workshops',
  social: 'https://www.facebook.com/uitleendienst.example',
} as const;
