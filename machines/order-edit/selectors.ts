import type { SnapshotFrom } from 'xstate';
import { slotListOf, type SlotList } from '../../src/domain/time-slots.ts';
import { draftChanged, type orderEditMachine } from './machine.ts';
import { draftSlotsMissing, periodBoundsOf, type PeriodBounds } from './rules.ts';

type OrderEditSnapshot = SnapshotFrom<typeof orderEditMachine>;

export const selectStep = (s: OrderEditSnapshot): 'loading' | 'failed' | 'notEditable' | 'form' =>
  s.hasTag('loading') || s.matches('deciding') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('notEditable') ? 'notEditable' : 'form';
export const selectLoaded = (s: OrderEditSnapshot) => s.context.loaded;
export const selectDraft = (s: OrderEditSnapshot) => s.context.draft;
export const selectFailure = (s: OrderEditSnapshot) => s.context.failure;
/** Spec 002 §5: nothing is changed or saved while a change is checked or new slots are fetched. */
export const selectIsBusy = (s: OrderEditSnapshot) => s.hasTag('busy');
export const selectIsRescheduling = (s: OrderEditSnapshot) => s.matches('rescheduling');
export const selectIsSaving = (s: OrderEditSnapshot) => s.matches('saving') || s.matches('saved');
export const selectSlotsMissing = (s: OrderEditSnapshot) => s.context.draft !== null && draftSlotsMissing(s.context.draft, s.context.slots);
export const selectHasChanges = (s: OrderEditSnapshot) => draftChanged(s.context);

/** The days the period may move to (the calendar's limits and notes). */
export const selectPeriodBounds = (s: OrderEditSnapshot): PeriodBounds | null => (s.context.loaded ? periodBoundsOf(s.context.loaded.order, new Date(s.context.now)) : null);

/** The pick-up and return slots as the page offers them: all choosable ones, the chosen one marked. */
export function selectSlotLists(s: OrderEditSnapshot): { pickUp: SlotList; return: SlotList } | null {
  const { slots, draft } = s.context;
  if (!slots || !draft) return null;
  return {
    pickUp: slotListOf(slots.pickUp, { salesMode: false, dropOff: false, showAll: true, chosenId: draft.pickUpSlot }),
    return: slotListOf(slots.return, { salesMode: false, dropOff: slots.dropOff, showAll: true, chosenId: draft.returnSlot }),
  };
}
