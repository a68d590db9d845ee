import { expect } from 'vitest';
import type { components } from '../../../openapi/schema.d.ts';
import type { AccessLevel, DemoDb, ShopSettings } from '../../../demo-api/db.ts';
import { CONTACT, CUSTOMER, DELIVERY, DEMO_ACCOUNTS, PRODUCT, WAREHOUSE } from '../../../demo-api/seed/anchors.ts';
import type { CaseContext, ContractCase } from '../harness.ts';

/**
 * Who may do what (issue 25, points 4, 10 and 14): anonymous shopping by the setting
 * AllowAnonymousShopUser, an organisation's approval (spec 002 §4: an association inactive in the
 * company registry is not approved and cannot order), and the account tabs' data by the four
 * ShopShow…For settings (spec 000 §6, 002 §6). Each rule both ways.
 */

type Cart = components['schemas']['Cart'];
type TabSetting = Extract<keyof ShopSettings, `ShopShow${string}For`>;

const sub = { email: DEMO_ACCOUNTS.sub };
const branding = CUSTOMER.branding;
/** Inactive in the demo's company registry. */
const INACTIVE_BUSINESS_NO = '0812.345.702';
const STRONG = 'Zonnedauw!2026';

// The contract runs on Saturday 21 November 2026: a Friday-to-Monday weekend a week later, with Brugge's first slots.
const cartBody = { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-11-27', DateTimeExpectedEnd: '2026-11-30', DeliveryID: DELIVERY.pickUpAndReturn };
const slots = { BusinessHourStart: `${WAREHOUSE.brugge}-S-0900`, BusinessHourEnd: `${WAREHOUSE.brugge}-R-0800` };

/** A cart with one tent and both slots chosen, ready to check out, for the case's caller. */
async function readyCart(ctx: CaseContext): Promise<Cart> {
  const cart = await ctx.json<Cart>('POST', '/v3/rental/cart', cartBody);
  await ctx.json('POST', `/v3/rental/cart/${cart.CartID}/items`, [{ ItemID: PRODUCT.partytent3x3, Amount: 1 }]);
  return ctx.json<Cart>('PATCH', `/v3/rental/cart/${cart.CartID}`, slots);
}

/** The setting as the case needs it; the case's own demo API is set up fresh. */
const set = (ctx: CaseContext, setting: TabSetting, level: AccessLevel) => {
  ctx.api.db.settings[setting] = level;
};

const withAnonymousShopping = (ctx: CaseContext, allowed: boolean) => {
  ctx.api.db.settings.AllowAnonymousShopUser = allowed;
};

const unapprove = (db: DemoDb, customerId: string) => db.unapprovedCustomers.add(customerId);

const refused = (code: string) => (body: { Error: { Code: string } }) => expect(body.Error.Code).toBe(code);

function association(email: string, businessNo: string) {
  return {
    Type: 'NON_PROFIT',
    Customer: {
      CompanyName: 'Speelpleinwerking Zonnedauw',
      Street: 'Zonnebeekseweg',
      HouseNumber: '155',
      ZipCode: '8900',
      City: 'Ieper',
      Tel: '057 20 44 10',
      Email: 'info@zonnedauw.example.test',
      Website: 'https://www.zonnedauw.example.test',
      CustomFields: { CUST_Recognition: 'RecognizedByMunicipality' },
    },
    User: { Salutation: 'Mr', FirstName: 'Pieter', LastName: 'Vandamme', Email: email, Tel: '0478 56 78 90', Password: STRONG, ConfirmURL: '/activate' },
    CustomerDetail: { BusinessNo: businessNo },
  };
}

/** Redeems the newest activation code mailed to the address. */
async function activate(ctx: CaseContext, email: string): Promise<void> {
  const mail = ctx.api.db.mailbox.findLast((m) => m.To === email && m.Purpose === 'activation')!;
  expect((await ctx.call('POST', `/v2/shop/authorization/confirmuser?code=${mail.Code}`, { token: null })).status).toBe(204);
}

const loginAs = (ctx: CaseContext, email: string, password: string) =>
  ctx.call('POST', '/v3/core/token/_login', { body: { UserName: email, Password: password }, token: null });

export const cases: ContractCase[] = [
  // ------------------------------------------------------------------ anonymous shopping
  {
    operation: 'POST /v3/core/token/_get-anonymous-token',
    title: 'with anonymous shopping off',
    as: 'none',
    path: (ctx) => {
      withAnonymousShopping(ctx, false);
      return '/v3/core/token/_get-anonymous-token';
    },
    status: 403,
    check: refused('Forbidden'),
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout-anonymous',
    title: 'with anonymous shopping turned off since the cart was filled',
    as: 'anonymous',
    path: async (ctx) => {
      const cart = await readyCart(ctx);
      withAnonymousShopping(ctx, false);
      return `/v3/rental/cart/${cart.CartID}/_checkout-anonymous`;
    },
    body: { Customer: { FirstName: 'Mira', LastName: 'Vanneste', Email: 'mira.vanneste@telenet.demo.test' } },
    status: 403,
    check: (body, ctx) => {
      expect(body.Error.Code).toBe('Forbidden');
      expect(ctx.api.db.orders.some((row) => row.order.CustomerID.startsWith('CUST-11'))).toBe(false);
    },
  },
  {
    operation: 'POST /v3/core/token/_refresh',
    title: 'of an anonymous token while anonymous shopping is on',
    as: 'anonymous',
    status: 200,
  },
  {
    operation: 'POST /v3/core/token/_refresh',
    title: 'of an anonymous token after anonymous shopping was turned off',
    as: 'anonymous',
    path: (ctx) => {
      withAnonymousShopping(ctx, false);
      return '/v3/core/token/_refresh';
    },
    status: 401,
    check: refused('TokenExpired'),
  },

  // ------------------------------------------------------------------ approval (spec 002 §4)
  {
    operation: 'POST /v3/customer/customer/_register',
    title: 'of an association the company registry knows as inactive: registered, not approved',
    as: 'none',
    body: association('pieter@zonnedauw.example.test', INACTIVE_BUSINESS_NO),
    status: 201,
    check: async (body, ctx) => {
      expect(ctx.api.db.unapprovedCustomers.has(body.CustomerID)).toBe(true);
      const mail = ctx.api.db.mailbox.findLast((m) => m.To === 'pieter@zonnedauw.example.test')!;
      expect(mail.Body).toContain('niet actief in de Kruispuntbank van Ondernemingen');
    },
  },
  {
    operation: 'POST /v3/customer/customer/_register',
    title: 'of an association the company registry knows as active: approved',
    as: 'none',
    body: association('els@branding.example.test', '0412.345.614'),
    status: 201,
    check: (body, ctx) => expect(ctx.api.db.unapprovedCustomers.has(body.CustomerID)).toBe(false),
  },
  {
    operation: 'POST /v2/shop/authorization/confirmuser',
    title: 'of an association inactive in the registry: the address is confirmed, signing in is refused as not approved',
    as: 'none',
    path: async (ctx) => {
      await ctx.json('POST', '/v3/customer/customer/_register', association('pieter@zonnedauw.example.test', INACTIVE_BUSINESS_NO));
      const mail = ctx.api.db.mailbox.findLast((m) => m.Purpose === 'activation')!;
      return `/v2/shop/authorization/confirmuser?code=${mail.Code}`;
    },
    status: 204,
    check: async (_body, ctx) => {
      const login = await loginAs(ctx, 'pieter@zonnedauw.example.test', STRONG);
      expect(login.status).toBe(403);
      const refusal = (await login.json()) as { Error: { Code: string; Message: string } };
      expect(refusal.Error.Code).toBe('UserNotApproved');
      expect(refusal.Error.Message).toContain('niet goedgekeurd');
    },
  },
  {
    operation: 'POST /v3/core/token/_login',
    title: 'of an association active in the registry, after activation: signed in',
    as: 'none',
    path: async (ctx) => {
      await ctx.json('POST', '/v3/customer/customer/_register', association('els@branding.example.test', '0412.345.614'));
      await activate(ctx, 'els@branding.example.test');
      return '/v3/core/token/_login';
    },
    body: { UserName: 'els@branding.example.test', Password: STRONG },
    status: 200,
    check: (body) => expect(body.Token.Access_token).toBeTruthy(),
  },
  {
    operation: 'POST /v3/core/token/_login',
    title: 'of a login with one organisation not approved: that one is left out',
    as: 'none',
    path: (ctx) => {
      unapprove(ctx.api.db, CUSTOMER.oostkamp);
      return '/v3/core/token/_login';
    },
    body: { UserName: DEMO_ACCOUNTS.multi, Password: 'Demo!2026' },
    status: 200,
    check: (body) => expect(body.Accounts.map((a: { CustomerID: string }) => a.CustomerID)).toEqual([CUSTOMER.regenboog, CUSTOMER.regenboog]),
  },
  {
    operation: 'POST /v3/rental/cart',
    title: 'for an organisation no longer approved',
    path: (ctx) => {
      unapprove(ctx.api.db, branding);
      return '/v3/rental/cart';
    },
    body: cartBody,
    status: 403,
    check: refused('UserNotApproved'),
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout',
    title: 'for an organisation no longer approved',
    path: async (ctx) => {
      const cart = await readyCart(ctx);
      unapprove(ctx.api.db, branding);
      return `/v3/rental/cart/${cart.CartID}/_checkout`;
    },
    body: {},
    status: 403,
    check: (body, ctx) => {
      expect(body.Error.Code).toBe('UserNotApproved');
      expect(ctx.api.db.carts.size).toBe(1);
    },
  },
  {
    operation: 'POST /v3/rental/cart/{id}/_checkout-and-register',
    title: 'of an association inactive in the registry: no order, nobody registered',
    as: 'anonymous',
    path: async (ctx) => `/v3/rental/cart/${(await readyCart(ctx)).CartID}/_checkout-and-register`,
    body: { Registration: association('pieter@zonnedauw.example.test', INACTIVE_BUSINESS_NO) },
    status: 403,
    check: (body, ctx) => {
      expect(body.Error.Code).toBe('UserNotApproved');
      expect(ctx.api.db.users.some((u) => u.UserName === 'pieter@zonnedauw.example.test')).toBe(false);
      expect(ctx.api.db.carts.size).toBe(1);
    },
  },
  {
    operation: 'POST /v3/core/token/_refresh',
    title: 'of a token whose organisation is no longer approved',
    path: (ctx) => {
      unapprove(ctx.api.db, branding);
      return '/v3/core/token/_refresh';
    },
    status: 401,
    check: refused('TokenExpired'),
  },

  // ------------------------------------------------------------------ the account tabs' data (spec 000 §6)
  {
    operation: 'GET /v2/shop/reservationOrders',
    title: 'by a sub user under UserAndSubUser: the whole organisation’s orders',
    as: sub,
    query: { size: '100' },
    status: 200,
    check: (body) => {
      const contacts = new Set(body.Collection.map((o: { ContactID: string }) => o.ContactID));
      expect(contacts).toEqual(new Set([CONTACT.adminBranding, CONTACT.subBranding]));
    },
  },
  {
    operation: 'GET /v2/shop/reservationOrders',
    title: 'by a sub user under OnlyUser',
    as: sub,
    path: (ctx) => {
      set(ctx, 'ShopShowReservationsAndOrdersFor', 'OnlyUser');
      return '/v2/shop/reservationOrders';
    },
    status: 403,
    check: refused('Forbidden'),
  },
  {
    operation: 'GET /v2/shop/reservationOrders',
    title: 'by a sub user under OnlySubUser',
    as: sub,
    path: (ctx) => {
      set(ctx, 'ShopShowReservationsAndOrdersFor', 'OnlySubUser');
      return '/v2/shop/reservationOrders';
    },
    status: 200,
  },
  {
    operation: 'GET /v2/shop/reservationOrders',
    title: 'by the admin under OnlySubUser',
    path: (ctx) => {
      set(ctx, 'ShopShowReservationsAndOrdersFor', 'OnlySubUser');
      return '/v2/shop/reservationOrders';
    },
    status: 403,
  },
  {
    operation: 'GET /v2/shop/reservationOrders',
    title: 'by the admin under NoOne',
    path: (ctx) => {
      set(ctx, 'ShopShowReservationsAndOrdersFor', 'NoOne');
      return '/v2/shop/reservationOrders';
    },
    status: 403,
  },
  { operation: 'GET /v2/shop/invoices', title: 'by a sub user under OnlyUser (the demo’s default)', as: sub, status: 403, check: refused('Forbidden') },
  {
    operation: 'GET /v2/shop/invoices',
    title: 'by a sub user under UserAndSubUser',
    as: sub,
    path: (ctx) => {
      set(ctx, 'ShopShowInvoicesFor', 'UserAndSubUser');
      return '/v2/shop/invoices';
    },
    status: 200,
    check: (body) => expect(body.Total).toBeGreaterThan(0),
  },
  {
    operation: 'GET /v2/shop/invoices',
    title: 'by the admin under OnlySubUser',
    path: (ctx) => {
      set(ctx, 'ShopShowInvoicesFor', 'OnlySubUser');
      return '/v2/shop/invoices';
    },
    status: 403,
  },
  {
    operation: 'GET /v3/customer/customer/{id}/shop-users',
    title: 'by a sub user under OnlyUser (the demo’s default)',
    as: sub,
    path: `/v3/customer/customer/${branding}/shop-users`,
    status: 403,
    check: refused('Forbidden'),
  },
  {
    operation: 'GET /v3/customer/customer/{id}/shop-users',
    title: 'by a sub user under OnlySubUser',
    as: sub,
    path: (ctx) => {
      set(ctx, 'ShopShowContactsFor', 'OnlySubUser');
      return `/v3/customer/customer/${branding}/shop-users`;
    },
    status: 200,
  },
  {
    operation: 'GET /v3/customer/customer/{id}/shop-users',
    title: 'by the admin under NoOne',
    path: (ctx) => {
      set(ctx, 'ShopShowContactsFor', 'NoOne');
      return `/v3/customer/customer/${branding}/shop-users`;
    },
    status: 403,
  },
  {
    operation: 'GET /v2/shop/authorization/{contactId}/subaccounts',
    title: 'by a sub user under OnlyUser (the demo’s default)',
    as: sub,
    path: `/v2/shop/authorization/${CONTACT.subBranding}/subaccounts`,
    status: 403,
  },
  {
    operation: 'GET /v2/shop/authorization/{contactId}/subaccounts',
    title: 'by a sub user under UserAndSubUser',
    as: sub,
    path: (ctx) => {
      set(ctx, 'ShopShowContactsFor', 'UserAndSubUser');
      return `/v2/shop/authorization/${CONTACT.subBranding}/subaccounts`;
    },
    status: 200,
  },
  { operation: 'GET /v2/shop/contacts', title: 'by a sub user under OnlyUser (the demo’s default)', as: sub, status: 403 },
  {
    operation: 'GET /v3/customer/customer/{id}/detail',
    title: 'by a sub user under OnlyUser',
    as: sub,
    path: (ctx) => {
      set(ctx, 'ShopShowMyDetailsFor', 'OnlyUser');
      return `/v3/customer/customer/${branding}/detail`;
    },
    status: 403,
  },
  {
    operation: 'GET /v3/customer/customer/{id}/detail',
    title: 'by the admin under OnlySubUser: the admin keeps their details',
    path: (ctx) => {
      set(ctx, 'ShopShowMyDetailsFor', 'OnlySubUser');
      return `/v3/customer/customer/${branding}/detail`;
    },
    status: 200,
  },
  {
    operation: 'GET /v3/customer/customer/{id}/detail',
    title: 'by the admin under NoOne',
    path: (ctx) => {
      set(ctx, 'ShopShowMyDetailsFor', 'NoOne');
      return `/v3/customer/customer/${branding}/detail`;
    },
    status: 403,
  },
  {
    operation: 'PATCH /v2/shop/contacts/{id}',
    title: 'by a sub user, of their own contact, under OnlyUser',
    as: sub,
    path: (ctx) => {
      set(ctx, 'ShopShowMyDetailsFor', 'OnlyUser');
      return `/v2/shop/contacts/${CONTACT.subBranding}`;
    },
    body: { MobilePhone: '0499 00 11 22' },
    status: 403,
  },
  {
    operation: 'PATCH /v2/shop/customers/{id}',
    title: 'by the admin under NoOne',
    path: (ctx) => {
      set(ctx, 'ShopShowMyDetailsFor', 'NoOne');
      return `/v2/shop/customers/${branding}`;
    },
    body: { Tel: '050 99 88 77' },
    status: 403,
  },
  {
    operation: 'PATCH /v2/shop/customers/{id}/detail',
    title: 'by a sub user under OnlyUser',
    as: sub,
    path: (ctx) => {
      set(ctx, 'ShopShowMyDetailsFor', 'OnlyUser');
      return `/v2/shop/customers/${branding}/detail`;
    },
    body: { InvoiceEmail: 'facturen@debranding.demo.test' },
    status: 403,
  },
];
