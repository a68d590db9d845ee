import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { ItemPropertyDefinition, Product, ProductPage } from './machine.ts';

export function createProductActors(api: ShopClient) {
  /** The product, then its (first) category's property definitions: only names and order, so a failure there leaves them out. */
  async function productWithDefinitions(id: string, signal: AbortSignal): Promise<[Product, ItemPropertyDefinition[]]> {
    const product = await unwrap(api.GET('/v2/shop/items/{id}', { params: { path: { id } }, signal }));
    const categoryId = product.CategoryIDs[0];
    if (categoryId === undefined || product.Properties.length === 0) return [product, []];
    const definitions = await unwrap(api.GET('/v2/shop/categories/{id}/item-properties', { params: { path: { id: categoryId } }, signal })).catch((error: unknown) => {
      if (signal.aborted) throw error;
      return [];
    });
    return [product, definitions];
  }

  return {
    // Both calls take the route's slug or ID, so neither waits for the other.
    loadProduct: fromPromise<ProductPage, { productId: string }>(async ({ input, signal }) => {
      const params = { path: { id: input.productId } };
      const [[product, propertyDefinitions], suggestions] = await Promise.all([
        productWithDefinitions(input.productId, signal),
        unwrap(api.GET('/v2/shop/items/{id}/suggested', { params, signal })),
      ]);
      return { product, suggestions: [...suggestions.Collection].sort((a, b) => a.SuggestionRanking - b.SuggestionRanking), propertyDefinitions };
    }),
  };
}
