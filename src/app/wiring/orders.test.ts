import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { createOrderDetailActors } from '../../../machines/order-detail/actors.ts';
import { createOrdersActors } from '../../../machines/orders/actors.ts';
import { confirmationOf } from '../../../machines/order-detail/machine.ts';
import { createDemoApi, type DemoApi } from '../../../demo-api/app.ts';
import { CUSTOMER, DELIVERY, DEMO_ACCOUNTS, PRODUCT, WAREHOUSE } from '../../../demo-api/seed/anchors.ts';
import { selectActionsOrder, selectExtraInfoProblems, selectExtraOrderInfo, selectOffers, selectOpenDialog, selectReplacing, selectShownOrders } from '../../../machines/orders/selectors.ts';
import type { OrdersInput } from '../../../machines/orders/machine.ts';
import { selectAcceptsChanges, selectMissing, selectPeriod } from '../../../machines/selection/selectors.ts';
import { selectCartId } from '../../../machines/session/selectors.ts';
import { plusDays } from '../../domain/days.ts';
import { unwrap } from '../../api/client.ts';
import { linesToRequestAgain, openActionsOf } from '../../domain/orders.ts';
import { slotsApply } from '../../domain/time-slots.ts';
import { cartInSession, demoShop, failNextCalls, signIn, toastTexts } from '../../../tests/support/shop.ts';
import type { ShopServices } from '../environment.ts';
import { orderDetailInputOf, orderDetailLogic } from './order-detail.ts';
import { orderEditInputOf, orderEditLogic } from './order-edit.ts';
import { fixedClock } from '../../../tests/support/clock.ts';
import { ordersInputOf, ordersLogic } from './orders.ts';

async function signedIn() {
  const demo = createDemoApi({ clock: fixedClock });
  const shop = demoShop(demo, { now: fixedClock.now });
  await signIn(shop.services, DEMO_ACCOUNTS.admin);
  return { demo, ...shop, ordersInput: ordersInputOf(shop.services) };
}

describe('the orders as the shop wires them', () => {
  it('reads every order with its actions and the order types, newest expected start first, and filters them by status', async () => {
    const { services, ordersInput } = await signedIn();
    const orders = createActor(ordersLogic(services), { input: ordersInput }).start();
    await waitFor(orders, (s) => s.matches('ready'));
    const { context } = orders.getSnapshot();
    const starts = context.orders.map((order) => order.DateTimeExpectedStart);
    expect(starts).toEqual(starts.toSorted().reverse());
    expect(context.orders.some((order) => order.Actions.length > 0)).toBe(true);
    expect(context.orderTypes.length).toBeGreaterThan(0);

    orders.send({ type: 'STATUS_FILTERED', status: 'cancelled' });
    expect(selectShownOrders(orders.getSnapshot()).map((order) => order.ReservationStatus)).toEqual(expect.arrayContaining(['Cancelled', 'ClosedAndCompleted']));
    expect(selectShownOrders(orders.getSnapshot()).every((order) => ['Cancelled', 'ClosedAndCompleted'].includes(order.ReservationStatus))).toBe(true);
  });

  it('opens the payment of an order through the payment return address', async () => {
    const { services, navigate, ordersInput } = await signedIn();
    const orders = createActor(ordersLogic(services), { input: ordersInput }).start();
    await waitFor(orders, (s) => s.matches('ready'));
    const unpaid = orders.getSnapshot().context.orders.find((order) => order.AmountDue > 0)!;
    orders.send({ type: 'ACTIONS_OPENED', reservationOrderId: unpaid.ReservationOrderID });
    orders.send({ type: 'PAYMENT_REQUESTED', reservationOrderId: unpaid.ReservationOrderID });
    expect(navigate).toHaveBeenLastCalledWith(`/account?orderAction=createPayment&tab=orders&reservationOrderId=${unpaid.ReservationOrderID}`);
  });

  it('says the orders could not be read, and reads them again on request', async () => {
    const { demo, services, ordersInput } = await signedIn();
    await failNextCalls(demo, 'GET /v2/shop/reservationOrders', { times: 4 });
    const orders = createActor(ordersLogic(services), { input: ordersInput }).start();
    await waitFor(orders, (s) => s.matches('failed'));
    orders.send({ type: 'RETRY_REQUESTED' });
    await waitFor(orders, (s) => s.matches('ready'));
  });

  it("reads an order's details, lines with their products and its warehouse in one wave; an unknown order fails", async () => {
    const { services } = await signedIn();
    const detail = createActor(orderDetailLogic(services), { input: orderDetailInputOf(services, 'RO-2026-0015') }).start();
    await waitFor(detail, (s) => s.matches('ready'));
    const details = detail.getSnapshot().context.details!;
    expect(details.items.length).toBeGreaterThan(0);
    expect(details.items.every((line) => line.Item !== null)).toBe(true);
    expect(details.warehouse?.WarehouseID).toBe(details.order.WarehouseID);

    const unknown = createActor(orderDetailLogic(services), { input: orderDetailInputOf(services, 'RO-BESTAAT-NIET') }).start();
    await waitFor(unknown, (s) => s.matches('failed'));
    expect(unknown.getSnapshot().context.failure?.error.status).toBe(404);
  });
});

describe('the order actions as the shop wires them', () => {
  it('saves a reference and a certificate, shows the changed order at once and reads the list again', async () => {
    const { services, ordersInput } = await signedIn();
    const orders = createActor(ordersLogic(services), { input: ordersInput }).start();
    await waitFor(orders, (s) => s.matches('ready'));
    const open = (name: string) => orders.getSnapshot().context.orders.find((order) => order.Actions.some((action) => action.ActionName === name && !action.Completed))!;

    const withoutReference = open('ReferenceRequired');
    orders.send({ type: 'ACTIONS_OPENED', reservationOrderId: withoutReference.ReservationOrderID });
    orders.send({ type: 'REFERENCE_DIALOG_OPENED' });
    orders.send({ type: 'REFERENCE_GIVEN', reference: 'Jeugdkamp Pasen' });
    await waitFor(orders, (s) => s.matches('showingActions'));
    expect(orders.getSnapshot().context.orders.find((order) => order.ReservationOrderID === withoutReference.ReservationOrderID)?.Reference).toBe('Jeugdkamp Pasen');

    const withoutCertificate = open('Certificates');
    orders.send({ type: 'ACTIONS_CLOSED' });
    orders.send({ type: 'ACTIONS_OPENED', reservationOrderId: withoutCertificate.ReservationOrderID });
    orders.send({ type: 'CERTIFICATE_DIALOG_OPENED' });
    orders.send({ type: 'CERTIFICATE_GIVEN', number: 'ATT-2026-114' });
    await waitFor(orders, (s) => s.matches('showingActions'));
    const changed = orders.getSnapshot().context.orders.find((order) => order.ReservationOrderID === withoutCertificate.ReservationOrderID)!;
    expect(changed.Actions.find((action) => action.ActionName === 'Certificates')?.Details?.RequiredCertificates.map((c) => c.Number)).toContain('ATT-2026-114');
    expect(toastTexts(services)).toEqual(expect.arrayContaining(['De referentie is bewaard', 'Het attest is bewaard']));
  });

  it('gives the on-site contact of an order whose extra order info is open; an incomplete one is refused in the dialog without a call', async () => {
    const { demo, services, ordersInput } = await signedIn();
    const orders = createActor(ordersLogic(services), { input: ordersInput }).start();
    await waitFor(orders, (s) => s.matches('ready'));
    const tent = orders.getSnapshot().context.orders.find((order) => order.Actions.some((action) => action.ActionName === 'ExtraOrderInfo' && !action.Completed))!;
    expect(openActionsOf(tent).map((action) => action.ActionName)).toEqual(['ExtraOrderInfo']);
    const stored = () => demo.db.orders.find((row) => row.order.ReservationOrderID === tent.ReservationOrderID)!.order;

    orders.send({ type: 'ACTIONS_OPENED', reservationOrderId: tent.ReservationOrderID });
    orders.send({ type: 'EXTRA_INFO_DIALOG_OPENED' });
    expect(selectExtraOrderInfo(orders.getSnapshot())).toEqual({ contactName: '', contactPhone: '' });
    orders.send({ type: 'EXTRA_INFO_GIVEN', info: { contactName: '', contactPhone: '0478 12 34 56' } });
    expect(selectOpenDialog(orders.getSnapshot())).toBe('extraInfo');
    expect(selectExtraInfoProblems(orders.getSnapshot())).toEqual({ contactName: { rule: 'required' } });
    expect(stored().CustomFields).not.toHaveProperty('CUST_OnSiteContactName');

    orders.send({ type: 'EXTRA_INFO_GIVEN', info: { contactName: 'Jonas Declercq', contactPhone: '0478 12 34 56' } });
    await waitFor(orders, (s) => s.matches('showingActions'));
    expect(selectExtraInfoProblems(orders.getSnapshot())).toEqual({});
    expect(openActionsOf(selectActionsOrder(orders.getSnapshot())!)).toEqual([]);
    expect(stored().CustomFields).toMatchObject({ CUST_OnSiteContactName: 'Jonas Declercq', CUST_OnSiteContactTel: '0478 12 34 56' });
    expect(toastTexts(services).at(-1)).toBe('De extra informatie is bewaard');
  });

  it('keeps the extra order info dialog open and says why when it cannot be saved', async () => {
    const { demo, services, ordersInput } = await signedIn();
    const orders = createActor(ordersLogic(services), { input: ordersInput }).start();
    await waitFor(orders, (s) => s.matches('ready'));
    await failNextCalls(demo, 'POST /v2/shop/reservationOrders/{id}/_update');
    const tent = orders.getSnapshot().context.orders.find((order) => order.Actions.some((action) => action.ActionName === 'ExtraOrderInfo'))!;
    orders.send({ type: 'ACTIONS_OPENED', reservationOrderId: tent.ReservationOrderID });
    orders.send({ type: 'EXTRA_INFO_DIALOG_OPENED' });
    orders.send({ type: 'EXTRA_INFO_GIVEN', info: { contactName: 'Jonas Declercq', contactPhone: '0478 12 34 56' } });
    await waitFor(orders, (s) => s.matches('givingExtraInfo') && !s.hasTag('busy') && toastTexts(services).length > 0);
    expect(toastTexts(services).at(-1)).toBe('De demo-backend simuleert een storing');
  });

  it('keeps the dialog open and says why when a reference cannot be saved', async () => {
    const { demo, services, ordersInput } = await signedIn();
    const orders = createActor(ordersLogic(services), { input: ordersInput }).start();
    await waitFor(orders, (s) => s.matches('ready'));
    await failNextCalls(demo, 'POST /v2/shop/reservationOrders/{id}/_update');
    orders.send({ type: 'ACTIONS_OPENED', reservationOrderId: orders.getSnapshot().context.orders[0]!.ReservationOrderID });
    orders.send({ type: 'REFERENCE_DIALOG_OPENED' });
    orders.send({ type: 'REFERENCE_GIVEN', reference: 'Jeugdkamp Pasen' });
    await waitFor(orders, (s) => s.matches('givingReference'));
    expect(toastTexts(services).at(-1)).toBe('De demo-backend simuleert een storing');
  });
});

describe('cancelling an order as the shop wires it', () => {
  it('cancels after a confirmation; the order reads as cancelled and the list is read again', async () => {
    const { services, ordersInput } = await signedIn();
    const orders = createActor(ordersLogic(services), { input: ordersInput }).start();
    await waitFor(orders, (s) => s.matches('ready'));
    const cancellable = orders.getSnapshot().context.orders.find((order) => order.IsCancellable)!;
    orders.send({ type: 'CANCEL_REQUESTED', reservationOrderId: cancellable.ReservationOrderID });
    expect(orders.getSnapshot().matches('confirmingCancel')).toBe(true);
    orders.send({ type: 'CONFIRMED' });
    await waitFor(orders, (s) => s.matches('ready'));
    expect(orders.getSnapshot().context.orders.find((order) => order.ReservationOrderID === cancellable.ReservationOrderID)?.ReservationStatus).toBe('Cancelled');
    expect(toastTexts(services).at(-1)).toBe(`Bestelling ${cancellable.ReservationOrderID} is geannuleerd`);
  });

  it('does not offer to cancel an order that is not cancellable, nor one past the cancellation days', async () => {
    const { services, ordersInput } = await signedIn();
    const orders = createActor(ordersLogic(services), { input: { ...ordersInput, rules: { ...ordersInput.rules, cancellationDays: 400 } } }).start();
    await waitFor(orders, (s) => s.matches('ready'));
    for (const order of orders.getSnapshot().context.orders) {
      orders.send({ type: 'CANCEL_REQUESTED', reservationOrderId: order.ReservationOrderID });
      expect(orders.getSnapshot().matches('ready')).toBe(true);
    }
  });

  it('says why a cancellation failed, the server’s message first', async () => {
    const { demo, services, ordersInput } = await signedIn();
    const orders = createActor(ordersLogic(services), { input: ordersInput }).start();
    await waitFor(orders, (s) => s.matches('ready'));
    await failNextCalls(demo, 'POST /v2/shop/reservationOrders/{id}/cancel');
    orders.send({ type: 'CANCEL_REQUESTED', reservationOrderId: orders.getSnapshot().context.orders.find((order) => order.IsCancellable)!.ReservationOrderID });
    orders.send({ type: 'CONFIRMED' });
    await waitFor(orders, (s) => s.matches('ready') && !s.hasTag('busy'));
    expect(toastTexts(services).at(-1)).toBe('De demo-backend simuleert een storing');
  });
});

describe("an order's documents and files as the shop wires them", () => {
  it('reads the files in the first wave and fetches the confirmation as a PDF blob', async () => {
    const { services } = await signedIn();
    const detail = createActor(orderDetailLogic(services), { input: orderDetailInputOf(services, 'RO-2026-0015') }).start();
    await waitFor(detail, (s) => s.matches('ready'));
    expect(Array.isArray(detail.getSnapshot().context.details?.files)).toBe(true);
    const order = detail.getSnapshot().context.details!.order;
    const blob = await toPromise(createActor(createOrderDetailActors(services.api).fetchDocument, { input: confirmationOf(order) }).start());
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });
});

describe('requesting an order again as the shop wires it', () => {
  const weekend = { from: '2027-01-15', to: '2027-01-18' };

  /** The shop's selection as the dialog's panel leaves it: Brugge, pick-up, a weekend. */
  async function choose(services: ShopServices) {
    const { selection } = services;
    await waitFor(selection, selectAcceptsChanges);
    selection.send({ type: 'WAREHOUSE_CHOSEN', warehouseId: WAREHOUSE.brugge });
    await waitFor(selection, selectAcceptsChanges);
    selection.send({ type: 'DELIVERY_CHOSEN', deliveryId: DELIVERY.pickUpAndReturn });
    await waitFor(selection, selectAcceptsChanges);
    selection.send({ type: 'PERIOD_CHOSEN', period: weekend });
    await waitFor(selection, (s) => selectAcceptsChanges(s) && selectPeriod(s)?.from === weekend.from);
  }

  async function ordersOn(services: ShopServices, ordersInput: OrdersInput) {
    const orders = createActor(ordersLogic(services), { input: ordersInput }).start();
    await waitFor(orders, (s) => s.matches('ready'));
    return orders;
  }

  const packageOrderOf = (demo: DemoApi) =>
    demo.db.orders.find((row) => row.order.CustomerID === CUSTOMER.branding && row.items.some((line) => line.CompositionID !== null))!.order.ReservationOrderID;

  it('makes a new cart for the chosen warehouse and period with the order’s lines, a package as a package with its add-ons, and opens it', async () => {
    const { demo, services, navigate, ordersInput } = await signedIn();
    expect(selectCartId(services.session.getSnapshot())).toBeNull();
    const orders = await ordersOn(services, ordersInput);
    await choose(services);
    const id = packageOrderOf(demo);
    orders.send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: id });
    expect(orders.getSnapshot().matches('choosingDuplicate')).toBe(true);
    orders.send({ type: 'DUPLICATE_CONFIRMED' });
    await waitFor(orders, (s) => s.matches('ready'));
    expect(toastTexts(services).at(-1)).toBe(`De artikelen van bestelling ${id} staan in uw winkelwagen`);
    expect(navigate).toHaveBeenLastCalledWith('/winkelwagen');

    const cart = demo.db.carts.get(selectCartId(services.session.getSnapshot())!)!.cart;
    expect(cart.WarehouseID.Key).toBe(WAREHOUSE.brugge);
    expect(cart.DateTimeExpectedStart.slice(0, 10)).toBe(weekend.from);
    const [pakket, ...rest] = cart.Items;
    expect(pakket).toMatchObject({ CompositionID: PRODUCT.pakketFuif, ItemID: null, RelatedRentalItemID: null });
    expect(rest.map((line) => [line.ItemID, line.RelatedRentalItemID === pakket!.CartItemID])).toEqual([
      ['NOODVERLICHTING-SET', true],
      ['BRANDBLUSSER-6KG', true],
      ['LED-SPOTSET', true],
      ['PLOOITAFEL', false],
    ]);
  });

  it('asks first when the session’s cart holds lines: cancelling keeps it as it was; a cancelled choice brings it back', async () => {
    const { demo, services, ordersInput } = await signedIn();
    const old = await cartInSession(services);
    const linesOf = (cartId: string) => demo.db.carts.get(cartId)!.cart.Items.map((line) => [line.ItemID, line.Amount, line.DateTimeExpectedStart]);
    const before = linesOf(old);
    const orders = await ordersOn(services, ordersInput);
    const id = packageOrderOf(demo);

    orders.send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: id });
    expect(selectReplacing(orders.getSnapshot())?.ReservationOrderID).toBe(id);
    orders.send({ type: 'CANCELLED' });
    expect(orders.getSnapshot().matches('ready')).toBe(true);
    expect(selectCartId(services.session.getSnapshot())).toBe(old);

    // Agreed to replace it: the cart is set aside, so choosing in the dialog does not move it; cancelling brings it back.
    orders.send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: id });
    orders.send({ type: 'CONFIRMED' });
    expect(selectCartId(services.session.getSnapshot())).toBeNull();
    await choose(services);
    orders.send({ type: 'CANCELLED' });
    expect(selectCartId(services.session.getSnapshot())).toBe(old);
    expect(linesOf(old)).toEqual(before);
    // Read again, the cart brings its own period back into the shop's choice.
    await waitFor(services.selection, (s) => selectAcceptsChanges(s) && selectPeriod(s)?.from === '2026-12-18');

    orders.send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: id });
    orders.send({ type: 'CONFIRMED' });
    orders.send({ type: 'DUPLICATE_CONFIRMED' });
    await waitFor(orders, (s) => s.matches('ready'));
    const replaced = selectCartId(services.session.getSnapshot())!;
    expect(replaced).not.toBe(old);
    expect(demo.db.carts.get(replaced)!.cart.Items[0]?.CompositionID).toBe(PRODUCT.pakketFuif);
  });

  it('asks nothing over an empty cart, and waits in the dialog while the choice is incomplete', async () => {
    const { services, ordersInput } = await signedIn();
    const old = await cartInSession(services);
    await services.api.PUT('/v3/rental/cart/{id}/items', { params: { path: { id: old } }, body: [] });
    services.cart.send({ type: 'REFRESH_REQUESTED' });
    await waitFor(services.cart, (s) => s.context.cart?.Items.length === 0);
    const orders = await ordersOn(services, ordersInput);
    orders.send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: 'RO-2026-0015' });
    expect(orders.getSnapshot().matches('choosingDuplicate')).toBe(true);

    services.session.send({ type: 'PENDING_CHANGED', patch: { period: null } });
    await waitFor(services.selection, (s) => selectAcceptsChanges(s) && selectPeriod(s) === null);
    orders.send({ type: 'DUPLICATE_CONFIRMED' });
    await waitFor(orders, (s) => !s.hasTag('busy'));
    expect(orders.getSnapshot().matches('choosingDuplicate')).toBe(true);
    expect(selectMissing(services.selection.getSnapshot()).period).toBe(true);
  });

  it('does not offer it, nor take the request, when the duplicate mode is DISABLED', async () => {
    const { services, ordersInput } = await signedIn();
    const orders = await ordersOn(services, { ...ordersInput, duplicateMode: 'DISABLED' });
    const order = orders.getSnapshot().context.orders[0]!;
    expect(selectOffers(orders.getSnapshot())(order).requestAgain).toBe(false);
    orders.send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: order.ReservationOrderID });
    expect(orders.getSnapshot().matches('ready')).toBe(true);
  });

  it('sets the new cart’s lines to the order’s: a repeated step leaves the same cart', async () => {
    const { demo, services } = await signedIn();
    const { duplicateOrder } = createOrdersActors(services.api);
    const id = packageOrderOf(demo);
    const selection = { warehouseId: WAREHOUSE.brugge, deliveryId: DELIVERY.pickUpAndReturn, period: weekend };
    const cartId = await toPromise(createActor(duplicateOrder, { input: { reservationOrderId: id, selection } }).start());
    const lines = () => demo.db.carts.get(cartId)!.cart.Items.map((line) => [line.ItemID ?? line.CompositionID, line.Amount]);
    const first = lines();
    const order = await unwrap(services.api.GET('/v2/shop/reservationOrders/{id}/items', { params: { path: { id } } }));
    await unwrap(services.api.PUT('/v3/rental/cart/{id}/items', { params: { path: { id: cartId } }, body: linesToRequestAgain(order.Collection) }));
    expect(lines()).toEqual(first);
  });
});

/** The last day before `end` on which RO-2026-0019 can be returned (the demo's days move with today). */
async function lastReturnDayBefore({ api }: Awaited<ReturnType<typeof signedIn>>['services'], end: string): Promise<string> {
  for (let day = plusDays(end, -1); ; day = plusDays(day, -1)) {
    const slots = await unwrap(api.GET('/v2/shop/capacity/_end-business-moments', { params: { query: { dateToCheck: day, reservationOrderID: 'RO-2026-0019' } } }));
    if (slotsApply(slots, false)) return day;
  }
}

describe('changing an order as the shop wires it', () => {
  it('checks each amount at once: a refused one comes back with the first message; a valid one is saved with the others', async () => {
    const { demo, services, navigate } = await signedIn();
    const edit = createActor(orderEditLogic(services), { input: orderEditInputOf(services, 'RO-2026-0019') }).start();
    await waitFor(edit, (s) => s.matches('editing'));
    const [tables, chairs] = edit.getSnapshot().context.loaded!.lines;

    edit.send({ type: 'AMOUNT_CHANGED', lineId: chairs!.ReservationOrderItemID, amount: 5000 });
    await waitFor(edit, (s) => s.matches('editing'));
    expect(edit.getSnapshot().context.draft!.amounts[chairs!.ReservationOrderItemID]).toBe(chairs!.Amount);
    expect(edit.getSnapshot().context.failure).toMatchObject({ kind: 'change-refused', error: { serverMessage: expect.stringContaining('Plooistoel') } });

    edit.send({ type: 'AMOUNT_CHANGED', lineId: tables!.ReservationOrderItemID, amount: tables!.Amount - 1 });
    await waitFor(edit, (s) => s.matches('editing'));
    expect(edit.getSnapshot().context.failure).toBeNull();
    edit.send({ type: 'SAVE_REQUESTED' });
    await waitFor(edit, (s) => s.status === 'done');
    const saved = demo.db.orders.find((row) => row.order.ReservationOrderID === 'RO-2026-0019')!;
    expect(saved.items.find((line) => line.ReservationOrderItemID === tables!.ReservationOrderItemID)?.Amount).toBe(tables!.Amount - 1);
    expect(saved.items.find((line) => line.ReservationOrderItemID === chairs!.ReservationOrderItemID)?.Amount).toBe(chairs!.Amount);
    expect(toastTexts(services).at(-1)).toBe('Bestelling RO-2026-0019 is gewijzigd');
    expect(navigate).toHaveBeenLastCalledWith('/account/orders/detail/RO-2026-0019');
  });

  it('moves the period: the moved day loses its slot, the slots are fetched again, the save waits for one and keeps the order’s own', async () => {
    const { demo, services } = await signedIn();
    const edit = createActor(orderEditLogic(services), { input: orderEditInputOf(services, 'RO-2026-0019') }).start();
    await waitFor(edit, (s) => s.matches('editing'));
    const { draft: before, slots } = edit.getSnapshot().context;
    expect(slots!.dropOff).toBe(true);
    const earlierEnd = await lastReturnDayBefore(services, before!.end);

    edit.send({ type: 'PERIOD_CHANGED', start: before!.start, end: earlierEnd });
    await waitFor(edit, (s) => s.matches('editing'));
    expect(edit.getSnapshot().context.draft).toMatchObject({ start: before!.start, end: earlierEnd, pickUpSlot: before!.pickUpSlot, returnSlot: null });
    edit.send({ type: 'SAVE_REQUESTED' });
    expect(edit.getSnapshot().context.failure).toEqual({ kind: 'slots-required' });

    const returnSlot = edit.getSnapshot().context.slots!.return.find((slot) => slot.MomentCanBeUsed && slot.BusinessHourID !== null)!;
    edit.send({ type: 'RETURN_SLOT_CHOSEN', slotId: returnSlot.BusinessHourID! });
    expect(edit.getSnapshot().matches('validating')).toBe(true);
    await waitFor(edit, (s) => s.matches('editing'));
    expect(edit.getSnapshot().context.failure).toBeNull();
    edit.send({ type: 'SAVE_REQUESTED' });
    await waitFor(edit, (s) => s.status === 'done');
    const saved = demo.db.orders.find((row) => row.order.ReservationOrderID === 'RO-2026-0019')!.order;
    expect(saved.DateTimeExpectedEnd.slice(0, 10)).toBe(earlierEnd);
    expect(saved.BusinessHourEnd?.Key).toBe(returnSlot.BusinessHourID);
    expect(saved.BusinessHourStart?.Key).toBe(before!.pickUpSlot);
  });

  it('brings the previous period back when the slots of the new days cannot be read, and refuses days outside the order', async () => {
    const { demo, services } = await signedIn();
    const edit = createActor(orderEditLogic(services), { input: orderEditInputOf(services, 'RO-2026-0019') }).start();
    await waitFor(edit, (s) => s.matches('editing'));
    const before = edit.getSnapshot().context.draft!;

    edit.send({ type: 'PERIOD_CHANGED', start: before.start, end: plusDays(before.end, 1) });
    expect(edit.getSnapshot().matches('editing')).toBe(true);

    // More failures than the read retries: the slots stay unreadable.
    await failNextCalls(demo, 'GET /v2/shop/capacity/_end-business-moments', { times: 10, status: 503 });
    edit.send({ type: 'PERIOD_CHANGED', start: plusDays(before.start, 1), end: before.end });
    await waitFor(edit, (s) => s.matches('editing'));
    expect(edit.getSnapshot().context.draft).toEqual(before);
    expect(edit.getSnapshot().context.failure?.kind).toBe('slots-failed');
  });

  it('says an order that cannot be changed any more cannot be changed', async () => {
    const { services } = await signedIn();
    const edit = createActor(orderEditLogic(services), { input: orderEditInputOf(services, 'RO-2026-0010') }).start();
    await waitFor(edit, (s) => s.matches('notEditable'));
  });
});
