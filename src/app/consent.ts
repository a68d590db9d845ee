import { fromPromise } from 'xstate';
import { z } from 'zod/mini';
import type { KeyValueStore } from './storage.ts';

export const CONSENT_KEY = 'cookie-consent';
const choiceSchema = z.object({ analytics: z.boolean() });

export function createConsentImplementations(store: KeyValueStore, loadAnalytics: () => void) {
  return {
    actors: {
      readStoredChoice: fromPromise(async () => {
        const raw = store.read(CONSENT_KEY);
        if (raw === null) return null;
        const parsed = choiceSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      }),
    },
    actions: {
      storeChoice: ({ context }: { context: { choice: { analytics: boolean } | null } }) => {
        if (context.choice) store.write(CONSENT_KEY, JSON.stringify(context.choice));
      },
      loadAnalytics,
    },
  };
}
