import { fromPromise } from 'xstate';
import { unwrap, type ShopClient } from '../../src/api/client.ts';
import { documentsZipName, downloadName, type ItemAttachment } from '../../src/domain/customer-items.ts';
import type { CustomerItemsPage, CustomerItemsQuery, DocumentsZip, ItemRef } from './machine.ts';

/** The customer items calls of the account area (spec 002 §7). */
export function createCustomerItemsActors(api: ShopClient) {
  return {
    loadPage: fromPromise<CustomerItemsPage, CustomerItemsQuery>(async ({ input, signal }) => {
      const query = { index: input.index, size: input.size, sortOn: 'LastServiceDate' as const, sortReverse: true, ...(input.search ? { search: input.search } : {}) };
      const page = await unwrap(api.GET('/v2/shop/customer/customeritemserials', { params: { query }, signal }));
      return { items: page.Collection, total: page.Total };
    }),
    loadAttachments: fromPromise<ItemAttachment[], ItemRef>(async ({ input, signal }) => {
      const path = { customerId: input.customerId, itemId: input.itemId, serialId: input.serialId };
      const answer = await unwrap(api.GET('/v2/shop/customer/{customerId}/customeritems/{itemId}/serials/{serialId}/attachments', { params: { path }, signal }));
      return answer.Collection;
    }),
    fetchZip: fromPromise<DocumentsZip, { customerId: string }>(async ({ input, signal }) => {
      const request = api.GET('/v2/shop/customer/{customerId}/customeritems/serials/attachments/_zip', {
        params: { path: { customerId: input.customerId } },
        parseAs: 'blob',
        signal,
      });
      const blob = await unwrap(request);
      const { response } = await request;
      return { blob, fileName: downloadName(response.headers.get('Content-Disposition'), documentsZipName(input.customerId)) };
    }),
  };
}
