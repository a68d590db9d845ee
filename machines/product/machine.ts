import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ApiError } from '../../src/api/errors.ts';
import { asApiError } from '../../src/api/errors.ts';

export type Product = components['schemas']['Product'];
export type ProductSuggestion = components['schemas']['ProductSuggestion'];

/** Spec 001 §9: a product of this category is a package; its add-ons panel replaces the configurator. */
export const PACKAGE_CATEGORY_ID = 9100;

export interface ProductPage {
  product: Product;
  /** The add-ons suggested with it, by ranking. */
  suggestions: ProductSuggestion[];
}

export interface ProductContext {
  /** The route's productId: the slug, or else the ID. */
  productId: string;
  page: ProductPage | null;
  failure: ApiError | null;
}

export interface ProductInput {
  productId: string;
}

export type ProductEvent =
  /** The route now names another product (a suggestion was followed). */
  | { type: 'PRODUCT_REQUESTED'; productId: string }
  | { type: 'RETRY_REQUESTED' };

export function isPackage(product: Pick<Product, 'CategoryIDs'>): boolean {
  return product.CategoryIDs.includes(PACKAGE_CATEGORY_ID);
}

export const productMachine = setup({
  types: {
    context: {} as ProductContext,
    events: {} as ProductEvent,
    input: {} as ProductInput,
  },
  actors: {
    /** The product and its suggestions, in one parallel wave. */
    loadProduct: fromPromise<ProductPage, { productId: string }>(() => Promise.reject(new Error('provided by the app'))),
  },
  guards: {
    isUnknownProduct: (_, params: { error: unknown }) => asApiError(params.error).kind === 'not-found',
    isOtherProduct: ({ context, event }) => event.type === 'PRODUCT_REQUESTED' && event.productId !== context.productId,
  },
}).createMachine({
  id: 'product',
  description: 'The product page: the product and its suggestions, or a not-found page.',
  context: ({ input }) => ({ productId: input.productId, page: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'loaded', actions: assign({ page: ({ event }) => event.output, failure: null }) },
        onError: [
          { guard: { type: 'isUnknownProduct', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed', actions: assign({ failure: ({ event }) => asApiError(event.error) }) },
        ],
      },
    },
    loaded: {},
    notFound: {
      description: "'Dit artikel kon niet gevonden worden', with a way back.",
    },
    failed: {
      description: 'The product could not be loaded (not a 404): the page says so and offers a retry.',
      on: { RETRY_REQUESTED: { target: 'loading', actions: assign({ failure: null }) } },
    },
  },
  on: {
    PRODUCT_REQUESTED: {
      guard: 'isOtherProduct',
      target: '.loading',
      actions: assign({ productId: ({ event }) => event.productId, page: null, failure: null }),
    },
  },
});
