import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { cookieConsentMachine } from './machine.ts';

export const cookieConsentFlow: RegisteredMachine = {
  id: 'cookieConsent',
  title: 'Cookietoestemming',
  description: 'The cookie modal on a first visit; analytics loads only after consent; the choice is remembered.',
  machine: cookieConsentMachine,
  events: () => [
    done('readStoredChoice', null),
    done('readStoredChoice', { analytics: true }),
    failed('readStoredChoice'),
    { type: 'ALL_ACCEPTED' },
    { type: 'ESSENTIAL_ONLY_CHOSEN' },
    { type: 'CHOICE_SAVED', choice: { analytics: false } },
    { type: 'SETTINGS_REOPENED' },
  ],
  serialize: (snapshot) => `${byValue(snapshot)}|${JSON.stringify(snapshot.context.choice)}`,
};
