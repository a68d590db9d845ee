import type { AnyMachineSnapshot } from 'xstate';
import { lostPasswordProblems, passes } from '../../src/domain/account-recovery.ts';
import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import type { LostPasswordContext, LostPasswordInput } from './machine.ts';
import { lostPasswordMachine } from './machine.ts';

export const lostPasswordFlow: RegisteredMachine = {
  id: 'lost-password',
  title: 'Wachtwoord vergeten',
  description:
    'wachtwoord-vergeten: een geldig e-mailadres krijgt een link om een nieuw wachtwoord te kiezen. Daarna een ingestelde route, of de melding dat de e-mail verzonden is (zonder te zeggen of het adres gekend is); mislukt de aanvraag, dan een foutmelding en blijft het adres staan.',
  machine: lostPasswordMachine,
  input: { draft: null, routeAfterRequest: null },
  alternativeInputs: [{ draft: { email: 'admin@demo.test' }, routeAfterRequest: '/login' }] satisfies LostPasswordInput[],
  events: () => [
    { type: 'FIELD_CHANGED', patch: { email: 'admin@demo.test' } },
    { type: 'FIELD_CHANGED', patch: { email: 'admin@' } },
    { type: 'SUBMITTED' },
    done('requestResetMail', undefined),
    failed('requestResetMail', { kind: 'invalid-response', status: 503, serverMessage: 'De demo-backend simuleert een storing' }),
  ],
  // What tells snapshots apart for the guards: whether the address would pass, and whether its refusal shows.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as LostPasswordContext;
    return [byValue(snapshot), passes(lostPasswordProblems(context.values)), context.checked].join('|');
  },
};
