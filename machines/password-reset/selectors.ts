import type { SnapshotFrom } from 'xstate';
import { newPasswordProblems } from '../../src/domain/new-password.ts';
import type { FieldProblems } from '../../src/domain/validation.ts';
import type { passwordResetMachine } from './machine.ts';

type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

export type PasswordResetStep = 'codeMissing' | 'linkInvalid' | 'form';

export function selectStep(s: PasswordResetSnapshot): PasswordResetStep {
  if (s.matches('codeMissing')) return 'codeMissing';
  if (s.matches('linkInvalid')) return 'linkInvalid';
  return 'form';
}

export const selectValues = (s: PasswordResetSnapshot) => s.context.values;
export const selectFailure = (s: PasswordResetSnapshot) => s.context.failure;
/** Still saving, or on the way to the login page. */
export const selectIsSubmitting = (s: PasswordResetSnapshot) => s.hasTag('submitting') || s.matches('passwordSet');

const NO_PROBLEMS: FieldProblems = {};

/** The refused fields, once an invalid submit asked for them; they follow every change from then on. */
export const selectFieldProblems = (s: PasswordResetSnapshot): FieldProblems => (s.context.checked ? newPasswordProblems(s.context.values) : NO_PROBLEMS);
