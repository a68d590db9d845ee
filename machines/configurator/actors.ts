import { fromPromise } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import { amountInCart } from '../cart/selectors.ts';
import type { AddLinesInput, CapacityCheck, Product, ShopSelection, StockAnswer } from './machine.ts';
import type { Suggestion } from './rules.ts';

type AddLine = components['schemas']['CartAddLine'];

/** The main line's key within one request, so its add-ons can name it before it is saved. */
export const MAIN_LINE_KEY = 'main';

const periodQuery = (selection: ShopSelection) => ({
  DateTimeExpectedStart: selection.period.from,
  DateTimeExpectedEnd: selection.period.to,
});

/** Makes an empty cart for the chosen warehouse, delivery and period (spec 001 §4); answers its CartID. */
export async function newCart(api: ShopClient, selection: ShopSelection, customFields: components['schemas']['CustomFields'], signal: AbortSignal): Promise<string> {
  const cart = await unwrap(
    api.POST('/v3/rental/cart', { body: { WarehouseID: selection.warehouseId, ...periodQuery(selection), DeliveryID: selection.deliveryId, CustomFields: customFields }, signal }),
  );
  return cart.CartID;
}

/** An item is added by ItemID, a composition (a package) by CompositionID. */
function productLine(product: Pick<Product, 'ID' | 'Type'>, amount: number, selection: ShopSelection): AddLine {
  return {
    ...(product.Type === 'Composition' ? { CompositionID: product.ID } : { ItemID: product.ID }),
    Amount: amount,
    ...periodQuery(selection),
    WarehouseID: selection.warehouseId,
  };
}

/** The lines one add-to-cart sends: the fixed product with a new cart, the product, its add-ons. */
export function linesToAdd(input: AddLinesInput): AddLine[] {
  const fixed: AddLine[] = input.fixedProductId ? [{ ItemID: input.fixedProductId, Amount: 1, ...periodQuery(input.selection), WarehouseID: input.selection.warehouseId }] : [];
  return [
    ...fixed,
    { ...productLine(input.product, input.count, input.selection), UnsavedID: MAIN_LINE_KEY },
    ...input.addOns.map(({ suggestion, amount }) => ({ ...productLine(suggestion, amount, input.selection), RelatedRentalItemID: MAIN_LINE_KEY })),
  ];
}

export function createConfiguratorActors(api: ShopClient) {
  return {
    loadStock: fromPromise<StockAnswer, { product: Product; suggestions: Suggestion[]; selection: ShopSelection }>(
      async ({ input: { product, suggestions, selection }, signal }) => {
        const query = periodQuery(selection);
        const stockOf = (id: string, warehouse?: string) =>
          unwrap(api.GET('/v2/shop/items/{id}/stock', { params: { path: { id }, query: { ...query, ...(warehouse ? { warehouse } : {}) } }, signal }));
        const [stock, price, ...addOns] = await Promise.all([
          // Without a warehouse: every place that carries it, so a short warehouse can point to another.
          stockOf(product.ID),
          unwrap(api.GET('/v2/shop/items/{id}/price', { params: { path: { id: product.ID }, query: { ...query, warehouse: selection.warehouseId, amount: 1 } }, signal })),
          ...suggestions.map((s) => stockOf(s.ID, selection.warehouseId)),
        ]);
        return {
          maxReservationDays: stock.MaxReservationDays,
          warehouses: stock.Warehouses,
          price,
          addOns: Object.fromEntries(suggestions.map((s, i) => [s.ID, addOns[i]?.Warehouses.find((w) => w.WarehouseID === selection.warehouseId) ?? null])),
        };
      },
    ),

    checkCapacity: fromPromise<CapacityCheck, { selection: ShopSelection; cartId: string | null }>(async ({ input: { selection, cartId }, signal }) =>
      unwrap(
        api.GET('/v2/shop/capacity', {
          params: {
            query: {
              warehouseID: selection.warehouseId,
              startDate: selection.period.from,
              endDate: selection.period.to,
              ...(cartId ? { cartID: cartId } : {}),
            },
          },
          signal,
        }),
      ),
    ),

    createCart: fromPromise<string, { selection: ShopSelection; customFields: components['schemas']['CustomFields'] }>(({ input: { selection, customFields }, signal }) =>
      newCart(api, selection, customFields, signal),
    ),

    addLines: fromPromise<void, AddLinesInput>(async ({ input, signal }) => {
      await unwrap(api.POST('/v3/rental/cart/{id}/items', { params: { path: { id: input.cartId } }, body: linesToAdd(input), signal }));
    }),

    countInCart: fromPromise<number, { cartId: string; productId: string }>(async ({ input, signal }) =>
      amountInCart(await unwrap(api.GET('/v3/rental/cart/{id}', { params: { path: { id: input.cartId } }, signal })), input.productId),
    ),
  };
}
