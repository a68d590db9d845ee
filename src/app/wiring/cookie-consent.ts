import { fromPromise } from 'xstate';
import { cookieConsentMachine } from '../../../machines/cookie-consent/machine.ts';
import type { KeyValueStore } from '../../domain/stored-session.ts';
import { boolean, INVALID, object, readJson } from '../../domain/stored-shape.ts';

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
