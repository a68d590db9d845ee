import { describe, expect, it } from 'vitest';
import { choosableSlots, shownSlots, slotListOf, slotsApply, slotsMissing, type TimeSlot } from './time-slots.ts';

const slot = (id: string | null, label: string, usable = true): TimeSlot => ({ BusinessHourID: id, BusinessHour: label, BusinessHourRanking: 0, MomentCanBeUsed: usable });
const returns = [slot('R0', 'voor 7:30'), slot('R1', '09:00 - 10:00', false), slot('R2', '10:00 - 11:00'), slot('R3', '16:00 - 17:00')];
const dayWithoutSlots = [slot(null, '')];

describe('the time slots', () => {
  it('apply only in rental mode, when fetched, not for the placeholder of a day without slots, and when one can be used', () => {
    expect(slotsApply(returns, false)).toBe(true);
    expect(slotsApply(returns, true)).toBe(false);
    expect(slotsApply(null, false)).toBe(false);
    expect(slotsApply(dayWithoutSlots, false)).toBe(false);
    expect(slotsApply([slot('R1', '09:00 - 10:00', false)], false)).toBe(false);
  });

  it('offer usable slots, "voor 7:30" only for drop-off, three unless all are asked, the chosen one always', () => {
    expect(choosableSlots(returns, false).map((s) => s.BusinessHourID)).toEqual(['R2', 'R3']);
    expect(choosableSlots(returns, true).map((s) => s.BusinessHourID)).toEqual(['R0', 'R2', 'R3']);
    const many = ['A', 'B', 'C', 'D', 'E'].map((id) => slot(id, id));
    expect(shownSlots(many, false, null)).toEqual({ shown: many.slice(0, 3), hidden: 2 });
    expect(shownSlots(many, false, 'E').shown.map((s) => s.BusinessHourID)).toEqual(['A', 'B', 'C', 'E']);
    expect(shownSlots(many, true, null).hidden).toBe(0);
    expect(slotListOf(returns, { salesMode: false, dropOff: false, showAll: true, chosenId: 'R3' })).toEqual({
      applies: true,
      shown: [returns[2], returns[3]],
      hidden: 0,
      chosenId: 'R3',
    });
  });

  it('are missing while a list that applies has none chosen', () => {
    const lists = { pickUp: returns, return: dayWithoutSlots };
    expect(slotsMissing(lists, { pickUp: null, return: null }, false)).toBe(true);
    expect(slotsMissing(lists, { pickUp: 'R2', return: null }, false)).toBe(false);
    expect(slotsMissing(lists, { pickUp: null, return: null }, true)).toBe(false);
  });
});
