import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { emptyRegistration, patchRegistration } from '../../src/domain/registration.ts';
import { byValue, done, failed, notFoundError, type RegisteredMachine } from '../registry-kit.ts';
import { formCheck, type RegistrationContext, type RegistrationEvent, type RegistrationInput } from './machine.ts';
import { registrationMachine } from './machine.ts';
import { SAMPLE_ASSOCIATION, SAMPLE_CONTACT, SAMPLE_INACTIVE_COMPANY, SAMPLE_KEY, SAMPLE_REGISTRATION, SAMPLE_SECRETS } from './samples.ts';

const input: RegistrationInput = { registerKey: null, checkout: false, draft: null, country: 'be', activateUrl: 'http://localhost/activate' };
const result = { CustomerID: 'CUST-1100', ContactID: 'CON-2100', UserName: SAMPLE_REGISTRATION.person.email, ContactIDs: ['CON-2100'] };
const usedKey = { kind: 'invalid-response', status: 400, serverMessage: 'Deze registratiesleutel werd al gebruikt' };

/**
 * What the guards and the next events tell apart: whether the fields, the passwords and each of
 * the first two extra contacts would pass (a third contact changes nothing they decide).
 */
function refusedParts(context: RegistrationContext): string {
  const check = formCheck(context);
  const refused = check.valid ? [] : Object.keys(check.errors);
  const refuses = (test: (field: string) => boolean) => (refused.some(test) ? 'x' : 'v');
  const contacts = context.values.contacts.slice(0, 2).map((_, index) => refuses((field) => field.startsWith(`contacts.${index}.`)));
  return [
    refuses((field) => !field.startsWith('contacts.') && !field.startsWith('password')),
    refuses((field) => field.startsWith('password')),
    contacts.join(''),
    context.values.contacts.length > 2 ? '+' : '',
  ].join('');
}

export const registrationFlow: RegisteredMachine = {
  id: 'registration',
  title: 'Registratie',
  description:
    'Registratie op /register, met of zonder registratiesleutel in het adres: eerst het soort organisatie (openbare dienst, vereniging, school), dan het formulier, als concept bewaard zonder wachtwoorden; een ongeldige verzending noemt elk geweigerd veld. Met een registratiesleutel eerst de sleutel; bij het afrekenen enkel bewaren voor de samenvatting.',
  machine: registrationMachine,
  input,
  alternativeInputs: [
    { ...input, registerKey: SAMPLE_KEY.Key },
    { ...input, checkout: true },
    { ...input, draft: { registerKey: null, type: 'NON_PROFIT', values: patchRegistration(emptyRegistration('be'), SAMPLE_REGISTRATION), association: null, company: null } },
  ],
  secretContext: ['secrets'],
  // Only the events that change something where they are sent, so the paths stay few.
  events: (snapshot: AnyMachineSnapshot): (RegistrationEvent | EventObject)[] => {
    const context = snapshot.context as RegistrationContext;
    const contacts = context.values.contacts.length;
    return [
      done('loadKey', SAMPLE_KEY),
      failed('loadKey', notFoundError),
      failed('loadKey', usedKey),
      failed('loadKey'),
      { type: 'RETRY_REQUESTED' },
      { type: 'TYPE_CHOSEN', registrationType: 'GOVERNMENT' },
      { type: 'TYPE_CHOSEN', registrationType: 'NON_PROFIT' },
      { type: 'TYPE_CHOSEN', registrationType: 'SCHOOL' },
      { type: 'TYPE_CHANGE_REQUESTED' },
      ...(context.values.person.email === SAMPLE_REGISTRATION.person.email ? [] : [{ type: 'FIELD_CHANGED', patch: SAMPLE_REGISTRATION } as const]),
      ...(context.secrets.password === SAMPLE_SECRETS.password ? [] : [{ type: 'PASSWORD_CHANGED', patch: SAMPLE_SECRETS } as const]),
      { type: 'CONTACT_ADDED' },
      ...context.values.contacts.slice(0, 2).flatMap((contact, index) => (contact.email ? [] : [{ type: 'CONTACT_CHANGED', index, patch: SAMPLE_CONTACT } as const])),
      ...(contacts > 0 ? [{ type: 'CONTACT_REMOVED', index: contacts - 1 } as const] : []),
      ...(context.association ? [] : [{ type: 'ASSOCIATION_CHOSEN', association: SAMPLE_ASSOCIATION } as const]),
      { type: 'ASSOCIATION_CLEARED' },
      ...(context.company ? [] : [{ type: 'COMPANY_FOUND', company: SAMPLE_INACTIVE_COMPANY } as const]),
      { type: 'SUBMITTED' },
      done('register', result),
      failed('register', { kind: 'duplicate', status: 409, serverMessage: 'Er bestaat al een account met dit e-mailadres' }),
      done('registerWithContacts', result),
      failed('registerWithContacts'),
      done('registerWithKey', result),
      failed('registerWithKey', usedKey),
    ];
  },
  serialize: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as RegistrationContext;
    return `${byValue(snapshot)}|${refusedParts(context)}`;
  },
};
