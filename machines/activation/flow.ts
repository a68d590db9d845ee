import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { activationMachine, type ActivationInput } from './machine.ts';

const withCode: ActivationInput = { code: '3F9A61C2B0DE', confirmedBefore: false };

export const activationFlow: RegisteredMachine = {
  id: 'activation',
  title: 'Account activeren',
  description:
    'activate?code=: de code uit de activatiemail wordt één keer bevestigd. Zonder code de codefout; een geweigerde code de activatiefout (de melding van de server); een storing laat opnieuw proberen; na een herlaadbeurt blijft het succes staan.',
  machine: activationMachine,
  input: withCode,
  alternativeInputs: [
    { code: null, confirmedBefore: false },
    { code: null, confirmedBefore: true },
  ] satisfies ActivationInput[],
  events: () => [
    done('confirmAccount', undefined),
    failed('confirmAccount', { kind: 'invalid-response', status: 400, serverMessage: 'Deze code is ongeldig of werd al gebruikt' }),
    failed('confirmAccount'),
    { type: 'RETRY_REQUESTED' },
  ],
  serialize: byValue,
};
