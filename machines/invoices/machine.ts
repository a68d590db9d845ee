import { assign, setup } from 'xstate';
import { isPayable, type Invoice } from '../../src/domain/invoices.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

/** Spec 002 §8: the invoices could not be read; a PDF could not be fetched. */
export type InvoicesFailure = CallFailure<'load-failed' | 'download-failed'>;

export interface InvoicesContext {
  invoices: Invoice[];
  /** The invoice whose PDF is being fetched. */
  downloadingId: string | null;
  failure: InvoicesFailure | null;
}

export type InvoicesEvent = { type: 'RETRY_REQUESTED' } | { type: 'DOWNLOAD_REQUESTED'; invoiceId: string } | { type: 'PAYMENT_REQUESTED'; invoiceId: string };

/**
 * The invoices tab (spec 002 §2, §7): the customer's invoices with their actions; a PDF fetched
 * as base64 and handed to the browser; an open payment paid through the payment return address,
 * where the payment modal opens over this tab (closing it mounts the tab again, which reads anew).
 */
export const invoicesMachine = setup({
  types: { context: {} as InvoicesContext, events: {} as InvoicesEvent },
  actors: {
    /** `GET v2/shop/invoices?include=actions`. */
    loadInvoices: call<Invoice[]>(),
    /** `GET v2/shop/invoices/{id}/_pdf`: the PDF, named after the order key or the reference. */
    fetchPdf: call<{ blob: Blob; fileName: string }, Invoice>(),
  },
  actions: {
    saveDocument: effect<{ blob: Blob; fileName: string }>(),
    openPayment: effect<{ invoiceId: string }>(),
    announceFailure: effect<{ failure: InvoicesFailure }>(),
    takeInvoices: assign((_, invoices: Invoice[]) => ({ invoices, failure: null })),
    rememberFailure: assign((_, failure: InvoicesFailure) => ({ failure })),
    forgetFailure: assign({ failure: null }),
    markDownloading: assign((_, invoiceId: string) => ({ downloadingId: invoiceId })),
    downloadDone: assign({ downloadingId: null }),
  },
  guards: {
    isInvoice: ({ context }, invoiceId: string) => context.invoices.some((invoice) => invoice.InvoiceID === invoiceId),
    isPayable: ({ context }, invoiceId: string) => context.invoices.some((invoice) => invoice.InvoiceID === invoiceId && isPayable(invoice)),
  },
}).createMachine({
  id: 'invoices',
  description: 'De facturen van de organisatie: lezen, een factuur als PDF downloaden, een openstaande factuur online betalen.',
  context: { invoices: [], downloadingId: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadInvoices',
        id: 'loadInvoices',
        onDone: { target: 'ready', actions: { type: 'takeInvoices', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('load-failed', event.error) } },
      },
    },
    failed: {
      description: 'De facturen konden niet gelezen worden: de tabel zegt het en laat opnieuw proberen.',
      on: { RETRY_REQUESTED: { target: 'loading', actions: 'forgetFailure' } },
    },
    ready: {
      on: {
        DOWNLOAD_REQUESTED: {
          guard: { type: 'isInvoice', params: ({ event }) => event.invoiceId },
          target: 'downloading',
          actions: ['forgetFailure', { type: 'markDownloading', params: ({ event }) => event.invoiceId }],
        },
        PAYMENT_REQUESTED: {
          guard: { type: 'isPayable', params: ({ event }) => event.invoiceId },
          actions: { type: 'openPayment', params: ({ event }) => ({ invoiceId: event.invoiceId }) },
        },
      },
    },
    downloading: {
      description: 'De PDF van een factuur wordt opgehaald; daarna geeft de browser hem als bestand.',
      tags: ['busy'],
      invoke: {
        src: 'fetchPdf',
        id: 'fetchPdf',
        input: ({ context }) => context.invoices.find((invoice) => invoice.InvoiceID === context.downloadingId)!,
        onDone: { target: 'ready', actions: [{ type: 'saveDocument', params: ({ event }) => event.output }, 'downloadDone'] },
        onError: {
          target: 'ready',
          actions: [
            'downloadDone',
            { type: 'rememberFailure', params: ({ event }) => callFailure('download-failed', event.error) },
            { type: 'announceFailure', params: ({ context }) => ({ failure: context.failure! }) },
          ],
        },
      },
    },
  },
});
