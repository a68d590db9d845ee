import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { CartChange, InvalidItem } from './machine.ts';
import type { CalendarRange, DeliveryMethod, Warehouse, WarehouseDays } from './rules.ts';

/** The calls of the selection, over the shop's client. */
export function createSelectionActors(api: ShopClient) {
  return {
    loadOptions: fromPromise<{ warehouses: Warehouse[]; deliveryMethods: DeliveryMethod[] }>(async ({ signal }) => {
      const [warehouses, deliveryMethods] = await Promise.all([
        unwrap(api.GET('/v2/shop/warehouse', { signal })),
        unwrap(api.GET('/v2/shop/deliverymethods', { signal })),
      ]);
      return { warehouses: warehouses.Collection, deliveryMethods: deliveryMethods.Collection };
    }),

    /** For every warehouse of the location at once: its closing days and its pick-up and return days. */
    loadCalendar: fromPromise<WarehouseDays[], { warehouseIds: string[]; range: CalendarRange }>(({ input: { warehouseIds, range }, signal }) =>
      Promise.all(
        warehouseIds.map(async (warehouseId) => {
          const days = { warehouseID: warehouseId, dateToCheckFrom: range.from };
          const [closingDays, startDays, endDays] = await Promise.all([
            unwrap(api.GET('/v2/closingDays', { params: { query: { warehouse: warehouseId, dateFrom: range.from, dateTo: range.startUntil } }, signal })),
            unwrap(api.GET('/v2/shop/capacity/_available-start-days', { params: { query: { ...days, dateToCheckTo: range.startUntil } }, signal })),
            unwrap(api.GET('/v2/shop/capacity/_available-end-days', { params: { query: { ...days, dateToCheckTo: range.endUntil } }, signal })),
          ]);
          return { warehouseId, closingDays: closingDays.Collection, startDays, endDays };
        }),
      ),
    ),

    /** The cart's lines as they would be after the change, checked by the backend. */
    checkConflicts: fromPromise<InvalidItem[], { cartId: string; change: CartChange }>(async ({ input: { cartId, change }, signal }) => {
      const path = { id: cartId };
      const lines = await unwrap(api.GET('/v3/rental/cart/{id}/items', { params: { path }, signal }));
      if (lines.Collection.length === 0) return [];
      const answer = await unwrap(
        api.POST('/v3/rental/cart/{id}/items/_conflict-check', {
          params: { path, query: { warehouse: change.WarehouseID } },
          body: lines.Collection.map((line) => ({
            CartItemID: line.CartItemID,
            ItemID: line.ItemID,
            CompositionID: line.CompositionID,
            Amount: line.Amount,
            DateTimeExpectedStart: change.DateTimeExpectedStart,
            DateTimeExpectedEnd: change.DateTimeExpectedEnd,
            WarehouseID: change.WarehouseID,
          })),
          signal,
        }),
      );
      return answer.Collection.flatMap((result) =>
        result.CartItemID
          ? [{ cartItemId: result.CartItemID, description: result.Description, amount: result.Amount, reason: result.InvalidCartItemReason }]
          : [],
      );
    }),

    updateCart: fromPromise<void, { cartId: string; removeIds: string[]; change: CartChange }>(async ({ input: { cartId, removeIds, change }, signal }) => {
      const path = { id: cartId };
      if (removeIds.length > 0) {
        await unwrap(api.DELETE('/v3/rental/cart/{id}/items/bulk-delete', { params: { path }, body: { CartItemIDs: removeIds }, signal }));
      }
      await unwrap(api.PATCH('/v3/rental/cart/{id}', { params: { path }, body: change, signal }));
    }),
  };
}
