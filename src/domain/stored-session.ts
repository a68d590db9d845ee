import { anyRecord, array, boolean, INVALID, literal, looseObject, nullable, number, object, oneOf, optional, readJson, string, type Read } from './stored-shape.ts';

/**
 * What the shop keeps in local storage (spec 000 §3): the session record under `session`, and
 * the shop store (cart and pending data, with the app version) under its own key. Anything
 * unreadable, tampered with or from another app version is discarded, never fatal.
 */

/** Local storage as the shop uses it (the app gives the browser's; tests a map). */
export interface KeyValueStore {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
  /** Every key stored (a flow's draft is found by its key's prefix). */
  keys(): string[];
  /** Calls back when another tab of the same browser wrote; answers how to stop listening. */
  watchOtherTabs(changed: (key: string) => void): () => void;
}

export const SESSION_KEY = 'session';
export const SHOP_STORE_KEY = 'uitleendienst-shop';

const filled = string((text) => text.length > 0);

const readToken = object({
  accessToken: filled,
  /** ISO date-time. */
  expires: string((text) => !Number.isNaN(Date.parse(text))),
});
export type SessionToken = Read<typeof readToken>;

const readAccount = object({
  ContactID: filled,
  CustomerID: filled,
  RoleName: string(),
  FirstName: string(),
  LastName: string(),
  Email: string(),
  Barcode: string(),
});
export type SessionAccount = Read<typeof readAccount>;

const readSessionRecord = oneOf(
  object({ accountType: literal('anonymous'), data: object({ token: readToken }) }),
  object({
    accountType: literal('user'),
    // The customer as the backend gave it at login (spec 002 §3: the session holds it), so a
    // reload shows the organisation without asking again.
    data: object({ token: readToken, account: readAccount, customer: optional(nullable(looseObject({ CustomerID: string() }))) }),
  }),
);
export type SessionRecord = Read<typeof readSessionRecord>;

const day = string((text) => /^\d{4}-\d{2}-\d{2}$/.test(text));

/** A record the checkout holds as it was given (a pending customer, user, address…): sent on as is. */
const pendingRecord = optional(nullable(anyRecord));
const optionalText = optional(nullable(string()));

/**
 * How the order is paid, as the thank-you page tells it: paid online (the amount incl. VAT),
 * paid at pick-up, or later from the account (the customer left the online payment for later).
 */
const readReceiptPayment = oneOf(
  object({ kind: literal('paid-online'), amount: number }),
  object({ kind: literal('at-pick-up') }),
  object({ kind: literal('pay-later') }),
);
export type ReceiptPayment = Read<typeof readReceiptPayment>;

/**
 * What the thank-you page shows of the order just placed (its pick-up and return moments,
 * the warehouse to contact, the payment). Kept apart from the pending values, which checkout clears.
 */
const readOrderReceipt = object({
  reservationOrderIds: array(string()),
  warehouseId: string(),
  warehouseName: string(),
  /** The warehouse's contact address, when the shop knew it at checkout. */
  warehouseContact: nullable(object({ email: string(), tel: string(), street: string(), houseNumber: string(), zipCode: string(), city: string() })),
  /** Local date-times of the pick-up and the return (the cart's DateTimeBusinessStart/End). */
  pickUp: string(),
  return: string(),
  /** A sale (the shop was in sales mode): one pick-up day, nothing to bring back. Optional: older receipts are rentals. */
  sale: optional(boolean),
  pickUpSlot: nullable(string()),
  returnSlot: nullable(string()),
  /** Null when no payment applies; optional: receipts stored before it was kept still read. */
  payment: optional(nullable(readReceiptPayment)),
  /** A registration at checkout: the e-mail address its activation mail went to. */
  newAccountEmail: optionalText,
  /** The answer to placing the order was lost and the cart was found gone: placed, its number unknown here (decision 027). */
  answerLost: optional(boolean),
});
export type OrderReceipt = Read<typeof readOrderReceipt>;

/**
 * The order placed and waiting for its online payment (spec 001 §4: "the pending order is
 * stored"), so a return from the payment provider, or a reload, finds it again.
 */
const readPendingOrder = object({
  reservationOrderIds: array(string(), 1),
  paymentMethod: nullable(string()),
  /** What the thank-you page will show once it is paid: the cart is gone by then. */
  receipt: readOrderReceipt,
});
export type PendingOrder = Read<typeof readPendingOrder>;

/**
 * The pending values (spec 001 §3): the chosen warehouse (WarehouseID, alias, Email), delivery
 * and period, which outlive an order, and the checkout's values, which an order clears. Only
 * these keys are read: a form's draft is its flow's own (decision 022), and what an older
 * version kept here is dropped on the first read.
 */
const readPending = object({
  warehouseId: optionalText,
  warehouseAlias: optionalText,
  warehouseEmail: optionalText,
  deliveryId: optionalText,
  /** Rental days, first and last included (yyyy-MM-dd); one day for both in sales mode. */
  period: optional(nullable(object({ from: day, to: day }))),
  /**
   * The product filter (spec 000 §3): the category the customer browses (none on the list of
   * every product or a search), or the product's own once a product from elsewhere is opened. A
   * new cart is sent it as CUST_CategoryID where the cart-category setting is on (spec 001 §3).
   */
  productFilter: optional(nullable(object({ categoryId: nullable(number) }))),
  reference: optionalText,
  notes: optionalText,
  paymentMode: optional(nullable(literal('NOW', 'AT_PICKUP'))),
  paymentMethod: optionalText,
  /** The LabelID (subject Rental.Reservation) of the order type, the event type of the event form. */
  orderType: optionalText,
  customer: pendingRecord,
  user: pendingRecord,
  address: pendingRecord,
  customerDetail: pendingRecord,
  order: optional(nullable(readPendingOrder)),
  /** The kind of organisation a registration at checkout registers (`Registration.Type`). */
  registrationType: optional(nullable(literal('NON_PROFIT', 'SCHOOL', 'GOVERNMENT'))),
});
export type PendingValues = Read<typeof readPending>;

/** The part of the pending values the selection of warehouse, delivery and period owns. */
export type PendingSelection = Pick<PendingValues, 'warehouseId' | 'warehouseAlias' | 'warehouseEmail' | 'deliveryId' | 'period'>;

/** The pending values an order clears (spec 001 §4), with the cart. */
const CHECKOUT_PENDING_KEYS = [
  'customer',
  'user',
  'address',
  'customerDetail',
  'order',
  'paymentMode',
  'paymentMethod',
  'notes',
  'reference',
  'orderType',
  'registrationType',
] as const satisfies readonly (keyof PendingValues)[];

/** The pending values without the checkout's: what remains after an order is placed. */
export function withoutCheckoutValues(pending: PendingValues): PendingValues {
  const rest: PendingValues = { ...pending };
  for (const key of CHECKOUT_PENDING_KEYS) delete rest[key];
  return rest;
}

const readShopStore = object({
  version: string(),
  cartId: nullable(string()),
  pending: readPending,
  receipt: optional(nullable(readOrderReceipt)),
});
export type ShopStore = Read<typeof readShopStore>;

export function emptyShopStore(version: string): ShopStore {
  return { version, cartId: null, pending: {} };
}

export interface RestoredState {
  session: SessionRecord | null;
  store: ShopStore;
  /** Something was stored but had to be thrown away (tampered, unreadable or outdated). */
  discarded: boolean;
}

/**
 * Reads both keys as one: a shop store from another app version discards the session too,
 * since a stored session belongs to the data it was stored with.
 */
export function restoreState(rawSession: string | null, rawStore: string | null, appVersion: string): RestoredState {
  const store = rawStore === null ? INVALID : readJson(rawStore, readShopStore);
  const session = rawSession === null ? INVALID : readJson(rawSession, readSessionRecord);
  const usableStore = store !== INVALID && store.version === appVersion ? store : null;
  const discarded = (rawSession !== null && session === INVALID) || (rawStore !== null && !usableStore);
  if (rawStore !== null && !usableStore) return { session: null, store: emptyShopStore(appVersion), discarded: true };
  return {
    session: session === INVALID ? null : session,
    store: usableStore ?? emptyShopStore(appVersion),
    discarded,
  };
}

export function isExpired(token: SessionToken, now: Date): boolean {
  return Date.parse(token.expires) <= now.getTime();
}
