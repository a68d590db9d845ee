import type { AnyMachineSnapshot } from 'xstate';
import { passes } from '../../src/domain/account-recovery.ts';
import { newPasswordProblems } from '../../src/domain/new-password.ts';
import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import type { PasswordResetContext, PasswordResetInput } from './machine.ts';
import { passwordResetMachine } from './machine.ts';

export const passwordResetFlow: RegisteredMachine = {
  id: 'password-reset',
  title: 'Nieuw wachtwoord kiezen',
  description:
    'reset-wachtwoord?code=: een nieuw wachtwoord dat de sterkteregel volgt, twee keer getypt. Zonder code de codefout; een onbekende of gebruikte code maakt de link ongeldig; een andere fout laat het formulier staan met de melding; gelukt: een succesmelding en verder naar aanmelden.',
  machine: passwordResetMachine,
  input: { code: '3F9A61C2B0DE' },
  alternativeInputs: [{ code: null }] satisfies PasswordResetInput[],
  secretContext: ['values'],
  events: () => [
    { type: 'FIELD_CHANGED', patch: { password: 'Nieuw!2027', confirmation: 'Nieuw!2027' } },
    { type: 'FIELD_CHANGED', patch: { password: 'zwak' } },
    { type: 'SUBMITTED' },
    done('setPassword', undefined),
    failed('setPassword', { kind: 'invalid-response', status: 400, serverMessage: 'Deze code is ongeldig of werd al gebruikt' }),
    failed('setPassword'),
  ],
  // What tells snapshots apart for the guards: whether the form would pass, and whether its refusals show.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as PasswordResetContext;
    return [byValue(snapshot), passes(newPasswordProblems(context.values)), context.checked].join('|');
  },
};
