import { expect } from 'vitest';
import type { components } from '../../../openapi/schema.d.ts';
import { CONTACT, CUSTOMER, DELIVERY, DEMO_ACCOUNTS, PRODUCT, WAREHOUSE } from '../../../demo-api/seed/anchors.ts';
import { stockFor } from '../../../demo-api/lib/availability.ts';
import { REFERENCE_REQUIRED_FIELD, REQUIRES_CERTIFICATE_FIELD } from '../../../demo-api/lib/cart-totals.ts';
import { anonymousToken, loginToken, type CaseContext, type ContractCase } from '../harness.ts';

type Cart = components['schemas']['Cart'];
type AddLine = components['schemas']['CartAddLine'];

// The contract runs on Saturday 21 November 2026: a Friday-to-Monday weekend a week later.
const FRIDAY = '2026-11-27';
const MONDAY = '2026-11-30';
const NEXT_FRIDAY = '2026-12-04';
/** Brugge's first pick-up slot on a Friday and first return slot on a Monday (09:00 and 08:00). */
const PICKUP_SLOT = `${WAREHOUSE.brugge}-S-0900`;
const RETURN_SLOT = `${WAREHOUSE.brugge}-R-0800`;
const DROP_SLOT = `${WAREHOUSE.brugge}-DROP`;
const ADD_ON = { fuifLight: 'NOODVERLICHTING-SET' } as const;
/** Stocked in Kortrijk and Ieper only. */
const NOT_IN_BRUGGE = 'LICHTMAST-MOBIEL';

const createBody = {
  WarehouseID: WAREHOUSE.brugge,
  DateTimeExpectedStart: FRIDAY,
  DateTimeExpectedEnd: MONDAY,
  DeliveryID: DELIVERY.pickUpAndReturn,
  CustomFields: { CUST_CategoryID: 1000 },
};

const tent = (Amount = 2): AddLine => ({ ItemID: PRODUCT.partytent3x3, Amount });

async function newCart(ctx: CaseContext, lines: AddLine[] = []): Promise<Cart> {
  const cart = await ctx.json<Cart>('POST', '/v3/rental/cart', createBody);
  return lines.length > 0 ? ctx.json<Cart>('POST', `/v3/rental/cart/${cart.CartID}/items`, lines) : cart;
}

async function withSlots(ctx: CaseContext, lines: AddLine[]): Promise<Cart> {
  const cart = await newCart(ctx, lines);
  return ctx.json<Cart>('PATCH', `/v3/rental/cart/${cart.CartID}`, { BusinessHourStart: PICKUP_SLOT, BusinessHourEnd: RETURN_SLOT });
}

async function readCart(ctx: CaseContext, id: string): Promise<Cart> {
  return ctx.json<Cart>('GET', `/v3/rental/cart/${id}?include=actions`);
}

function file(name: string, type: string, size = 2048): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(size).fill(37)], name, { type }));
  return form;
}

/** Tents Brugge still has free from Friday to `end` (the account seed's reservations hold some). */
function tentsFree(ctx: CaseContext, end = MONDAY): number {
  const query = { itemId: PRODUCT.partytent3x3, warehouseId: WAREHOUSE.brugge, start: `${FRIDAY}T00:00:00`, end: `${end}T23:59:59` };
  return stockFor(ctx.api.db, query).available!;
}

/** A case whose body depends on its set-up: the path function stages both. */
function staged(setup: (ctx: CaseContext) => Promise<{ path: string; body: unknown }>): Pick<ContractCase, 'path' | 'body'> {
  const bodies = new WeakMap<CaseContext, unknown>();
  return {
    path: async (ctx) => {
      const { path, body } = await setup(ctx);
      bodies.set(ctx, body);
      return path;
    },
    body: (ctx: CaseContext) => bodies.get(ctx),
  };
}

/** The cart line ID of a product, created in set-up and used by the case's path. */
const lineOf = (cart: Cart, productId: string) => cart.Items.find((i) => i.Item?.ID === productId)!.CartItemID;

/** Marks a seeded product as needing a certificate (the behaviour under test, independent of the catalogue seed). */
function requireCertificate(ctx: CaseContext, productId: string): void {
  ctx.api.db.products.find((p) => p.ID === productId)!.CustomFields[REQUIRES_CERTIFICATE_FIELD] = 'Verzekeringsattest springkasteel';
}

const admin = { email: DEMO_ACCOUNTS.admin };
const sub = { email: DEMO_ACCOUNTS.sub };
const oostkamp = { email: DEMO_ACCOUNTS.multi, customerId: CUSTOMER.oostkamp, contactId: CONTACT.multiOostkamp };

export const cases: ContractCase[] = [
  // ------------------------------------------------------------------ the cart itself
  {
    operation: 'POST /v3/rental/cart',
    title: 'for the logged-in contact',
    query: { customerID: CUSTOMER.branding, contactID: CONTACT.adminBranding },
    body: createBody,
    status: 201,
    check: (cart: Cart) => {
      expect(cart.CustomerID).toBe(CUSTOMER.branding);
      expect(cart.ContactID).toBe(CONTACT.adminBranding);
      expect(cart.WarehouseID).toEqual({ Key: WAREHOUSE.brugge, Description: 'Uitleendienst Brugge' });
      expect(cart.DateTimeExpectedStart).toBe(`${FRIDAY}T00:00:00`);
      expect(cart.DateTimeBusinessEnd).toBe(`${MONDAY}T00:00:00`);
      expect(cart.CustomFields).toEqual({ CUST_CategoryID: 1000 });
      expect(cart.Items).toEqual([]);
    },
  },
  {
    operation: 'POST /v3/rental/cart',
    title: 'for an anonymous token, which owns it',
    as: 'anonymous',
    body: createBody,
    status: 201,
    check: (cart: Cart, ctx) => {
      expect(cart.CustomerID).toBeNull();
      expect(ctx.api.db.carts.get(cart.CartID)!.OwnerToken).toBe(ctx.token);
    },
  },
  {
    operation: 'POST /v3/rental/cart',
    title: 'for another customer than the token’s',
    query: { customerID: CUSTOMER.oostkamp },
    body: createBody,
    status: 403,
  },
  { operation: 'POST /v3/rental/cart', title: 'without a token', as: 'none', body: createBody, status: 401 },
  {
    operation: 'POST /v3/rental/cart',
    title: 'with a start date in the past',
    body: { ...createBody, DateTimeExpectedStart: '2026-11-20' },
    status: 400,
    check: (body) => expect(body.Error.Message).toContain('startdatum'),
  },
  {
    operation: 'POST /v3/rental/cart',
    title: 'with the drop-off box for a shorter period than it requires',
    body: { ...createBody, DeliveryID: DELIVERY.dropOffInBox, DateTimeExpectedEnd: '2026-11-28' },
    status: 400,
    check: (body) => expect(body.Error.Message).toBe('Terugbrengen in de inleverbox vereist een minimale huurperiode van 3 dagen'),
  },
  {
    operation: 'POST /v3/rental/cart',
    title: 'at an unknown warehouse',
    body: { ...createBody, WarehouseID: 'WH-OOSTENDE' },
    status: 400,
    check: (body) => expect(body.Error.Message).toBe('Veld WarehouseID: onbekende locatie WH-OOSTENDE'),
  },
  {
    operation: 'GET /v3/rental/cart/{id}',
    title: 'with prices, totals and actions',
    path: async (ctx) => {
      requireCertificate(ctx, PRODUCT.springkasteel);
      const cart = await newCart(ctx, [tent(2), { ItemID: PRODUCT.springkasteel, Amount: 1 }]);
      return `/v3/rental/cart/${cart.CartID}`;
    },
    query: { include: 'actions' },
    status: 200,
    check: (cart: Cart, ctx) => {
      const weekend = ctx.api.db.products.find((p) => p.ID === PRODUCT.partytent3x3)!.PeriodPrices.find((p) => p.Period === 'Weekend')!;
      const line = cart.Items.find((i) => i.ItemID === PRODUCT.partytent3x3)!;
      // Friday to Monday is a weekend: the weekend price applies.
      expect(line.Price).toBe(weekend.PriceNett);
      expect(line.TotalExcVAT).toBeCloseTo(weekend.PriceNett * 2, 2);
      const sum = cart.Items.reduce((s, i) => s + i.TotalIncVAT, 0);
      expect(cart.TotalIncVATForeignCurrency).toBeCloseTo(sum, 2);
      expect(cart.TotalVAT).toBeCloseTo(cart.TotalIncVATForeignCurrency - cart.TotalExcVATForeignCurrency, 2);
      expect(cart.PaymentCondition.ShopPaymentPolicy).toBe('AllowPayment');
      expect(cart.Items.every((i) => i.InvalidCartItemReason === null)).toBe(true);
      const certificates = cart.Actions.find((a) => a.ActionName === 'Certificates')!;
      expect(certificates).toMatchObject({ Required: true, Completed: false });
      expect(certificates.Details!.RequiredCertificates).toEqual([{ Number: '' }]);
    },
  },
  {
    operation: 'GET /v3/rental/cart/{id}',
    title: 'without include=actions: no actions',
    path: async (ctx) => {
      requireCertificate(ctx, PRODUCT.springkasteel);
      return `/v3/rental/cart/${(await newCart(ctx, [{ ItemID: PRODUCT.springkasteel, Amount: 1 }])).CartID}`;
    },
    status: 200,
    check: (cart: Cart) => expect(cart.Actions).toEqual([]),
  },
  {
    operation: 'GET /v3/rental/cart/{id}',
    title: 'above 500 euro: payment required; too long and too many: invalid lines',
    path: async (ctx) => {
      const cart = await ctx.json<Cart>('POST', '/v3/rental/cart', { ...createBody, DateTimeExpectedEnd: NEXT_FRIDAY });
      const lines = [tent(tentsFree(ctx, NEXT_FRIDAY) + 1), { ItemID: PRODUCT.springkasteel, Amount: 1 }, { ItemID: 'FEESTTENT-5X10', Amount: 1 }];
      await ctx.json('POST', `/v3/rental/cart/${cart.CartID}/items`, lines);
      return `/v3/rental/cart/${cart.CartID}`;
    },
    status: 200,
    check: (cart: Cart, ctx) => {
      expect(cart.TotalIncVATForeignCurrency).toBeGreaterThan(500);
      expect(cart.PaymentCondition.ShopPaymentPolicy).toBe('RequirePayment');
      const reasons = Object.fromEntries(cart.Items.map((i) => [i.Item!.ID, [i.InvalidCartItemReasonCode, i.InvalidCartItemReason]]));
      expect(reasons).toEqual({
        [PRODUCT.partytent3x3]: ['InsufficientStock', `Onvoldoende voorraad voor deze periode: nog ${tentsFree(ctx, NEXT_FRIDAY)} beschikbaar`],
        [PRODUCT.springkasteel]: ['MaxReservationDaysExceeded', 'De huurperiode is te lang: maximaal 4 dagen'],
        'FEESTTENT-5X10': [null, null],
      });
    },
  },
  {
    operation: 'GET /v3/rental/cart/{id}',
    title: 'a government customer must give a reference',
    as: oostkamp,
    path: async (ctx) => {
      ctx.api.db.customers.find((c) => c.CustomerID === CUSTOMER.oostkamp)!.CustomFields[REFERENCE_REQUIRED_FIELD] = true;
      return `/v3/rental/cart/${(await newCart(ctx)).CartID}`;
    },
    query: { include: 'actions' },
    status: 200,
    check: (cart: Cart) =>
      expect(cart.Actions).toEqual([{ ActionName: 'ReferenceRequired', Required: true, Completed: false, Details: null }]),
  },
  {
    operation: 'GET /v3/rental/cart/{id}',
    title: 'a line in a warehouse that does not stock it: NotInWarehouse',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [{ ItemID: NOT_IN_BRUGGE, Amount: 1 }])).CartID}`,
    status: 200,
    check: (cart: Cart) =>
      expect(cart.Items.map((i) => [i.InvalidCartItemReasonCode, i.InvalidCartItemReason])).toEqual([['NotInWarehouse', 'Niet beschikbaar in Uitleendienst Brugge']]),
  },
  {
    operation: 'GET /v3/rental/cart/{id}',
    title: 'a party tent needs an on-site contact: the extra order info is open',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [{ ItemID: 'FEESTTENT-5X10', Amount: 1 }])).CartID}`,
    query: { include: 'actions' },
    status: 200,
    check: (cart: Cart) => expect(cart.Actions).toEqual([{ ActionName: 'ExtraOrderInfo', Required: true, Completed: false, Details: null }]),
  },
  { operation: 'GET /v3/rental/cart/{id}', title: 'unknown', path: '/v3/rental/cart/CART-0', status: 404 },
  {
    operation: 'GET /v3/rental/cart/{id}',
    title: 'of another contact',
    as: sub,
    path: async (ctx) => {
      const other = createContextToken(ctx, await loginToken(ctx.api, admin));
      return `/v3/rental/cart/${(await other.json<Cart>('POST', '/v3/rental/cart', createBody)).CartID}`;
    },
    status: 403,
  },
  {
    operation: 'POST /v3/rental/cart/{id}',
    title: 'replaces the settings and re-dates the lines',
    path: async (ctx) => {
      const cart = await withSlots(ctx, [tent()]);
      await ctx.json('PATCH', `/v3/rental/cart/${cart.CartID}`, { Notes: 'Sleutel bij de buren' });
      return `/v3/rental/cart/${cart.CartID}`;
    },
    body: { ...createBody, DateTimeExpectedStart: '2026-12-01', DateTimeExpectedEnd: '2026-12-03', CustomFields: {} },
    status: 200,
    check: (cart: Cart) => {
      expect(cart.DateTimeExpectedStart).toBe('2026-12-01T00:00:00');
      expect(cart.Items[0]!.DateTimeExpectedEnd).toBe('2026-12-03T00:00:00');
      expect(cart.BusinessHourStart).toBeNull();
      expect(cart.Notes).toBe('');
      expect(cart.CustomFields).toEqual({});
    },
  },
  {
    operation: 'PATCH /v3/rental/cart/{id}',
    title: 'chooses time slots; business moments follow',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [tent()])).CartID}`,
    body: { BusinessHourStart: PICKUP_SLOT, BusinessHourEnd: RETURN_SLOT, CustomFields: { CUST_EventDescription: 'Buurtfeest' } },
    status: 200,
    check: async (cart: Cart, ctx) => {
      const read = await readCart(ctx, cart.CartID);
      expect(read.BusinessHourStart).toEqual({ Key: PICKUP_SLOT, Description: '09:00 - 10:00' });
      expect(read.DateTimeBusinessStart).toBe(`${FRIDAY}T09:00:00`);
      expect(read.DateTimeBusinessEnd).toBe(`${MONDAY}T08:00:00`);
      expect(read.Items[0]!.DateTimeBusinessStart).toBe(`${FRIDAY}T09:00:00`);
      expect(read.CustomFields).toEqual({ CUST_CategoryID: 1000, CUST_EventDescription: 'Buurtfeest' });
    },
  },
  {
    operation: 'PATCH /v3/rental/cart/{id}',
    title: "the on-site contact's name and phone complete the extra order info",
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [{ ItemID: 'FEESTTENT-5X10', Amount: 1 }])).CartID}`,
    body: { CustomFields: { CUST_OnSiteContactName: 'Jonas Declercq', CUST_OnSiteContactTel: '0478 12 34 56' } },
    status: 200,
    check: (cart: Cart) => expect(cart.Actions).toEqual([{ ActionName: 'ExtraOrderInfo', Required: true, Completed: true, Details: null }]),
  },
  {
    operation: 'PATCH /v3/rental/cart/{id}',
    title: 'a new period re-dates every line',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [tent()])).CartID}`,
    body: { DateTimeExpectedStart: '2026-12-01', DateTimeExpectedEnd: '2026-12-02' },
    status: 200,
    check: async (cart: Cart, ctx) => {
      const read = await readCart(ctx, cart.CartID);
      expect(read.Items[0]!.DateTimeExpectedStart).toBe('2026-12-01T00:00:00');
      expect(read.Items[0]!.DateTimeExpectedEnd).toBe('2026-12-02T00:00:00');
    },
  },
  {
    operation: 'PATCH /v3/rental/cart/{id}',
    title: 'the drop-off slot without drop-off delivery',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx)).CartID}`,
    body: { BusinessHourEnd: DROP_SLOT },
    status: 400,
  },
  {
    operation: 'PATCH /v3/rental/cart/{id}',
    title: 'a full slot',
    path: async (ctx) => {
      const cart = await newCart(ctx);
      const slot = ctx.api.db.businessHours.find((h) => h.BusinessHourID === PICKUP_SLOT && h.Weekday === 5)!;
      slot.Capacity = 0;
      return `/v3/rental/cart/${cart.CartID}`;
    },
    body: { BusinessHourStart: PICKUP_SLOT },
    status: 409,
  },
  {
    operation: 'DELETE /v3/rental/cart/{id}',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [tent()])).CartID}`,
    status: 204,
    check: async (_body, ctx) => expect(ctx.api.db.carts.size).toBe(0),
  },
  { operation: 'DELETE /v3/rental/cart/{id}', title: 'unknown', path: '/v3/rental/cart/CART-0', status: 404 },

  // ------------------------------------------------------------------ lines
  {
    operation: 'GET /v3/rental/cart/{id}/items',
    title: 'with the product summary',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [tent()])).CartID}/items`,
    query: { include: 'item' },
    status: 200,
    check: (body) => {
      expect(body.Total).toBe(1);
      expect(body.Collection[0].Item.ID).toBe(PRODUCT.partytent3x3);
    },
  },
  {
    operation: 'GET /v3/rental/cart/{id}/items',
    title: 'without include=item',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [tent()])).CartID}/items`,
    status: 200,
    check: (body) => expect(body.Collection[0].Item).toBeNull(),
  },
  {
    operation: 'POST /v3/rental/cart/{id}/items',
    title: 'adds to the same line',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [tent(2)])).CartID}/items`,
    body: [tent(1)],
    status: 200,
    check: (cart: Cart) => {
      expect(cart.Items).toHaveLength(1);
      expect(cart.Items[0]!.Amount).toBe(3);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/items',
    title: 'a package with its required add-on, linked by UnsavedID',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx)).CartID}/items`,
    body: [
      { CompositionID: PRODUCT.pakketFuif, Amount: 1, UnsavedID: 'pakket', WarehouseID: WAREHOUSE.brugge },
      { ItemID: ADD_ON.fuifLight, Amount: 1, RelatedRentalItemID: 'pakket', DateTimeExpectedStart: FRIDAY, DateTimeExpectedEnd: MONDAY },
    ],
    status: 200,
    check: (cart: Cart) => {
      const [pakket, light] = cart.Items;
      expect(pakket!.CompositionID).toBe(PRODUCT.pakketFuif);
      expect(pakket!.ItemID).toBeNull();
      expect(light!.RelatedRentalItemID).toBe(pakket!.CartItemID);
      expect(light!.IsRemovable).toBe(false);
      expect(pakket!.IsRemovable).toBe(true);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/items',
    title: 'more than MaxPerCart',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx)).CartID}/items`,
    body: [{ ItemID: PRODUCT.springkasteel, Amount: 2 }],
    status: 400,
    check: (body) => expect(body.Error.Message).toContain('Maximum aantal bereikt'),
  },
  {
    operation: 'POST /v3/rental/cart/{id}/items',
    title: 'MaxPerCustomerLeftover counts the cart',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx)).CartID}/items`,
    body: [{ ItemID: PRODUCT.bierbankset, Amount: 12 }],
    status: 200,
    check: (cart: Cart, ctx) => {
      const max = ctx.api.db.products.find((p) => p.ID === PRODUCT.bierbankset)!.MaxPerCustomer!;
      const held = ctx.api.db.orders
        .filter((o) => o.order.CustomerID === CUSTOMER.branding && ['Draft', 'Open', 'Order', 'Pick', 'Picked', 'Active'].includes(o.order.ReservationStatus))
        .filter((o) => o.order.DateTimeExpectedStart <= `${MONDAY}T23:59:59` && `${FRIDAY}T00:00:00` <= o.order.DateTimeExpectedEnd)
        .flatMap((o) => o.items)
        .filter((i) => i.ItemID === PRODUCT.bierbankset)
        .reduce((s, i) => s + i.Amount, 0);
      expect(cart.Items[0]!.MaxPerCustomerLeftover).toBe(Math.max(0, max - held - 12));
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/items',
    title: 'a deposit item',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx)).CartID}/items`,
    body: [{ ItemID: PRODUCT.borgGeluid, Amount: 1 }],
    status: 400,
  },
  {
    operation: 'PUT /v3/rental/cart/{id}/items',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [tent(4)])).CartID}/items`,
    body: [{ ItemID: PRODUCT.bierbankset, Amount: 3 }],
    status: 200,
    check: (cart: Cart) => expect(cart.Items.map((i) => [i.ItemID, i.Amount])).toEqual([[PRODUCT.bierbankset, 3]]),
  },
  {
    operation: 'PUT /v3/rental/cart/{id}/items',
    title: "an order's lines again: each line's ReservationOrderItemID its UnsavedID, an add-on naming its parent's",
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [tent(4)])).CartID}/items`,
    body: [
      { CompositionID: PRODUCT.pakketFuif, Amount: 1, UnsavedID: 'RO-2026-0020-01', RelatedRentalItemID: null },
      { ItemID: ADD_ON.fuifLight, Amount: 1, UnsavedID: 'RO-2026-0020-02', RelatedRentalItemID: 'RO-2026-0020-01' },
      { ItemID: PRODUCT.bierbankset, Amount: 2, UnsavedID: 'RO-2026-0020-03', RelatedRentalItemID: null },
    ],
    status: 200,
    check: (cart: Cart) => {
      const [pakket, light, benches] = cart.Items;
      expect(cart.Items).toHaveLength(3);
      expect(pakket).toMatchObject({ CompositionID: PRODUCT.pakketFuif, ItemID: null, RelatedRentalItemID: null });
      expect(light).toMatchObject({ ItemID: ADD_ON.fuifLight, RelatedRentalItemID: pakket!.CartItemID });
      expect(benches).toMatchObject({ ItemID: PRODUCT.bierbankset, RelatedRentalItemID: null });
    },
  },
  {
    operation: 'PATCH /v3/rental/cart/{id}/items/{itemId}',
    path: async (ctx) => {
      const cart = await newCart(ctx, [tent(2)]);
      return `/v3/rental/cart/${cart.CartID}/items/${lineOf(cart, PRODUCT.partytent3x3)}`;
    },
    body: { Amount: 5 },
    status: 200,
    check: (cart: Cart) => {
      expect(cart.Items[0]!.Amount).toBe(5);
      expect(cart.Items[0]!.TotalExcVAT).toBeCloseTo(cart.Items[0]!.Price * 5, 2);
    },
  },
  {
    operation: 'PATCH /v3/rental/cart/{id}/items/{itemId}',
    title: 'beyond MaxPerCart',
    path: async (ctx) => {
      const cart = await newCart(ctx, [{ ItemID: PRODUCT.springkasteel, Amount: 1 }]);
      return `/v3/rental/cart/${cart.CartID}/items/${lineOf(cart, PRODUCT.springkasteel)}`;
    },
    body: { Amount: 2 },
    status: 400,
    check: (body) =>
      expect(body.Error.Message).toBe('Maximum aantal bereikt: Springkasteel Ridderburcht kan hoogstens 1 keer in de winkelwagen'),
  },
  {
    operation: 'DELETE /v3/rental/cart/{id}/items/{itemId}',
    title: 'a package takes its add-ons along',
    path: async (ctx) => {
      const cart = await newCart(ctx, [
        tent(1),
        { CompositionID: PRODUCT.pakketFuif, Amount: 1, UnsavedID: 'p' },
        { ItemID: ADD_ON.fuifLight, Amount: 1, RelatedRentalItemID: 'p' },
      ]);
      return `/v3/rental/cart/${cart.CartID}/items/${lineOf(cart, PRODUCT.pakketFuif)}`;
    },
    status: 200,
    check: (cart: Cart) => expect(cart.Items.map((i) => i.ItemID)).toEqual([PRODUCT.partytent3x3]),
  },
  {
    operation: 'DELETE /v3/rental/cart/{id}/items/{itemId}',
    title: 'a required add-on on its own',
    path: async (ctx) => {
      const cart = await newCart(ctx, [
        { CompositionID: PRODUCT.pakketFuif, Amount: 1, UnsavedID: 'p' },
        { ItemID: ADD_ON.fuifLight, Amount: 1, RelatedRentalItemID: 'p' },
      ]);
      return `/v3/rental/cart/${cart.CartID}/items/${lineOf(cart, ADD_ON.fuifLight)}`;
    },
    status: 409,
  },
  {
    operation: 'DELETE /v3/rental/cart/{id}/items/bulk-delete',
    ...staged(async (ctx) => {
      const cart = await newCart(ctx, [tent(1), { ItemID: PRODUCT.bierbankset, Amount: 2 }]);
      return { path: `/v3/rental/cart/${cart.CartID}/items/bulk-delete`, body: { CartItemIDs: [lineOf(cart, PRODUCT.bierbankset)] } };
    }),
    status: 200,
    check: (cart: Cart) => expect(cart.Items.map((i) => i.ItemID)).toEqual([PRODUCT.partytent3x3]),
  },
  {
    operation: 'DELETE /v3/rental/cart/{id}/items/bulk-delete',
    title: 'an unknown line',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [tent(1)])).CartID}/items/bulk-delete`,
    body: { CartItemIDs: ['CI-0'] },
    status: 404,
  },
  {
    operation: 'POST /v3/rental/cart/{id}/items/_conflict-check',
    title: 'before moving to Ieper: the bouncy castle is not there',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [tent(2), { ItemID: PRODUCT.springkasteel, Amount: 1 }])).CartID}/items/_conflict-check`,
    query: { warehouse: WAREHOUSE.ieper },
    body: [{ ItemID: PRODUCT.partytent3x3, Amount: 2 }, { ItemID: PRODUCT.springkasteel, Amount: 1 }],
    status: 200,
    check: (body) => {
      expect(body.Total).toBe(1);
      expect(body.Collection[0]).toMatchObject({
        ItemID: PRODUCT.springkasteel,
        WarehouseID: WAREHOUSE.ieper,
        Reason: 'NotInWarehouse',
        InvalidCartItemReason: 'Niet beschikbaar in Uitleendienst Ieper',
      });
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/items/_conflict-check',
    title: 'a longer period and more tents than Brugge has free',
    ...staged(async (ctx) => {
      const cart = await newCart(ctx, [tent(2), { ItemID: PRODUCT.springkasteel, Amount: 1 }]);
      return {
        path: `/v3/rental/cart/${cart.CartID}/items/_conflict-check`,
        body: [
          { CartItemID: lineOf(cart, PRODUCT.partytent3x3), Amount: tentsFree(ctx) + 1 },
          { CartItemID: lineOf(cart, PRODUCT.springkasteel), DateTimeExpectedStart: FRIDAY, DateTimeExpectedEnd: NEXT_FRIDAY },
        ],
      };
    }),
    status: 200,
    check: (body, ctx) => {
      expect(body.Collection.map((r: { Reason: string }) => r.Reason)).toEqual(['InsufficientStock', 'MaxReservationDaysExceeded']);
      expect(body.Collection[0].Available).toBe(tentsFree(ctx));
    },
  },

  // ------------------------------------------------------------------ files
  {
    operation: 'POST /v3/rental/cart/{cartId}/attachment',
    title: 'the event flyer',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx)).CartID}/attachment`,
    formData: () => file('affiche-buurtfeest.pdf', 'application/pdf'),
    status: 201,
    check: async (body, ctx) => {
      expect(body.Collection[0].FileName).toBe('affiche-buurtfeest.pdf');
      expect(ctx.api.db.blobs.get(body.Collection[0].ID)!.Data.byteLength).toBe(2048);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{cartId}/attachment',
    title: 'an unsupported file',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx)).CartID}/attachment`,
    formData: () => file('programma.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    status: 400,
    check: (body) => expect(body.Error.Message).toBe('Het geselecteerde bestand is niet ondersteund'),
  },
  {
    operation: 'POST /v3/rental/cart/{cartId}/attachment',
    title: 'a file over 10 MB',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx)).CartID}/attachment`,
    formData: () => file('affiche.png', 'image/png', 10 * 1024 * 1024 + 1),
    status: 400,
    check: (body) => expect(body.Error.Message).toBe('Het geselecteerde bestand is te groot (max 10 MB)'),
  },
  {
    operation: 'POST /v3/rental/cart/{cartId}/items/{cartItemId}/attachment',
    title: 'the insurance certificate of the bouncy castle',
    path: async (ctx) => {
      const cart = await newCart(ctx, [{ ItemID: PRODUCT.springkasteel, Amount: 1 }]);
      return `/v3/rental/cart/${cart.CartID}/items/${lineOf(cart, PRODUCT.springkasteel)}/attachment`;
    },
    formData: () => file('verzekeringsattest.jpg', 'image/jpeg'),
    status: 201,
    check: async (body, ctx) => {
      const cart = await ctx.json<Cart>('GET', '/v2/shop/cart');
      expect(cart.Items[0]!.Attachments).toEqual([
        { CartAttachmentID: body.Collection[0].ID, FileName: 'verzekeringsattest.jpg', ContentType: 'image/jpeg', FileSize: 2048 },
      ]);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{cartId}/items/{cartItemId}/attachment',
    title: 'for a product that takes no uploads',
    path: async (ctx) => {
      const cart = await newCart(ctx, [tent(1)]);
      return `/v3/rental/cart/${cart.CartID}/items/${lineOf(cart, PRODUCT.partytent3x3)}/attachment`;
    },
    formData: () => file('foto.png', 'image/png'),
    status: 400,
  },
  {
    operation: 'DELETE /v3/rental/cart/{id}/items/{itemId}/attachment/{attId}',
    path: async (ctx) => {
      const cart = await newCart(ctx, [{ ItemID: PRODUCT.springkasteel, Amount: 1 }]);
      const line = lineOf(cart, PRODUCT.springkasteel);
      const response = await ctx.call('POST', `/v3/rental/cart/${cart.CartID}/items/${line}/attachment`, {
        formData: file('attest.pdf', 'application/pdf'),
      });
      const uploaded = (await response.json()) as components['schemas']['Uploaded'];
      return `/v3/rental/cart/${cart.CartID}/items/${line}/attachment/${uploaded.Collection[0]!.ID}`;
    },
    status: 200,
    check: (cart: Cart, ctx) => {
      expect(cart.Items[0]!.Attachments).toEqual([]);
      expect([...ctx.api.db.blobs.keys()].filter((id) => id.startsWith('CART-ATT-'))).toEqual([]);
    },
  },

  // ------------------------------------------------------------------ certificates and copies
  {
    operation: 'POST /v3/rental/cart/{id}/_certificate',
    path: async (ctx) => {
      requireCertificate(ctx, PRODUCT.springkasteel);
      return `/v3/rental/cart/${(await newCart(ctx, [{ ItemID: PRODUCT.springkasteel, Amount: 1 }])).CartID}/_certificate`;
    },
    body: { Number: 'BA-2026-044182', IsInactive: false },
    status: 200,
    check: (cart: Cart) => {
      const action = cart.Actions.find((a) => a.ActionName === 'Certificates')!;
      expect(action.Completed).toBe(true);
      expect(action.Details!.RequiredCertificates).toEqual([{ Number: 'BA-2026-044182' }]);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_certificate',
    title: 'without a number',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx)).CartID}/_certificate`,
    body: { Number: ' ', IsInactive: false },
    status: 400,
  },
  {
    operation: 'POST /v3/rental/cart/{id}/copy/{id2}',
    path: async (ctx) => {
      const from = await newCart(ctx, [tent(2), { CompositionID: PRODUCT.pakketFuif, Amount: 1, UnsavedID: 'p' }, { ItemID: ADD_ON.fuifLight, Amount: 1, RelatedRentalItemID: 'p' }]);
      const to = await ctx.json<Cart>('POST', '/v3/rental/cart', { ...createBody, DateTimeExpectedStart: '2026-12-01', DateTimeExpectedEnd: '2026-12-02' });
      await ctx.json('POST', `/v3/rental/cart/${to.CartID}/items`, [tent(1)]);
      return `/v3/rental/cart/${from.CartID}/copy/${to.CartID}`;
    },
    status: 200,
    check: (cart: Cart) => {
      expect(cart.Items.map((i) => [i.Item!.ID, i.Amount])).toEqual([
        [PRODUCT.partytent3x3, 3],
        [PRODUCT.pakketFuif, 1],
        [ADD_ON.fuifLight, 1],
      ]);
      expect(cart.Items.every((i) => i.DateTimeExpectedStart === '2026-12-01T00:00:00')).toBe(true);
      expect(cart.Items[2]!.RelatedRentalItemID).toBe(cart.Items[1]!.CartItemID);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/copy/{id2}',
    title: 'into a cart of another contact',
    path: async (ctx) => {
      const other = createContextToken(ctx, await loginToken(ctx.api, sub));
      const theirs = await other.json<Cart>('POST', '/v3/rental/cart', createBody);
      return `/v3/rental/cart/${(await newCart(ctx, [tent()])).CartID}/copy/${theirs.CartID}`;
    },
    status: 403,
  },
  {
    operation: 'POST /v3/rental/cart/_copy/{id}',
    title: 'the anonymous cart goes to the user who logged in',
    as: 'anonymous',
    path: async (ctx) => `/v3/rental/cart/_copy/${(await newCart(ctx, [tent(2)])).CartID}`,
    query: { customerID: CUSTOMER.branding, contactID: CONTACT.adminBranding },
    body: async (ctx: CaseContext) => ({ Access_token: await loginToken(ctx.api, admin) }),
    status: 201,
    check: async (cart: Cart, ctx) => {
      expect(cart.CustomerID).toBe(CUSTOMER.branding);
      expect(cart.ContactID).toBe(CONTACT.adminBranding);
      expect(cart.Items[0]!.Amount).toBe(2);
      expect(ctx.api.db.carts.size).toBe(1);
      expect((await ctx.call('GET', '/v2/shop/cart')).status).toBe(404);
    },
  },
  {
    operation: 'POST /v3/rental/cart/_copy/{id}',
    title: 'with a token of another contact than the query names',
    as: 'anonymous',
    path: async (ctx) => `/v3/rental/cart/_copy/${(await newCart(ctx, [tent(2)])).CartID}`,
    query: { customerID: CUSTOMER.branding, contactID: CONTACT.subBranding },
    body: async (ctx: CaseContext) => ({ Access_token: await loginToken(ctx.api, admin) }),
    status: 403,
  },
  {
    operation: 'POST /v3/rental/cart/_copy/{id}',
    title: 'with an anonymous token as proof',
    as: 'anonymous',
    path: async (ctx) => `/v3/rental/cart/_copy/${(await newCart(ctx, [tent(2)])).CartID}`,
    query: { customerID: CUSTOMER.branding, contactID: CONTACT.adminBranding },
    body: async (ctx: CaseContext) => ({ Access_token: await anonymousToken(ctx.api) }),
    status: 400,
  },

  // ------------------------------------------------------------------ checkout
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'a weekend with a tent: one requested order, a mail, no cart',
    path: async (ctx) => `/v3/rental/cart/${(await withSlots(ctx, [tent(2)])).CartID}/_checkout`,
    body: {
      Notes: 'Graag de tent met witte zijwanden',
      Reference: 'BUURTFEEST-2026',
      Address: { Street: 'Sint-Pieterskaai', HouseNumber: '42', ZipCode: '8000', City: 'Brugge', CountryID: 'be' },
      CustomFields: { CUST_EventDescription: 'Buurtfeest Sint-Pieters' },
      Labels: { Add: ['LBL-RES-1'] },
    },
    status: 201,
    check: (result, ctx) => {
      expect(result.Total).toBe(1);
      const ref = result.Collection[0];
      expect(ref.ReservationOrderID).toMatch(/^RO-2026-\d{4}$/);
      expect(ref.OrderID).toBeNull();
      const row = ctx.api.db.orders.find((o) => o.order.ReservationOrderID === ref.ReservationOrderID)!;
      expect(row.order).toMatchObject({
        ReservationID: ref.ReservationID,
        CustomerID: CUSTOMER.branding,
        ContactID: CONTACT.adminBranding,
        ReservationStatus: 'Draft',
        WarehouseID: WAREHOUSE.brugge,
        Reference: 'BUURTFEEST-2026',
        DateTimeBusinessStart: `${FRIDAY}T09:00:00`,
        TotalQtyOfReservationItems: 2,
        Labels: ['LBL-RES-1'],
        CustomFields: { CUST_CategoryID: 1000, CUST_EventDescription: 'Buurtfeest Sint-Pieters' },
        Notes: 'Graag de tent met witte zijwanden',
      });
      expect(row.order.AmountDue).toBe(row.order.TotalIncVAT);
      expect(row.order.Actions).toEqual([{ ActionName: 'CreatePayment', Completed: false, Required: true, Details: null }]);
      expect(row.items).toHaveLength(1);
      const mail = ctx.api.db.mailbox.at(-1)!;
      expect(mail).toMatchObject({ To: DEMO_ACCOUNTS.admin, Purpose: 'order-confirmation' });
      expect(mail.Body).toContain(ref.ReservationOrderID);
      expect(mail.Body).toContain('Adres: Sint-Pieterskaai 42, 8000 Brugge');
      expect(ctx.api.db.carts.size).toBe(0);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'the flyer and the certificate go with the order; no reference leaves the action open',
    as: oostkamp,
    path: async (ctx) => {
      ctx.api.db.customers.find((c) => c.CustomerID === CUSTOMER.oostkamp)!.CustomFields[REFERENCE_REQUIRED_FIELD] = true;
      const cart = await withSlots(ctx, [{ ItemID: PRODUCT.springkasteel, Amount: 1 }]);
      const line = lineOf(cart, PRODUCT.springkasteel);
      await ctx.call('POST', `/v3/rental/cart/${cart.CartID}/attachment`, { formData: file('affiche.png', 'image/png') });
      await ctx.call('POST', `/v3/rental/cart/${cart.CartID}/items/${line}/attachment`, { formData: file('attest.pdf', 'application/pdf') });
      return `/v3/rental/cart/${cart.CartID}/_checkout`;
    },
    body: {},
    status: 201,
    check: (result, ctx) => {
      const row = ctx.api.db.orders.find((o) => o.order.ReservationOrderID === result.Collection[0].ReservationOrderID)!;
      expect(row.files.map((f) => f.FileName)).toEqual(['affiche.png', 'attest.pdf']);
      expect(row.order.Actions.map((a) => a.ActionName)).toEqual(['CreatePayment', 'ReferenceRequired']);
      // The bytes moved into the order: no cart blob is left behind.
      expect(row.files.every((f) => f.Data.byteLength === 2048 && !ctx.api.db.blobs.has(f.FileID))).toBe(true);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'a package stays a package in the order, its add-on linked to its line',
    path: async (ctx) => {
      const cart = await withSlots(ctx, [
        tent(1),
        { CompositionID: PRODUCT.pakketFuif, Amount: 1, UnsavedID: 'pakket' },
        { ItemID: ADD_ON.fuifLight, Amount: 1, RelatedRentalItemID: 'pakket' },
      ]);
      return `/v3/rental/cart/${cart.CartID}/_checkout`;
    },
    body: {},
    status: 201,
    check: async (result, ctx) => {
      const id = result.Collection[0].ReservationOrderID;
      const lines = (await ctx.json<{ Collection: components['schemas']['ReservationOrderItem'][] }>('GET', `/v2/shop/reservationOrders/${id}/items`)).Collection;
      expect(lines.map((line) => [line.ItemID, line.CompositionID, line.RelatedRentalItemID])).toEqual([
        [PRODUCT.partytent3x3, null, null],
        [null, PRODUCT.pakketFuif, null],
        [ADD_ON.fuifLight, null, lines[1]!.ReservationOrderItemID],
      ]);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'an empty cart',
    path: async (ctx) => `/v3/rental/cart/${(await withSlots(ctx, [])).CartID}/_checkout`,
    body: {},
    status: 400,
    check: (body) => expect(body.Error.Message).toBe('De winkelwagen is leeg'),
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'without time slots',
    path: async (ctx) => `/v3/rental/cart/${(await newCart(ctx, [tent()])).CartID}/_checkout`,
    body: {},
    status: 400,
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'without the upload the bouncy castle requires',
    path: async (ctx) => `/v3/rental/cart/${(await withSlots(ctx, [{ ItemID: PRODUCT.springkasteel, Amount: 1 }])).CartID}/_checkout`,
    body: {},
    status: 400,
    check: (body) => expect(body.Error.Message).toBe('Voeg een bestand toe bij Springkasteel Ridderburcht'),
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'without the required certificate',
    path: async (ctx) => {
      requireCertificate(ctx, PRODUCT.partytent3x3);
      return `/v3/rental/cart/${(await withSlots(ctx, [tent()])).CartID}/_checkout`;
    },
    body: {},
    status: 400,
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'more tents than Brugge has free',
    path: async (ctx) => `/v3/rental/cart/${(await withSlots(ctx, [tent(tentsFree(ctx) + 1)])).CartID}/_checkout`,
    body: {},
    status: 409,
    check: (body, ctx) =>
      expect(body.Error.Message).toBe(`Partytent 3 x 3 m: Onvoldoende voorraad voor deze periode: nog ${tentsFree(ctx)} beschikbaar`),
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'more tents than Brugge has free, with SaveCartsWithStockConflict: the order is placed with the short line',
    path: async (ctx) => {
      ctx.api.db.settings.SaveCartsWithStockConflict = true;
      return `/v3/rental/cart/${(await withSlots(ctx, [tent(tentsFree(ctx) + 1)])).CartID}/_checkout`;
    },
    body: {},
    status: 201,
    check: (result, ctx) => {
      const row = ctx.api.db.orders.find((o) => o.order.ReservationOrderID === result.Collection[0].ReservationOrderID)!;
      expect(row.items.map((line) => line.ItemID)).toEqual([PRODUCT.partytent3x3]);
      // The order took more tents than were free: none are left.
      expect(tentsFree(ctx)).toBeLessThanOrEqual(0);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'a line the warehouse does not stock, with SaveCartsWithStockConflict: still refused',
    path: async (ctx) => {
      ctx.api.db.settings.SaveCartsWithStockConflict = true;
      return `/v3/rental/cart/${(await withSlots(ctx, [tent(1), { ItemID: NOT_IN_BRUGGE, Amount: 1 }])).CartID}/_checkout`;
    },
    body: {},
    status: 409,
    check: (body) => expect(body.Error.Message).toBe('Mobiele lichtmast 4 x 400 W: Niet beschikbaar in Uitleendienst Brugge'),
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'a party tent without its on-site contact',
    path: async (ctx) => `/v3/rental/cart/${(await withSlots(ctx, [{ ItemID: 'FEESTTENT-5X10', Amount: 1 }])).CartID}/_checkout`,
    body: {},
    status: 400,
    check: (body) => expect(body.Error.Message).toBe('Geef eerst de naam en het telefoonnummer van de verantwoordelijke ter plaatse'),
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'a party tent with its on-site contact: the order keeps the completed extra order info',
    path: async (ctx) => {
      const cart = await withSlots(ctx, [{ ItemID: 'FEESTTENT-5X10', Amount: 1 }]);
      await ctx.json('PATCH', `/v3/rental/cart/${cart.CartID}`, { CustomFields: { CUST_OnSiteContactName: 'Jonas Declercq', CUST_OnSiteContactTel: '0478 12 34 56' } });
      return `/v3/rental/cart/${cart.CartID}/_checkout`;
    },
    body: {},
    status: 201,
    check: (result, ctx) => {
      const row = ctx.api.db.orders.find((o) => o.order.ReservationOrderID === result.Collection[0].ReservationOrderID)!;
      expect(row.order.Actions.find((a) => a.ActionName === 'ExtraOrderInfo')).toEqual({ ActionName: 'ExtraOrderInfo', Required: true, Completed: true, Details: null });
      expect(row.order.CustomFields).toMatchObject({ CUST_OnSiteContactName: 'Jonas Declercq' });
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'an anonymous token',
    as: 'anonymous',
    path: async (ctx) => `/v3/rental/cart/${(await withSlots(ctx, [tent()])).CartID}/_checkout`,
    body: {},
    status: 401,
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout-anonymous',
    as: 'anonymous',
    path: async (ctx) => `/v3/rental/cart/${(await withSlots(ctx, [tent(1)])).CartID}/_checkout-anonymous`,
    body: {
      Notes: '',
      Reference: '',
      Customer: { FirstName: 'Mira', LastName: 'Vanneste', Email: 'mira.vanneste@telenet.demo.test', Tel: '0470 11 22 33', City: 'Brugge' },
      CustomFields: { CUST_EventDescription: 'Verjaardagsfeest' },
      Labels: { Add: [] },
    },
    status: 201,
    check: (result, ctx) => {
      const row = ctx.api.db.orders.find((o) => o.order.ReservationOrderID === result.Collection[0].ReservationOrderID)!;
      const customer = ctx.api.db.customers.find((c) => c.CustomerID === row.order.CustomerID)!;
      expect(customer).toMatchObject({ CompanyName: 'Mira Vanneste', Email: 'mira.vanneste@telenet.demo.test' });
      expect(ctx.api.db.contacts.find((c) => c.ContactID === row.order.ContactID)!.CustomerID).toBe(customer.CustomerID);
      expect(ctx.api.db.mailbox.at(-1)!.To).toBe('mira.vanneste@telenet.demo.test');
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout-anonymous',
    title: 'without an e-mail address',
    as: 'anonymous',
    path: async (ctx) => `/v3/rental/cart/${(await withSlots(ctx, [tent(1)])).CartID}/_checkout-anonymous`,
    body: { Customer: { FirstName: 'Mira', LastName: 'Vanneste' } },
    status: 400,
    check: (body) => expect(body.Error.Message).toContain('Customer.Email'),
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout-anonymous',
    title: 'by a logged-in user',
    path: async (ctx) => `/v3/rental/cart/${(await withSlots(ctx, [tent(1)])).CartID}/_checkout-anonymous`,
    body: { Customer: { FirstName: 'Lotte', LastName: 'Vermeulen', Email: DEMO_ACCOUNTS.admin } },
    status: 403,
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout-and-register',
    as: 'anonymous',
    path: async (ctx) => `/v3/rental/cart/${(await withSlots(ctx, [tent(1)])).CartID}/_checkout-and-register`,
    body: registration('chiro.heule@demo.test'),
    status: 201,
    check: (result, ctx) => {
      const user = ctx.api.db.users.find((u) => u.UserName === 'chiro.heule@demo.test')!;
      expect(user.Status).toBe('Unconfirmed');
      const row = ctx.api.db.orders.find((o) => o.order.ReservationOrderID === result.Collection[0].ReservationOrderID)!;
      expect(user.Accounts[0]).toMatchObject({ CustomerID: row.order.CustomerID, ContactID: row.order.ContactID });
      const purposes = ctx.api.db.mailbox.filter((m) => m.To === 'chiro.heule@demo.test').map((m) => m.Purpose);
      expect(purposes).toEqual(['activation', 'order-confirmation']);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout-and-register',
    title: 'with an e-mail address that has an account',
    as: 'anonymous',
    path: async (ctx) => `/v3/rental/cart/${(await withSlots(ctx, [tent(1)])).CartID}/_checkout-and-register`,
    body: registration(DEMO_ACCOUNTS.admin),
    status: 409,
    check: (body, ctx) => {
      expect(body.Error.Code).toBe('Duplicate');
      expect(ctx.api.db.carts.size).toBe(1);
    },
  },

  // ------------------------------------------------------------------ current carts
  {
    operation: 'GET /v2/shop/cart',
    title: 'the most recent cart of the contact',
    path: async (ctx) => {
      await newCart(ctx, [tent(1)]);
      await newCart(ctx, [tent(3)]);
      return '/v2/shop/cart';
    },
    status: 200,
    check: (cart: Cart) => expect(cart.Items[0]!.Amount).toBe(3),
  },
  { operation: 'GET /v2/shop/cart', title: 'none yet', as: 'anonymous', status: 404 },
  {
    operation: 'GET /v3/customer/customer/{id}/shop-users/{userId}/cart',
    title: 'the admin looks at a sub user’s cart',
    path: async (ctx) => {
      const other = createContextToken(ctx, await loginToken(ctx.api, sub));
      await other.json<Cart>('POST', '/v3/rental/cart', createBody);
      return `/v3/customer/customer/${CUSTOMER.branding}/shop-users/${CONTACT.subBranding}/cart`;
    },
    query: { include: 'actions' },
    status: 200,
    check: (cart: Cart) => expect(cart.ContactID).toBe(CONTACT.subBranding),
  },
  {
    operation: 'GET /v3/customer/customer/{id}/shop-users/{userId}/cart',
    title: 'a sub user looks at the admin’s cart',
    as: sub,
    path: async (ctx) => {
      const other = createContextToken(ctx, await loginToken(ctx.api, admin));
      await other.json<Cart>('POST', '/v3/rental/cart', createBody);
      return `/v3/customer/customer/${CUSTOMER.branding}/shop-users/${CONTACT.adminBranding}/cart`;
    },
    status: 403,
  },
  {
    operation: 'GET /v3/customer/customer/{id}/shop-users/{userId}/cart',
    title: 'of another customer',
    path: `/v3/customer/customer/${CUSTOMER.oostkamp}/shop-users/${CONTACT.multiOostkamp}/cart`,
    status: 403,
  },
  {
    operation: 'GET /v3/customer/customer/{id}/shop-users/{userId}/cart',
    title: 'a shop user without a cart',
    path: `/v3/customer/customer/${CUSTOMER.branding}/shop-users/${CONTACT.subBranding}/cart`,
    status: 404,
  },
];

function registration(email: string) {
  return {
    Notes: 'Kampvuuravond',
    Reference: '',
    Registration: {
      Type: 'NON_PROFIT',
      Customer: {
        CompanyName: 'Chiro Heule',
        Street: 'Kapel ter Bede',
        HouseNumber: '88',
        ZipCode: '8501',
        City: 'Kortrijk',
        Email: email,
        CustomFields: { CUST_Recognition: 'RecognizedByMunicipality' },
      },
      User: {
        Salutation: 'Mr',
        FirstName: 'Arne',
        LastName: 'Vercruysse',
        Email: email,
        Tel: '0478 44 55 66',
        Password: 'Kampvuur!2026',
        ConfirmURL: '/activate',
      },
      CustomerDetail: { InvoiceEmail: email, BusinessNo: '0663.452.185' },
    },
    Labels: { Add: ['LBL-RES-4'] },
  };
}

/** Calls as another caller within the same case (a second token on the same demo API). */
function createContextToken(ctx: CaseContext, token: string) {
  return {
    async json<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await ctx.call(method, path, { body, token });
      const text = await response.text();
      if (!response.ok) throw new Error(`set-up call ${method} ${path} failed: ${response.status} ${text}`);
      return JSON.parse(text) as T;
    },
  };
}
