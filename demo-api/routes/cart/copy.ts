/** Copying lines between carts, and handing an anonymous cart to the user who just logged in. */
import type { Hono } from 'hono';
import type { CartRow } from '../../db.ts';
import { presentCart } from '../../lib/cart-totals.ts';
import { badRequest, forbidden, requiredQuery, type DemoEnv } from '../../lib/http.ts';
import { isUserToken, ownCart } from './access.ts';
import { copyRequestSchema, parseJson } from './body.ts';
import { copyAttachment } from './files.ts';
import { withAddedLines } from './items.ts';
import { newCartId } from './settings.ts';

export function registerCartCopyRoutes(app: Hono<DemoEnv>): void {
  // Before '/v3/rental/cart/:id/...' routes, which would take "_copy" for a cart ID.
  app.post('/v3/rental/cart/_copy/:id', async (c) => {
    const db = c.get('db');
    const row = ownCart(c, c.req.param('id'));
    const customerId = requiredQuery(c, 'customerID');
    const contactId = requiredQuery(c, 'contactID');
    const { Access_token } = await parseJson(c, copyRequestSchema);
    const user = db.tokens.get(Access_token);
    if (!user || user.Revoked || new Date(user.Expires) <= c.get('clock').now() || !isUserToken(user)) {
      throw badRequest('Veld Access_token: geen geldig token van een aangemelde gebruiker');
    }
    if (user.CustomerID !== customerId || user.ContactID !== contactId) {
      throw forbidden('Het token hoort niet bij deze klant en contactpersoon');
    }
    // The anonymous cart goes away, so its lines and files move rather than being copied.
    const moved: CartRow = {
      cart: { ...row.cart, CartID: newCartId(db), CustomerID: customerId, ContactID: contactId },
      OwnerToken: null,
      certificates: row.certificates,
    };
    db.carts.delete(row.cart.CartID);
    db.carts.set(moved.cart.CartID, moved);
    return c.json(presentCart(db, moved), 201);
  });

  app.post('/v3/rental/cart/:id/copy/:id2', (c) => {
    const db = c.get('db');
    const source = ownCart(c, c.req.param('id'));
    const target = ownCart(c, c.req.param('id2'));
    if (source === target) throw badRequest('Een winkelwagen kan niet in zichzelf gekopieerd worden');
    // The lines take the target's period; their UnsavedID is the source line, so add-ons find their parent.
    const lines = source.cart.Items.map((line) => ({
      ItemID: line.ItemID,
      CompositionID: line.CompositionID,
      Amount: line.Amount,
      UnsavedID: line.CartItemID,
      RelatedRentalItemID: line.RelatedRentalItemID,
    }));
    const { items, saved } = withAddedLines(db, target.cart, target.cart.Items, lines);
    for (const line of source.cart.Items) {
      const copy = items.find((i) => i.CartItemID === saved.get(line.CartItemID));
      if (copy) copy.Attachments = [...copy.Attachments, ...line.Attachments.map((a) => copyAttachment(db, a))];
    }
    target.cart.Items = items;
    return c.json(presentCart(db, target));
  });
}
