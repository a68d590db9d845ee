import type { ReservationOrder, ReservationOrderItem } from '../../src/domain/orders.ts';
import { slotsMissing, type TimeSlot } from '../../src/domain/time-slots.ts';
import { isoDay, plusDays } from '../../src/domain/days.ts';
import type { DayUnavailable } from '../selection/rules.ts';

/**
 * The rules of changing an order (spec 002 §5), pure: the machine's guards and the edit page's
 * calendar read the same ones, so a day the calendar offers is a day the machine takes.
 */

/** The lines' amounts by ReservationOrderItemID. */
type Amounts = Record<string, number>;

/** The order as the form holds it: days yyyy-MM-dd, the chosen slots' BusinessHourIDs, the amounts. */
export interface OrderDraft {
  start: string;
  end: string;
  pickUpSlot: string | null;
  returnSlot: string | null;
  amounts: Amounts;
}

/** The pick-up slots of the draft's first day and the return slots of its last, and whether "voor 7:30" may be chosen. */
export interface OrderSlots {
  pickUp: TimeSlot[];
  return: TimeSlot[];
  dropOff: boolean;
}

const dayOf = (localDateTime: string) => localDateTime.slice(0, 10);

export function draftOf(order: ReservationOrder, lines: ReservationOrderItem[]): OrderDraft {
  return {
    start: dayOf(order.DateTimeExpectedStart),
    end: dayOf(order.DateTimeExpectedEnd),
    pickUpSlot: order.BusinessHourStart?.Key ?? null,
    returnSlot: order.BusinessHourEnd?.Key ?? null,
    amounts: Object.fromEntries(lines.map((line) => [line.ReservationOrderItemID, line.Amount])),
  };
}

/** Spec 002 §5: the period may move from the order's start or tomorrow (the later) up to the order's end. */
export interface PeriodBounds {
  /** The order's own days, which may always stay. */
  start: string;
  end: string;
  earliest: string;
  latest: string;
}

export function periodBoundsOf(order: ReservationOrder, now: Date): PeriodBounds {
  const start = dayOf(order.DateTimeExpectedStart);
  const tomorrow = plusDays(isoDay(now), 1);
  return { start, end: dayOf(order.DateTimeExpectedEnd), earliest: start > tomorrow ? start : tomorrow, latest: dayOf(order.DateTimeExpectedEnd) };
}

export function startDayProblem(bounds: PeriodBounds, day: string): DayUnavailable | null {
  if (day === bounds.start) return null;
  if (day < bounds.earliest) return { kind: 'before-earliest', earliest: bounds.earliest };
  if (day > bounds.latest) return { kind: 'after-latest', latest: bounds.latest };
  return null;
}

export function endDayProblem(bounds: PeriodBounds, day: string, start: string): DayUnavailable | null {
  if (day < start) return { kind: 'before-start' };
  if (day > bounds.latest) return { kind: 'after-latest', latest: bounds.latest };
  if (day < bounds.earliest && day !== bounds.end) return { kind: 'before-earliest', earliest: bounds.earliest };
  return null;
}

export const periodAllowed = (bounds: PeriodBounds, start: string, end: string): boolean =>
  startDayProblem(bounds, start) === null && endDayProblem(bounds, end, start) === null;

/** Spec 002 §5: where slots apply, both the pick-up and the return moment must be chosen. */
export const draftSlotsMissing = (draft: OrderDraft, slots: OrderSlots | null): boolean =>
  slots !== null && slotsMissing(slots, { pickUp: draft.pickUpSlot, return: draft.returnSlot }, false);

export type OrderUpdate = {
  DateTimeExpectedStart?: string;
  DateTimeExpectedEnd?: string;
  BusinessHourStart?: string | null;
  BusinessHourEnd?: string | null;
  UpdateItems?: { ReservationOrderItemID: string; Amount: number }[];
};

/** Spec 002 §5: a date change clears the slot of each day that moved (the slots are offered per day). */
export const movePeriod = (draft: OrderDraft, start: string, end: string): OrderDraft => ({
  ...draft,
  start,
  end,
  pickUpSlot: start === draft.start ? draft.pickUpSlot : null,
  returnSlot: end === draft.end ? draft.returnSlot : null,
});

/**
 * What `_validate-update` and `_update` get: only what differs from the order (a field left out
 * keeps its value). A moved day sends its slot too, so the server does not keep the one the
 * customer cleared with the date.
 */
export function updateOf(original: OrderDraft, draft: OrderDraft): OrderUpdate {
  const update: OrderUpdate = {};
  if (draft.start !== original.start) update.DateTimeExpectedStart = draft.start;
  if (draft.end !== original.end) update.DateTimeExpectedEnd = draft.end;
  if (draft.start !== original.start || draft.pickUpSlot !== original.pickUpSlot) update.BusinessHourStart = draft.pickUpSlot;
  if (draft.end !== original.end || draft.returnSlot !== original.returnSlot) update.BusinessHourEnd = draft.returnSlot;
  const items = Object.entries(draft.amounts)
    .filter(([id, amount]) => original.amounts[id] !== amount)
    .map(([ReservationOrderItemID, Amount]) => ({ ReservationOrderItemID, Amount }));
  if (items.length > 0) update.UpdateItems = items;
  return update;
}

export const hasChanges = (original: OrderDraft, draft: OrderDraft): boolean => Object.keys(updateOf(original, draft)).length > 0;
