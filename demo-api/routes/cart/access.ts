/** Who may use a cart, and finding a caller's current cart. */
import type { CartRow, DemoDb, TokenRow } from '../../db.ts';
import { forbidden, notFound, requireToken, type DemoContext } from '../../lib/http.ts';

/** A token bound to a contact (a logged-in shop user) rather than an anonymous one. */
export function isUserToken(token: TokenRow): boolean {
  return token.UserName !== null && token.ContactID !== null;
}

/** A user's cart belongs to their contact; an anonymous cart to the token that created it. */
export function ownsCart(token: TokenRow, row: CartRow): boolean {
  if (isUserToken(token)) return row.cart.ContactID === token.ContactID && row.cart.CustomerID === token.CustomerID;
  return row.OwnerToken === token.Access_token;
}

/** The cart of the path, when the caller owns it (404 unknown, 403 someone else's). */
export function ownCart(c: DemoContext, cartId: string): CartRow {
  const token = requireToken(c);
  const row = c.get('db').carts.get(cartId);
  if (!row) throw notFound('Winkelwagen');
  if (!ownsCart(token, row)) throw forbidden('Deze winkelwagen hoort niet bij uw account');
  return row;
}

/** The most recently created cart that matches (carts keep their creation order). */
export function latestCart(db: DemoDb, matches: (row: CartRow) => boolean): CartRow | undefined {
  let latest: CartRow | undefined;
  for (const row of db.carts.values()) if (matches(row)) latest = row;
  return latest;
}

/** Whether the comma-separated `include` query names `what`. */
export function includes(c: DemoContext, what: string): boolean {
  return (c.req.query('include') ?? '').split(',').some((part) => part.trim().toLowerCase() === what);
}

/** Removes a cart's stored files from the blob table (the cart or its lines are going away). */
export function dropBlobs(db: DemoDb, attachmentIds: Iterable<string>): void {
  for (const id of attachmentIds) db.blobs.delete(id);
}
