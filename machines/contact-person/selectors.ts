import type { SnapshotFrom } from 'xstate';
import { checkShopUser } from '../../src/domain/shop-user.ts';
import type { FieldProblems } from '../../src/domain/validation.ts';
import type { contactPersonMachine } from './machine.ts';

type ContactPersonSnapshot = SnapshotFrom<typeof contactPersonMachine>;

export const selectValues = (s: ContactPersonSnapshot) => s.context.values;
export const selectSendMail = (s: ContactPersonSnapshot) => s.context.sendMail;
export const selectIsNew = (s: ContactPersonSnapshot) => s.context.contactId === null;
/** The person is read first when the form changes one; without them there is no form, only the retry. */
export function selectStep(s: ContactPersonSnapshot): 'loading' | 'loadFailed' | 'form' {
  if (s.hasTag('loading') || s.matches('starting')) return 'loading';
  return s.matches('loadFailed') ? 'loadFailed' : 'form';
}
export const selectIsBusy = (s: ContactPersonSnapshot) => s.hasTag('busy') || s.matches('saved');
export const selectFailure = (s: ContactPersonSnapshot) => s.context.failure;

const NO_ERRORS: FieldProblems = {};

/** The refused fields, once an invalid submit asked for them; they follow every change from then on. */
export function selectFieldErrors(s: ContactPersonSnapshot): FieldProblems {
  if (!s.context.checked) return NO_ERRORS;
  const check = checkShopUser(s.context.values);
  return check.valid ? NO_ERRORS : check.errors;
}
