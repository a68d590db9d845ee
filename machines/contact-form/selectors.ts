import type { SnapshotFrom } from 'xstate';
import { checkShopUser } from '../../src/domain/shop-user.ts';
import type { FieldProblems } from '../../src/domain/validation.ts';
import type { contactFormMachine } from './machine.ts';

type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;

export const selectValues = (s: ContactFormSnapshot) => s.context.values;
export const selectSendMail = (s: ContactFormSnapshot) => s.context.sendMail;
export const selectIsNew = (s: ContactFormSnapshot) => s.context.contactId === null;
export const selectIsLoading = (s: ContactFormSnapshot) => s.hasTag('loading') || s.matches('starting');
export const selectLoadFailed = (s: ContactFormSnapshot) => s.matches('loadFailed');
export const selectIsBusy = (s: ContactFormSnapshot) => s.hasTag('busy') || s.matches('saved');
export const selectFailure = (s: ContactFormSnapshot) => s.context.failure;

const NO_ERRORS: FieldProblems = {};

/** The refused fields, once an invalid submit asked for them; they follow every change from then on. */
export function selectFieldErrors(s: ContactFormSnapshot): FieldProblems {
  if (!s.context.checked) return NO_ERRORS;
  const check = checkShopUser(s.context.values);
  return check.valid ? NO_ERRORS : check.errors;
}
