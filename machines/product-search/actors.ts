import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import type { Product } from '../../src/domain/catalogue.ts';
import { fetchProductPage } from '../product-list/actors.ts';
import { NO_FILTERS } from '../../src/domain/product-filters.ts';
import { SEARCH_RESULT_COUNT } from './machine.ts';

export function createProductSearchActors(api: ShopClient, chosenWarehouseId: () => string | null) {
  return {
    searchProducts: fromPromise<Product[], { text: string }>(async ({ input, signal }) => {
      const page = await fetchProductPage(
        api,
        { filters: { ...NO_FILTERS, search: input.text }, warehouseId: chosenWarehouseId(), size: SEARCH_RESULT_COUNT, index: 0 },
        signal,
      );
      return page.products;
    }),
  };
}
