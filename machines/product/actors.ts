import { fromPromise } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { ItemAttachment } from '../../src/domain/customer-items.ts';
import { serialDocumentsFor } from '../../src/domain/serial-documents.ts';
import type { ItemPropertyDefinition, Product, ProductPage, ProductQuery } from './machine.ts';

type Serial = components['schemas']['Serial'];

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
    loadProduct: fromPromise<ProductPage, ProductQuery>(async ({ input, signal }) => {
      const params = { path: { id: input.productId } };
      const [[product, propertyDefinitions], suggestions, serial] = await Promise.all([
        productWithDefinitions(input.productId, signal),
        unwrap(api.GET('/v2/shop/items/{id}/suggested', { params, signal })),
        input.serial ? serialWithDocuments(input.serial, signal) : null,
      ]);
      return {
        product,
        suggestions: [...suggestions.Collection].sort((a, b) => a.SuggestionRanking - b.SuggestionRanking),
        propertyDefinitions,
        serialDocuments: serial && serialDocumentsFor(product.ID, serial.serial, serial.attachments),
      };
    }),
  };
}
