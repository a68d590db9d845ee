import type { AnyMachineSnapshot } from 'xstate';
import { passes } from '../../src/domain/account-recovery.ts';
import { contactMessageProblems } from '../../src/domain/contact-message.ts';
import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import type { ContactMessageContext, ContactMessageInput } from './machine.ts';
import { contactMessageMachine } from './machine.ts';

export const contactMessageFlow: RegisteredMachine = {
  id: 'contact-message',
  title: 'Contact',
  description:
    'contact (de link Contact in de voettekst): een bericht aan de uitleendienst. Een aangemelde gebruiker vindt zijn naam en e-mailadres al ingevuld; wat getypt is, blijft bewaard tot het verzonden is. Mislukt het verzenden, dan een foutmelding en blijft alles staan.',
  machine: contactMessageMachine,
  input: { draft: null, sender: null },
  alternativeInputs: [
    { draft: null, sender: { name: 'An Peeters', email: 'admin@demo.test' } },
    { draft: { name: 'An Peeters', email: 'admin@demo.test', phone: '', subject: 'Openingsuren', message: 'Is het magazijn open op zaterdag?' }, sender: null },
  ] satisfies ContactMessageInput[],
  events: () => [
    { type: 'FIELD_CHANGED', patch: { name: 'An Peeters', email: 'admin@demo.test', subject: 'Openingsuren', message: 'Is het magazijn open op zaterdag?' } },
    { type: 'FIELD_CHANGED', patch: { email: 'admin@' } },
    { type: 'SUBMITTED' },
    { type: 'NEXT_MESSAGE_REQUESTED' },
    done('sendContactMessage', undefined),
    failed('sendContactMessage', { kind: 'invalid-response', status: 503, serverMessage: 'De demo-backend simuleert een storing' }),
  ],
  // What tells snapshots apart for the guards: whether the form would pass, and whether its refusals show.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ContactMessageContext;
    return [byValue(snapshot), passes(contactMessageProblems(context.values)), context.checked].join('|');
  },
};
