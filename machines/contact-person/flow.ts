import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { checkShopUser } from '../../src/domain/shop-user.ts';
import { sampleShopUser } from '../../src/domain/shop-user.samples.ts';
import { byValue, done, failed, notFoundError, type RegisteredMachine } from '../registry-kit.ts';
import { contactPersonMachine, type ContactPersonContext, type ContactPersonEvent, type ContactPersonInput } from './machine.ts';

const JANA = sampleShopUser('CON-3', 'Jana', null, { MobilePhone: '0470 12 34 56' });

const adding: ContactPersonInput = { customerId: 'CUST-1', contactId: null, confirmUrl: 'http://localhost/reset-wachtwoord', draft: null };
const editing: ContactPersonInput = { ...adding, contactId: JANA.ContactID };
const refused = { kind: 'conflict', status: 409, serverMessage: 'Er bestaat al een account met dit e-mailadres' };

export const contactPersonFlow: RegisteredMachine = {
  id: 'contact-person',
  title: 'Contactpersoon toevoegen of bewerken',
  description:
    'Het formulier op /account/contact/add en /account/contact/edit/…: aanspreking, namen en e-mailadres verplicht, telefoon en gsm optioneel. Bewerken leest eerst de persoon; toevoegen kan meteen een uitnodiging sturen. Het concept blijft bewaard tot het opgeslagen is; een mislukte opslag houdt alles wat getypt is.',
  machine: contactPersonMachine,
  input: adding,
  alternativeInputs: [editing],
  events: (): (ContactPersonEvent | EventObject)[] => [
    done('loadUser', JANA),
    failed('loadUser', notFoundError),
    { type: 'RETRY_REQUESTED' },
    { type: 'FIELD_CHANGED', patch: { person: { salutation: 'Ms', firstName: 'Jana', lastName: 'Maes', email: 'jana@demo.test' } } },
    { type: 'FIELD_CHANGED', patch: { person: { email: 'jana@' } } },
    { type: 'SEND_MAIL_TOGGLED', on: true },
    { type: 'SUBMITTED' },
    done('createUser', JANA),
    failed('createUser', refused),
    done('updateUser', JANA),
    failed('updateUser'),
  ],
  // What tells snapshots apart for the guards: whether the form would pass, and whether its refusals show.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ContactPersonContext;
    return [byValue(snapshot), context.contactId === null, checkShopUser(context.values).valid, context.checked, context.sendMail].join('|');
  },
};
