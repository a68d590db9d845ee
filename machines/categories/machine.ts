import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { call } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export type Category = components['schemas']['Category'];

type CategoriesFailure = CallFailure<'load-failed'>;

export interface CategoriesContext {
  categories: Category[];
  failure: CategoriesFailure | null;
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
    loadCategories: call<Category[]>(),
  },
  actions: {
    storeCategories: assign((_, categories: Category[]) => ({ categories: [...categories].sort((a, b) => a.Ranking - b.Ranking), failure: null })),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: callFailure('load-failed', params.error) })),
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
        onDone: { target: 'loaded', actions: { type: 'storeCategories', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      on: { RELOAD_REQUESTED: 'loading' },
    },
    failed: {
      description: 'De categorieën konden niet geladen worden; de klant kan opnieuw proberen.',
      on: { RETRY_REQUESTED: 'loading', RELOAD_REQUESTED: 'loading' },
    },
  },
});
