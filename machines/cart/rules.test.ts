import { describe, expect, it } from 'vitest';
import { cartFlowSample } from './flow.ts';
import type { TimeSlot } from '../../src/domain/time-slots.ts';
import { hasBlockingLines, lineMaximum, lineStanding, openActionsRefusal, pendingActions, returnSlotForDelivery, weekendSaving, type CartAction, type CartLine } from './rules.ts';

const slot = (id: string | null, label: string, usable = true): TimeSlot => ({ BusinessHourID: id, BusinessHour: label, BusinessHourRanking: 0, MomentCanBeUsed: usable });
const returns = [slot('R0', 'voor 7:30'), slot('R1', '09:00 - 10:00', false), slot('R2', '10:00 - 11:00'), slot('R3', '16:00 - 17:00')];
const line = (patch: Partial<CartLine>): CartLine => ({ ...cartFlowSample.Items[0]!, ...patch });
const weekendPrice = { Period: 'Weekend', PeriodUnit: 'Dag' as const, PeriodAmount: 4, PriceNett: 10, PriceNettIncVAT: 12.1, PriceGross: 12.1, DefaultShopPeriod: false };
/** Two of an item with a weekend price. */
const weekendItems = () => [line({ Amount: 2, Item: { ...line({}).Item!, PeriodPrices: [weekendPrice] } })];

describe('the cart rules', () => {
  it('move the return slot with the delivery (spec 001 §4)', () => {
    expect(returnSlotForDelivery(returns, { wasDropOff: false, isDropOff: true }, 'R3')).toBe('R0');
    expect(returnSlotForDelivery(returns, { wasDropOff: true, isDropOff: true }, 'R0')).toBeUndefined();
    expect(returnSlotForDelivery(returns, { wasDropOff: true, isDropOff: false }, 'R0')).toBe('R2');
    expect(returnSlotForDelivery(returns, { wasDropOff: true, isDropOff: false }, null)).toBe('R2');
    expect(returnSlotForDelivery(returns, { wasDropOff: false, isDropOff: false }, null)).toBeUndefined();
    expect(returnSlotForDelivery(returns, { wasDropOff: false, isDropOff: false }, 'R3')).toBeUndefined();
  });

  it('cap a line at its amount plus what the customer may add, and at the cart maximum', () => {
    expect(lineMaximum(line({ Amount: 2, MaxPerCustomerLeftover: 3 }))).toBe(4);
    expect(lineMaximum(line({ Amount: 2, MaxPerCustomerLeftover: 1 }))).toBe(3);
    expect(lineMaximum(line({ Amount: 2, MaxPerCustomerLeftover: null, Item: { ...line({}).Item!, MaxPerCart: null } }))).toBeNull();
  });

  it('count a reference action done once a pending reference is stored', () => {
    const cart = { ...cartFlowSample, Actions: [{ ActionName: 'ReferenceRequired' as const, Completed: false, Required: true, Details: null }] };
    expect(pendingActions(cart, null)).toHaveLength(1);
    expect(pendingActions(cart, '  ')).toHaveLength(1);
    expect(pendingActions(cart, 'BB-117')).toHaveLength(0);
  });

  it('accept a line short of stock only with SaveCartsWithStockConflict on; other reasons always block (spec 001 §9)', () => {
    const short = line({ InvalidCartItemReason: 'Onvoldoende voorraad voor deze periode: nog 3 beschikbaar', InvalidCartItemReasonCode: 'InsufficientStock' });
    const tooLong = line({ InvalidCartItemReason: 'De huurperiode is te lang: maximaal 4 dagen', InvalidCartItemReasonCode: 'MaxReservationDaysExceeded' });
    const uncoded = line({ InvalidCartItemReason: 'Niet beschikbaar', InvalidCartItemReasonCode: null });
    expect([lineStanding(short, false), lineStanding(short, true)]).toEqual(['blocking', 'short-accepted']);
    expect([lineStanding(tooLong, true), lineStanding(uncoded, true), lineStanding(line({}), false)]).toEqual(['blocking', 'blocking', 'ok']);
    expect([hasBlockingLines({ ...cartFlowSample, Items: [short] }, false), hasBlockingLines({ ...cartFlowSample, Items: [short] }, true)]).toEqual([true, false]);
    expect(hasBlockingLines({ ...cartFlowSample, Items: [short, tooLong] }, true)).toBe(true);
  });

  it('name an open extra order info before the other open actions (additionalInfoRequired)', () => {
    const action = (ActionName: CartAction['ActionName'], Completed = false): CartAction => ({ ActionName, Completed, Required: true, Details: null });
    const withActions = (...Actions: CartAction[]) => ({ ...cartFlowSample, Actions });
    expect(openActionsRefusal(withActions(action('Certificates'), action('ExtraOrderInfo')), null)).toBe('additional-info-required');
    expect(openActionsRefusal(withActions(action('Certificates'), action('ExtraOrderInfo', true)), null)).toBe('actions-open');
    expect(openActionsRefusal(withActions(action('ExtraOrderInfo', true)), null)).toBeNull();
  });

  it('price the weekend saving of a Monday pick-up and a Friday return, doubled when both', () => {
    const mondayToFriday = { ...cartFlowSample, Items: weekendItems(), DateTimeExpectedStart: '2026-12-14T00:00:00', DateTimeExpectedEnd: '2026-12-18T00:00:00' };
    expect(weekendSaving(mondayToFriday, true, false)).toEqual({ mondayPickUp: true, fridayReturn: true, saving: 48.4 });
    expect(weekendSaving(mondayToFriday, false, false).saving).toBe(40);
    const fridayToMonday = { ...mondayToFriday, DateTimeExpectedStart: '2026-12-11T00:00:00', DateTimeExpectedEnd: '2026-12-14T00:00:00' };
    expect(weekendSaving(fridayToMonday, true, false).saving).toBe(0);
  });

  it('know no weekend saving in sales mode: a Monday sale costs what a Friday one does', () => {
    const monday = { ...cartFlowSample, Items: weekendItems(), DateTimeExpectedStart: '2026-12-14T00:00:00', DateTimeExpectedEnd: '2026-12-14T00:00:00' };
    expect(weekendSaving(monday, true, false)).toEqual({ mondayPickUp: true, fridayReturn: false, saving: 24.2 });
    expect(weekendSaving(monday, true, true)).toEqual({ mondayPickUp: false, fridayReturn: false, saving: 0 });
  });
});
