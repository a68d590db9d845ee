import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { Product } from '../../src/domain/catalogue.ts';
import type { ProductFilters } from '../../src/domain/product-filters.ts';
import { call, effect, listener } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import { LOADING_MORE, pagerStates, scrollDebounce } from '../pager.ts';

type Category = components['schemas']['Category'];
export type ItemPropertyDefinition = components['schemas']['ItemPropertyDefinition'];
export type ItemPropertyGroup = components['schemas']['ItemPropertyGroup'];

/** The chosen category and the properties its products can be filtered on, by group (both by ranking). */
export interface CategoryDetails {
  category: Category;
  groups: ItemPropertyGroup[];
}

export interface ProductPage {
  products: Product[];
  total: number;
  /** Offset of the page after this one, counted as the backend counts (deposits included). */
  nextIndex: number;
}

export interface ProductQuery {
  filters: ProductFilters;
  warehouseId: string | null;
  size: number;
  index: number;
}

export interface FirstPageInput {
  query: ProductQuery;
  /** The category to load with the page; null when none is chosen or it is already known. */
  categoryId: number | null;
}

export interface FirstPage {
  page: ProductPage;
  category: CategoryDetails | null;
}

export interface ProductListInput {
  filters: ProductFilters;
  warehouseId: string | null;
  pageSize: number;
  /** The shop sells (ShopSalesModus): each product is offered at its sales price, or as not for sale. */
  salesMode: boolean;
}

/** The first page or a next page could not be loaded (the state tells which). */
type ProductListFailure = CallFailure<'products-failed'>;

export interface ProductListContext extends ProductListInput {
  products: Product[];
  total: number;
  nextIndex: number;
  category: CategoryDetails | null;
  failure: ProductListFailure | null;
}

export type ProductListEvent =
  /** The address changed: a category, a property value or a search was chosen, or filters were cleared. */
  | { type: 'FILTERS_CHANGED'; filters: ProductFilters }
  /** Another warehouse was chosen (or none): the list shows what that warehouse carries. */
  | { type: 'WAREHOUSE_CHANGED'; warehouseId: string | null }
  /** The visitor came within 200 px of the end of the list, or asked for more. */
  | { type: 'MORE_REQUESTED' }
  | { type: 'SCROLL_DEBOUNCE_ELAPSED' }
  | { type: 'RETRY_REQUESTED' };

/** One text per set of filters: the same filters in another order are the same filters. */
export function filtersKey(filters: ProductFilters): string {
  const properties = Object.entries(filters.properties)
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => [name, [...values].sort()] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([filters.categoryId, filters.search.trim(), properties]);
}

const queryOf = (context: ProductListContext, index: number): ProductQuery => ({
  filters: context.filters,
  warehouseId: context.warehouseId,
  size: context.pageSize,
  index,
});

export const productListMachine = setup({
  types: {
    context: {} as ProductListContext,
    events: {} as ProductListEvent,
    input: {} as ProductListInput,
  },
  actors: {
    /** Sends WAREHOUSE_CHANGED whenever the warehouse the catalogue shows may have changed (the setting, or the warehouse chosen). */
    followWarehouse: listener<ProductListEvent>(),
    /** The first page, and in the same wave the category and its filterable properties by group. */
    loadFirstPage: call<FirstPage, FirstPageInput>(),
    loadNextPage: call<ProductPage, ProductQuery>(),
    scrollDebounce,
  },
  actions: {
    /** Spec 001 §8 productErrorToast: 'De producten konden niet geladen worden'. */
    notifyLoadFailed: effect(),
    /** The session keeps the category browsed as its product filter (spec 000 §3); none on the list of every product or a search. */
    keepProductFilter: effect<{ categoryId: number | null }>(),
    applyFilters: assign(({ context, event }) => {
      if (event.type !== 'FILTERS_CHANGED') return {};
      const sameCategory = event.filters.categoryId === context.filters.categoryId;
      return { filters: event.filters, category: sameCategory ? context.category : null, products: [], total: 0, nextIndex: 0 };
    }),
    applyWarehouse: assign(({ event }) => (event.type === 'WAREHOUSE_CHANGED' ? { warehouseId: event.warehouseId, products: [], total: 0, nextIndex: 0 } : {})),
    showFirstPage: assign(({ context }, first: FirstPage) => ({
      products: first.page.products,
      total: first.page.total,
      nextIndex: first.page.nextIndex,
      category: first.category ?? context.category,
      failure: null,
    })),
    appendPage: assign(({ context }, page: ProductPage) => ({
      products: [...context.products, ...page.products],
      total: page.total,
      nextIndex: page.nextIndex,
      failure: null,
    })),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: callFailure('products-failed', params.error) })),
  },
  guards: {
    filtersDiffer: ({ context, event }) => event.type === 'FILTERS_CHANGED' && filtersKey(event.filters) !== filtersKey(context.filters),
    warehouseDiffers: ({ context, event }) => event.type === 'WAREHOUSE_CHANGED' && event.warehouseId !== context.warehouseId,
    allShown: ({ context }) => context.nextIndex >= context.total,
  },
}).createMachine({
  id: 'product-list',
  description: "Het productraster: een pagina producten voor de filters in het adres, meer pagina's terwijl de bezoeker scrolt.",
  context: ({ input }) => ({ ...input, products: [], total: 0, nextIndex: 0, category: null, failure: null }),
  entry: { type: 'keepProductFilter', params: ({ context }) => ({ categoryId: context.filters.categoryId }) },
  invoke: { id: 'followWarehouse', src: 'followWarehouse' },
  initial: 'loading',
  on: {
    FILTERS_CHANGED: {
      guard: 'filtersDiffer',
      target: '.loading',
      actions: ['applyFilters', { type: 'keepProductFilter', params: ({ context }) => ({ categoryId: context.filters.categoryId }) }],
    },
    WAREHOUSE_CHANGED: { guard: 'warehouseDiffers', target: '.loading', actions: 'applyWarehouse' },
  },
  states: {
    loading: {
      tags: ['loading'],
      description: 'De eerste pagina producten, samen met de gekozen categorie en haar filterbare eigenschappen als die nog niet bekend zijn, in één keer.',
      invoke: {
        id: 'loadFirstPage',
        src: 'loadFirstPage',
        input: ({ context }) => ({
          query: queryOf(context, 0),
          categoryId: context.category?.category.CategoryID === context.filters.categoryId ? null : context.filters.categoryId,
        }),
        onDone: { target: 'showing', actions: { type: 'showFirstPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: [{ type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) }, 'notifyLoadFailed'] },
      },
    },
    failed: {
      description: 'De producten konden niet geladen worden: de melding en een manier om het opnieuw te proberen.',
      on: { RETRY_REQUESTED: 'loading' },
    },
    showing: {
      initial: 'checkingEnd',
      states: {
        ...pagerStates({
          browsing: 'Er zijn meer producten dan er getoond worden; de volgende pagina laadt als de bezoeker het einde nadert.',
          debouncing: 'Wacht tot de bezoeker 500 ms niets meer gevraagd heeft, zodat één keer scrollen één pagina laadt.',
          moreFailed: 'De volgende pagina kon niet geladen worden; de getoonde producten blijven staan, met een manier om het opnieuw te proberen.',
          complete: 'Alle producten die passen, worden getoond.',
        }),
        loadingMore: {
          tags: [LOADING_MORE],
          invoke: {
            id: 'loadNextPage',
            src: 'loadNextPage',
            input: ({ context }) => queryOf(context, context.nextIndex),
            onDone: { target: 'checkingEnd', actions: { type: 'appendPage', params: ({ event }) => event.output } },
            onError: { target: 'moreFailed', actions: [{ type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) }, 'notifyLoadFailed'] },
          },
        },
      },
    },
  },
});
