/**
 * Sales mode (`ShopSalesModus`, spec 001 §1, §3, §5; decision 015): a cart is one day without
 * time slots, lines cost the sales price, a product without one is not for sale. Each case
 * turns the setting on in its set-up; rental mode is what the other areas' cases run in.
 */
import { expect } from 'vitest';
import type { components } from '../../../openapi/schema.d.ts';
import { DELIVERY, DEMO_ACCOUNTS, PRODUCT, WAREHOUSE } from '../../../demo-api/seed/anchors.ts';
import type { CaseContext, ContractCase } from '../harness.ts';

type Cart = components['schemas']['Cart'];
type AddLine = components['schemas']['CartAddLine'];

// The contract runs on Saturday 21 November 2026; Brugge picks up on Fridays and returns on Mondays.
const FRIDAY = '2026-11-27';
const MONDAY = '2026-11-30';
/** A tent is for sale at 289,26 excl. VAT (350 incl.); the small sound system only rents. */
const TENT_SALE = { Price: 289.26, PriceIncVAT: 350 };
const NOT_FOR_SALE = PRODUCT.geluidsinstallatie;

const saleDay = { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: FRIDAY, DateTimeExpectedEnd: FRIDAY, DeliveryID: DELIVERY.pickUpAndReturn };
const tent = (Amount = 1): AddLine => ({ ItemID: PRODUCT.partytent3x3, Amount });

function sell(ctx: CaseContext): void {
  ctx.api.db.settings.ShopSalesModus = true;
}

async function cartWith(ctx: CaseContext, lines: AddLine[], body: object = saleDay): Promise<Cart> {
  const cart = await ctx.json<Cart>('POST', '/v3/rental/cart', body);
  return lines.length > 0 ? ctx.json<Cart>('POST', `/v3/rental/cart/${cart.CartID}/items`, lines) : cart;
}

export const cases: ContractCase[] = [
  {
    operation: 'GET /v2/shop/core/settings',
    title: 'sales mode on',
    as: 'none',
    path: (ctx) => {
      sell(ctx);
      return '/v2/shop/core/settings';
    },
    status: 200,
    check: (settings) => expect(settings.ShopSalesModus).toBe(true),
  },
  {
    operation: 'GET /v2/shop/deliverymethods',
    title: 'sales mode: no drop-off box, a sale is not brought back',
    as: 'none',
    path: (ctx) => {
      sell(ctx);
      return '/v2/shop/deliverymethods';
    },
    status: 200,
    check: (body) => {
      expect(body.Collection.map((d: { DeliveryID: string }) => d.DeliveryID)).toEqual([DELIVERY.pickUpAndReturn, DELIVERY.transport]);
    },
  },
  {
    operation: 'GET /v2/shop/items/{id}/price',
    title: 'sales mode: the sales price, whatever the period',
    as: 'none',
    path: (ctx) => {
      sell(ctx);
      return `/v2/shop/items/${PRODUCT.partytent3x3}/price`;
    },
    query: { DateTimeExpectedStart: FRIDAY, DateTimeExpectedEnd: MONDAY, amount: '2' },
    status: 200,
    check: (body) => expect(body).toEqual({ Price: 578.52, PriceIncVAT: 700 }),
  },
  {
    operation: 'GET /v2/shop/items/{id}/price',
    title: 'sales mode: a product without a sales price is not for sale',
    as: 'none',
    path: (ctx) => {
      sell(ctx);
      return `/v2/shop/items/${NOT_FOR_SALE}/price`;
    },
    query: { DateTimeExpectedStart: FRIDAY, DateTimeExpectedEnd: FRIDAY },
    status: 400,
    check: (body) => expect(body.Error.Message).toBe('Geluidsinstallatie klein (2 x 200 W) is niet te koop'),
  },
  {
    operation: 'GET /v2/shop/capacity',
    title: 'sales mode: only the pick-up counts, nothing comes back',
    as: 'none',
    path: (ctx) => {
      sell(ctx);
      // Every return slot of Monday is full: a rental ending then has no capacity, a sale that day has.
      for (const hour of ctx.api.db.businessHours) if (hour.WarehouseID === WAREHOUSE.brugge && hour.Kind === 'return' && hour.Weekday === 1) hour.Capacity = 0;
      return '/v2/shop/capacity';
    },
    query: { warehouseID: WAREHOUSE.brugge, startDate: MONDAY, endDate: MONDAY },
    status: 200,
    check: (body) => expect(body).toEqual({ HasCapacity: true, Message: null }),
  },
  {
    operation: 'POST /v3/rental/cart',
    title: 'sales mode: one day',
    path: (ctx) => {
      sell(ctx);
      return '/v3/rental/cart';
    },
    body: saleDay,
    status: 201,
    check: (cart: Cart) => {
      expect(cart.DateTimeExpectedStart).toBe(`${FRIDAY}T00:00:00`);
      expect(cart.DateTimeExpectedEnd).toBe(`${FRIDAY}T00:00:00`);
    },
  },
  {
    operation: 'POST /v3/rental/cart',
    title: 'sales mode: a period is refused',
    path: (ctx) => {
      sell(ctx);
      return '/v3/rental/cart';
    },
    body: { ...saleDay, DateTimeExpectedEnd: MONDAY },
    status: 400,
    check: (body) =>
      expect(body.Error.Message).toBe('Een verkoop gebeurt op één dag: begin en einde moeten dezelfde dag zijn (nu 27/11/2026 tot 30/11/2026)'),
  },
  {
    operation: 'POST /v3/rental/cart',
    title: 'sales mode: the drop-off box is refused',
    path: (ctx) => {
      sell(ctx);
      return '/v3/rental/cart';
    },
    body: { ...saleDay, DeliveryID: DELIVERY.dropOffInBox },
    status: 400,
    check: (body) => expect(body.Error.Message).toBe('Terugbrengen in de inleverbox kan niet bij een verkoop: er wordt niets teruggebracht'),
  },
  {
    operation: 'POST /v3/rental/cart/{id}/items',
    title: 'sales mode: a line costs the sales price',
    path: async (ctx) => {
      sell(ctx);
      return `/v3/rental/cart/${(await cartWith(ctx, [])).CartID}/items`;
    },
    body: [tent(2)],
    status: 200,
    check: (cart: Cart) => {
      expect(cart.Items[0]).toMatchObject({ ...TENT_SALE, TotalExcVAT: 578.52, TotalIncVAT: 700, InvalidCartItemReason: null });
      expect(cart.TotalIncVATForeignCurrency).toBe(700);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/items',
    title: 'sales mode: a product without a sales price is refused',
    path: async (ctx) => {
      sell(ctx);
      return `/v3/rental/cart/${(await cartWith(ctx, [])).CartID}/items`;
    },
    body: [tent(), { ItemID: NOT_FOR_SALE, Amount: 1 }],
    status: 400,
    check: (body, ctx) => {
      expect(body.Error.Message).toBe('Regel 1: Geluidsinstallatie klein (2 x 200 W) is niet te koop');
      // Nothing of the request was added.
      expect([...ctx.api.db.carts.values()].every((row) => row.cart.Items.length === 0)).toBe(true);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/items',
    title: 'sales mode: a line over more than one day is refused',
    path: async (ctx) => {
      sell(ctx);
      return `/v3/rental/cart/${(await cartWith(ctx, [])).CartID}/items`;
    },
    body: [{ ...tent(), DateTimeExpectedStart: FRIDAY, DateTimeExpectedEnd: MONDAY }],
    status: 400,
    check: (body) =>
      expect(body.Error.Message).toBe('Regel 0: Een verkoop gebeurt op één dag: begin en einde moeten dezelfde dag zijn (nu 27/11/2026 tot 30/11/2026)'),
  },
  {
    operation: 'POST /v3/rental/cart/{id}/items/_conflict-check',
    title: 'sales mode: a product without a sales price is not for sale',
    path: async (ctx) => {
      sell(ctx);
      return `/v3/rental/cart/${(await cartWith(ctx, [tent()])).CartID}/items/_conflict-check`;
    },
    body: [{ ItemID: PRODUCT.partytent3x3, Amount: 1 }, { ItemID: NOT_FOR_SALE, Amount: 1 }],
    status: 200,
    check: (body) => {
      expect(body.Collection).toHaveLength(1);
      expect(body.Collection[0]).toMatchObject({ ItemID: NOT_FOR_SALE, Reason: 'NotForSale', InvalidCartItemReason: 'Niet te koop' });
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'sales mode: one day, no time slots, the sales price',
    path: async (ctx) => {
      sell(ctx);
      return `/v3/rental/cart/${(await cartWith(ctx, [tent(1)])).CartID}/_checkout`;
    },
    body: { CustomFields: { CUST_EventDescription: 'Materiaal voor de jeugdbeweging' } },
    status: 201,
    check: (result, ctx) => {
      const row = ctx.api.db.orders.find((o) => o.order.ReservationOrderID === result.Collection[0].ReservationOrderID)!;
      expect(row.order).toMatchObject({
        DateTimeExpectedStart: `${FRIDAY}T00:00:00`,
        DateTimeExpectedEnd: `${FRIDAY}T00:00:00`,
        BusinessHourStart: null,
        BusinessHourEnd: null,
        TotalIncVAT: 350,
        TotalExcVAT: 289.26,
      });
      expect(row.items[0]).toMatchObject({ ItemID: PRODUCT.partytent3x3, TotalIncVAT: 350 });
      const mail = ctx.api.db.mailbox.at(-1)!;
      expect(mail).toMatchObject({ To: DEMO_ACCOUNTS.admin, Purpose: 'order-confirmation' });
      expect(mail.Body).toContain('Afhalen: 27/11/2026');
      expect(mail.Body).not.toContain('Terugbrengen');
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'rental mode: the same cart without time slots is refused',
    path: async (ctx) => `/v3/rental/cart/${(await cartWith(ctx, [tent(1)])).CartID}/_checkout`,
    body: {},
    status: 400,
    check: (body) => expect(body.Error.Message).toBe('Kies een afhaal- en een terugbrengmoment'),
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'sales mode: a cart made for a period before the switch is refused',
    path: async (ctx) => {
      const cart = await cartWith(ctx, [tent(1)], { ...saleDay, DateTimeExpectedEnd: MONDAY });
      sell(ctx);
      return `/v3/rental/cart/${cart.CartID}/_checkout`;
    },
    body: {},
    status: 400,
    check: (body, ctx) => {
      expect(body.Error.Message).toBe('Een verkoop gebeurt op één dag: begin en einde moeten dezelfde dag zijn (nu 27/11/2026 tot 30/11/2026)');
      expect(ctx.api.db.carts.size).toBe(1);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'sales mode: a line not for sale, added before the switch, is refused',
    path: async (ctx) => {
      const cart = await cartWith(ctx, [tent(1), { ItemID: NOT_FOR_SALE, Amount: 1 }]);
      sell(ctx);
      return `/v3/rental/cart/${cart.CartID}/_checkout`;
    },
    body: {},
    status: 409,
    check: (body) => expect(body.Error.Message).toBe('Geluidsinstallatie klein (2 x 200 W): Niet te koop'),
  },
];
