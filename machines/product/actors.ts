import { fromPromise } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { ItemAttachment } from '../../src/domain/customer-items.ts';
import { serialDocumentsFor } from '../../src/domain/serial-documents.ts';
import type { ItemPropertyDefinition, Product, ProductFirstLoad, ProductQuery } from './machine.ts';

type Serial = components['schemas']['Serial'];

export function createProductActors(api: ShopClient) {
  /**
   * A serial and its public documents (`GET v2/shop/serials/{id}` and `…/{id}/attachments`).
   * They add to the page: a serial that is unknown or cannot be read leaves just the product.
   */
  const serialWithDocuments = async (serialId: string, signal: AbortSignal): Promise<{ serial: Serial; attachments: ItemAttachment[] } | null> => {
    const path = { id: serialId };
    try {
      const [serial, attachments] = await Promise.all([
        unwrap(api.GET('/v2/shop/serials/{id}', { params: { path }, signal })),
        unwrap(api.GET('/v2/shop/serials/{id}/attachments', { params: { path }, signal })),
      ]);
      return { serial, attachments: attachments.Collection };
    } catch (thrown) {
      if (thrown instanceof DOMException && thrown.name === 'AbortError') throw thrown;
      return null;
    }
  };
  return {
    // Every call takes the route's slug or ID (or the serial), so none waits for another.
    loadProduct: fromPromise<ProductFirstLoad, ProductQuery>(async ({ input, signal }) => {
      const params = { path: { id: input.productId } };
      const [product, suggestions, serial] = await Promise.all([
        unwrap(api.GET('/v2/shop/items/{id}', { params, signal })),
        unwrap(api.GET('/v2/shop/items/{id}/suggested', { params, signal })),
        input.serial ? serialWithDocuments(input.serial, signal) : null,
      ]);
      return {
        product,
        suggestions: [...suggestions.Collection].sort((a, b) => a.SuggestionRanking - b.SuggestionRanking),
        serialDocuments: serial && serialDocumentsFor(product.ID, serial.serial, serial.attachments),
      };
    }),
    // The first category's definitions name the properties; a product without properties needs none.
    loadPropertyDefinitions: fromPromise<ItemPropertyDefinition[], Product>(async ({ input: product, signal }) => {
      const categoryId = product.CategoryIDs[0];
      if (categoryId === undefined || product.Properties.length === 0) return [];
      return unwrap(api.GET('/v2/shop/categories/{id}/item-properties', { params: { path: { id: categoryId } }, signal }));
    }),
  };
}
