import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ApiError } from '../../src/api/errors.ts';
import { asApiError } from '../../src/api/errors.ts';

export type Category = components['schemas']['Category'];

export interface CategoriesContext {
  categories: Category[];
  failure: ApiError | null;
}

export type CategoriesEvent =
  | { type: 'RETRY_REQUESTED' }
  /** Categories depend on who is signed in: the session asks again after a login or logout. */
  | { type: 'RELOAD_REQUESTED' };

/** The shop's categories: loaded at start and again after every login or logout. */
export const categoriesMachine = setup({
  types: {
    context: {} as CategoriesContext,
    events: {} as CategoriesEvent,
  },
  actors: {
    loadCategories: fromPromise<Category[]>(() => Promise.reject(new Error('loadCategories is provided by the app'))),
  },
}).createMachine({
  id: 'categories',
  context: { categories: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCategories',
        src: 'loadCategories',
        onDone: {
          target: 'loaded',
          actions: assign({
            categories: ({ event }) => [...event.output].sort((a, b) => a.Ranking - b.Ranking),
            failure: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => asApiError(event.error) }) },
      },
    },
    loaded: {
      on: { RELOAD_REQUESTED: 'loading' },
    },
    failed: {
      description: 'The categories could not be loaded; the customer may try again.',
      on: { RETRY_REQUESTED: 'loading', RELOAD_REQUESTED: 'loading' },
    },
  },
});
