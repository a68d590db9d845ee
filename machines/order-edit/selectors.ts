import type { SnapshotFrom } from 'xstate';
import { maxAmountOf, type ReservationOrderItem } from '../../src/domain/orders.ts';
import { slotListOf, type SlotList } from '../../src/domain/time-slots.ts';
import type { DayUnavailable } from '../selection/rules.ts';
import { draftChanged, type orderEditMachine } from './machine.ts';
import { draftSlotsMissing, endDayProblem, periodBoundsOf, startDayProblem, type PeriodBounds } from './rules.ts';

type OrderEditSnapshot = SnapshotFrom<typeof orderEditMachine>;

export const selectStep = (s: OrderEditSnapshot): 'loading' | 'failed' | 'notEditable' | 'form' =>
  s.hasTag('loading') || s.matches('deciding') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('notEditable') ? 'notEditable' : 'form';
export const selectDraft = (s: OrderEditSnapshot) => s.context.draft;
export const selectFailure = (s: OrderEditSnapshot) => s.context.failure;
/** Spec 002 §5: nothing is changed or saved while a change is checked or new slots are fetched. */
export const selectIsBusy = (s: OrderEditSnapshot) => s.hasTag('busy');
export const selectIsRescheduling = (s: OrderEditSnapshot) => s.matches('rescheduling');
export const selectIsSaving = (s: OrderEditSnapshot) => s.matches('saving') || s.matches('saved');
const selectSlotsMissing = (s: OrderEditSnapshot) => s.context.draft !== null && draftSlotsMissing(s.context.draft, s.context.slots);
const selectHasChanges = (s: OrderEditSnapshot) => draftChanged(s.context);
/** The form asks for the slots of the moved days, unless a refused save already says so. */
export const selectAsksForSlots = (s: OrderEditSnapshot) => selectSlotsMissing(s) && s.context.failure?.kind !== 'slots-required';
/** Saving needs a change, and waits while a change is checked (it stays pressed while it saves). */
export const selectMaySave = (s: OrderEditSnapshot) => selectHasChanges(s) && (!selectIsBusy(s) || selectIsSaving(s));

/** The days the period may move to (the calendar's limits and notes). */
export const selectPeriodBounds = (s: OrderEditSnapshot): PeriodBounds | null => (s.context.loaded ? periodBoundsOf(s.context.loaded.order, new Date(s.context.now)) : null);

/** The calendar's first and last day: from the order's own start, which may stay even when it lies before the earliest day a period may move to. */
export const selectCalendarRange = (s: OrderEditSnapshot): { min: string; max: string } | null => {
  const bounds = selectPeriodBounds(s);
  return bounds && { min: bounds.start, max: bounds.latest };
};

/** Why a day cannot be the period's first or last, by the rules the machine's guard applies (null: it can). */
export const selectDayProblems = (s: OrderEditSnapshot) => {
  const bounds = selectPeriodBounds(s);
  return {
    start: (day: string): DayUnavailable | null => (bounds ? startDayProblem(bounds, day) : null),
    end: (day: string, start: string): DayUnavailable | null => (bounds ? endDayProblem(bounds, day, start) : null),
  };
};

/** A line as the form offers it: the amount the draft holds and the most it may ask (spec 002 §5; null: no limit). */
interface EditLine {
  line: ReservationOrderItem;
  amount: number;
  max: number | null;
}

export const selectLines = (s: OrderEditSnapshot): EditLine[] =>
  (s.context.loaded?.lines ?? []).map((line) => ({ line, amount: s.context.draft?.amounts[line.ReservationOrderItemID] ?? line.Amount, max: maxAmountOf(line) }));

/** The pick-up and return slots as the page offers them: all choosable ones, the chosen one marked. */
export function selectSlotLists(s: OrderEditSnapshot): { pickUp: SlotList; return: SlotList } | null {
  const { slots, draft } = s.context;
  if (!slots || !draft) return null;
  return {
    pickUp: slotListOf(slots.pickUp, { salesMode: false, dropOff: false, showAll: true, chosenId: draft.pickUpSlot }),
    return: slotListOf(slots.return, { salesMode: false, dropOff: slots.dropOff, showAll: true, chosenId: draft.returnSlot }),
  };
}
