import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { asApiError } from '../../src/domain/api-error.ts';
import type { SerialDocuments } from '../../src/domain/serial-documents.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export type Product = components['schemas']['Product'];
export type ProductSuggestion = components['schemas']['ProductSuggestion'];
export type ItemPropertyDefinition = components['schemas']['ItemPropertyDefinition'];

/** Spec 001 §9: a product of this category is a package; its add-ons panel replaces the configurator. */
export const PACKAGE_CATEGORY_ID = 9100;

export interface ProductPage {
  product: Product;
  /** The add-ons suggested with it, by ranking. */
  suggestions: ProductSuggestion[];
  /**
   * The property definitions of the product's category (its item-properties): each property's
   * name in every language and its ranking. Null while they are read (the page shows without
   * them: they name the properties in a tab); empty when they could not be read: the product's
   * own names then stand.
   */
  propertyDefinitions: ItemPropertyDefinition[] | null;
  /** The public documents of the serial the address names, when it is one of this product and has any. */
  serialDocuments?: SerialDocuments | null;
}

/** A failure that is not "no such product" (that one has a page of its own). */
type ProductFailure = CallFailure<'load-failed'>;

export interface ProductContext {
  /** The route's productId: the slug, or else the ID. */
  productId: string;
  /** The serial the address names (a serial number led here): its documents show too. */
  serial: string | null;
  page: ProductPage | null;
  failure: ProductFailure | null;
  /** The shop sells (ShopSalesModus): the product is offered at its sales price, or as not for sale. */
  salesMode: boolean;
}

export interface ProductInput {
  productId: string;
  serial?: string | null;
  salesMode: boolean;
}

/** What the page shows first: all but the property definitions, which are asked once the product names its category. */
export type ProductFirstLoad = Omit<ProductPage, 'propertyDefinitions'>;

/** What the page loads: the product, and the serial whose documents it shows. */
export interface ProductQuery {
  productId: string;
  serial?: string | null;
}

export type ProductEvent =
  /** The route now names another product (a suggestion was followed). */
  | { type: 'PRODUCT_REQUESTED'; productId: string; serial?: string | null }
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
    /** The product and its suggestions, and a named serial with its documents, in one parallel wave. */
    loadProduct: call<ProductFirstLoad, ProductQuery>(),
    /** The property definitions of the product's category; none when it has no category or no properties. */
    loadPropertyDefinitions: call<ItemPropertyDefinition[], Product>(),
  },
  actions: {
    /**
     * The session's product filter follows the product shown (spec 000 §3): the category browsed
     * while the product lies in it or under it, else the product's own first category.
     */
    keepProductFilter: effect<{ productCategoryIds: number[] }>(),
    storePage: assign((_, page: ProductFirstLoad) => ({ page: { ...page, propertyDefinitions: null }, failure: null })),
    storePropertyDefinitions: assign(({ context }, propertyDefinitions: ItemPropertyDefinition[]) => ({ page: context.page && { ...context.page, propertyDefinitions } })),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: callFailure('load-failed', params.error) })),
    forgetFailure: assign({ failure: null }),
    /** Another product: the page shown so far goes. */
    switchProduct: assign((_, params: ProductQuery) => ({ productId: params.productId, serial: params.serial ?? null, page: null, failure: null })),
  },
  guards: {
    isUnknownProduct: (_, params: { error: unknown }) => asApiError(params.error).kind === 'not-found',
    isOtherProduct: ({ context, event }) => event.type === 'PRODUCT_REQUESTED' && (event.productId !== context.productId || (event.serial ?? null) !== context.serial),
  },
}).createMachine({
  id: 'product',
  description: 'De productpagina: het product en zijn suggesties (en de documenten van een serienummer dat het adres noemt), of een pagina die meldt dat het niet gevonden is.',
  context: ({ input }) => ({ productId: input.productId, serial: input.serial ?? null, page: null, failure: null, salesMode: input.salesMode }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ productId: context.productId, serial: context.serial }),
        onDone: {
          target: 'loaded',
          actions: [
            { type: 'storePage', params: ({ event }) => event.output },
            { type: 'keepProductFilter', params: ({ event }) => ({ productCategoryIds: event.output.product.CategoryIDs }) },
          ],
        },
        onError: [
          { guard: { type: 'isUnknownProduct', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loaded: {
      description: 'Het product staat op de pagina; de namen van zijn eigenschappen (de eigenschapsdefinities van zijn categorie) volgen, voor het tabblad Eigenschappen.',
      initial: 'describingProperties',
      states: {
        describingProperties: {
          invoke: {
            id: 'loadPropertyDefinitions',
            src: 'loadPropertyDefinitions',
            input: ({ context }) => context.page!.product,
            onDone: { target: 'complete', actions: { type: 'storePropertyDefinitions', params: ({ event }) => event.output } },
            // Only names and order: without them the product's own names stand.
            onError: { target: 'complete', actions: { type: 'storePropertyDefinitions', params: [] } },
          },
        },
        complete: {},
      },
    },
    notFound: {
      description: "'Dit artikel kon niet gevonden worden', met een weg terug.",
    },
    failed: {
      description: 'Het product kon niet geladen worden (geen 404): de pagina meldt dat en biedt aan om het opnieuw te proberen.',
      on: { RETRY_REQUESTED: { target: 'loading', actions: 'forgetFailure' } },
    },
  },
  on: {
    PRODUCT_REQUESTED: {
      guard: 'isOtherProduct',
      target: '.loading',
      actions: { type: 'switchProduct', params: ({ event }) => ({ productId: event.productId, serial: event.serial ?? null }) },
    },
  },
});
