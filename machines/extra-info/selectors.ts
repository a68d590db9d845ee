import type { SnapshotFrom } from 'xstate';
import { rentalDaysOf, type EventFormErrors, type RentalDays } from '../../src/domain/event-form.ts';
import { formCheck, type extraInfoMachine } from './machine.ts';

type ExtraInfoSnapshot = SnapshotFrom<typeof extraInfoMachine>;

export type ExtraInfoStep = 'loading' | 'loadFailed' | 'noCart' | 'form';

export function selectStep(s: ExtraInfoSnapshot): ExtraInfoStep {
  if (s.hasTag('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('noCart')) return 'noCart';
  return 'form';
}

export const selectValues = (s: ExtraInfoSnapshot) => s.context.values;
export const selectLabels = (s: ExtraInfoSnapshot) => s.context.labels;
export const selectFailure = (s: ExtraInfoSnapshot) => s.context.failure;
export const selectIsSubmitting = (s: ExtraInfoSnapshot) => s.hasTag('submitting') || s.matches('done');
export const selectCartId = (s: ExtraInfoSnapshot) => s.context.cart?.CartID ?? null;
/** The cart's own files (the event's poster or flyer) as the form found them; their field follows the cart from then on. */
export const selectFlyers = (s: ExtraInfoSnapshot) => s.context.cart?.Attachments ?? [];

const NO_ERRORS: EventFormErrors = {};

/** The refused fields, once an invalid submit asked for them; they follow every change from then on. */
export function selectFieldErrors(s: ExtraInfoSnapshot): EventFormErrors {
  if (!s.context.checked) return NO_ERRORS;
  const check = formCheck(s.context);
  return check.valid ? NO_ERRORS : check.errors;
}

/** The shop sells (ShopSalesModus): the cart's one day is the pick-up day, the event starts on it. */
export const selectIsSalesMode = (s: ExtraInfoSnapshot) => s.context.salesMode;

/** The days the event may start on: those of the rental (of a sale: its day). */
export const selectRentalDays = (s: ExtraInfoSnapshot): RentalDays | null => (s.context.cart ? rentalDaysOf(s.context.cart) : null);
