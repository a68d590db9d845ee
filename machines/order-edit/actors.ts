import { fromPromise } from 'xstate';
import { unwrap, type ShopClient } from '../../src/api/client.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import { isDropOffDelivery } from '../../src/domain/time-slots.ts';
import type { EditableOrder, OrderChange, SlotsRequest } from './machine.ts';
import type { OrderSlots } from './rules.ts';

/** The calls of the edit page (spec 002 §7). */
export function createOrderEditActors(api: ShopClient) {
  return {
    loadOrder: fromPromise<EditableOrder, { reservationOrderId: string }>(async ({ input, signal }) => {
      const path = { id: input.reservationOrderId };
      const [order, lines] = await Promise.all([
        unwrap(api.GET('/v2/shop/reservationOrders/{id}', { params: { path, query: { include: 'actions' } }, signal })),
        unwrap(api.GET('/v2/shop/reservationOrders/{id}/items', { params: { path, query: { include: 'item' } }, signal })),
      ]);
      return { order, lines: lines.Collection };
    }),
    loadSlots: fromPromise<OrderSlots, SlotsRequest>(async ({ input, signal }) => {
      // Without warehouseID the order's own warehouse is asked (spec 002 §5).
      const moments = (dateToCheck: string) => ({ params: { query: { dateToCheck, reservationOrderID: input.reservationOrderId } }, signal });
      const [pickUp, returns, deliveryMethods] = await Promise.all([
        unwrap(api.GET('/v2/shop/capacity/_start-business-moments', moments(input.start))),
        unwrap(api.GET('/v2/shop/capacity/_end-business-moments', moments(input.end))),
        unwrap(api.GET('/v2/shop/deliverymethods', { signal })),
      ]);
      return { pickUp, return: returns, dropOff: isDropOffDelivery(deliveryMethods.Collection, input.deliveryId) };
    }),
    validateChange: fromPromise<void, OrderChange>(async ({ input, signal }) => {
      const verdict = await unwrap(api.POST('/v2/shop/reservationOrders/{id}/_validate-update', { params: { path: { id: input.reservationOrderId } }, body: input.update, signal }));
      // Spec 002 §5: the first message says why; without one the page says "Wijzigen is mislukt".
      if (!verdict.IsValid) throw new ApiFailure({ kind: 'invalid-response', status: 409, serverMessage: verdict.Data[0]?.Message ?? null });
    }),
    saveChange: fromPromise(async ({ input, signal }: { input: OrderChange; signal: AbortSignal }) =>
      unwrap(api.POST('/v2/shop/reservationOrders/{id}/_update', { params: { path: { id: input.reservationOrderId } }, body: input.update, signal })),
    ),
  };
}
