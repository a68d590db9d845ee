/**
 * The style settings of the shop (spec 001 §9): choices the lending service makes for its own
 * shop front, fixed at build time, as opposed to the backend's settings (`/v2/shop/core/settings`).
 * Each carries the name the spec's platform gives it.
 */

/** `rm-product-grid-page-items`: products per page of the product grid (one infinite-scroll step). */
export const PRODUCT_GRID_PAGE_ITEMS = 12;

/** Filter option count: values of a property filter shown before "toon meer". */
export const FILTER_OPTION_COUNT = 5;

/** Cart mode: one cart at a time, or several. */
export const CART_MODE: 'single' | 'multiple' = 'single';

/** Fixed product: added with the first cart when set (spec 001 §4); none in this shop. */
export const FIXED_PRODUCT_ID: string | null = null;

/** The delivery method the fixed product goes with, when there is a fixed product. */
export const FIXED_PRODUCT_DELIVERY_METHOD: string | null = null;

/** Warehouse aliases: warehouses sharing an alias are offered as one location. */
export const USE_WAREHOUSE_ALIASES = true;

/** Cart category field: send the product filter's category as `CUST_CategoryID` when a cart is created. */
export const SEND_CART_CATEGORY = true;

/** Country options of the address selector (lower-case ISO codes). */
export const COUNTRY_OPTIONS: readonly string[] = ['be', 'nl', 'lu', 'fr', 'de'];

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

/**
 * Spec 002 §2: the personal details an order's page leaves out (`hiddenFields`: customer-name,
 * -email, -address, -street, -zip-code, -city, -phone). This shop shows them all.
 */
export const ORDER_DETAIL_HIDDEN_FIELDS: readonly ('customer-name' | 'customer-email' | 'customer-address' | 'customer-street' | 'customer-zip-code' | 'customer-city' | 'customer-phone')[] = [];

/** Spec 002 §4: "Opnieuw aanvragen" copies an order into a new cart (FULL, the default); DISABLED hides it. */
export const DUPLICATE_MODE: 'FULL' | 'DISABLED' = 'FULL';
