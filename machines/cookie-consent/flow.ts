import { byValue, done, type RegisteredMachine } from '../registry-kit.ts';
import { cookieConsentMachine } from './machine.ts';

export const cookieConsentFlow: RegisteredMachine = {
  id: 'cookie-consent',
  title: 'Cookietoestemming',
  description: 'Het cookievenster bij een eerste bezoek; de webanalyse laadt pas na toestemming; de keuze wordt onthouden.',
  machine: cookieConsentMachine,
  events: () => [
    done('readStoredChoice', null),
    done('readStoredChoice', { analytics: true }),
    { type: 'ALL_ACCEPTED' },
    { type: 'ESSENTIAL_ONLY_CHOSEN' },
    { type: 'CHOICE_SAVED', choice: { analytics: false } },
    { type: 'QUESTION_DISMISSED' },
    { type: 'SETTINGS_REOPENED' },
  ],
  serialize: (snapshot) => `${byValue(snapshot)}|${JSON.stringify(snapshot.context.choice)}`,
};
