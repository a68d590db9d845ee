import { fromPromise } from 'xstate';
import { unwrap, type ShopClient } from '../../src/api/client.ts';
import type { OrderDetails, OrderDocument } from './machine.ts';

/** The calls of an order's details page (spec 002 §7). */
export function createOrderDetailActors(api: ShopClient) {
  return {
    loadDetails: fromPromise<OrderDetails, { reservationOrderId: string }>(async ({ input, signal }) => {
      const path = { id: input.reservationOrderId };
      const [order, items, warehouses, files] = await Promise.all([
        unwrap(api.GET('/v2/shop/reservationOrders/{id}', { params: { path, query: { include: 'actions' } }, signal })),
        unwrap(api.GET('/v2/shop/reservationOrders/{id}/items', { params: { path, query: { include: 'item' } }, signal })),
        unwrap(api.GET('/v2/shop/warehouse', { signal })),
        unwrap(api.GET('/v2/shop/reservationOrders/{id}/files', { params: { path }, signal })),
      ]);
      return {
        order,
        items: items.Collection,
        warehouse: warehouses.Collection.find((warehouse) => warehouse.WarehouseID === order.WarehouseID) ?? null,
        files: files.Collection.map((file) => ({ CartAttachmentID: file.FileID, FileName: file.FileName, ContentType: file.ContentType, FileSize: file.FileSize })),
      };
    }),
    fetchDocument: fromPromise<Blob, OrderDocument>(async ({ input, signal }) =>
      unwrap(
        api.GET('/v2/shop/reservationOrders/{id}/documents/{documentType}/{documentId}/{fileName}', {
          params: { path: { id: input.reservationOrderId, documentType: 'order-confirmation', documentId: input.reservationId, fileName: input.fileName } },
          parseAs: 'blob',
          signal,
        }),
      ),
    ),
  };
}
