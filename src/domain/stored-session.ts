// zod/mini: this runs at start-up, in the entry bundle, where full zod would cost ~20 KB gzip.
import { z } from 'zod/mini';

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
  /** Calls back when another tab of the same browser wrote; answers how to stop listening. */
  watchOtherTabs(changed: (key: string) => void): () => void;
}

export const SESSION_KEY = 'session';
export const SHOP_STORE_KEY = 'uitleendienst-shop';

const tokenSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  /** ISO date-time. */
  expires: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date')),
});
export type SessionToken = z.infer<typeof tokenSchema>;

const accountSchema = z.object({
  ContactID: z.string().check(z.minLength(1)),
  CustomerID: z.string().check(z.minLength(1)),
  RoleName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Barcode: z.string(),
});
export type SessionAccount = z.infer<typeof accountSchema>;

const sessionRecordSchema = z.discriminatedUnion('accountType', [
  z.object({ accountType: z.literal('anonymous'), data: z.object({ token: tokenSchema }) }),
  z.object({
    accountType: z.literal('user'),
    // The customer as the backend gave it at login (spec 002 §3: the session holds it), so a
    // reload shows the organisation without asking again.
    data: z.object({ token: tokenSchema, account: accountSchema, customer: z.optional(z.nullable(z.looseObject({ CustomerID: z.string() }))) }),
  }),
]);
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

const daySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'not a yyyy-MM-dd day'));

/** A record the checkout holds as it was given (a pending customer, user, address…): sent on as is. */
const pendingRecordSchema = z.record(z.string(), z.unknown());

/**
 * How the order is paid, as the thank-you page tells it: paid online (the amount incl. VAT),
 * paid at pick-up, or later from the account (the customer left the online payment for later).
 */
const receiptPaymentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paid-online'), amount: z.number() }),
  z.object({ kind: z.literal('at-pick-up') }),
  z.object({ kind: z.literal('pay-later') }),
]);
export type ReceiptPayment = z.infer<typeof receiptPaymentSchema>;

/**
 * What the thank-you page shows of the order just placed (its pick-up and return moments,
 * the warehouse to contact, the payment). Kept apart from the pending values, which checkout clears.
 */
const orderReceiptSchema = z.object({
  reservationOrderIds: z.array(z.string()),
  warehouseId: z.string(),
  warehouseName: z.string(),
  /** The warehouse's contact address, when the shop knew it at checkout. */
  warehouseContact: z.nullable(
    z.object({ email: z.string(), tel: z.string(), street: z.string(), houseNumber: z.string(), zipCode: z.string(), city: z.string() }),
  ),
  /** Local date-times of the pick-up and the return (the cart's DateTimeBusinessStart/End). */
  pickUp: z.string(),
  return: z.string(),
  pickUpSlot: z.nullable(z.string()),
  returnSlot: z.nullable(z.string()),
  /** Null when no payment applies; optional: receipts stored before it was kept still read. */
  payment: z.optional(z.nullable(receiptPaymentSchema)),
  /** A registration at checkout: the e-mail address its activation mail went to. */
  newAccountEmail: z.optional(z.nullable(z.string())),
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

/**
 * The order placed and waiting for its online payment (spec 001 §4: "the pending order is
 * stored"), so a return from the payment provider, or a reload, finds it again.
 */
const pendingOrderSchema = z.object({
  reservationOrderIds: z.array(z.string()).check(z.minLength(1)),
  paymentMethod: z.nullable(z.string()),
  /** What the thank-you page will show once it is paid: the cart is gone by then. */
  receipt: orderReceiptSchema,
});
export type PendingOrder = z.infer<typeof pendingOrderSchema>;


/**
 * The pending values (spec 001 §3): the chosen warehouse (WarehouseID, alias, Email), delivery
 * and period, which outlive an order, and the checkout's values, which an order clears.
 */
const pendingSchema = z.looseObject({
  warehouseId: z.optional(z.nullable(z.string())),
  warehouseAlias: z.optional(z.nullable(z.string())),
  warehouseEmail: z.optional(z.nullable(z.string())),
  deliveryId: z.optional(z.nullable(z.string())),
  /** Rental days, first and last included (yyyy-MM-dd); one day for both in sales mode. */
  period: z.optional(z.nullable(z.object({ from: daySchema, to: daySchema }))),
  reference: z.optional(z.nullable(z.string())),
  notes: z.optional(z.nullable(z.string())),
  paymentMode: z.optional(z.nullable(z.enum(['NOW', 'AT_PICKUP']))),
  paymentMethod: z.optional(z.nullable(z.string())),
  /** The LabelID (subject Rental.Reservation) of the order type, the event type of the event form. */
  orderType: z.optional(z.nullable(z.string())),
  customer: z.optional(z.nullable(pendingRecordSchema)),
  user: z.optional(z.nullable(pendingRecordSchema)),
  address: z.optional(z.nullable(pendingRecordSchema)),
  customerDetail: z.optional(z.nullable(pendingRecordSchema)),
  order: z.optional(z.nullable(pendingOrderSchema)),
  /** The event form as far as it was filled in, so a reload loses nothing. */
  eventDraft: z.optional(z.nullable(pendingRecordSchema)),
  /** The registration form as far as it was filled in, its passwords left out. */
  registrationDraft: z.optional(z.nullable(pendingRecordSchema)),
  /** The kind of organisation a registration at checkout registers (`Registration.Type`). */
  registrationType: z.optional(z.nullable(z.enum(['NON_PROFIT', 'SCHOOL', 'GOVERNMENT']))),
  /** The guest's details form as far as it was filled in. */
  guestDraft: z.optional(z.nullable(pendingRecordSchema)),
});
export type PendingValues = z.infer<typeof pendingSchema>;

/** The part of the pending values the selection of warehouse, delivery and period owns. */
export type PendingSelection = Pick<PendingValues, 'warehouseId' | 'warehouseAlias' | 'warehouseEmail' | 'deliveryId' | 'period'>;

/** The pending values an order clears (spec 001 §4), with the cart. */
export const CHECKOUT_PENDING_KEYS = [
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
  'eventDraft',
  'guestDraft',
  'registrationDraft',
  'registrationType',
] as const satisfies readonly (keyof PendingValues)[];

/** The pending values without the checkout's: what remains after an order is placed. */
export function withoutCheckoutValues(pending: PendingValues): PendingValues {
  const rest: PendingValues = { ...pending };
  for (const key of CHECKOUT_PENDING_KEYS) delete rest[key];
  return rest;
}

const shopStoreSchema = z.object({
  version: z.string(),
  cartId: z.nullable(z.string()),
  pending: pendingSchema,
  receipt: z.optional(z.nullable(orderReceiptSchema)),
});
export type ShopStore = z.infer<typeof shopStoreSchema>;

export function emptyShopStore(version: string): ShopStore {
  return { version, cartId: null, pending: {} };
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
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
  const store = shopStoreSchema.safeParse(parseJson(rawStore));
  const session = sessionRecordSchema.safeParse(parseJson(rawSession));
  const storeUsable = store.success && store.data.version === appVersion;
  const discarded = (rawSession !== null && !session.success) || (rawStore !== null && !storeUsable);
  if (rawStore !== null && !storeUsable) return { session: null, store: emptyShopStore(appVersion), discarded: true };
  return {
    session: session.success ? session.data : null,
    store: storeUsable ? store.data : emptyShopStore(appVersion),
    discarded,
  };
}

export function isExpired(token: SessionToken, now: Date): boolean {
  return Date.parse(token.expires) <= now.getTime();
}
