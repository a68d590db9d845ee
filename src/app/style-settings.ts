/**
 * The style settings of the shop (spec 001 §9): choices the lending service makes for its own
 * shop front, fixed at build time, as opposed to the backend's settings (`/v2/shop/core/settings`).
 * Each carries the name the spec's platform gives it.
 */

/** `rm-product-grid-page-items`: products per page of the product grid (one infinite-scroll step). */
export const PRODUCT_GRID_PAGE_ITEMS = 12;

/** `rm-payment-methods`: the payment methods the shop offers when paying online (spec 001 §3). */
export const PAYMENT_METHODS_OFFERED = ['BANCONTACT', 'IDEAL', 'VISA', 'MASTERCARD', 'PAYPAL'] as const;

/** The summary's route, where the payment provider sends the customer back (spec 001 §7: the current page). */
export const SUMMARY_PATH = '/samenvatting';

/**
 * Spec 002 §5, "the provincial details tab": the names, the organisation and the addresses are
 * shown read-only and the contact's national register number is asked (and checked). Neither the
 * backend's settings nor the contract name a switch for it, so the lending service chooses here;
 * this is the provincial shop, so it is on (docs/decisions/009).
 */
export const PROVINCIAL_DETAILS_TAB = true;

/** Spec 002 §4: "Opnieuw aanvragen" copies an order into a new cart (FULL, the default); DISABLED hides it. */
export const DUPLICATE_MODE: 'FULL' | 'DISABLED' = 'FULL';
