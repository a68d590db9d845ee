import type { SnapshotFrom } from 'xstate';
import { lostPasswordProblems } from '../../src/domain/account-recovery.ts';
import type { FieldProblems } from '../../src/domain/validation.ts';
import type { lostPasswordMachine } from './machine.ts';

type LostPasswordSnapshot = SnapshotFrom<typeof lostPasswordMachine>;

export const selectValues = (s: LostPasswordSnapshot) => s.context.values;
/** Still sending, or on the way to the configured route. */
export const selectIsSubmitting = (s: LostPasswordSnapshot) => s.hasTag('submitting') || s.matches('redirected');
export const selectMailSent = (s: LostPasswordSnapshot) => s.matches('mailSent');

const NO_PROBLEMS: FieldProblems = {};

/** The refused field, once an invalid submit asked for it; it follows every change from then on. */
export const selectFieldProblems = (s: LostPasswordSnapshot): FieldProblems => (s.context.checked ? lostPasswordProblems(s.context.values) : NO_PROBLEMS);
