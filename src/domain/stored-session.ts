import { z } from 'zod';

/**
 * What the shop keeps in local storage (spec 000 §3): the session record under `session`, and
 * the shop store (cart and pending data, with the app version) under its own key. Anything
 * unreadable, tampered with or from another app version is discarded, never fatal.
 */

export const SESSION_KEY = 'session';
export const SHOP_STORE_KEY = 'uitleendienst-shop';

const tokenSchema = z.object({
  accessToken: z.string().min(1),
  /** ISO date-time. */
  expires: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'),
});
export type SessionToken = z.infer<typeof tokenSchema>;

const accountSchema = z.object({
  ContactID: z.string().min(1),
  CustomerID: z.string().min(1),
  RoleName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Barcode: z.string(),
});
export type SessionAccount = z.infer<typeof accountSchema>;

const sessionRecordSchema = z.discriminatedUnion('accountType', [
  z.object({ accountType: z.literal('anonymous'), data: z.object({ token: tokenSchema }) }),
  z.object({ accountType: z.literal('user'), data: z.object({ token: tokenSchema, account: accountSchema }) }),
]);
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

const shopStoreSchema = z.object({
  version: z.string(),
  cartId: z.string().nullable(),
  /** Data kept for checkout (notes, reference, payment method…); its shape grows with the flows. */
  pending: z.record(z.string(), z.unknown()),
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
