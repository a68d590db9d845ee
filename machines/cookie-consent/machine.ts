import { assign, enqueueActions, fromPromise, setup } from 'xstate';

export interface ConsentChoice {
  /** Essential cookies are always on; only analytics is a choice. */
  analytics: boolean;
}

export interface CookieConsentContext {
  choice: ConsentChoice | null;
}

export type CookieConsentEvent =
  | { type: 'ALL_ACCEPTED' }
  | { type: 'ESSENTIAL_ONLY_CHOSEN' }
  | { type: 'CHOICE_SAVED'; choice: ConsentChoice }
  | { type: 'SETTINGS_REOPENED' };

/** Cookie modal on the first visit; the choice is remembered and analytics loads only with consent. */
export const cookieConsentMachine = setup({
  types: { context: {} as CookieConsentContext, events: {} as CookieConsentEvent },
  actors: {
    readStoredChoice: fromPromise<ConsentChoice | null>(() => Promise.reject(new Error('provided by the app'))),
  },
  actions: {
    storeChoice: () => {},
    loadAnalytics: () => {},
  },
  guards: {
    analyticsAllowed: ({ context }) => context.choice?.analytics === true,
    hasStoredChoice: (_, params: { choice: ConsentChoice | null }) => params.choice !== null,
  },
}).createMachine({
  id: 'cookieConsent',
  context: { choice: null },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readStoredChoice',
        src: 'readStoredChoice',
        onDone: [
          {
            guard: { type: 'hasStoredChoice', params: ({ event }) => ({ choice: event.output }) },
            target: 'decided',
            actions: assign({ choice: ({ event }) => event.output }),
          },
          { target: 'asking' },
        ],
        // Unreadable storage counts as a first visit.
        onError: 'asking',
      },
    },
    asking: {
      description: 'The cookie modal: essential cookies always on, analytical cookies optional.',
      on: {
        ALL_ACCEPTED: { target: 'decided', actions: [assign({ choice: { analytics: true } }), 'storeChoice'] },
        ESSENTIAL_ONLY_CHOSEN: { target: 'decided', actions: [assign({ choice: { analytics: false } }), 'storeChoice'] },
        CHOICE_SAVED: { target: 'decided', actions: [assign({ choice: ({ event }) => event.choice }), 'storeChoice'] },
      },
    },
    decided: {
      entry: enqueueActions(({ enqueue, check }) => {
        if (check('analyticsAllowed')) enqueue('loadAnalytics');
      }),
      on: { SETTINGS_REOPENED: 'asking' },
    },
  },
});
