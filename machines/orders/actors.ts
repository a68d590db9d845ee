import { fromPromise } from 'xstate';
import { unwrap, type ShopClient } from '../../src/api/client.ts';
import { fetchOrderTypes } from '../../src/api/labels.ts';
import { extraOrderInfoFields, type ExtraOrderInfo } from '../../src/domain/extra-order-info.ts';
import { linesToRequestAgain, type ReservationOrder } from '../../src/domain/orders.ts';
import { newCart } from '../configurator/actors.ts';
import type { ShopSelection } from '../configurator/machine.ts';
import type { OrdersPage } from './machine.ts';

/** The most orders one call gives (the contract's maximum page length). */
const ORDERS_PER_CALL = 100;

/** The orders calls of the account area (spec 002 §7). */
export function createOrdersActors(api: ShopClient) {
  const ordersFrom = (customerId: string, index: number, signal: AbortSignal) =>
    unwrap(
      api.GET('/v2/shop/reservationOrders', {
        params: { query: { CustomerID: customerId, Orderby: 'DateTimeExpectedStart desc', include: 'actions', index, size: ORDERS_PER_CALL } },
        signal,
      }),
    );
  return {
    // The table filters and pages the whole list itself: the rest of a long list is read in one more parallel wave.
    loadOrders: fromPromise<OrdersPage, { customerId: string }>(async ({ input, signal }) => {
      const [first, orderTypes] = await Promise.all([ordersFrom(input.customerId, 0, signal), fetchOrderTypes(api, signal)]);
      const rest: ReservationOrder[][] = await Promise.all(
        Array.from({ length: Math.ceil(first.Total / ORDERS_PER_CALL) - 1 }, (_, page) => ordersFrom(input.customerId, (page + 1) * ORDERS_PER_CALL, signal).then((answer) => answer.Collection)),
      );
      return { orders: [...first.Collection, ...rest.flat()], orderTypes };
    }),
    saveReference: fromPromise<ReservationOrder, { reservationOrderId: string; reference: string }>(async ({ input, signal }) =>
      unwrap(api.POST('/v2/shop/reservationOrders/{id}/_update', { params: { path: { id: input.reservationOrderId } }, body: { Reference: input.reference }, signal })),
    ),
    giveCertificate: fromPromise<ReservationOrder, { reservationOrderId: string; number: string }>(async ({ input, signal }) =>
      unwrap(api.POST('/v2/shop/reservationOrders/{id}/_certificate', { params: { path: { id: input.reservationOrderId } }, body: { Number: input.number, IsInactive: false }, signal })),
    ),
    saveExtraInfo: fromPromise<ReservationOrder, { reservationOrderId: string; info: ExtraOrderInfo }>(async ({ input, signal }) =>
      unwrap(
        api.POST('/v2/shop/reservationOrders/{id}/_update', { params: { path: { id: input.reservationOrderId } }, body: { CustomFields: extraOrderInfoFields(input.info) }, signal }),
      ),
    ),
    duplicateOrder: fromPromise<string, { reservationOrderId: string; selection: ShopSelection }>(async ({ input: { reservationOrderId, selection }, signal }) => {
      const [lines, cartId] = await Promise.all([
        unwrap(api.GET('/v2/shop/reservationOrders/{id}/items', { params: { path: { id: reservationOrderId } }, signal })),
        newCart(api, selection, {}, signal),
      ]);
      const body = linesToRequestAgain(lines.Collection);
      // The new cart's lines are set to the order's (PUT replaces every line), not added to: the
      // cart holds exactly the order, and a repeated step cannot double an amount.
      if (body.length > 0) await unwrap(api.PUT('/v3/rental/cart/{id}/items', { params: { path: { id: cartId } }, body, signal }));
      return cartId;
    }),
    cancelOrder: fromPromise<ReservationOrder, { reservationOrderId: string }>(async ({ input, signal }) =>
      unwrap(api.POST('/v2/shop/reservationOrders/{id}/cancel', { params: { path: { id: input.reservationOrderId }, query: { sendMail: false } }, signal })),
    ),
  };
}
