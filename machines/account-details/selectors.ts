import type { SnapshotFrom } from 'xstate';
import { hasProfileChanges, lockedProfileFields, type ProfileErrors } from '../../src/domain/profile.ts';
import { changesOf, formCheck, type accountDetailsMachine } from './machine.ts';

type AccountDetailsSnapshot = SnapshotFrom<typeof accountDetailsMachine>;

export type AccountDetailsStep = 'loading' | 'loadFailed' | 'form';

export function selectStep(s: AccountDetailsSnapshot): AccountDetailsStep {
  if (s.hasTag('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  return 'form';
}

export const selectValues = (s: AccountDetailsSnapshot) => s.context.values;
export const selectFailure = (s: AccountDetailsSnapshot) => s.context.failure;
export const selectIsProvincial = (s: AccountDetailsSnapshot) => s.context.provincial;
/** Spec 002 §8: without the customer detail its part (the invoice e-mail address with it) is not shown. */
export const selectShowsInvoice = (s: AccountDetailsSnapshot) => s.context.detail !== null;
export const selectLockedFields = (s: AccountDetailsSnapshot) => lockedProfileFields(s.context);
export const selectIsChangingPassword = (s: AccountDetailsSnapshot) => s.context.passwordChange;
export const selectNewPassword = (s: AccountDetailsSnapshot) => s.context.newPassword;
export const selectIsSaving = (s: AccountDetailsSnapshot) => s.hasTag('submitting');
/** The form came back from a reload with changes not saved yet, and still holds them. */
export const selectIsRestored = (s: AccountDetailsSnapshot) => s.context.restored && hasProfileChanges(changesOf(s.context));
export const selectCanDiscard = (s: AccountDetailsSnapshot) => s.can({ type: 'CHANGES_DISCARDED' });

const NO_ERRORS: ProfileErrors = {};

/** The refused fields, once an invalid submit asked for them; they follow every change from then on. */
export function selectFieldErrors(s: AccountDetailsSnapshot): ProfileErrors {
  if (!s.context.checked) return NO_ERRORS;
  const check = formCheck(s.context);
  return check.valid ? NO_ERRORS : check.errors;
}
