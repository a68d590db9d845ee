/** Creating, reading, changing and deleting carts, and finding a caller's current cart. */
import type { Hono } from 'hono';
import type { Cart, CartRow, CustomFields, DeliveryMethod, DemoDb, KeyRef } from '../../db.ts';
import { nextId } from '../../db.ts';
import type { MomentKind } from '../../lib/availability.ts';
import { dayStart, presentCart } from '../../lib/cart-totals.ts';
import { NOT_ENOUGH_CAPACITY, displayDay, periodProblem, slotProblem, slotRef, slotRow } from '../../lib/cart-period.ts';
import { DemoError, badRequest, forbidden, notFound, requireOwnCustomer, requireToken, type DemoEnv } from '../../lib/http.ts';
import { requireAccount, requireApprovedCustomer } from '../identity/accounts.ts';
import { dropBlobs, includes, isUserToken, latestCart, ownCart, ownsCart } from './access.ts';
import { cartCreateSchema, cartUpdateSchema, certificateSchema, parseJson } from './body.ts';

/** A change of a cart's settings; fields left out keep their value. */
interface CartChange {
  WarehouseID?: string | undefined;
  DeliveryID?: string | undefined;
  DateTimeExpectedStart?: string | undefined;
  DateTimeExpectedEnd?: string | undefined;
  /** A BusinessHourID; null clears the slot. */
  BusinessHourStart?: string | null | undefined;
  BusinessHourEnd?: string | null | undefined;
  CustomFields?: CustomFields | undefined;
  Notes?: string | undefined;
}

const SLOT_FIELD: Record<MomentKind, string> = { shipment: 'BusinessHourStart', return: 'BusinessHourEnd' };
const SLOT_NAME: Record<MomentKind, string> = { shipment: 'afhaalmoment', return: 'terugbrengmoment' };

/**
 * The slot a change leaves: a chosen one must fit the day and have capacity (400/409); a kept
 * one that no longer fits the warehouse, day or delivery is dropped.
 */
function slotAfterChange(
  db: DemoDb,
  kind: MomentKind,
  warehouseId: string,
  day: string,
  delivery: DeliveryMethod,
  chosen: string | null | undefined,
  kept: KeyRef | null,
): KeyRef | null {
  if (chosen === undefined) {
    return kept && slotProblem(db, kind, warehouseId, day, kept.Key, delivery, false) === null ? kept : null;
  }
  if (chosen === null) return null;
  const problem = slotProblem(db, kind, warehouseId, day, chosen, delivery, true);
  const row = slotRow(db, kind, warehouseId, day, chosen);
  if (problem === 'Unknown' || !row) {
    throw badRequest(`Veld ${SLOT_FIELD[kind]}: ${chosen} is geen ${SLOT_NAME[kind]} van deze locatie op ${displayDay(day)}`);
  }
  if (problem === 'DropOffOnly') {
    throw badRequest(`Veld ${SLOT_FIELD[kind]}: het moment "${row.BusinessHour}" kan alleen bij inleveren in de inleverbox`);
  }
  if (problem === 'Full') throw new DemoError(409, NOT_ENOUGH_CAPACITY, 'Conflict');
  return slotRef(row);
}

/**
 * Applies a change after checking all of it, so a refused change leaves the cart as it was.
 * The period is checked only when warehouse, delivery or period change; a new period re-dates
 * every line.
 */
function applyCartChange(
  db: DemoDb,
  now: Date,
  cart: Cart,
  change: CartChange,
  customFields: 'merge' | 'replace',
): void {
  const warehouseId = change.WarehouseID ?? cart.WarehouseID.Key;
  const deliveryId = change.DeliveryID ?? cart.DeliveryID.Key;
  const start = change.DateTimeExpectedStart === undefined ? cart.DateTimeExpectedStart : dayStart(change.DateTimeExpectedStart);
  const end = change.DateTimeExpectedEnd === undefined ? cart.DateTimeExpectedEnd : dayStart(change.DateTimeExpectedEnd);
  const warehouse = db.warehouses.find((w) => w.WarehouseID === warehouseId);
  if (!warehouse) throw badRequest(`Veld WarehouseID: onbekende locatie ${warehouseId}`);
  const delivery = db.deliveryMethods.find((d) => d.DeliveryID === deliveryId);
  if (!delivery) throw badRequest(`Veld DeliveryID: onbekende leveringsmethode ${deliveryId}`);

  const periodChanged = start !== cart.DateTimeExpectedStart || end !== cart.DateTimeExpectedEnd;
  if (periodChanged || warehouseId !== cart.WarehouseID.Key || deliveryId !== cart.DeliveryID.Key) {
    const problem = periodProblem(db, now, warehouse, delivery, start, end);
    if (problem) throw badRequest(problem);
  }
  const slotStart = slotAfterChange(db, 'shipment', warehouseId, start, delivery, change.BusinessHourStart, cart.BusinessHourStart);
  const slotEnd = slotAfterChange(db, 'return', warehouseId, end, delivery, change.BusinessHourEnd, cart.BusinessHourEnd);

  cart.WarehouseID = { Key: warehouse.WarehouseID, Description: warehouse.Description };
  cart.DeliveryID = { Key: delivery.DeliveryID, Description: delivery.Description };
  cart.DateTimeExpectedStart = start;
  cart.DateTimeExpectedEnd = end;
  cart.BusinessHourStart = slotStart;
  cart.BusinessHourEnd = slotEnd;
  if (periodChanged) {
    for (const line of cart.Items) {
      line.DateTimeExpectedStart = start;
      line.DateTimeExpectedEnd = end;
    }
  }
  if (customFields === 'replace') cart.CustomFields = { ...change.CustomFields };
  else if (change.CustomFields) cart.CustomFields = { ...cart.CustomFields, ...change.CustomFields };
  if (change.Notes !== undefined) cart.Notes = change.Notes;
}

/** A cart with nothing set yet; `applyCartChange` fills and checks its settings. */
export function emptyCart(cartId: string, customerId: string | null, contactId: string | null): Cart {
  const unset = { Key: '', Description: '' };
  return {
    CartID: cartId,
    CustomerID: customerId,
    ContactID: contactId,
    WarehouseID: unset,
    DeliveryID: { ...unset },
    DateTimeExpectedStart: '',
    DateTimeExpectedEnd: '',
    DateTimeBusinessStart: '',
    DateTimeBusinessEnd: '',
    BusinessHourStart: null,
    BusinessHourEnd: null,
    Actions: [],
    PaymentCondition: { ShopPaymentPolicy: 'AllowPayment' },
    TotalIncVATForeignCurrency: 0,
    TotalExcVATForeignCurrency: 0,
    TotalVAT: 0,
    CustomFields: {},
    Notes: '',
    Attachments: [],
    Items: [],
  };
}

export function newCartId(db: DemoDb): string {
  return nextId(db, 'CART-', 5001);
}

/** Every stored file of a cart: its own and its lines'. */
function cartAttachmentIds(cart: Cart): string[] {
  return [...cart.Attachments, ...cart.Items.flatMap((line) => line.Attachments)].map((a) => a.CartAttachmentID);
}

export function deleteCart(db: DemoDb, row: CartRow): void {
  dropBlobs(db, cartAttachmentIds(row.cart));
  db.carts.delete(row.cart.CartID);
}

export function registerCartSettingsRoutes(app: Hono<DemoEnv>): void {
  app.post('/v3/rental/cart', async (c) => {
    const token = requireToken(c);
    const db = c.get('db');
    const customerId = c.req.query('customerID');
    const contactId = c.req.query('contactID');
    const user = isUserToken(token);
    if (user) {
      if ((customerId && customerId !== token.CustomerID) || (contactId && contactId !== token.ContactID)) {
        throw forbidden('customerID en contactID moeten die van uw account zijn');
      }
      requireApprovedCustomer(db, token.CustomerID ?? '');
    } else if (customerId || contactId) {
      throw forbidden('Een anonieme winkelwagen hoort bij geen klant of contactpersoon');
    }
    const body = await parseJson(c, cartCreateSchema);
    const cart = emptyCart(newCartId(db), user ? token.CustomerID : null, user ? token.ContactID : null);
    applyCartChange(db, c.get('clock').now(), cart, body, 'replace');
    const row: CartRow = { cart, OwnerToken: user ? null : token.Access_token, certificates: [] };
    db.carts.set(cart.CartID, row);
    return c.json(presentCart(db, row), 201);
  });

  app.get('/v3/rental/cart/:id', (c) => {
    const row = ownCart(c, c.req.param('id'));
    return c.json(presentCart(c.get('db'), row, { actions: includes(c, 'actions') }));
  });

  app.post('/v3/rental/cart/:id', async (c) => {
    const row = ownCart(c, c.req.param('id'));
    const body = await parseJson(c, cartCreateSchema);
    const change: CartChange = { ...body, BusinessHourStart: null, BusinessHourEnd: null, Notes: '' };
    applyCartChange(c.get('db'), c.get('clock').now(), row.cart, change, 'replace');
    return c.json(presentCart(c.get('db'), row));
  });

  app.patch('/v3/rental/cart/:id', async (c) => {
    const row = ownCart(c, c.req.param('id'));
    const body = await parseJson(c, cartUpdateSchema);
    applyCartChange(c.get('db'), c.get('clock').now(), row.cart, body, 'merge');
    return c.json(presentCart(c.get('db'), row));
  });

  app.delete('/v3/rental/cart/:id', (c) => {
    deleteCart(c.get('db'), ownCart(c, c.req.param('id')));
    return c.body(null, 204);
  });

  app.post('/v3/rental/cart/:id/_certificate', async (c) => {
    const row = ownCart(c, c.req.param('id'));
    const { Number } = await parseJson(c, certificateSchema);
    if (!row.certificates.some((given) => given.Number === Number)) row.certificates.push({ Number });
    return c.json(presentCart(c.get('db'), row));
  });

  app.get('/v2/shop/cart', (c) => {
    const token = requireToken(c);
    const row = latestCart(c.get('db'), (r) => ownsCart(token, r));
    if (!row) throw notFound('Winkelwagen');
    return c.json(presentCart(c.get('db'), row, { actions: includes(c, 'actions') }));
  });

  app.get('/v3/customer/customer/:id/shop-users/:userId/cart', (c) => {
    const customerId = c.req.param('id');
    const contactId = c.req.param('userId');
    requireOwnCustomer(c, customerId);
    const caller = requireAccount(c);
    const db = c.get('db');
    if (!db.contacts.some((ct) => ct.ContactID === contactId && ct.CustomerID === customerId)) throw notFound('Gebruiker');
    if (contactId !== caller.account.ContactID && !caller.isAdmin) {
      throw forbidden('Alleen de hoofdgebruiker kan de winkelwagen van een andere gebruiker zien');
    }
    const row = latestCart(db, (r) => r.cart.CustomerID === customerId && r.cart.ContactID === contactId);
    if (!row) throw notFound('Winkelwagen');
    return c.json(presentCart(db, row, { actions: includes(c, 'actions') }));
  });
}
