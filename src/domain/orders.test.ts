import { describe, expect, it } from 'vitest';
import { filterStatusOf, isActionComplete, openActionsOf, ordersWithStatus, orderStatusOf, orderTypeOf, type OrderAction, type ReservationOrder } from './orders.ts';
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

  it('names the order type from its labels', () => {
    const types = [{ LabelID: 'LBL-1', Subject: 'Rental.Reservation' as const, Description: 'Evenement' }];
    expect(orderTypeOf(order({ Labels: ['X', 'LBL-1'] }), types)).toBe('Evenement');
    expect(orderTypeOf(order({ Labels: [] }), types)).toBeNull();
  });
});
