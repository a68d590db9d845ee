import type { SnapshotFrom } from 'xstate';
import { contactsOf, customersOf, type LoginAccount, type loginMachine } from './machine.ts';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** IDENTITY_PICKER (spec 002 §4): whom the login acts for, asked among these accounts; null on the login form. */
export interface IdentityChoice {
  choosing: 'customer' | 'contact';
  options: LoginAccount[];
}

export function selectIdentityChoice(s: LoginSnapshot): IdentityChoice | null {
  if (!s.matches('identityPicker')) return null;
  const { accounts, chosenCustomerId } = s.context;
  return s.matches({ identityPicker: 'choosingCustomer' })
    ? { choosing: 'customer', options: customersOf(accounts) }
    : { choosing: 'contact', options: contactsOf(accounts, chosenCustomerId) };
}

export const selectFailure = (s: LoginSnapshot) => s.context.failure;
/** What was typed last: the form shows it again after a refusal. */
export const selectCredentials = (s: LoginSnapshot) => s.context.credentials;
export const selectIsSubmitting = (s: LoginSnapshot) => s.hasTag('submitting');

const NONE: readonly ('userName' | 'password')[] = [];

/** The fields a submit left empty (spec 002 §5: both are required). */
export const selectMissingFields = (s: LoginSnapshot) => (s.context.failure?.kind === 'missing-fields' ? s.context.failure.fields : NONE);
