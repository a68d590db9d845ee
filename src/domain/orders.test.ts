import { describe, expect, it } from 'vitest';
import { isActionComplete } from './order-actions.ts';
import {
  actionStepOf,
  filterStatusOf,
  linesToRequestAgain,
  mayCancel,
  mayEdit,
  mayRequestAgain,
  offersOf,
  openActionsOf,
  orderChangeRulesOf,
  ordersWithStatus,
  orderStatusOf,
  orderTypeOf,
  takesFiles,
  type OrderAction,
  type ReservationOrder,
  type ReservationOrderItem,
} from './orders.ts';
import { sampleOrder as order } from './orders.samples.ts';

const action = (ActionName: OrderAction['ActionName'], Completed = false): OrderAction => ({ ActionName, Completed, Required: true, Details: null });
describe('orders as the account area shows them (spec 000 §4, spec 002 §4)', () => {
  it('reads every reservation status as one of seven', () => {
    expect(['Draft', 'Open', 'Order', 'Pick', 'Picked', 'Active', 'Closed', 'ClosedAndCompleted', 'Cancelled', 'Expired', 'Rejected'].map((s) => orderStatusOf(s as ReservationOrder['ReservationStatus']))).toEqual([
      'requested',
      'reserved',
      'reserved',
      'reserved',
      'reserved',
      'pickedUp',
      'returned',
      'returned',
      'cancelled',
      'expired',
      'rejected',
    ]);
  });

  it('filters a closed-and-completed order as cancelled', () => {
    expect(filterStatusOf('ClosedAndCompleted')).toBe('cancelled');
    const orders = [order({ ReservationOrderID: 'A', ReservationStatus: 'ClosedAndCompleted' }), order({ ReservationOrderID: 'B', ReservationStatus: 'Closed' })];
    expect(ordersWithStatus(orders, 'cancelled').map((o) => o.ReservationOrderID)).toEqual(['A']);
    expect(ordersWithStatus(orders, 'returned').map((o) => o.ReservationOrderID)).toEqual(['B']);
    expect(ordersWithStatus(orders, null)).toHaveLength(2);
  });

  it('counts an action open until completed; a reference action also completes with a reference', () => {
    const withActions = order({ Actions: [action('ReferenceRequired'), action('Certificates'), action('CreatePayment', true)] });
    expect(openActionsOf(withActions).map((a) => a.ActionName)).toEqual(['ReferenceRequired', 'Certificates']);
    expect(isActionComplete(action('ReferenceRequired'), 'Fuif 2026')).toBe(true);
    expect(isActionComplete(action('Certificates'), 'Fuif 2026')).toBe(false);
  });

  it('lists an action as done, required or optional, and offers what can still be done about it', () => {
    const optional = (name: OrderAction['ActionName']): OrderAction => ({ ...action(name), Required: false });
    const steps = (reference: string) =>
      [action('ReferenceRequired'), action('Certificates'), action('Certificates', true), action('ExtraOrderInfo'), action('ExtraOrderInfo', true), action('CreatePayment'), action('CreatePayment', true), optional('Certificates')].map(
        (given) => {
          const { state, offer } = actionStepOf(given, reference);
          return [given.ActionName, state, offer];
        },
      );
    expect(steps('')).toEqual([
      ['ReferenceRequired', 'required', 'give-reference'],
      ['Certificates', 'required', 'give-certificate'],
      ['Certificates', 'done', null],
      ['ExtraOrderInfo', 'required', 'give-extra-info'],
      ['ExtraOrderInfo', 'done', 'change-extra-info'],
      ['CreatePayment', 'required', 'pay'],
      ['CreatePayment', 'done', null],
      ['Certificates', 'optional', 'give-certificate'],
    ]);
    expect(steps('Fuif 2026')[0]).toEqual(['ReferenceRequired', 'done', 'change-reference']);
  });

  it('takes files until the order is cancelled, expired or rejected', () => {
    const statuses: ReservationOrder['ReservationStatus'][] = ['Draft', 'Open', 'Active', 'Closed', 'ClosedAndCompleted', 'Cancelled', 'Expired', 'Rejected'];
    expect(statuses.filter((status) => !takesFiles({ ReservationStatus: status }))).toEqual(['Cancelled', 'Expired', 'Rejected']);
  });

  it('names the order type from its labels', () => {
    const types = [{ LabelID: 'LBL-1', Subject: 'Rental.Reservation' as const, Description: 'Evenement' }];
    expect(orderTypeOf(order({ Labels: ['X', 'LBL-1'] }), types)).toBe('Evenement');
    expect(orderTypeOf(order({ Labels: [] }), types)).toBeNull();
  });
});

describe('when an order may still change (spec 002 §4)', () => {
  const rules = { cancellationDays: 0, editingDays: 0, editingOrder: 'reservation-order' as const };
  const pickUp = order({ DateTimeBusinessStart: '2026-12-04T09:00:00' });
  const at = (local: string) => new Date(local);

  it('cancels a cancellable order without a limit, never one that is not', () => {
    expect(mayCancel(pickUp, rules, at('2026-12-04T08:00:00'))).toBe(true);
    expect(mayCancel({ ...pickUp, IsCancellable: false }, rules, at('2026-11-01T08:00:00'))).toBe(false);
  });

  it('with n days, until n − 1 days before the pick-up moment', () => {
    expect(mayCancel(pickUp, { ...rules, cancellationDays: 1 }, at('2026-12-04T08:59:00'))).toBe(true);
    expect(mayCancel(pickUp, { ...rules, cancellationDays: 1 }, at('2026-12-04T09:00:00'))).toBe(false);
    expect(mayCancel(pickUp, { ...rules, cancellationDays: 3 }, at('2026-12-02T08:59:00'))).toBe(true);
    expect(mayCancel(pickUp, { ...rules, cancellationDays: 3 }, at('2026-12-02T09:00:00'))).toBe(false);
  });

  it('edits an editable order within the editing days; under "reservation" only while it has no OrderID', () => {
    expect(mayEdit(pickUp, rules, at('2026-12-01T09:00:00'))).toBe(true);
    expect(mayEdit({ ...pickUp, IsEditable: false }, rules, at('2026-12-01T09:00:00'))).toBe(false);
    expect(mayEdit(pickUp, { ...rules, editingDays: 5 }, at('2026-12-01T09:00:00'))).toBe(false);
    expect(mayEdit({ ...pickUp, OrderID: 'O-1' }, { ...rules, editingOrder: 'reservation' }, at('2026-12-01T09:00:00'))).toBe(false);
    expect(mayEdit({ ...pickUp, OrderID: null }, { ...rules, editingOrder: 'reservation' }, at('2026-12-01T09:00:00'))).toBe(true);
  });

  it('with n editing days, until n − 1 days before the pick-up moment, as for cancelling', () => {
    expect(mayEdit(pickUp, { ...rules, editingDays: 4 }, at('2026-12-01T08:59:00'))).toBe(true);
    expect(mayEdit(pickUp, { ...rules, editingDays: 4 }, at('2026-12-01T09:00:00'))).toBe(false);
    expect(mayEdit(pickUp, { ...rules, editingDays: 0 }, at('2026-12-04T08:59:00'))).toBe(true);
  });

  it('under "reservation-order" edits an order that already has an OrderID', () => {
    expect(mayEdit({ ...pickUp, OrderID: 'O-1' }, rules, at('2026-12-01T09:00:00'))).toBe(true);
  });

  it('reads the three settings, without them no limit beyond the order’s own flags (spec 002 §9)', () => {
    expect(orderChangeRulesOf(null)).toEqual({ cancellationDays: 0, editingDays: 0, editingOrder: 'reservation-order' });
    expect(orderChangeRulesOf({ ShopAllowCancellationDays: 2, ShopAllowEditingDays: 7, ShopAllowEditingOrder: 'reservation' })).toEqual({
      cancellationDays: 2,
      editingDays: 7,
      editingOrder: 'reservation',
    });
  });

  it('offers "Opnieuw aanvragen" on any order under FULL, on none under DISABLED', () => {
    expect(mayRequestAgain('FULL')).toBe(true);
    expect(mayRequestAgain('DISABLED')).toBe(false);
    const closed = { ...pickUp, IsCancellable: false, IsEditable: false, ReservationStatus: 'Closed' as const };
    expect(offersOf(closed, rules, 'FULL', at('2026-12-01T09:00:00'))).toEqual({ edit: false, requestAgain: true, cancel: false });
    expect(offersOf(pickUp, rules, 'DISABLED', at('2026-12-01T09:00:00'))).toEqual({ edit: true, requestAgain: false, cancel: true });
  });
});

describe('an order requested again (spec 002 §4 "Duplicate")', () => {
  const line = (id: string, patch: Partial<ReservationOrderItem>): ReservationOrderItem => ({
    ReservationOrderItemID: id,
    ReservationOrderID: 'RO-1',
    ItemID: null,
    CompositionID: null,
    RelatedRentalItemID: null,
    ItemDescription: id,
    Amount: 1,
    TotalIncVAT: 0,
    TotalExcVAT: 0,
    MaxPerCustomer: null,
    Item: null,
    ...patch,
  });

  it('sends an item as an item, a package as a package, its add-ons right after it naming its line', () => {
    const lines = [
      line('RO-1-01', { ItemID: 'PLOOITAFEL', Amount: 4 }),
      line('RO-1-02', { CompositionID: 'PAKKET-FUIF' }),
      line('RO-1-03', { ItemID: 'LED-SPOTSET', Amount: 2 }),
      line('RO-1-04', { ItemID: 'NOODVERLICHTING-SET', RelatedRentalItemID: 'RO-1-02' }),
      line('RO-1-05', { ItemID: 'BRANDBLUSSER-6KG', Amount: 2, RelatedRentalItemID: 'RO-1-02' }),
    ];
    expect(linesToRequestAgain(lines)).toEqual([
      { ItemID: 'PLOOITAFEL', Amount: 4, UnsavedID: 'RO-1-01', RelatedRentalItemID: null },
      { CompositionID: 'PAKKET-FUIF', Amount: 1, UnsavedID: 'RO-1-02', RelatedRentalItemID: null },
      { ItemID: 'NOODVERLICHTING-SET', Amount: 1, UnsavedID: 'RO-1-04', RelatedRentalItemID: 'RO-1-02' },
      { ItemID: 'BRANDBLUSSER-6KG', Amount: 2, UnsavedID: 'RO-1-05', RelatedRentalItemID: 'RO-1-02' },
      { ItemID: 'LED-SPOTSET', Amount: 2, UnsavedID: 'RO-1-03', RelatedRentalItemID: null },
    ]);
  });

  it('keeps an add-on whose parent is not among the lines, as a line of its own', () => {
    expect(linesToRequestAgain([line('RO-1-01', { ItemID: 'ZIJWAND-3M', RelatedRentalItemID: 'RO-1-09' })])).toEqual([
      { ItemID: 'ZIJWAND-3M', Amount: 1, UnsavedID: 'RO-1-01', RelatedRentalItemID: null },
    ]);
  });
});
