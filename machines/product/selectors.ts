import type { SnapshotFrom } from 'xstate';
import type { components } from '../../openapi/schema';
import { isForSale, offerOf, type Offer } from '../../src/domain/catalogue.ts';
import { isPackage, type productMachine, type ProductSuggestion } from './machine.ts';

type ProductSnapshot = SnapshotFrom<typeof productMachine>;
type ProductImage = components['schemas']['Image'];

/** How the shop's mode offers the product: its price per piece or per period, or not for sale. */
export const selectOffer = (s: ProductSnapshot): Offer | null => {
  const product = s.context.page?.product;
  return product ? offerOf(product, s.context.salesMode) : null;
};

/** The add-ons the product is offered with: in sales mode only those for sale (decision 015). */
export const selectSuggestions = (s: ProductSnapshot): ProductSuggestion[] => {
  const suggestions = s.context.page?.suggestions ?? [];
  return s.context.salesMode ? suggestions.filter(isForSale) : suggestions;
};

export type ProductStatus = 'loading' | 'notFound' | 'failed' | 'ready';

/** Spec 001 §8: an unknown product is not found; a failed read can be tried again; else the page once it is read. */
export function selectStatus(s: ProductSnapshot): ProductStatus {
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('failed')) return 'failed';
  return s.context.page ? 'ready' : 'loading';
}

export const selectPage = (s: ProductSnapshot) => s.context.page;
export const selectFailure = (s: ProductSnapshot) => s.context.failure;

/** The product's pictures in their ranking, the first one shown first. */
export const selectImages = (s: ProductSnapshot): ProductImage[] => [...(s.context.page?.product.Images ?? [])].sort((a, b) => a.Ranking - b.Ranking);

/**
 * Spec 001 §2: two layouts. Without add-ons the configurator sits beside the media; with add-ons
 * (and for a package, whose add-ons panel replaces it) it spans the page under them.
 */
export type ProductLayout = 'beside-media' | 'under-media';

export function selectLayout(s: ProductSnapshot): ProductLayout {
  const product = s.context.page?.product;
  return selectSuggestions(s).length > 0 || (product && isPackage(product)) ? 'under-media' : 'beside-media';
}

/** Spec 001 §2: the custom field CUST_AttentionFrontend shows as a warning, when it says something. */
export function selectAttention(s: ProductSnapshot): string | null {
  const attention = s.context.page?.product.CustomFields.CUST_AttentionFrontend;
  return typeof attention === 'string' && attention.trim() !== '' ? attention : null;
}
