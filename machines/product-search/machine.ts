import { assign, setup } from 'xstate';
import type { Product } from '../../src/domain/catalogue.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import { SEARCH_DEBOUNCE_MS, timer } from '../timers.ts';

/** Spec 001 §9: the drop list shows 5 results. */
export const SEARCH_RESULT_COUNT = 5;

type ProductSearchFailure = CallFailure<'search-failed'>;

export interface ProductSearchContext {
  text: string;
  /** The results of the last search; they stay visible while the next one runs. */
  results: Product[];
  failure: ProductSearchFailure | null;
}

export type ProductSearchEvent =
  | { type: 'TEXT_TYPED'; text: string }
  | { type: 'SEARCH_DEBOUNCE_ELAPSED' }
  /** A result was chosen in the drop list: its product page opens. */
  | { type: 'RESULT_CHOSEN'; productId: string }
  /** Enter without choosing a result: every match on the product list. */
  | { type: 'SEARCH_SUBMITTED' };

export const productSearchMachine = setup({
  types: {
    context: {} as ProductSearchContext,
    events: {} as ProductSearchEvent,
  },
  actors: {
    /** `GET /v2/shop/items?search=…&size=5`, with the chosen warehouse when there is one. */
    searchProducts: call<Product[], { text: string }>(),
    searchDebounce: timer(SEARCH_DEBOUNCE_MS, { type: 'SEARCH_DEBOUNCE_ELAPSED' }),
  },
  actions: {
    openProduct: effect<{ productId: string }>(),
    showAllResults: effect<{ text: string }>(),
    clear: assign({ text: '', results: [], failure: null }),
    keepText: assign((_, params: { text: string }) => ({ text: params.text })),
    showResults: assign((_, params: { results: Product[] }) => ({ results: params.results, failure: null })),
    dropResults: assign({ results: [], failure: null }),
    rememberFailure: assign((_, params: { error: unknown }) => ({ results: [], failure: callFailure('search-failed', params.error) })),
  },
  guards: {
    isBlank: ({ event }) => event.type === 'TEXT_TYPED' && event.text.trim() === '',
    hasText: ({ context }) => context.text.trim() !== '',
    foundSome: (_, params: { results: Product[] }) => params.results.length > 0,
  },
}).createMachine({
  id: 'product-search',
  description: 'De zoekbalk: een keuzelijst met 5 producten tijdens het typen; Enter toont alle treffers.',
  context: { text: '', results: [], failure: null },
  initial: 'idle',
  on: {
    TEXT_TYPED: [
      { guard: 'isBlank', target: '.idle', actions: 'clear' },
      // Re-entering restarts the timer, and leaving `searching` aborts the request for the old text.
      { target: '.debouncing', actions: { type: 'keepText', params: ({ event }) => ({ text: event.text }) } },
    ],
    RESULT_CHOSEN: {
      target: '.idle',
      actions: [{ type: 'openProduct', params: ({ event }) => ({ productId: event.productId }) }, 'clear'],
    },
    SEARCH_SUBMITTED: {
      guard: 'hasText',
      target: '.idle',
      actions: [{ type: 'showAllResults', params: ({ context }) => ({ text: context.text.trim() }) }, 'dropResults'],
    },
  },
  states: {
    idle: { description: 'Niets om te zoeken, of de zoekopdracht is doorgegeven.' },
    debouncing: {
      description: 'Wacht tot de bezoeker 200 ms niet meer typt.',
      invoke: { id: 'searchDebounce', src: 'searchDebounce' },
      on: { SEARCH_DEBOUNCE_ELAPSED: 'searching' },
    },
    searching: {
      tags: ['loading'],
      invoke: {
        id: 'searchProducts',
        src: 'searchProducts',
        input: ({ context }) => ({ text: context.text.trim() }),
        onDone: [
          {
            guard: { type: 'foundSome', params: ({ event }) => ({ results: event.output }) },
            target: 'found',
            actions: { type: 'showResults', params: ({ event }) => ({ results: event.output }) },
          },
          { target: 'nothingFound', actions: 'dropResults' },
        ],
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    found: { description: 'De keuzelijst toont tot 5 producten.' },
    nothingFound: { description: 'De keuzelijst meldt dat geen enkel product past.' },
    failed: { description: 'Het zoeken is mislukt; opnieuw typen zoekt opnieuw.' },
  },
});
