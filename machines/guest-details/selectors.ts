import type { SnapshotFrom } from 'xstate';
import { checkGuestDetails, type GuestDetailsErrors } from '../../src/domain/guest-details.ts';
import type { guestDetailsMachine } from './machine.ts';

type GuestDetailsSnapshot = SnapshotFrom<typeof guestDetailsMachine>;

export const selectValues = (s: GuestDetailsSnapshot) => s.context.values;
/** Sent: the page is on its way to the summary. */
export const selectIsSubmitted = (s: GuestDetailsSnapshot) => s.matches('done');

const NO_ERRORS: GuestDetailsErrors = {};

/** The refused fields, once an invalid submit asked for them; they follow every change from then on. */
export function selectFieldErrors(s: GuestDetailsSnapshot): GuestDetailsErrors {
  if (!s.context.checked) return NO_ERRORS;
  const check = checkGuestDetails(s.context.values);
  return check.valid ? NO_ERRORS : check.errors;
}
