import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { ProductPage } from './machine.ts';

export function createProductActors(api: ShopClient) {
  return {
    // Both calls take the route's slug or ID, so neither waits for the other.
    loadProduct: fromPromise<ProductPage, { productId: string }>(async ({ input, signal }) => {
      const params = { path: { id: input.productId } };
      const [product, suggestions] = await Promise.all([
        unwrap(api.GET('/v2/shop/items/{id}', { params, signal })),
        unwrap(api.GET('/v2/shop/items/{id}/suggested', { params, signal })),
      ]);
      return { product, suggestions: [...suggestions.Collection].sort((a, b) => a.SuggestionRanking - b.SuggestionRanking) };
    }),
  };
}
