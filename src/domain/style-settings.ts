/**
 * The style settings (spec 001 §9): the choices a lending service makes for its own shop front, as
 * opposed to the backend's settings (`/v2/shop/core/settings`). A deployment provides them as one
 * JSON document beside the shop (`/style-settings.json`; `public/style-settings.json` is the one
 * the build ships), which the shop reads once at start (docs/decisions/019). The demo serves its
 * own copy, which a test changes (`PUT /api/__demo/style-settings`).
 *
 * The spec's "price mode" and "shop mode" are the backend's VATDisplay and ShopSalesModus: a second
 * switch for the same choice could only contradict the first. Its "cart mode" has no behaviour in
 * the spec and is left out.
 */
import shipped from '../../public/style-settings.json' with { type: 'json' };
import { PAYMENT_METHODS, type PaymentMethod } from './payment-methods.ts';
import { array, boolean, INVALID, literal, nullable, number, object, string, type Reader } from './stored-shape.ts';

/** Spec 002 §2 `hiddenFields`: the personal details an order's page can leave out. */
const ORDER_DETAIL_FIELDS = ['customer-name', 'customer-email', 'customer-address', 'customer-street', 'customer-zip-code', 'customer-city', 'customer-phone'] as const;
export type OrderDetailField = (typeof ORDER_DETAIL_FIELDS)[number];

/** Spec 001 §4: a product line added with the first lines of every new cart. */
export interface FixedProduct {
  /** The product's ItemID. */
  itemId: string;
  /** The delivery method the first cart gets with it; null: the customer's choice stands. */
  deliveryId: string | null;
}

export interface StyleSettings {
  /** `rm-product-grid-page-items`: products per page of the product grid (one infinite-scroll step). */
  productGridPageItems: number;
  /** Values of a property filter shown before "toon meer". */
  filterOptionCount: number;
  fixedProduct: FixedProduct | null;
  /** Warehouses sharing an alias are offered as one location; off, every warehouse on its own. */
  warehouseAliases: boolean;
  /** The cart category field: a new cart carries the product filter's category as `CUST_CategoryID`. */
  cartCategoryField: boolean;
  /** The address selector's countries (lower-case ISO codes). */
  countryOptions: string[];
  /** Spec 001 §3 `rm-payment-methods`: the methods the shop may offer when paying online. */
  paymentMethods: PaymentMethod[];
  /** Spec 002 §5 "the provincial details tab": names, organisation and addresses read-only, the national register number asked. */
  provincialDetailsTab: boolean;
  orderDetailHiddenFields: OrderDetailField[];
  /** Spec 002 §4: "Opnieuw aanvragen" copies an order into a new cart (FULL); DISABLED hides it. */
  duplicateMode: 'FULL' | 'DISABLED';
  /** Spec 002 §5: the subjects a new message is chosen from (a drop-down); empty, the customer types one. */
  conversationSubjects: string[];
  /**
   * Spec 002 §2: after a forgot-password request "either a redirect or an 'email sent' message":
   * a path of the shop leads there (saying the mail is on its way); null keeps the message on the page.
   */
  routeAfterLostPassword: string | null;
}

const positiveWhole: Reader<number> = (value) => {
  const read = number(value);
  return read !== INVALID && Number.isInteger(read) && read > 0 ? read : INVALID;
};

const countryCode = string((code) => /^[a-z]{2}$/.test(code));

/** A path of the shop itself (`/login`): never another site, so a setting cannot send a customer away. */
const shopPath = string((path) => /^\/(?![/\\])\S*$/.test(path));

/** How each setting is read; a setting that does not read keeps the shop's default. */
const READERS: { [K in keyof StyleSettings]: Reader<StyleSettings[K]> } = {
  productGridPageItems: positiveWhole,
  filterOptionCount: positiveWhole,
  fixedProduct: nullable(object({ itemId: string((id) => id.trim() !== ''), deliveryId: nullable(string((id) => id.trim() !== '')) })),
  warehouseAliases: boolean,
  cartCategoryField: boolean,
  countryOptions: array(countryCode, 1),
  paymentMethods: array(literal(...PAYMENT_METHODS)),
  provincialDetailsTab: boolean,
  orderDetailHiddenFields: array(literal(...ORDER_DETAIL_FIELDS)),
  duplicateMode: literal('FULL', 'DISABLED'),
  conversationSubjects: array(string((subject) => subject.trim() !== '')),
  routeAfterLostPassword: nullable(shopPath),
};

export interface ReadStyleSettings {
  settings: StyleSettings;
  /** The settings the document gave but that could not be read (and kept their default). */
  ignored: string[];
}

/**
 * The settings a document gives, each read on its own: a setting missing or misspelt keeps its
 * default, so one mistake in a deployment's document costs that setting, never the shop.
 */
export function readStyleSettings(document: unknown, defaults: StyleSettings): ReadStyleSettings {
  const given = typeof document === 'object' && document !== null && !Array.isArray(document) ? (document as Record<string, unknown>) : {};
  const settings: Record<string, unknown> = { ...defaults };
  const ignored: string[] = [];
  for (const [key, read] of Object.entries(READERS) as [keyof StyleSettings, Reader<unknown>][]) {
    if (!(key in given)) continue;
    const value = read(given[key]);
    if (value === INVALID) ignored.push(key);
    else settings[key] = value;
  }
  ignored.push(...Object.keys(given).filter((key) => !(key in READERS)));
  return { settings: settings as unknown as StyleSettings, ignored };
}

/** The document the build ships: what a deployment that provides none gets. */
export const DEFAULT_STYLE_SETTINGS: StyleSettings = readStyleSettings(shipped, {} as StyleSettings).settings;
