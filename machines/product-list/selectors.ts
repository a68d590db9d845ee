import type { SnapshotFrom } from 'xstate';
import { offerOf, type Offer, type Product } from '../../src/domain/catalogue.ts';
import { isLoadingMore, moreFailed, wantsMore } from '../pager.ts';
import type { productListMachine } from './machine.ts';

type ProductListSnapshot = SnapshotFrom<typeof productListMachine>;


export interface ProductCardView {
  product: Product;
  offer: Offer;
}

/** Each product with how the shop's mode offers it (a price per piece or per period, or not for sale). */
export const selectProductCards = (s: ProductListSnapshot): ProductCardView[] =>
  s.context.products.map((product) => ({ product, offer: offerOf(product, s.context.salesMode) }));
export const selectTotal = (s: ProductListSnapshot) => s.context.total;
/** Products per page of the grid (a style setting): as many skeletons show while a page loads. */
export const selectPageSize = (s: ProductListSnapshot) => s.context.pageSize;
export const selectCategoryDetails = (s: ProductListSnapshot) => s.context.category;
export const selectFailure = (s: ProductListSnapshot) => s.context.failure;
export const selectIsLoading = (s: ProductListSnapshot) => s.hasTag('loading');
export const selectIsLoadingMore = (s: ProductListSnapshot) => isLoadingMore(s);
export const selectLoadFailed = (s: ProductListSnapshot) => s.matches('failed');
export const selectMoreFailed = (s: ProductListSnapshot) => moreFailed(s);
export const selectAllShown = (s: ProductListSnapshot) => s.matches({ showing: 'complete' });
/** Nothing matches the filters (not: still loading, or failed). */
export const selectIsEmpty = (s: ProductListSnapshot) => s.matches({ showing: 'complete' }) && s.context.products.length === 0;
export const selectWantsMore = (s: ProductListSnapshot) => wantsMore(s);
