import { fromPromise } from 'xstate';
import { z } from 'zod/mini';
import { cookieConsentMachine } from '../../../machines/cookie-consent/machine.ts';
import type { KeyValueStore } from '../../domain/stored-session.ts';

export const CONSENT_KEY = 'cookie-consent';
const choiceSchema = z.object({ analytics: z.boolean() });

/** The cookie choice is kept in local storage; analytics loads only with consent. */
export function cookieConsentLogic(store: KeyValueStore, loadAnalytics: () => void) {
  return cookieConsentMachine.provide({
    actors: {
      readStoredChoice: fromPromise(async () => {
        const raw = store.read(CONSENT_KEY);
        if (raw === null) return null;
        const parsed = choiceSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
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
