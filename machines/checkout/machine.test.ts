import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { createDemoApi, type DemoApi } from '../../demo-api/app.ts';
import { DEMO_ACCOUNTS, WAREHOUSE } from '../../demo-api/seed/anchors.ts';
import type { ShopClient } from '../../src/api/client.ts';
import { ApiFailure } from '../../src/api/errors.ts';
import type { OrderReceipt, PendingValues, SessionAccount } from '../../src/domain/stored-session.ts';
import { DEMO_BASE, demoClient, demoLogin } from '../../tests/support/demo-client.ts';
import { cartFlowSample } from '../cart/flow.ts';
import type { Cart } from '../cart/rules.ts';
import { createPaymentActors } from '../payment/actors.ts';
import { paymentMachine } from '../payment/machine.ts';
import { createCheckoutActors } from './actors.ts';
import type { Buyer, CheckoutOrder } from './rules.ts';
import { checkoutMachine, type CheckoutDetails, type CheckoutNotice, type ShopView } from './machine.ts';

const clock = { now: () => new Date('2026-11-21T09:00:00Z') };
const account: SessionAccount = { ContactID: 'CON-2001', CustomerID: 'CUST-1001', RoleName: 'Hoofdgebruiker', FirstName: 'Lotte', LastName: 'Vermeulen', Email: DEMO_ACCOUNTS.admin, Barcode: '' };

/** A cart of two tents with both slots chosen, for a weekend in Brugge. */
async function readyCart(api: ShopClient): Promise<Cart> {
  const created = await api.POST('/v3/rental/cart', {
    body: { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-12-18', DateTimeExpectedEnd: '2026-12-21', DeliveryID: 'PICKUP' },
  });
  const id = created.data!.CartID;
  await api.POST('/v3/rental/cart/{id}/items', { params: { path: { id } }, body: [{ ItemID: 'PARTYTENT-3X3', Amount: 2 }] });
  const moments = (kind: '_start-business-moments' | '_end-business-moments', dateToCheck: string) =>
    api.GET(`/v2/shop/capacity/${kind}`, { params: { query: { warehouseID: WAREHOUSE.brugge, dateToCheck, cartID: id } } });
  const start = (await moments('_start-business-moments', '2026-12-18')).data!.find((slot) => slot.MomentCanBeUsed)!;
  const end = (await moments('_end-business-moments', '2026-12-21')).data!.find((slot) => slot.MomentCanBeUsed && slot.BusinessHour !== 'voor 7:30')!;
  const patched = await api.PATCH('/v3/rental/cart/{id}', { params: { path: { id } }, body: { BusinessHourStart: start.BusinessHourID, BusinessHourEnd: end.BusinessHourID } });
  return patched.data!;
}

/** The checkout against the demo: the shop view is given, the effects are recorded. */
function runCheckout(api: ShopClient, shop: ShopView) {
  const notices: CheckoutNotice[] = [];
  const stored: Partial<PendingValues>[] = [];
  const completed: OrderReceipt[] = [];
  const redirects: string[] = [];
  const logic = checkoutMachine.provide({
    actors: {
      ...createCheckoutActors(api),
      payment: paymentMachine.provide({ actors: createPaymentActors(api), actions: { redirectToProvider: (_, { link }) => void redirects.push(link) } }),
      followShop: fromCallback(({ sendBack }) => sendBack({ type: 'SHOP_UPDATED', shop })),
    },
    actions: {
      notify: (_, { notice }) => void notices.push(notice),
      storePending: (_, { patch }) => void stored.push(patch),
      completeOrder: (_, { receipt }) => void completed.push(receipt),
    },
  });
  const actor = createActor(logic, { input: { returnUrl: '/samenvatting' } }).start();
  return { actor, notices, stored, completed, redirects };
}

async function payAtProvider(demo: DemoApi, link: string, outcome: 'paid' | 'cancel') {
  const response = await demo.app.fetch(
    new Request(`${DEMO_BASE}${link.replace(/^\/api/, '')}`, { method: 'POST', body: new URLSearchParams({ outcome }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
  );
  expect(response.status).toBeLessThan(400);
}

describe('the checkout machine against the in-process demo API', () => {
  it('places one order however often confirm is pressed, paying at pick-up', async () => {
    const demo = createDemoApi({ clock });
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
    const cart = await readyCart(api);
    const { actor, completed } = runCheckout(api, { cart, cartSettled: true, cartFailed: false, account, customer: null, pending: { paymentMode: 'AT_PICKUP', notes: 'Graag vroeg', reference: 'BB-117' } });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'CONFIRM_REQUESTED' });
    actor.send({ type: 'CONFIRM_REQUESTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ warehouseId: WAREHOUSE.brugge, warehouseName: 'Uitleendienst Brugge', pickUpSlot: cart.BusinessHourStart!.Description });
    expect(completed[0]!.warehouseContact?.email).toContain('@');
    expect(completed[0]!.payment).toEqual({ kind: 'at-pick-up' });
    const orders = (await api.GET('/v2/shop/reservationOrders', { params: { query: { Orderby: 'DateTimeCreated desc' } } })).data!.Collection;
    expect(orders.filter((order) => order.ReservationOrderID === completed[0]!.reservationOrderIds[0])).toHaveLength(1);
    expect(orders[0]!.Reference).toBe('BB-117');
  });

  it('asks for a payment method before paying now, then sends the customer to the provider and stores the order', async () => {
    const demo = createDemoApi({ clock });
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
    const cart = await readyCart(api);
    const first = runCheckout(api, { cart, cartSettled: true, cartFailed: false, account, customer: null, pending: { paymentMode: 'NOW' } });
    await waitFor(first.actor, (s) => s.matches('reviewing'));
    first.actor.send({ type: 'CONFIRM_REQUESTED' });
    expect(first.notices).toEqual(['payment-method-required']);

    const second = runCheckout(api, { cart, cartSettled: true, cartFailed: false, account, customer: null, pending: { paymentMode: 'NOW', paymentMethod: 'BANCONTACT' } });
    await waitFor(second.actor, (s) => s.matches('reviewing'));
    second.actor.send({ type: 'CONFIRM_REQUESTED' });
    await vi.waitFor(() => expect(second.redirects).toHaveLength(1));
    const order = second.stored.find((patch) => patch.order)!.order!;
    expect(order.paymentMethod).toBe('BANCONTACT');
    // The receipt the thank-you page shows once paid: the provider's Paid answer carries no amount.
    expect(order.receipt.payment).toEqual({ kind: 'paid-online', amount: cart.TotalIncVATForeignCurrency });
    expect(second.completed).toEqual([]);

    // Back from the provider (a new page): the pending order is followed to Paid, then completed.
    await payAtProvider(demo, second.redirects[0]!, 'paid');
    const back = runCheckout(api, { cart: null, cartSettled: true, cartFailed: false, account, customer: null, pending: { order } });
    await waitFor(back.actor, (s) => s.status === 'done');
    expect(back.completed).toEqual([order.receipt]);
    expect(back.redirects).toEqual([]);
  });

  it('completes an order whose payment the customer leaves for later, its receipt saying so', async () => {
    const demo = createDemoApi({ clock });
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
    const cart = await readyCart(api);
    const confirming = runCheckout(api, { cart, cartSettled: true, cartFailed: false, account, customer: null, pending: { paymentMode: 'NOW', paymentMethod: 'IDEAL' } });
    await waitFor(confirming.actor, (s) => s.matches('reviewing'));
    confirming.actor.send({ type: 'CONFIRM_REQUESTED' });
    await vi.waitFor(() => expect(confirming.redirects).toHaveLength(1));
    const order = confirming.stored.find((patch) => patch.order)!.order!;

    // Back from the provider without paying: the payment is still pending, and the customer postpones it.
    const back = runCheckout(api, { cart: null, cartSettled: true, cartFailed: false, account, customer: null, pending: { order } });
    await waitFor(back.actor, (s) => s.matches('paying'));
    back.actor.send({ type: 'PAYMENT_POSTPONED' });
    await waitFor(back.actor, (s) => s.status === 'done');
    expect(back.completed).toEqual([{ ...order.receipt, payment: { kind: 'pay-later' } }]);
  });

  it('keeps the summary and says so when the order cannot be placed', async () => {
    const refused = new ApiFailure({ kind: 'network', status: 0, serverMessage: null });
    const failing = { placeOrder: fromPromise<CheckoutOrder[], { cartId: string; buyer: Buyer; pending: PendingValues }>(() => Promise.reject(refused)) };
    const notices: CheckoutNotice[] = [];
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          ...failing,
          loadDetails: fromPromise<CheckoutDetails>(async () => ({ labels: [], warehouses: [] })),
          followShop: fromCallback(({ sendBack }) => sendBack({ type: 'SHOP_UPDATED', shop: { cart: cartFlowSample, cartSettled: true, cartFailed: false, account, customer: null, pending: { paymentMode: 'AT_PICKUP' } } })),
        },
        actions: { notify: (_, { notice }) => void notices.push(notice) },
      }),
      { input: { returnUrl: '/samenvatting' } },
    ).start();
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'CONFIRM_REQUESTED' });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.failure !== null);
    expect(notices).toEqual(['order-failed']);
  });

  it('places a guest order from a pending customer, and a registration from a pending registration', async () => {
    const demo = createDemoApi({ clock });
    const anonymous = await demo.app.fetch(new Request(`${DEMO_BASE}/v3/core/token/_get-anonymous-token`, { method: 'POST' }));
    const token = ((await anonymous.json()) as { Access_token: string }).Access_token;
    const api = demoClient(demo, token);
    const guest = runCheckout(api, {
      cart: await readyCart(api),
      cartSettled: true, cartFailed: false,
      account: null,
      customer: null,
      pending: { customer: { FirstName: 'Els', LastName: 'Maes', Email: 'els.maes@example.test', Tel: '0470 11 22 33' } },
    });
    await waitFor(guest.actor, (s) => s.matches('reviewing'));
    guest.actor.send({ type: 'CONFIRM_REQUESTED' });
    await waitFor(guest.actor, (s) => s.status === 'done');
    expect(guest.completed[0]!.reservationOrderIds).toHaveLength(1);
    // Online payment needs an account: no payment applies to a guest's order.
    expect(guest.completed[0]!.payment).toBeNull();

    const registering = runCheckout(api, {
      cart: await readyCart(api),
      cartSettled: true, cartFailed: false,
      account: null,
      customer: null,
      pending: {
        customer: { CompanyName: 'Jeugdhuis De Kelder', FirstName: 'Pieter', LastName: 'Claes', Email: 'pieter@kelder.example.test', Tel: '050 11 22 33', Street: 'Kelderstraat', HouseNumber: '4', ZipCode: '8000', City: 'Brugge', CountryID: 'BE' },
        user: { FirstName: 'Pieter', LastName: 'Claes', Email: 'pieter@kelder.example.test', Tel: '050 11 22 33', Password: 'Kelder!2026', Salutation: 'Mr', ConfirmURL: 'http://127.0.0.1/activate' },
      },
    });
    await waitFor(registering.actor, (s) => s.matches('reviewing'));
    registering.actor.send({ type: 'CONFIRM_REQUESTED' });
    const done = await waitFor(registering.actor, (s) => s.status === 'done' || s.context.failure !== null);
    expect(done.context.failure).toBeNull();
    expect(registering.completed).toHaveLength(1);
  });

  it('says so when nobody is known to order for', async () => {
    const notify = vi.fn();
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          loadDetails: fromPromise<CheckoutDetails>(async () => ({ labels: [], warehouses: [] })),
          followShop: fromCallback(({ sendBack }) => sendBack({ type: 'SHOP_UPDATED', shop: { cart: cartFlowSample, cartSettled: true, cartFailed: false, account: null, customer: null, pending: {} } })),
        },
        actions: { notify },
      }),
      { input: { returnUrl: '/samenvatting' } },
    ).start();
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'CONFIRM_REQUESTED' });
    expect(notify).toHaveBeenCalledWith(expect.anything(), { notice: 'nothing-to-order' });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
  });
});
