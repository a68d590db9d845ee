import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { createDemoApi, type DemoApi } from '../../demo-api/app.ts';
import { DEMO_ACCOUNTS, WAREHOUSE } from '../../demo-api/seed/anchors.ts';
import type { ShopClient } from '../../src/api/client.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import type { OrderReceipt, PendingValues, SessionAccount } from '../../src/domain/stored-session.ts';
import { DEMO_BASE, demoClient, demoLogin } from '../../tests/support/demo-client.ts';
import { cartFlowSample } from '../cart/flow.ts';
import type { Cart } from '../cart/rules.ts';
import { createPaymentActors } from '../payment/actors.ts';
import { paymentMachine } from '../payment/machine.ts';
import { createCheckoutActors } from './actors.ts';
import type { Buyer, CheckoutOrder } from './rules.ts';
import { checkoutMachine, type CheckoutDetails, type CheckoutNotice, type ShopView } from './machine.ts';
import { selectAsksPassword, selectOrderRefusal, selectPasswordProblems, selectRentalPeriods, selectTermsRefused } from './selectors.ts';
import { fixedClock } from '../../tests/support/clock.ts';

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

/**
 * The checkout against the demo: the shop view is given, the effects are recorded. The session's
 * memory of a registration's password is `registrationPassword`, which the summary may set.
 */
function runCheckout(api: ShopClient, shop: ShopView, { registrationPassword = null, salesMode = false }: { registrationPassword?: string | null; salesMode?: boolean } = {}) {
  let password = registrationPassword;
  const focused: string[] = [];
  const notices: CheckoutNotice[] = [];
  const stored: Partial<PendingValues>[] = [];
  const completed: OrderReceipt[] = [];
  const redirects: string[] = [];
  const logic = checkoutMachine.provide({
    actors: {
      ...createCheckoutActors(api, () => password),
      payment: paymentMachine.provide({ actors: createPaymentActors(api), actions: { redirectToProvider: (_, { link }) => void redirects.push(link) } }),
      followShop: fromCallback(({ sendBack }) => sendBack({ type: 'SHOP_UPDATED', shop })),
    },
    actions: {
      notify: (_, { notice }) => void notices.push(notice),
      storePending: (_, { patch }) => void stored.push(patch),
      completeOrder: (_, { receipt }) => void completed.push(receipt),
      keepRegistrationPassword: (_, params) => void (password = params.password),
    },
  });
  const actor = createActor(logic, { input: { returnUrl: '/samenvatting', salesMode } });
  actor.on('FIELD_FOCUS_REQUESTED', ({ field }) => void focused.push(field));
  actor.start();
  return { actor, notices, stored, completed, redirects, focused, password: () => password };
}

async function anonymousToken(demo: DemoApi): Promise<string> {
  const answer = await demo.app.fetch(new Request(`${DEMO_BASE}/v3/core/token/_get-anonymous-token`, { method: 'POST' }));
  return ((await answer.json()) as { Access_token: string }).Access_token;
}

/** A visitor registering at checkout, as the registration form leaves the pending values: the user without a password. */
function registeringShop(cart: Cart, { registrationPasswordKnown }: { registrationPasswordKnown: boolean }): ShopView {
  return {
    cart,
    cartSettled: true,
    cartFailed: false,
    registrationPasswordKnown,
    account: null,
    customer: null,
    pending: {
      customer: { CompanyName: 'Jeugdhuis De Kelder', FirstName: 'Pieter', LastName: 'Claes', Email: 'pieter@kelder.example.test', Tel: '050 11 22 33', Street: 'Kelderstraat', HouseNumber: '4', ZipCode: '8000', City: 'Brugge', CountryID: 'be' },
      user: { FirstName: 'Pieter', LastName: 'Claes', Email: 'pieter@kelder.example.test', Tel: '050 11 22 33', Salutation: 'Mr', ConfirmURL: 'http://127.0.0.1/activate' },
      customerDetail: { InvoiceEmail: 'pieter@kelder.example.test' },
    },
  };
}

async function payAtProvider(demo: DemoApi, link: string, outcome: 'paid' | 'cancel') {
  const response = await demo.app.fetch(
    new Request(`${DEMO_BASE}${link.replace(/^\/api/, '')}`, { method: 'POST', body: new URLSearchParams({ outcome }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
  );
  expect(response.status).toBeLessThan(400);
}

describe('the checkout machine against the in-process demo API', () => {
  it('places one order however often confirm is pressed, paying at pick-up', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
    const cart = await readyCart(api);
    const { actor, completed } = runCheckout(api, { cart, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account, customer: null, pending: { paymentMode: 'AT_PICKUP', notes: 'Graag vroeg', reference: 'BB-117' } });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'CONFIRM_REQUESTED' });
    actor.send({ type: 'CONFIRM_REQUESTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ warehouseId: WAREHOUSE.brugge, warehouseName: 'Uitleendienst Brugge', pickUpSlot: cart.BusinessHourStart!.Description });
    expect(completed[0]!.warehouseContact?.email).toContain('@');
    expect(completed[0]!.payment).toEqual({ kind: 'at-pick-up' });
    expect(completed[0]!.sale).toBe(false);
    const orders = (await api.GET('/v2/shop/reservationOrders', { params: { query: { Orderby: 'DateTimeCreated desc' } } })).data!.Collection;
    expect(orders.filter((order) => order.ReservationOrderID === completed[0]!.reservationOrderIds[0])).toHaveLength(1);
    expect(orders[0]!.Reference).toBe('BB-117');
  });

  it('in sales mode orders one day without slots: the summary shows the pick-up only, the receipt is a sale', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    demo.db.settings.ShopSalesModus = true;
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
    const created = await api.POST('/v3/rental/cart', { body: { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-12-18', DateTimeExpectedEnd: '2026-12-18', DeliveryID: 'PICKUP' } });
    const cart = (await api.POST('/v3/rental/cart/{id}/items', { params: { path: { id: created.data!.CartID } }, body: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }] })).data!;
    const shop: ShopView = { cart, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account, customer: null, pending: { paymentMode: 'AT_PICKUP' } };
    const { actor, completed } = runCheckout(api, shop, { salesMode: true });
    const reviewing = await waitFor(actor, (s) => s.matches('reviewing'));
    expect(selectRentalPeriods(reviewing)).toMatchObject([{ pickUp: { at: '2026-12-18T00:00:00', slot: null }, return: null, totalIncVat: 350 }]);
    actor.send({ type: 'CONFIRM_REQUESTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(completed[0]).toMatchObject({ sale: true, pickUp: '2026-12-18T00:00:00', pickUpSlot: null, returnSlot: null });
  });

  it('asks for a payment method before paying now, then sends the customer to the provider and stores the order', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
    const cart = await readyCart(api);
    const first = runCheckout(api, { cart, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account, customer: null, pending: { paymentMode: 'NOW' } });
    await waitFor(first.actor, (s) => s.matches('reviewing'));
    first.actor.send({ type: 'CONFIRM_REQUESTED' });
    expect(first.notices).toEqual(['payment-method-required']);

    const second = runCheckout(api, { cart, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account, customer: null, pending: { paymentMode: 'NOW', paymentMethod: 'BANCONTACT' } });
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
    const back = runCheckout(api, { cart: null, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account, customer: null, pending: { order } });
    await waitFor(back.actor, (s) => s.status === 'done');
    expect(back.completed).toEqual([order.receipt]);
    expect(back.redirects).toEqual([]);
  });

  it('completes an order whose payment the customer leaves for later, its receipt saying so', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
    const cart = await readyCart(api);
    const confirming = runCheckout(api, { cart, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account, customer: null, pending: { paymentMode: 'NOW', paymentMethod: 'IDEAL' } });
    await waitFor(confirming.actor, (s) => s.matches('reviewing'));
    confirming.actor.send({ type: 'CONFIRM_REQUESTED' });
    await vi.waitFor(() => expect(confirming.redirects).toHaveLength(1));
    const order = confirming.stored.find((patch) => patch.order)!.order!;

    // Back from the provider without paying: the payment is still pending, and the customer postpones it.
    const back = runCheckout(api, { cart: null, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account, customer: null, pending: { order } });
    await waitFor(back.actor, (s) => s.matches('paying'));
    back.actor.send({ type: 'PAYMENT_POSTPONED' });
    await waitFor(back.actor, (s) => s.status === 'done');
    expect(back.completed).toEqual([{ ...order.receipt, payment: { kind: 'pay-later' } }]);
  });

  it('keeps the summary and says so when the order is refused', async () => {
    const refused = new ApiFailure({ kind: 'invalid-response', status: 400, serverMessage: 'Kies een afhaal- en een terugbrengmoment' });
    const failing = { placeOrder: fromPromise<CheckoutOrder[], { cartId: string; buyer: Buyer; pending: PendingValues }>(() => Promise.reject(refused)) };
    const notices: CheckoutNotice[] = [];
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          ...failing,
          loadDetails: fromPromise<CheckoutDetails>(async () => ({ labels: [], warehouses: [] })),
          followShop: fromCallback(({ sendBack }) => sendBack({ type: 'SHOP_UPDATED', shop: { cart: cartFlowSample, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account, customer: null, pending: { paymentMode: 'AT_PICKUP' } } })),
        },
        actions: { notify: (_, { notice }) => void notices.push(notice) },
      }),
      { input: { returnUrl: '/samenvatting', salesMode: false } },
    ).start();
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'CONFIRM_REQUESTED' });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.failure !== null);
    expect(notices).toEqual(['order-failed']);
  });

  describe('when the answer to placing the order is lost (decision 027)', () => {
    const fault = (demo: DemoApi, lostAnswer: boolean) =>
      demo.app.fetch(
        new Request(`${DEMO_BASE}/__demo/faults`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ operation: 'POST /v3/rental/cart/{id}/_checkout', lostAnswer }),
        }),
      );
    const shopOf = (cart: Cart, paymentMode: 'AT_PICKUP' | 'NOW'): ShopView => ({
      cart,
      cartSettled: true,
      cartFailed: false,
      registrationPasswordKnown: false,
      account,
      customer: null,
      pending: { paymentMode, paymentMethod: paymentMode === 'NOW' ? 'BANCONTACT' : null },
    });

    it('finds the cart gone and completes the order placed, once, its receipt saying the answer was lost', async () => {
      const demo = createDemoApi({ clock: fixedClock });
      const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
      const cart = await readyCart(api);
      const ordersBefore = demo.db.orders.length;
      expect((await fault(demo, true)).status).toBe(201);
      const { actor, completed, notices, redirects } = runCheckout(api, shopOf(cart, 'NOW'));
      await waitFor(actor, (s) => s.matches('reviewing'));
      actor.send({ type: 'CONFIRM_REQUESTED' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(demo.db.orders.length).toBe(ordersBefore + 1);
      expect(notices).toEqual([]);
      expect(redirects).toEqual([]);
      // Its number did not reach the shop: the payment is made from the account.
      expect(completed).toEqual([expect.objectContaining({ answerLost: true, reservationOrderIds: [], payment: { kind: 'pay-later' } })]);
    });

    it('finds the cart still there after a failure before the backend saved: says so, and confirming again places one order', async () => {
      const demo = createDemoApi({ clock: fixedClock });
      const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
      const cart = await readyCart(api);
      const ordersBefore = demo.db.orders.length;
      await fault(demo, false);
      const { actor, completed, notices } = runCheckout(api, shopOf(cart, 'AT_PICKUP'));
      await waitFor(actor, (s) => s.matches('reviewing'));
      actor.send({ type: 'CONFIRM_REQUESTED' });
      await waitFor(actor, () => notices.length > 0);
      expect(actor.getSnapshot().matches('reviewing')).toBe(true);
      expect(notices).toEqual(['order-failed']);
      expect(demo.db.orders.length).toBe(ordersBefore);
      actor.send({ type: 'CONFIRM_REQUESTED' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(demo.db.orders.length).toBe(ordersBefore + 1);
      expect(completed[0]?.reservationOrderIds).toHaveLength(1);
      expect(completed[0]?.answerLost).toBeUndefined();
    });
  });

  it('places a guest order from a pending customer, and a registration from a pending registration once the terms are accepted', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const api = demoClient(demo, await anonymousToken(demo));
    const guest = runCheckout(api, {
      cart: await readyCart(api),
      cartSettled: true,
      cartFailed: false,
      registrationPasswordKnown: false,
      account: null,
      customer: null,
      pending: { customer: { FirstName: 'Els', LastName: 'Maes', Email: 'els.maes@example.test', Tel: '0470 11 22 33' } },
    });
    await waitFor(guest.actor, (s) => s.matches('reviewing'));
    // The terms are a registration's: a guest is not asked them.
    expect(guest.actor.getSnapshot().can({ type: 'TERMS_ACCEPTANCE_CHANGED', accepted: true })).toBe(false);
    guest.actor.send({ type: 'CONFIRM_REQUESTED' });
    await waitFor(guest.actor, (s) => s.status === 'done');
    expect(guest.completed[0]!.reservationOrderIds).toHaveLength(1);
    // Online payment needs an account: no payment applies to a guest's order.
    expect(guest.completed[0]!.payment).toBeNull();
    expect(demo.db.customers.find((customer) => customer.Email === 'els.maes@example.test')?.CompanyName).toBe('Els Maes');

    // Straight from the registration form: the session holds the password.
    const registering = runCheckout(api, registeringShop(await readyCart(api), { registrationPasswordKnown: true }), { registrationPassword: 'Kelder!2026' });
    await waitFor(registering.actor, (s) => s.matches('reviewing'));
    expect(selectAsksPassword(registering.actor.getSnapshot())).toBe(false);
    registering.actor.send({ type: 'CONFIRM_REQUESTED' });
    expect(registering.notices).toEqual(['terms-required']);
    expect(registering.focused).toEqual(['terms']);
    expect(selectTermsRefused(registering.actor.getSnapshot())).toBe(true);
    expect(registering.actor.getSnapshot().matches('reviewing')).toBe(true);

    registering.actor.send({ type: 'TERMS_ACCEPTANCE_CHANGED', accepted: true });
    expect(selectTermsRefused(registering.actor.getSnapshot())).toBe(false);
    registering.actor.send({ type: 'CONFIRM_REQUESTED' });
    const done = await waitFor(registering.actor, (s) => s.status === 'done' || s.context.failure !== null);
    expect(done.context.failure).toBeNull();
    expect(registering.completed).toHaveLength(1);
    expect(registering.completed[0]!.newAccountEmail).toBe('pieter@kelder.example.test');
    expect(guest.completed[0]).not.toHaveProperty('newAccountEmail');
    const activation = demo.db.mailbox.find((mail) => mail.To === 'pieter@kelder.example.test' && mail.Purpose === 'activation');
    expect(activation?.Link).toContain('/activate?code=');
  });

  it('asks the password of a registration again after a reload, and keeps it in the session for the order', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const api = demoClient(demo, await anonymousToken(demo));
    // After a reload: the pending registration is stored, its password was in memory only.
    const registering = runCheckout(api, registeringShop(await readyCart(api), { registrationPasswordKnown: false }));
    await waitFor(registering.actor, (s) => s.matches('reviewing'));
    expect(selectAsksPassword(registering.actor.getSnapshot())).toBe(true);
    registering.actor.send({ type: 'TERMS_ACCEPTANCE_CHANGED', accepted: true });
    registering.actor.send({ type: 'CONFIRM_REQUESTED' });
    expect(registering.notices).toEqual(['invalid-form']);
    expect(registering.focused).toEqual(['password']);
    expect(selectPasswordProblems(registering.actor.getSnapshot())).toEqual({ password: [{ rule: 'required' }], confirmation: [{ rule: 'required' }] });

    registering.actor.send({ type: 'NEW_PASSWORD_CHANGED', patch: { password: 'Kelder!2026', confirmation: 'Kelder!2025' } });
    expect(selectPasswordProblems(registering.actor.getSnapshot())).toEqual({ confirmation: [{ rule: 'confirmed' }] });
    registering.actor.send({ type: 'CONFIRM_REQUESTED' });
    expect(registering.focused).toEqual(['password', 'confirmation']);
    expect(registering.password()).toBeNull();

    registering.actor.send({ type: 'NEW_PASSWORD_CHANGED', patch: { confirmation: 'Kelder!2026' } });
    registering.actor.send({ type: 'CONFIRM_REQUESTED' });
    expect(registering.password()).toBe('Kelder!2026');
    const done = await waitFor(registering.actor, (s) => s.status === 'done' || s.context.failure !== null);
    expect(done.context.failure).toBeNull();
    // The new login exists with that password: it waits for its activation.
    const login = await api.POST('/v3/core/token/_login', { body: { UserName: 'pieter@kelder.example.test', Password: 'Kelder!2026' } });
    expect(login.response.status).toBe(403);
  });

  it('says an account exists for the e-mail address of a registration (409), keeping what was given', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const api = demoClient(demo, await anonymousToken(demo));
    const shop = registeringShop(await readyCart(api), { registrationPasswordKnown: false });
    const existing = { ...shop, pending: { ...shop.pending, user: { ...shop.pending.user, Email: DEMO_ACCOUNTS.admin } } };
    const registering = runCheckout(api, existing);
    await waitFor(registering.actor, (s) => s.matches('reviewing'));
    registering.actor.send({ type: 'TERMS_ACCEPTANCE_CHANGED', accepted: true });
    registering.actor.send({ type: 'NEW_PASSWORD_CHANGED', patch: { password: 'Kelder!2026', confirmation: 'Kelder!2026' } });
    registering.actor.send({ type: 'CONFIRM_REQUESTED' });
    const refused = await waitFor(registering.actor, (s) => s.matches('reviewing') && s.context.failure !== null);
    expect(registering.notices).toEqual(['registration-failed']);
    expect(selectOrderRefusal(refused)).toEqual({ kind: 'account-exists' });
    expect(refused.context).toMatchObject({ termsAccepted: true, newPassword: { password: 'Kelder!2026', confirmation: 'Kelder!2026' } });
  });

  it('says so when nobody is known to order for', async () => {
    const notify = vi.fn();
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          loadDetails: fromPromise<CheckoutDetails>(async () => ({ labels: [], warehouses: [] })),
          followShop: fromCallback(({ sendBack }) => sendBack({ type: 'SHOP_UPDATED', shop: { cart: cartFlowSample, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account: null, customer: null, pending: {} } })),
        },
        actions: { notify },
      }),
      { input: { returnUrl: '/samenvatting', salesMode: false } },
    ).start();
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'CONFIRM_REQUESTED' });
    expect(notify).toHaveBeenCalledWith(expect.anything(), { notice: 'nothing-to-order' });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
  });
});
