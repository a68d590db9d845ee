import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { sampleOrder } from '../../src/domain/orders.samples.ts';
import type { OrderAction } from '../../src/domain/orders.ts';
import type { ShopSelection } from '../configurator/machine.ts';
import { ordersMachine, type OrdersEvent, type OrdersInput, type OrdersPage, type SessionCart } from './machine.ts';
import { selectActionSteps, selectCertificateAction, selectDuplicating, selectOffers, selectReplacing, selectRows } from './selectors.ts';

const ORDER = sampleOrder({ ReservationOrderID: 'RO-1' });
const WEEKEND: ShopSelection = { warehouseId: 'WH-1', deliveryId: 'DEL-1', period: { from: '2027-01-08', to: '2027-01-10' } };
const INPUT: OrdersInput = {
  customerId: 'CUST-1',
  rules: { cancellationDays: 0, editingDays: 0, editingOrder: 'reservation-order' },
  now: '2026-11-21T09:00:00',
  duplicateMode: 'FULL',
};

/** The orders page over fakes: the session's cart as `cart` says, the selection's answer as `choice` says. */
async function start({
  cart = null,
  choice = WEEKEND,
  duplicateFails = false,
  input = INPUT,
  page = { orders: [ORDER], orderTypes: [] },
}: { cart?: SessionCart | null; choice?: ShopSelection | null; duplicateFails?: boolean; input?: OrdersInput; page?: OrdersPage } = {}) {
  const effects = { setCartAside: vi.fn(), takeCartBack: vi.fn(), openCart: vi.fn(), announceFailure: vi.fn() };
  const duplicated = vi.fn();
  const actor = createActor(
    ordersMachine.provide({
      actors: {
        loadOrders: fromPromise<OrdersPage, { customerId: string }>(async () => page),
        followShop: fromCallback<OrdersEvent>(({ sendBack }) => sendBack({ type: 'CART_FOLLOWED', cart })),
        confirmChoice: fromPromise(async () => choice),
        duplicateOrder: fromPromise<string, { reservationOrderId: string; selection: ShopSelection }>(async ({ input }) => {
          duplicated(input);
          if (duplicateFails) throw { kind: 'network', status: 0, serverMessage: null };
          return 'CART-NEW';
        }),
      },
      actions: {
        setCartAside: () => effects.setCartAside(),
        takeCartBack: (_, params) => effects.takeCartBack(params),
        openCart: (_, params) => effects.openCart(params),
        announceFailure: (_, params) => effects.announceFailure(params),
      },
    }),
    { input },
  ).start();
  await waitFor(actor, (s) => s.matches('ready'));
  return { actor, effects, duplicated };
}

const settled = (actor: Awaited<ReturnType<typeof start>>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('requesting an order again (spec 002 §4)', () => {
  it('goes straight to the choice when the session has no cart, or one known to be empty', async () => {
    for (const cart of [null, { cartId: 'CART-OLD', lineCount: 0 }]) {
      const { actor } = await start({ cart });
      actor.send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: 'RO-1' });
      expect(actor.getSnapshot().matches('choosingDuplicate')).toBe(true);
      expect(selectDuplicating(actor.getSnapshot())?.ReservationOrderID).toBe('RO-1');
    }
  });

  it('asks first over a cart that holds lines, or one not read yet; cancelling changes nothing', async () => {
    for (const lineCount of [3, null]) {
      const { actor, effects } = await start({ cart: { cartId: 'CART-OLD', lineCount } });
      actor.send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: 'RO-1' });
      expect(selectReplacing(actor.getSnapshot())?.ReservationOrderID).toBe('RO-1');
      expect(selectDuplicating(actor.getSnapshot())).toBeNull();
      actor.send({ type: 'CANCELLED' });
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(Object.values(effects).every((effect) => effect.mock.calls.length === 0)).toBe(true);
    }
  });

  it('sets the cart aside once the customer agrees, and gives it back when they cancel the choice', async () => {
    const { actor, effects } = await start({ cart: { cartId: 'CART-OLD', lineCount: 3 } });
    actor.send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: 'RO-1' });
    actor.send({ type: 'CONFIRMED' });
    expect(actor.getSnapshot().matches('choosingDuplicate')).toBe(true);
    expect(effects.setCartAside).toHaveBeenCalledOnce();
    actor.send({ type: 'CANCELLED' });
    expect(effects.takeCartBack).toHaveBeenCalledWith({ cartId: 'CART-OLD' });
    expect(actor.getSnapshot().context).toMatchObject({ duplicating: null, setAside: null, choice: null });
  });

  it('makes the cart with the confirmed choice and opens it; the cart set aside stays replaced', async () => {
    const { actor, effects, duplicated } = await start({ cart: { cartId: 'CART-OLD', lineCount: 3 } });
    actor.send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: 'RO-1' });
    actor.send({ type: 'CONFIRMED' });
    actor.send({ type: 'DUPLICATE_CONFIRMED' });
    await settled(actor);
    expect(duplicated).toHaveBeenCalledWith({ reservationOrderId: 'RO-1', selection: WEEKEND });
    expect(effects.openCart).toHaveBeenCalledWith({ cartId: 'CART-NEW', reservationOrderId: 'RO-1' });
    expect(effects.takeCartBack).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('stays in the dialog while the choice is incomplete', async () => {
    const { actor, duplicated } = await start({ choice: null });
    actor.send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: 'RO-1' });
    actor.send({ type: 'DUPLICATE_CONFIRMED' });
    await settled(actor);
    expect(actor.getSnapshot().matches('choosingDuplicate')).toBe(true);
    expect(duplicated).not.toHaveBeenCalled();
  });

  it('says a failed cart and lets the customer choose again, or cancel and have their cart back', async () => {
    const { actor, effects } = await start({ cart: { cartId: 'CART-OLD', lineCount: 1 }, duplicateFails: true });
    actor.send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: 'RO-1' });
    actor.send({ type: 'CONFIRMED' });
    actor.send({ type: 'DUPLICATE_CONFIRMED' });
    await settled(actor);
    expect(actor.getSnapshot().matches('choosingDuplicate')).toBe(true);
    expect(effects.announceFailure).toHaveBeenCalledWith({ failure: { kind: 'duplicate-failed', error: { kind: 'network', status: 0, serverMessage: null } } });
    actor.send({ type: 'CANCELLED' });
    expect(effects.takeCartBack).toHaveBeenCalledWith({ cartId: 'CART-OLD' });
  });

  it('is neither offered nor taken under the duplicate mode DISABLED; FULL offers it on every order', async () => {
    const disabled = await start({ input: { ...INPUT, duplicateMode: 'DISABLED' } });
    expect(selectOffers(disabled.actor.getSnapshot())(ORDER).requestAgain).toBe(false);
    disabled.actor.send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: 'RO-1' });
    expect(disabled.actor.getSnapshot().matches('ready')).toBe(true);

    const full = await start();
    expect(selectOffers(full.actor.getSnapshot())({ ...ORDER, ReservationStatus: 'Cancelled', IsCancellable: false, IsEditable: false }).requestAgain).toBe(true);
  });
});

describe('what a row offers (spec 002 §4)', () => {
  it('edits and cancels as the settings the page opened with allow', async () => {
    const pickUp = sampleOrder({ DateTimeBusinessStart: '2026-11-25T09:00:00', OrderID: 'O-1' });
    const allowing = await start();
    expect(selectOffers(allowing.actor.getSnapshot())(pickUp)).toEqual({ edit: true, requestAgain: true, cancel: true });
    const forbidding = await start({ input: { ...INPUT, rules: { cancellationDays: 5, editingDays: 5, editingOrder: 'reservation' } } });
    expect(selectOffers(forbidding.actor.getSnapshot())(pickUp)).toEqual({ edit: false, requestAgain: true, cancel: false });
  });
});

describe('the rows of the orders table (spec 002 §2)', () => {
  const action = (ActionName: OrderAction['ActionName'], Completed = false): OrderAction => ({ ActionName, Completed, Required: true, Details: null });
  const PAGE: OrdersPage = {
    orders: [
      sampleOrder({ ReservationOrderID: 'RO-1', ReservationStatus: 'Draft', Labels: ['LBL-EVENT'], Actions: [action('ReferenceRequired'), action('CreatePayment'), action('Certificates', true)] }),
      sampleOrder({ ReservationOrderID: 'RO-2', ReservationStatus: 'ClosedAndCompleted', IsCancellable: false, IsEditable: false, Reference: 'Fuif', Actions: [action('ReferenceRequired')] }),
    ],
    orderTypes: [{ LabelID: 'LBL-EVENT', Subject: 'Rental.Reservation', Description: 'Evenement' }],
  };

  it('reads each order’s status and type, counts its open actions and says what its menu offers', async () => {
    const { actor } = await start({ page: PAGE });
    expect(selectRows(actor.getSnapshot()).map(({ order, status, type, openActions, offers }) => ({ id: order.ReservationOrderID, status, type, openActions, offers }))).toEqual([
      { id: 'RO-1', status: 'requested', type: 'Evenement', openActions: 2, offers: { edit: true, requestAgain: true, cancel: true } },
      { id: 'RO-2', status: 'returned', type: null, openActions: 0, offers: { edit: false, requestAgain: true, cancel: false } },
    ]);
  });

  it('shows only the rows the status filter lets through: closed-and-completed counts as cancelled', async () => {
    const { actor } = await start({ page: PAGE });
    actor.send({ type: 'STATUS_FILTERED', status: 'cancelled' });
    expect(selectRows(actor.getSnapshot()).map(({ order }) => order.ReservationOrderID)).toEqual(['RO-2']);
    actor.send({ type: 'STATUS_FILTERED', status: null });
    expect(selectRows(actor.getSnapshot())).toHaveLength(2);
  });

  it('lists the actions of the order whose pop-up is open, with what each still offers', async () => {
    const { actor } = await start({ page: PAGE });
    expect(selectActionSteps(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'ACTIONS_OPENED', reservationOrderId: 'RO-1' });
    expect(selectActionSteps(actor.getSnapshot()).map(({ action, state, offer }) => [action.ActionName, state, offer])).toEqual([
      ['ReferenceRequired', 'required', 'give-reference'],
      ['CreatePayment', 'required', 'pay'],
      ['Certificates', 'done', null],
    ]);
    expect(selectCertificateAction(actor.getSnapshot())?.Completed).toBe(true);
    actor.send({ type: 'ACTIONS_CLOSED' });
    actor.send({ type: 'ACTIONS_OPENED', reservationOrderId: 'RO-2' });
    expect(selectActionSteps(actor.getSnapshot()).map(({ state, offer }) => [state, offer])).toEqual([['done', 'change-reference']]);
    expect(selectCertificateAction(actor.getSnapshot())).toBeUndefined();
  });
});

describe('the actions pop-up after a change', () => {
  it('closes at once while the orders are read again, and the list keeps the order as the save returned it', async () => {
    let reads = 0;
    const saved = sampleOrder({ ReservationOrderID: 'RO-1', Reference: 'Jeugdkamp Pasen' });
    const actor = createActor(
      ordersMachine.provide({
        actors: {
          // The first read answers; the one after the save is still on its way.
          loadOrders: fromPromise<OrdersPage, { customerId: string }>(() => (reads++ === 0 ? Promise.resolve({ orders: [ORDER], orderTypes: [] }) : new Promise(() => {}))),
          followShop: fromCallback<OrdersEvent>(() => {}),
          saveReference: fromPromise(async () => saved),
        },
        actions: { announceReferenceSaved: () => {} },
      }),
      { input: INPUT },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'ACTIONS_OPENED', reservationOrderId: 'RO-1' });
    actor.send({ type: 'REFERENCE_DIALOG_OPENED' });
    actor.send({ type: 'REFERENCE_GIVEN', reference: 'Jeugdkamp Pasen' });
    await waitFor(actor, (s) => s.matches('refreshing'));

    actor.send({ type: 'ACTIONS_CLOSED' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectActionSteps(actor.getSnapshot())).toEqual([]);
    expect(selectRows(actor.getSnapshot())[0]?.order.Reference).toBe('Jeugdkamp Pasen');
  });
});
