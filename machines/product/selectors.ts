import type { SnapshotFrom } from 'xstate';
import { isForSale, offerOf, type Offer } from '../../src/domain/catalogue.ts';
import type { productMachine, ProductSuggestion } from './machine.ts';

type ProductSnapshot = SnapshotFrom<typeof productMachine>;

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
