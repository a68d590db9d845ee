import { expect } from 'vitest';
import type { components } from '../../../openapi/schema.d.ts';
import { dayAvailability } from '../../../demo-api/lib/availability.ts';
import { seedImages } from '../../../demo-api/seed/account-images.ts';
import { CONTACT, CUSTOMER, DEMO_ACCOUNTS, WAREHOUSE } from '../../../demo-api/seed/anchors.ts';
import { loginToken, type CaseContext, type ContractCase } from '../harness.ts';

type Order = components['schemas']['ReservationOrder'];
type OrderItem = components['schemas']['ReservationOrderItem'];
type Invoice = components['schemas']['Invoice'];
type PaymentLink = components['schemas']['PaymentLink'];
type Conversation = components['schemas']['Conversation'];
type Communication = components['schemas']['ConversationCommunication'];
type List<T> = { Collection: T[]; Total: number; Index: number };

/** The contract clock is Saturday 21 November 2026; the seed fills every Brugge pick-up slot on the first Wednesday 10+ days on. */
const FULL_WEDNESDAY = '2026-12-02';
const OTHER_CUSTOMER = { email: DEMO_ACCOUNTS.multi, customerId: CUSTOMER.oostkamp, contactId: CONTACT.multiOostkamp };

async function orders(ctx: CaseContext): Promise<Order[]> {
  return (await ctx.json<List<Order>>('GET', '/v2/shop/reservationOrders?include=actions&size=100')).Collection;
}

/** The caller's first order that matches, found through the API (no seed IDs in the cases). */
async function orderWhere(ctx: CaseContext, match: (order: Order) => boolean): Promise<Order> {
  const found = (await orders(ctx)).find(match);
  if (!found) throw new Error('no seeded order matches');
  return found;
}

/** The caller's order that holds a package (a composition line), found through the API. */
async function orderWithPackage(ctx: CaseContext): Promise<string> {
  for (const order of await orders(ctx)) {
    if ((await orderItems(ctx, order.ReservationOrderID)).some((line) => line.CompositionID !== null)) return order.ReservationOrderID;
  }
  throw new Error('no seeded order holds a package');
}

const hasAction = (name: string, completed = false) => (o: Order) => o.Actions.some((a) => a.ActionName === name && a.Completed === completed);
const draftWithReference = hasAction('ReferenceRequired');
const withCertificates = hasAction('Certificates');
const withExtraInfo = hasAction('ExtraOrderInfo');
const unpaid = (o: Order) => o.AmountDue > 0 && hasAction('CreatePayment')(o);
const editable = (o: Order) => o.IsEditable && o.IsCancellable;
const byStatus = (status: Order['ReservationStatus']) => (o: Order) => o.ReservationStatus === status;

async function orderItems(ctx: CaseContext, id: string): Promise<OrderItem[]> {
  return (await ctx.json<List<OrderItem>>('GET', `/v2/shop/reservationOrders/${id}/items?include=item`)).Collection;
}

async function conversations(ctx: CaseContext): Promise<Conversation[]> {
  return (await ctx.json<List<Conversation>>('GET', `/v2/shop/customer/conversation/${CUSTOMER.branding}`)).Collection;
}

/** A new conversation with one customer message, for attachment cases. */
async function newMessage(ctx: CaseContext): Promise<{ conversation: Conversation; message: Communication }> {
  const conversation = await ctx.json<Conversation>('POST', `/v2/shop/customer/conversation/${CUSTOMER.branding}`, { Subject: 'Foto van de opstelling' });
  const message = await ctx.json<Communication>('POST', `/v2/shop/customer/conversation/${CUSTOMER.branding}/${conversation.ConversationID}/communication`, {
    Message: 'Zo staat alles nu opgesteld.',
  });
  return { conversation, message };
}

/** The day after `day`, skipping Sunday (Brugge has no return slots then). */
function nextOpenDay(day: string): string {
  let next = new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + 86_400_000);
  if (next.getUTCDay() === 0) next = new Date(next.getTime() + 86_400_000);
  return next.toISOString().slice(0, 10);
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

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

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** Ends a payment on the demo provider's page, as the browser would. */
async function settleAtProvider(ctx: CaseContext, link: PaymentLink, outcome: 'paid' | 'cancel' | 'fail' | 'delayed'): Promise<void> {
  const response = await ctx.call('POST', link.PaymentLink!.replace(/^\/api/, ''), { formData: form({ outcome }) });
  expect(response.status).toBe(303);
}

const linkQuery = (key: 'reservationOrderID' | 'invoiceID', id: string) =>
  `/v2/shop/payments/link?${new URLSearchParams({ [key]: id, returnUrl: '/account?tab=orders', paymentMethod: 'BANCONTACT' })}`;

export const cases: ContractCase[] = [
  // ------------------------------------------------------------------ orders
  {
    operation: 'GET /v2/shop/reservationOrders',
    title: 'every status, newest start first, with actions',
    query: { CustomerID: CUSTOMER.branding, Orderby: 'DateTimeExpectedStart desc', include: 'actions', size: '100' },
    status: 200,
    check: (body: List<Order>) => {
      expect(body.Collection.every((o) => o.CustomerID === CUSTOMER.branding)).toBe(true);
      const starts = body.Collection.map((o) => o.DateTimeExpectedStart);
      expect(starts).toEqual([...starts].sort().reverse());
      const statuses = new Set(body.Collection.map((o) => o.ReservationStatus));
      for (const s of ['Draft', 'Open', 'Order', 'Pick', 'Picked', 'Active', 'Closed', 'ClosedAndCompleted', 'Cancelled', 'Expired', 'Rejected']) {
        expect(statuses, s).toContain(s);
      }
      expect(body.Collection.some(draftWithReference)).toBe(true);
      expect(body.Collection.some(withCertificates)).toBe(true);
      expect(body.Collection.some(unpaid)).toBe(true);
    },
  },
  {
    operation: 'GET /v2/shop/reservationOrders',
    title: 'a page, oldest first, without actions',
    query: { Orderby: 'DateTimeCreated asc', index: '2', size: '3' },
    status: 200,
    check: (body: List<Order>) => {
      expect(body.Index).toBe(2);
      expect(body.Collection).toHaveLength(3);
      expect(body.Total).toBeGreaterThan(10);
      const created = body.Collection.map((o) => o.DateTimeCreated);
      expect(created).toEqual([...created].sort());
      expect(body.Collection.every((o) => o.Actions.length === 0)).toBe(true);
    },
  },
  { operation: 'GET /v2/shop/reservationOrders', title: 'another customer', query: { CustomerID: CUSTOMER.oostkamp }, status: 403 },
  { operation: 'GET /v2/shop/reservationOrders', title: 'unknown sort field', query: { Orderby: 'Price desc' }, status: 400 },
  { operation: 'GET /v2/shop/reservationOrders', title: 'without a token', as: 'none', status: 401 },
  {
    operation: 'GET /v2/shop/reservationOrders/{id}',
    title: 'with its open reference action',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, draftWithReference)).ReservationOrderID}`,
    query: { include: 'actions' },
    status: 200,
    check: (order: Order) => {
      expect(order.ReservationStatus).toBe('Draft');
      expect(order.Reference).toBe('');
      expect(order.Actions).toContainEqual({ ActionName: 'ReferenceRequired', Completed: false, Required: true, Details: null });
      expect(order.BusinessHourStart?.Key).toMatch(/^WH-BRUGGE-S-/);
      expect(order.DateTimeBusinessStart.slice(11, 16)).toBe(order.BusinessHourStart!.Description.slice(0, 5));
    },
  },
  {
    operation: 'GET /v2/shop/reservationOrders/{id}',
    title: "another customer's order",
    path: (ctx) => `/v2/shop/reservationOrders/${ctx.api.db.orders.find((r) => r.order.CustomerID === CUSTOMER.oostkamp)!.order.ReservationOrderID}`,
    status: 404,
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/cancel',
    title: 'a future reservation, with a mail',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, draftWithReference)).ReservationOrderID}/cancel`,
    query: { sendMail: 'true' },
    status: 200,
    check: async (order: Order, ctx) => {
      expect(order).toMatchObject({ ReservationStatus: 'Cancelled', IsCancellable: false, IsEditable: false });
      const reread = await ctx.json<Order>('GET', `/v2/shop/reservationOrders/${order.ReservationOrderID}`);
      expect(reread.ReservationStatus).toBe('Cancelled');
      expect(ctx.api.db.mailbox.at(-1)?.Subject).toContain(order.ReservationOrderID);
    },
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/cancel',
    title: 'a returned order cannot be cancelled',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, byStatus('Closed'))).ReservationOrderID}/cancel`,
    query: { sendMail: 'false' },
    status: 409,
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/cancel',
    title: 'too close to the pick-up under ShopAllowCancellationDays',
    path: async (ctx) => {
      const order = await orderWhere(ctx, draftWithReference);
      const days = Math.ceil((Date.parse(`${order.DateTimeBusinessStart}Z`) - ctx.api.clock.now().getTime()) / 86_400_000) + 1;
      ctx.api.db.settings.ShopAllowCancellationDays = days;
      return `/v2/shop/reservationOrders/${order.ReservationOrderID}/cancel`;
    },
    status: 409,
  },
  {
    operation: 'GET /v2/shop/reservationOrders/{id}/items',
    title: 'with the product summary and what may still be added',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, draftWithReference)).ReservationOrderID}/items`,
    query: { include: 'item' },
    status: 200,
    check: (body: List<OrderItem>) => {
      expect(body.Total).toBe(body.Collection.length);
      expect(body.Collection.every((line) => line.Item !== null && line.Item.ID === line.ItemID && line.CompositionID === null && line.RelatedRentalItemID === null)).toBe(true);
      const benches = body.Collection.find((line) => line.ItemID === 'BIERBANKSET')!;
      // MaxPerCustomer 30, of which this order holds the benches it has.
      expect(benches.MaxPerCustomer).toBe(30 - benches.Amount);
    },
  },
  {
    operation: 'GET /v2/shop/reservationOrders/{id}/items',
    title: 'a package as a composition, its add-ons naming its line',
    path: async (ctx) => `/v2/shop/reservationOrders/${await orderWithPackage(ctx)}/items`,
    query: { include: 'item' },
    status: 200,
    check: (body: List<OrderItem>) => {
      const [pakket, ...rest] = body.Collection;
      expect(pakket).toMatchObject({ ItemID: null, CompositionID: 'PAKKET-FUIF', RelatedRentalItemID: null, Item: { ID: 'PAKKET-FUIF' } });
      const addOns = rest.filter((line) => line.RelatedRentalItemID !== null);
      expect(addOns.length).toBeGreaterThan(0);
      expect(addOns.every((line) => line.RelatedRentalItemID === pakket!.ReservationOrderItemID && line.ItemID === line.Item?.ID && line.CompositionID === null)).toBe(true);
    },
  },
  {
    operation: 'GET /v2/shop/reservationOrders/{id}/items',
    title: 'without the product summary',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, withCertificates)).ReservationOrderID}/items`,
    status: 200,
    check: (body: List<OrderItem>) => expect(body.Collection.every((line) => line.Item === null)).toBe(true),
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_validate-update',
    title: 'a reference only is always valid',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, byStatus('Closed'))).ReservationOrderID}/_validate-update`,
    body: { Reference: 'Buurtfeest 2026' },
    status: 200,
    check: (body) => expect(body).toEqual({ IsValid: true, Data: [] }),
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_validate-update',
    title: 'moving the pick-up to a full day',
    ...staged(async (ctx) => {
      const order = await orderWhere(ctx, draftWithReference);
      expect(dayAvailability(ctx.api.db, 'shipment', WAREHOUSE.brugge, FULL_WEDNESDAY).Reason).toBe('Full');
      const path = `/v2/shop/reservationOrders/${order.ReservationOrderID}/_validate-update`;
      return { path, body: { DateTimeExpectedStart: FULL_WEDNESDAY, BusinessHourStart: `${WAREHOUSE.brugge}-S-0900` } };
    }),
    status: 200,
    check: (body) => {
      expect(body.IsValid).toBe(false);
      expect(body.Data[0].Message).toMatch(/capaciteit/);
    },
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_validate-update',
    title: 'more than the customer may reserve',
    ...staged(async (ctx) => {
      const order = await orderWhere(ctx, draftWithReference);
      const benches = (await orderItems(ctx, order.ReservationOrderID)).find((line) => line.ItemID === 'BIERBANKSET')!;
      const path = `/v2/shop/reservationOrders/${order.ReservationOrderID}/_validate-update`;
      return { path, body: { UpdateItems: [{ ReservationOrderItemID: benches.ReservationOrderItemID, Amount: 31 }] } };
    }),
    status: 200,
    check: (body) => expect(body).toEqual({ IsValid: false, Data: [{ Message: 'U kunt hoogstens 30 × Bierbankset (tafel en 2 banken) reserveren' }] }),
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_validate-update',
    title: 'a date that is not a date',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, editable)).ReservationOrderID}/_validate-update`,
    body: { DateTimeExpectedStart: '2026-13-45T00:00:00', UpdateItems: [] },
    status: 400,
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_update',
    title: 'more benches and one day longer: totals follow',
    ...staged(async (ctx) => {
      const order = await orderWhere(ctx, draftWithReference);
      const benches = (await orderItems(ctx, order.ReservationOrderID)).find((line) => line.ItemID === 'BIERBANKSET')!;
      const end = nextOpenDay(order.DateTimeExpectedEnd);
      const path = `/v2/shop/reservationOrders/${order.ReservationOrderID}/_update`;
      return { path, body: { DateTimeExpectedEnd: end, UpdateItems: [{ ReservationOrderItemID: benches.ReservationOrderItemID, Amount: benches.Amount + 4 }] } };
    }),
    status: 200,
    check: async (order: Order, ctx) => {
      const items = await orderItems(ctx, order.ReservationOrderID);
      const benches = items.find((line) => line.ItemID === 'BIERBANKSET')!;
      expect(benches.Amount).toBe(10);
      expect(order.TotalQtyOfReservationItems).toBe(items.reduce((sum, line) => sum + line.Amount, 0));
      expect(order.TotalIncVAT).toBeCloseTo(items.reduce((sum, line) => sum + line.TotalIncVAT, 0), 2);
      expect(order.BusinessHourEnd).not.toBeNull();
      expect(order.DateTimeBusinessEnd.slice(0, 10)).toBe(order.DateTimeExpectedEnd.slice(0, 10));
    },
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_update',
    title: 'a reference completes the reference action',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, draftWithReference)).ReservationOrderID}/_update`,
    body: { Reference: 'Kerstdrink 2026', CustomFields: { CUST_ExpectedNumberAttendees: 150 } },
    status: 200,
    check: (order: Order) => {
      expect(order.Reference).toBe('Kerstdrink 2026');
      expect(order.CustomFields.CUST_ExpectedNumberAttendees).toBe(150);
      expect(order.CustomFields.CUST_EventLocationCity).toBe('Brugge');
      expect(order.Actions.find((a) => a.ActionName === 'ReferenceRequired')?.Completed).toBe(true);
    },
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_update',
    title: 'only a name is not enough for the on-site contact: the extra order info stays open',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, withExtraInfo)).ReservationOrderID}/_update`,
    body: { CustomFields: { CUST_OnSiteContactName: 'Jonas Declercq', CUST_OnSiteContactTel: ' ' } },
    status: 200,
    check: (order: Order) => expect(order.Actions.find((a) => a.ActionName === 'ExtraOrderInfo')).toMatchObject({ Required: true, Completed: false }),
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_update',
    title: "the on-site contact's name and phone complete the extra order info",
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, withExtraInfo)).ReservationOrderID}/_update`,
    body: { CustomFields: { CUST_OnSiteContactName: 'Jonas Declercq', CUST_OnSiteContactTel: '0478 12 34 56' } },
    status: 200,
    check: (order: Order) => {
      expect(order.CustomFields).toMatchObject({ CUST_OnSiteContactName: 'Jonas Declercq', CUST_OnSiteContactTel: '0478 12 34 56' });
      expect(order.Actions.find((a) => a.ActionName === 'ExtraOrderInfo')).toMatchObject({ Required: true, Completed: true });
    },
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_update',
    title: 'a returned order cannot be changed',
    ...staged(async (ctx) => {
      const order = await orderWhere(ctx, byStatus('Closed'));
      const line = (await orderItems(ctx, order.ReservationOrderID))[0]!;
      const path = `/v2/shop/reservationOrders/${order.ReservationOrderID}/_update`;
      return { path, body: { UpdateItems: [{ ReservationOrderItemID: line.ReservationOrderItemID, Amount: line.Amount + 1 }] } };
    }),
    status: 409,
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_update',
    title: 'an order with an order number under ShopAllowEditingOrder reservation',
    ...staged(async (ctx) => {
      const order = await orderWhere(ctx, (o) => o.IsEditable && o.OrderID !== null);
      const line = (await orderItems(ctx, order.ReservationOrderID))[0]!;
      ctx.api.db.settings.ShopAllowEditingOrder = 'reservation';
      const path = `/v2/shop/reservationOrders/${order.ReservationOrderID}/_update`;
      return { path, body: { UpdateItems: [{ ReservationOrderItemID: line.ReservationOrderItemID, Amount: line.Amount + 1 }] } };
    }),
    status: 409,
    check: (body) => expect(body.Error.Message).toBe('Deze reservering is al een order en kan niet meer gewijzigd worden'),
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_update',
    title: 'too close to the pick-up under ShopAllowEditingDays',
    ...staged(async (ctx) => {
      const order = await orderWhere(ctx, draftWithReference);
      const line = (await orderItems(ctx, order.ReservationOrderID))[0]!;
      ctx.api.db.settings.ShopAllowEditingDays = Math.ceil((Date.parse(`${order.DateTimeBusinessStart}Z`) - ctx.api.clock.now().getTime()) / 86_400_000) + 1;
      const path = `/v2/shop/reservationOrders/${order.ReservationOrderID}/_update`;
      return { path, body: { UpdateItems: [{ ReservationOrderItemID: line.ReservationOrderItemID, Amount: line.Amount - 1 }] } };
    }),
    status: 409,
    check: (body) => expect(body.Error.Message).toMatch(/^Wijzigen kan tot \d+ dagen voor het afhaalmoment/),
  },
  {
    operation: 'GET /v2/shop/reservationOrders/{id}/documents/{documentType}/{documentId}/{fileName}',
    title: 'the order confirmation',
    path: async (ctx) => {
      const order = await orderWhere(ctx, unpaid);
      return `/v2/shop/reservationOrders/${order.ReservationOrderID}/documents/order-confirmation/${order.ReservationID}/Orderbevestiging.pdf`;
    },
    status: 200,
  },
  {
    operation: 'GET /v2/shop/reservationOrders/{id}/documents/{documentType}/{documentId}/{fileName}',
    title: 'another reservation number',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, unpaid)).ReservationOrderID}/documents/order-confirmation/R-0000/x.pdf`,
    status: 404,
  },
  {
    operation: 'GET /v2/shop/reservationOrders/{id}/files',
    title: 'after an upload',
    path: async (ctx) => {
      const order = await orderWhere(ctx, withCertificates);
      const upload = await ctx.call('POST', `/v2/shop/reservationOrders/${order.ReservationOrderID}/files`, {
        formData: form({ file: new File([new Uint8Array(3000).fill(1)], 'verzekeringsattest.pdf', { type: 'application/pdf' }) }),
      });
      expect(upload.status).toBe(201);
      return `/v2/shop/reservationOrders/${order.ReservationOrderID}/files`;
    },
    status: 200,
    check: (body) => expect(body.Collection).toEqual([expect.objectContaining({ FileName: 'verzekeringsattest.pdf', ContentType: 'application/pdf', FileSize: 3000 })]),
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/files',
    title: 'an insurance certificate',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, withCertificates)).ReservationOrderID}/files`,
    formData: () => form({ file: new File([new Uint8Array(2048).fill(7)], 'attest.png', { type: 'image/png' }) }),
    status: 201,
    check: (body) => expect(body.Collection[0]).toMatchObject({ FileName: 'attest.png', ID: expect.stringMatching(/^FILE-/) }),
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/files',
    title: 'an unsupported file',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, withCertificates)).ReservationOrderID}/files`,
    formData: () => form({ file: new File(['MZ'], 'setup.exe') }),
    status: 400,
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_certificate',
    title: 'the required certificate completes the action',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, withCertificates)).ReservationOrderID}/_certificate`,
    body: { Number: 'BA-2026-04417', IsInactive: false },
    status: 200,
    check: (order: Order) => {
      expect(order.Actions.find((a) => a.ActionName === 'Certificates')).toEqual({
        ActionName: 'Certificates',
        Completed: true,
        Required: true,
        Details: { RequiredCertificates: [{ Number: 'BA-2026-04417' }], OptionalCertificates: [] },
      });
    },
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_certificate',
    title: 'an order that needs none',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, draftWithReference)).ReservationOrderID}/_certificate`,
    body: { Number: 'BA-2026-04417', IsInactive: false },
    status: 409,
  },
  {
    operation: 'POST /v2/shop/reservationOrders/{id}/_certificate',
    title: 'an empty number',
    path: async (ctx) => `/v2/shop/reservationOrders/${(await orderWhere(ctx, withCertificates)).ReservationOrderID}/_certificate`,
    body: { Number: ' ', IsInactive: false },
    status: 400,
  },

  // ------------------------------------------------------------------ invoices
  {
    operation: 'GET /v2/shop/invoices',
    title: 'newest first, one still to pay',
    query: { include: 'actions' },
    status: 200,
    check: (body: List<Invoice>) => {
      expect(body.Total).toBeGreaterThanOrEqual(3);
      const dates = body.Collection.map((i) => i.DateInvoice);
      expect(dates).toEqual([...dates].sort().reverse());
      const open = body.Collection.filter((i) => i.AmountDue > 0);
      expect(open).toHaveLength(1);
      expect(open[0]!.Actions).toEqual([{ ActionName: 'CreatePayment', Completed: false, Required: true, Details: null }]);
      expect(body.Collection.every((i) => i.CustomerID === CUSTOMER.branding && i.CurrencyID.Key === 'EUR')).toBe(true);
    },
  },
  {
    operation: 'GET /v2/shop/invoices',
    title: 'without actions',
    status: 200,
    check: (body: List<Invoice>) => expect(body.Collection.every((i) => i.Actions.length === 0)).toBe(true),
  },
  {
    operation: 'GET /v2/shop/invoices/{id}/_pdf',
    title: 'a real PDF named after the order',
    path: async (ctx) => `/v2/shop/invoices/${(await ctx.json<List<Invoice>>('GET', '/v2/shop/invoices')).Collection[0]!.InvoiceID}/_pdf`,
    status: 200,
    check: async (body, ctx) => {
      const invoice = (await ctx.json<List<Invoice>>('GET', '/v2/shop/invoices')).Collection[0]!;
      expect(body.FileName).toBe(`Factuur-${invoice.OrderID.Key}.pdf`);
      const pdf = Buffer.from(body.Data, 'base64').toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(pdf).toContain(`(Factuur ${invoice.InvoiceID}) Tj`);
    },
  },
  { operation: 'GET /v2/shop/invoices/{id}/_pdf', title: 'unknown invoice', path: '/v2/shop/invoices/F-0/_pdf', status: 404 },

  // ------------------------------------------------------------------ payments
  {
    operation: 'GET /v2/shop/payments/link',
    title: 'starts a payment for an order',
    path: async (ctx) => linkQuery('reservationOrderID', (await orderWhere(ctx, unpaid)).ReservationOrderID),
    status: 200,
    check: (body: PaymentLink) => {
      expect(body).toMatchObject({ Status: 'Pending', Message: null });
      expect(body.PaymentLink).toMatch(/^\/api\/__demo\/pay\/PAY-\d+$/);
      expect(body.TotalAmountDue).toBeGreaterThan(0);
    },
  },
  {
    operation: 'GET /v2/shop/payments/link',
    title: 'paid at the provider: the order is paid',
    path: async (ctx) => {
      const order = await orderWhere(ctx, unpaid);
      const started = await ctx.json<PaymentLink>('GET', linkQuery('reservationOrderID', order.ReservationOrderID));
      await settleAtProvider(ctx, started, 'paid');
      return linkQuery('reservationOrderID', order.ReservationOrderID);
    },
    status: 200,
    check: async (body: PaymentLink, ctx) => {
      expect(body).toEqual({ Status: 'Paid', Message: null, PaymentLink: null, TotalAmountDue: 0 });
      const paid = (await orders(ctx)).filter(hasAction('CreatePayment', true));
      expect(paid.some((o) => o.AmountDue === 0 && o.ReservationStatus === 'Order')).toBe(true);
    },
  },
  {
    operation: 'GET /v2/shop/payments/link',
    title: 'cancelled at the provider: reported once, then a new payment',
    path: async (ctx) => {
      const order = await orderWhere(ctx, unpaid);
      const started = await ctx.json<PaymentLink>('GET', linkQuery('reservationOrderID', order.ReservationOrderID));
      await settleAtProvider(ctx, started, 'cancel');
      return linkQuery('reservationOrderID', order.ReservationOrderID);
    },
    status: 200,
    check: async (body: PaymentLink, ctx) => {
      expect(body).toMatchObject({ Status: 'Cancelled', PaymentLink: null, Message: 'U hebt de betaling geannuleerd.' });
      expect(body.TotalAmountDue).toBeGreaterThan(0);
      const order = await orderWhere(ctx, unpaid);
      const retry = await ctx.json<PaymentLink>('GET', linkQuery('reservationOrderID', order.ReservationOrderID));
      expect(retry.Status).toBe('Pending');
      expect(retry.PaymentLink).toMatch(/PAY-\d+$/);
    },
  },
  {
    operation: 'GET /v2/shop/payments/link',
    title: 'still being processed: Pending, Paid three seconds later',
    path: async (ctx) => {
      const order = await orderWhere(ctx, unpaid);
      const started = await ctx.json<PaymentLink>('GET', linkQuery('reservationOrderID', order.ReservationOrderID));
      await settleAtProvider(ctx, started, 'delayed');
      return linkQuery('reservationOrderID', order.ReservationOrderID);
    },
    status: 200,
    check: (body: PaymentLink) => expect(body.Status).toBe('Pending'),
  },
  {
    operation: 'GET /v2/shop/payments/link',
    title: 'an open invoice',
    path: async (ctx) => {
      const open = (await ctx.json<List<Invoice>>('GET', '/v2/shop/invoices')).Collection.find((i) => i.AmountDue > 0)!;
      return linkQuery('invoiceID', open.InvoiceID);
    },
    status: 200,
    check: (body: PaymentLink) => expect(body.Status).toBe('Pending'),
  },
  {
    operation: 'GET /v2/shop/payments/link',
    title: 'nothing due',
    path: async (ctx) => linkQuery('reservationOrderID', (await orderWhere(ctx, byStatus('Picked'))).ReservationOrderID),
    status: 200,
    check: (body: PaymentLink) => expect(body).toEqual({ Status: 'Paid', Message: null, PaymentLink: null, TotalAmountDue: 0 }),
  },
  {
    operation: 'GET /v2/shop/payments/link',
    title: 'an open redirect is refused',
    path: async (ctx) =>
      `/v2/shop/payments/link?${new URLSearchParams({ reservationOrderID: (await orderWhere(ctx, unpaid)).ReservationOrderID, returnUrl: 'https://evil.example/account' })}`,
    status: 400,
  },
  {
    operation: 'GET /v2/shop/payments/link',
    title: "another customer's order",
    path: (ctx) => linkQuery('reservationOrderID', ctx.api.db.orders.find((r) => r.order.CustomerID === CUSTOMER.oostkamp)!.order.ReservationOrderID),
    status: 404,
  },

  // ------------------------------------------------------------------ conversations
  {
    operation: 'GET /v2/shop/customer/conversation/{customerId}',
    title: 'newest first, provider HTML included',
    path: `/v2/shop/customer/conversation/${CUSTOMER.branding}`,
    query: { sortOn: 'DateTimeCreated', sortReverse: 'true' },
    status: 200,
    check: (body: List<Conversation>) => {
      expect(body.Total).toBeGreaterThanOrEqual(2);
      const created = body.Collection.map((c) => c.DateTimeCreated);
      expect(created).toEqual([...created].sort().reverse());
      const messages = body.Collection.flatMap((c) => c.Communications);
      expect(messages.some((m) => m.IsCustomerMessage)).toBe(true);
      expect(messages.some((m) => !m.IsCustomerMessage && /<script|onclick=/.test(m.Message))).toBe(true);
      for (const c of body.Collection) expect(c.Attachments).toEqual(c.Communications.flatMap((m) => m.Attachments));
    },
  },
  { operation: 'GET /v2/shop/customer/conversation/{customerId}', title: 'another customer', path: `/v2/shop/customer/conversation/${CUSTOMER.oostkamp}`, status: 403 },
  {
    operation: 'POST /v2/shop/customer/conversation/{customerId}',
    title: 'about an order',
    ...staged(async (ctx) => ({
      path: `/v2/shop/customer/conversation/${CUSTOMER.branding}`,
      body: { Subject: 'Vraag over de afhaling', RentalObjectID: (await orderWhere(ctx, unpaid)).ReservationOrderID },
    })),
    status: 201,
    check: async (body: Conversation, ctx) => {
      expect(body).toMatchObject({ Subject: 'Vraag over de afhaling', CustomerID: CUSTOMER.branding, Communications: [], Attachments: [] });
      expect((await conversations(ctx)).map((c) => c.ConversationID)).toContain(body.ConversationID);
    },
  },
  {
    operation: 'POST /v2/shop/customer/conversation/{customerId}',
    title: 'about an order that is not ours',
    path: `/v2/shop/customer/conversation/${CUSTOMER.branding}`,
    body: { Subject: 'Vraag', RentalObjectID: 'RO-0000-0000' },
    status: 404,
  },
  { operation: 'POST /v2/shop/customer/conversation/{customerId}', title: 'a blank subject', path: `/v2/shop/customer/conversation/${CUSTOMER.branding}`, body: { Subject: '   ' }, status: 400 },
  {
    operation: 'GET /v2/shop/customer/conversation/{customerId}/{objectId}',
    title: 'the conversations about one order',
    path: async (ctx) => {
      const about = (await conversations(ctx)).find((c) => c.RentalObjectID !== null)!;
      return `/v2/shop/customer/conversation/${CUSTOMER.branding}/${about.RentalObjectID}`;
    },
    status: 200,
    check: (body: List<Conversation>) => {
      expect(body.Total).toBeGreaterThan(0);
      expect(new Set(body.Collection.map((c) => c.RentalObjectID)).size).toBe(1);
    },
  },
  { operation: 'GET /v2/shop/customer/conversation/{customerId}/{objectId}', title: 'unknown order', path: `/v2/shop/customer/conversation/${CUSTOMER.branding}/RO-0000-0000`, status: 404 },
  {
    operation: 'POST /v2/shop/customer/conversation/{customerId}/{conversationId}/communication',
    title: 'plain text becomes escaped HTML',
    path: async (ctx) => `/v2/shop/customer/conversation/${CUSTOMER.branding}/${(await conversations(ctx))[0]!.ConversationID}/communication`,
    body: { Message: 'Dag <b>team</b>,\nkomen we om 9 uur?\n\nGroeten & dank' },
    status: 201,
    check: (body: Communication) => {
      expect(body.IsCustomerMessage).toBe(true);
      expect(body.Message).toBe('<p>Dag &#60;b&#62;team&#60;/b&#62;,<br>komen we om 9 uur?</p><p>Groeten &#38; dank</p>');
    },
  },
  { operation: 'POST /v2/shop/customer/conversation/{customerId}/{conversationId}/communication', title: 'unknown conversation', path: `/v2/shop/customer/conversation/${CUSTOMER.branding}/CONV-0/communication`, body: { Message: 'Hallo' }, status: 404 },
  {
    operation: 'POST /v2/shop/customer/conversation-attachment/{customerId}/{conversationId}/{communicationId}',
    title: 'a photo',
    ...staged(async (ctx) => {
      const { conversation, message } = await newMessage(ctx);
      return {
        path: `/v2/shop/customer/conversation-attachment/${CUSTOMER.branding}/${conversation.ConversationID}/${message.ConversationCommunicationID}`,
        body: { FileName: 'opstelling.PNG', Data: base64(seedImages().floorPlan) },
      };
    }),
    status: 201,
    check: async (body, ctx) => {
      expect(body).toMatchObject({ FileName: 'opstelling.PNG', ContentType: 'image/png' });
      const image = await ctx.call('GET', `${body.AttachmentUrl.replace(/^\/api/, '')}?token=${ctx.token}`, { token: null });
      expect(image.status).toBe(200);
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(seedImages().floorPlan);
    },
  },
  {
    operation: 'POST /v2/shop/customer/conversation-attachment/{customerId}/{conversationId}/{communicationId}',
    title: 'not an image',
    ...staged(async (ctx) => {
      const { conversation, message } = await newMessage(ctx);
      return {
        path: `/v2/shop/customer/conversation-attachment/${CUSTOMER.branding}/${conversation.ConversationID}/${message.ConversationCommunicationID}`,
        body: { FileName: 'factuur.pdf', Data: base64(new TextEncoder().encode('%PDF-1.4')) },
      };
    }),
    status: 400,
  },
  {
    operation: 'POST /v2/shop/customer/conversation-attachment/{customerId}/{conversationId}/{communicationId}',
    title: 'a .png that is no PNG',
    ...staged(async (ctx) => {
      const { conversation, message } = await newMessage(ctx);
      return {
        path: `/v2/shop/customer/conversation-attachment/${CUSTOMER.branding}/${conversation.ConversationID}/${message.ConversationCommunicationID}`,
        body: { FileName: 'foto.png', Data: base64(seedImages().damagePhoto) },
      };
    }),
    status: 400,
  },
  {
    operation: 'POST /v2/shop/customer/conversation-attachment/{customerId}/{conversationId}/{communicationId}',
    title: "on the provider's message",
    ...staged(async (ctx) => {
      const conversation = (await conversations(ctx)).find((c) => c.Communications.some((m) => !m.IsCustomerMessage))!;
      const message = conversation.Communications.find((m) => !m.IsCustomerMessage)!;
      return {
        path: `/v2/shop/customer/conversation-attachment/${CUSTOMER.branding}/${conversation.ConversationID}/${message.ConversationCommunicationID}`,
        body: { FileName: 'foto.gif', Data: base64(seedImages().damagePhoto) },
      };
    }),
    status: 409,
  },
  {
    operation: 'GET /v2/shop/customer/conversation-attachment/{attachmentId}',
    title: 'with the token in the query',
    as: 'none',
    path: async (ctx) => {
      const token = await loginToken(ctx.api, { email: DEMO_ACCOUNTS.admin });
      const attachment = ctx.api.db.conversations.find((c) => c.CustomerID === CUSTOMER.branding && c.Attachments.length > 0)!.Attachments[0]!;
      return `${attachment.AttachmentUrl.replace(/^\/api/, '')}?token=${token}`;
    },
    status: 200,
  },
  {
    operation: 'GET /v2/shop/customer/conversation-attachment/{attachmentId}',
    title: 'the bearer header alone is not enough',
    path: (ctx) => ctx.api.db.conversations.find((c) => c.Attachments.length > 0)!.Attachments[0]!.AttachmentUrl.replace(/^\/api/, ''),
    status: 401,
  },
  {
    operation: 'GET /v2/shop/customer/conversation-attachment/{attachmentId}',
    title: "another customer's token",
    as: 'none',
    path: async (ctx) => {
      const token = await loginToken(ctx.api, OTHER_CUSTOMER);
      const attachment = ctx.api.db.conversations.find((c) => c.CustomerID === CUSTOMER.branding && c.Attachments.length > 0)!.Attachments[0]!;
      return `${attachment.AttachmentUrl.replace(/^\/api/, '')}?token=${token}`;
    },
    status: 404,
  },

  // ------------------------------------------------------------------ customer items
  {
    operation: 'GET /v2/shop/customer/customeritemserials',
    title: 'last serviced first',
    status: 200,
    check: (body) => {
      expect(body.Total).toBeGreaterThan(0);
      const dates = body.Collection.map((i: { LastServiceDate: string }) => i.LastServiceDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.Collection.some((i: { ServiceStatus: string }) => i.ServiceStatus === '')).toBe(true);
    },
  },
  {
    operation: 'GET /v2/shop/customer/customeritemserials',
    title: 'searched and paged',
    query: { search: 'sicli', sortOn: 'SerialID', sortReverse: 'false', index: '1', size: '1' },
    status: 200,
    check: (body) => {
      expect(body.Index).toBe(1);
      expect(body.Collection).toHaveLength(1);
      expect(body.Collection[0].Brand).toBe('Sicli');
      expect(body.Total).toBeGreaterThan(1);
    },
  },
  { operation: 'GET /v2/shop/customer/customeritemserials', title: 'unknown sort field', query: { sortOn: 'Price' }, status: 400 },
  {
    operation: 'GET /v2/shop/customer/{customerId}/customeritems/{itemId}/serials/{serialId}/attachments',
    title: 'the documents of an item',
    path: (ctx) => {
      const serial = ctx.api.db.serials.find((s) => s.CustomerID === CUSTOMER.branding && s.Attachments.length > 1)!;
      return `/v2/shop/customer/${CUSTOMER.branding}/customeritems/${serial.ItemID}/serials/${serial.SerialID}/attachments`;
    },
    status: 200,
    check: (body) => {
      const rankings = body.Collection.map((a: { Ranking: number }) => a.Ranking);
      expect(rankings).toEqual([...rankings].sort((a, b) => a - b));
    },
  },
  {
    operation: 'GET /v2/shop/customer/{customerId}/customeritems/{itemId}/serials/{serialId}/attachments',
    title: "another customer's item",
    path: (ctx) => {
      const serial = ctx.api.db.serials.find((s) => s.CustomerID === CUSTOMER.oostkamp)!;
      return `/v2/shop/customer/${CUSTOMER.branding}/customeritems/${serial.ItemID}/serials/${serial.SerialID}/attachments`;
    },
    status: 404,
  },
  { operation: 'GET /v2/shop/customer/{customerId}/customeritems/serials/attachments/_zip', path: `/v2/shop/customer/${CUSTOMER.branding}/customeritems/serials/attachments/_zip`, status: 200 },
  {
    operation: 'GET /v2/shop/customer/{customerId}/customeritems/serials/attachments/_zip',
    title: 'another customer',
    path: `/v2/shop/customer/${CUSTOMER.oostkamp}/customeritems/serials/attachments/_zip`,
    status: 403,
  },
];
