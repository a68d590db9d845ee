import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { cookieConsentMachine, type ConsentChoice } from '../../../machines/cookie-consent/machine.ts';
import { selectChoice, selectIsAsking } from '../../../machines/cookie-consent/selectors.ts';
import type { KeyValueStore } from '../../domain/stored-session.ts';
import { boolean, INVALID, object, readJson } from '../../domain/stored-shape.ts';
import { useServices } from '../services-context.ts';

export const CONSENT_KEY = 'cookie-consent';
const readChoice = object({ analytics: boolean });

/** The cookie choice is kept in local storage; analytics loads only with consent. */
export function cookieConsentLogic(store: KeyValueStore, loadAnalytics: () => void) {
  return cookieConsentMachine.provide({
    actors: {
      readStoredChoice: fromPromise(async () => {
        const raw = store.read(CONSENT_KEY);
        if (raw === null) return null;
        const choice = readJson(raw, readChoice);
        return choice === INVALID ? null : choice;
      }),
    },
    actions: {
      storeChoice: ({ context }) => {
        if (context.choice) store.write(CONSENT_KEY, JSON.stringify(context.choice));
      },
      loadAnalytics,
    },
  });
}

/** The cookie question (spec 000 §4): whether it is asked, the choice made before, and the answers; the footer reopens it. */
export function useCookieConsentFlow() {
  const { cookieConsent } = useServices();
  return {
    asking: useSelector(cookieConsent, selectIsAsking),
    choice: useSelector(cookieConsent, selectChoice),
    acceptAll: () => cookieConsent.send({ type: 'ALL_ACCEPTED' }),
    essentialOnly: () => cookieConsent.send({ type: 'ESSENTIAL_ONLY_CHOSEN' }),
    save: (choice: ConsentChoice) => cookieConsent.send({ type: 'CHOICE_SAVED', choice }),
    dismiss: () => cookieConsent.send({ type: 'QUESTION_DISMISSED' }),
    reopen: () => cookieConsent.send({ type: 'SETTINGS_REOPENED' }),
  };
}
