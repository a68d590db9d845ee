import type { SnapshotFrom } from 'xstate';
import { changedAmounts, type orderEditMachine } from './machine.ts';

type OrderEditSnapshot = SnapshotFrom<typeof orderEditMachine>;

export const selectStep = (s: OrderEditSnapshot): 'loading' | 'failed' | 'notEditable' | 'form' =>
  s.hasTag('loading') || s.matches('deciding') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('notEditable') ? 'notEditable' : 'form';
export const selectLoaded = (s: OrderEditSnapshot) => s.context.loaded;
export const selectAmounts = (s: OrderEditSnapshot) => s.context.amounts;
export const selectFailure = (s: OrderEditSnapshot) => s.context.failure;
/** Spec 002 §5: saving waits for the check of the last change. */
export const selectIsValidating = (s: OrderEditSnapshot) => s.matches('validating');
export const selectIsSaving = (s: OrderEditSnapshot) => s.matches('saving') || s.matches('saved');
export const selectHasChanges = (s: OrderEditSnapshot) => Object.keys(changedAmounts(s.context)).length > 0;
