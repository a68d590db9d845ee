import { assign, enqueueActions, setup } from 'xstate';
import { call, effect } from '../effects.ts';

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
  /** The question closed without an answer (Escape: the browser's close request, which a page cannot refuse every time). */
  | { type: 'QUESTION_DISMISSED' }
  | { type: 'SETTINGS_REOPENED' };

/** Cookie modal on the first visit; the choice is remembered and analytics loads only with consent. */
export const cookieConsentMachine = setup({
  types: { context: {} as CookieConsentContext, events: {} as CookieConsentEvent },
  actors: {
    /** The stored choice; null on a first visit, and when the storage is unreadable or refused (never fails). */
    readStoredChoice: call<ConsentChoice | null>(),
  },
  actions: {
    /** Remembers the choice in local storage. */
    storeChoice: effect(),
    loadAnalytics: effect(),
    keepChoice: assign((_, choice: ConsentChoice | null) => ({ choice })),
  },
  guards: {
    analyticsAllowed: ({ context }) => context.choice?.analytics === true,
    hasStoredChoice: (_, params: { choice: ConsentChoice | null }) => params.choice !== null,
    choiceMade: ({ context }) => context.choice !== null,
  },
}).createMachine({
  id: 'cookie-consent',
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
            actions: { type: 'keepChoice', params: ({ event }) => event.output },
          },
          { target: 'asking' },
        ],
      },
    },
    asking: {
      description: 'Het cookievenster: noodzakelijke cookies altijd aan, analytische cookies naar keuze.',
      on: {
        ALL_ACCEPTED: { target: 'decided', actions: [{ type: 'keepChoice', params: { analytics: true } }, 'storeChoice'] },
        ESSENTIAL_ONLY_CHOSEN: { target: 'decided', actions: [{ type: 'keepChoice', params: { analytics: false } }, 'storeChoice'] },
        CHOICE_SAVED: { target: 'decided', actions: [{ type: 'keepChoice', params: ({ event }) => event.choice }, 'storeChoice'] },
        // Closing is no answer, so no consent: a choice made before stands, and without one nothing is stored.
        QUESTION_DISMISSED: [{ guard: 'choiceMade', target: 'decided' }, { target: 'undecided' }],
      },
    },
    undecided: {
      description: 'Het venster is gesloten zonder keuze: niets bewaard en geen webanalyse; het volgende bezoek vraagt opnieuw, de voettekst ook.',
      on: { SETTINGS_REOPENED: 'asking' },
    },
    decided: {
      entry: enqueueActions(({ enqueue, check }) => {
        if (check('analyticsAllowed')) enqueue('loadAnalytics');
      }),
      on: { SETTINGS_REOPENED: 'asking' },
    },
  },
});
