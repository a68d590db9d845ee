import { fromPromise } from 'xstate';
import { unwrap, type ShopClient } from '../../src/api/client.ts';
import { invoiceFileName, pdfOf, type Invoice } from '../../src/domain/invoices.ts';

/** The calls of the invoices tab (spec 002 §7). */
export function createInvoicesActors(api: ShopClient) {
  return {
    loadInvoices: fromPromise<Invoice[]>(async ({ signal }) => (await unwrap(api.GET('/v2/shop/invoices', { params: { query: { include: 'actions' } }, signal }))).Collection),
    fetchPdf: fromPromise<{ blob: Blob; fileName: string }, Invoice>(async ({ input, signal }) => {
      const document = await unwrap(api.GET('/v2/shop/invoices/{id}/_pdf', { params: { path: { id: input.InvoiceID } }, signal }));
      return { blob: pdfOf(document.Data), fileName: invoiceFileName(input) };
    }),
  };
}
