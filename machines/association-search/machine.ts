import { assign, emit, setup } from 'xstate';
import { call } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import { SEARCH_DEBOUNCE_MS, timer } from '../timers.ts';

/** An address as a register has it, in the shop's address fields. */
export interface RegisteredAddress {
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  countryId: string;
}

/** An organisation of the association register, as the registration takes it over. */
export interface ChosenAssociation {
  vCode: string;
  name: string;
  /** The organisation's KBO key (0412.345.614); null when the register knows none. */
  businessNumber: string | null;
  address: RegisteredAddress;
}

/** Spec 002 §5: the register is searched by name, by code or by key. */
export type AssociationSearchField = 'naam' | 'vCode' | 'sleutels.waarde';

export const ASSOCIATION_SEARCH_FIELDS: readonly AssociationSearchField[] = ['naam', 'vCode', 'sleutels.waarde'];

/** Parts of a name match too many organisations: a name is searched from 2 characters on. */
export const MIN_NAME_QUERY_LENGTH = 2;

export interface AssociationQuery {
  field: AssociationSearchField;
  text: string;
}

/** Whether a query is long enough to search; a code or a key is searched from its first character. */
function isSearchable({ field, text }: AssociationQuery): boolean {
  const length = [...text.trim()].length;
  return field === 'naam' ? length >= MIN_NAME_QUERY_LENGTH : length > 0;
}

export type AssociationSearchFailure = CallFailure<'search-failed'>;

export interface AssociationSearchInput {
  /** The organisation chosen before (a form restored from its draft). */
  chosen: ChosenAssociation | null;
}

export interface AssociationSearchContext {
  field: AssociationSearchField;
  text: string;
  /** The answer to the last search; it stays visible while the next one runs. */
  results: ChosenAssociation[];
  chosen: ChosenAssociation | null;
  failure: AssociationSearchFailure | null;
}

export type AssociationSearchEvent =
  | { type: 'SEARCH_FIELD_CHOSEN'; field: AssociationSearchField }
  | { type: 'TEXT_TYPED'; text: string }
  | { type: 'SEARCH_DEBOUNCE_ELAPSED' }
  /** Enter in the search field: no need to wait for the debounce. */
  | { type: 'SEARCH_SUBMITTED' }
  | { type: 'RETRY_REQUESTED' }
  | { type: 'RESULT_CHOSEN'; vCode: string }
  /** "Andere vereniging kiezen". */
  | { type: 'CHOICE_CLEARED' };

export type AssociationSearchEmitted = { type: 'ASSOCIATION_CHOSEN'; association: ChosenAssociation } | { type: 'ASSOCIATION_CLEARED' };

export const associationSearchMachine = setup({
  types: {
    context: {} as AssociationSearchContext,
    events: {} as AssociationSearchEvent,
    input: {} as AssociationSearchInput,
    emitted: {} as AssociationSearchEmitted,
  },
  actors: {
    /** `GET /v2/shop/verenigings-register/verenigingen/search` with `searchField` and `searchValue`. */
    searchRegister: call<ChosenAssociation[], AssociationQuery>(),
    searchDebounce: timer(SEARCH_DEBOUNCE_MS, { type: 'SEARCH_DEBOUNCE_ELAPSED' }),
  },
  actions: {
    keepQuery: assign((_, query: AssociationQuery) => ({ ...query, failure: null })),
    showResults: assign((_, params: { results: ChosenAssociation[] }) => ({ results: params.results, failure: null })),
    dropResults: assign({ results: [], failure: null }),
    rememberFailure: assign((_, params: { error: unknown }) => ({ results: [], failure: callFailure('search-failed', params.error) })),
    choose: assign(({ context }, params: { vCode: string }) => ({ chosen: context.results.find((a) => a.vCode === params.vCode) ?? null })),
    dropChoice: assign({ chosen: null }),
    /** Tells the form which organisation to take over (its name, number and address). */
    announceChosen: emit(({ context }) => {
      if (!context.chosen) throw new Error('announceChosen follows choose');
      return { type: 'ASSOCIATION_CHOSEN' as const, association: context.chosen };
    }),
    announceCleared: emit({ type: 'ASSOCIATION_CLEARED' as const }),
  },
  guards: {
    hasChosen: ({ context }) => context.chosen !== null,
    isBlank: (_, query: AssociationQuery) => query.text.trim() === '',
    isSearchable: (_, query: AssociationQuery) => isSearchable(query),
    isAmongResults: ({ context }, params: { vCode: string }) => context.results.some((a) => a.vCode === params.vCode),
    foundSome: (_, params: { results: ChosenAssociation[] }) => params.results.length > 0,
    hasResults: ({ context }) => context.results.length > 0,
  },
}).createMachine({
  id: 'association-search',
  description: 'Een vereniging zoeken in het verenigingsregister, op naam, vCode of sleutel, en er een kiezen voor de registratie.',
  context: ({ input }) => ({ field: 'naam', text: '', results: [], chosen: input.chosen, failure: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasChosen', target: 'chosen' }, { target: 'search' }],
    },
    search: {
      description: 'Zoeken: 200 ms na de laatste wijziging (of meteen met Enter) gaat de vraag naar het register; een nieuwere vraag breekt de oudere af.',
      initial: 'idle',
      on: {
        // Each change starts the wait again; leaving `searching` aborts the call for the older query.
        TEXT_TYPED: [
          {
            guard: { type: 'isBlank', params: ({ context, event }) => ({ field: context.field, text: event.text }) },
            target: '.idle',
            actions: [{ type: 'keepQuery', params: ({ context, event }) => ({ field: context.field, text: event.text }) }, 'dropResults'],
          },
          {
            guard: { type: 'isSearchable', params: ({ context, event }) => ({ field: context.field, text: event.text }) },
            target: '.waiting',
            actions: { type: 'keepQuery', params: ({ context, event }) => ({ field: context.field, text: event.text }) },
          },
          {
            target: '.tooShort',
            actions: [{ type: 'keepQuery', params: ({ context, event }) => ({ field: context.field, text: event.text }) }, 'dropResults'],
          },
        ],
        SEARCH_FIELD_CHOSEN: [
          {
            guard: { type: 'isBlank', params: ({ context, event }) => ({ field: event.field, text: context.text }) },
            target: '.idle',
            actions: { type: 'keepQuery', params: ({ context, event }) => ({ field: event.field, text: context.text }) },
          },
          {
            guard: { type: 'isSearchable', params: ({ context, event }) => ({ field: event.field, text: context.text }) },
            target: '.waiting',
            actions: { type: 'keepQuery', params: ({ context, event }) => ({ field: event.field, text: context.text }) },
          },
          {
            target: '.tooShort',
            actions: [{ type: 'keepQuery', params: ({ context, event }) => ({ field: event.field, text: context.text }) }, 'dropResults'],
          },
        ],
        RESULT_CHOSEN: {
          guard: { type: 'isAmongResults', params: ({ event }) => ({ vCode: event.vCode }) },
          target: 'chosen',
          actions: [{ type: 'choose', params: ({ event }) => ({ vCode: event.vCode }) }, 'announceChosen'],
        },
      },
      states: {
        idle: { description: 'Nog niets getypt.' },
        tooShort: { description: 'Een naam wordt pas gezocht vanaf 2 tekens.' },
        waiting: {
          description: 'Wacht tot de gebruiker 200 ms niet meer typt.',
          invoke: { id: 'searchDebounce', src: 'searchDebounce' },
          on: { SEARCH_DEBOUNCE_ELAPSED: 'searching', SEARCH_SUBMITTED: 'searching' },
        },
        searching: {
          tags: ['loading'],
          invoke: {
            id: 'searchRegister',
            src: 'searchRegister',
            input: ({ context }) => ({ field: context.field, text: context.text.trim() }),
            onDone: [
              {
                guard: { type: 'foundSome', params: ({ event }) => ({ results: event.output }) },
                target: 'results',
                actions: { type: 'showResults', params: ({ event }) => ({ results: event.output }) },
              },
              { target: 'noResults', actions: 'dropResults' },
            ],
            onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        results: { description: 'De gevonden verenigingen, elk met naam en gemeente, om er een te kiezen.' },
        noResults: { description: 'Geen vereniging gevonden: een andere schrijfwijze, of zoeken op code of sleutel.' },
        failed: {
          description: 'Het register kon niet worden doorzocht (de oproep is al enkele keren herhaald); opnieuw proberen of verder typen.',
          on: { RETRY_REQUESTED: 'searching' },
        },
      },
    },
    chosen: {
      description: 'De gekozen vereniging; het formulier neemt haar naam, ondernemingsnummer en adres over. "Andere vereniging kiezen" zoekt opnieuw.',
      on: {
        CHOICE_CLEARED: [
          { guard: 'hasResults', target: 'search.results', actions: ['dropChoice', 'announceCleared'] },
          { target: 'search', actions: ['dropChoice', 'announceCleared'] },
        ],
      },
    },
  },
});
