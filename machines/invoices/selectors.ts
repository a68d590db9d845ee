import type { SnapshotFrom } from 'xstate';
import { currencyOf, isPayable, type Invoice } from '../../src/domain/invoices.ts';
import type { invoicesMachine } from './machine.ts';

type InvoicesSnapshot = SnapshotFrom<typeof invoicesMachine>;

export const selectStatus = (s: InvoicesSnapshot): 'loading' | 'ready' | 'failed' => (s.hasTag('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready');
/** The invoices could not be read: the table says it, with a retry. */
export const selectLoadFailure = (s: InvoicesSnapshot) => (s.context.failure?.kind === 'load-failed' ? s.context.failure : null);
/** A PDF could not be fetched: said under the table, which stays. */
export const selectDownloadFailure = (s: InvoicesSnapshot) => (s.context.failure?.kind === 'download-failed' ? s.context.failure : null);

/** A row of the invoices table: the invoice, its currency, whether it is paid online or paid already, and its PDF's state. */
export interface InvoiceRow {
  invoice: Invoice;
  currency: string;
  /** Its payment action is open: "Nu betalen". */
  payable: boolean;
  /** Nothing is due any more: "Betaald". */
  paid: boolean;
  /** Its PDF is being fetched. */
  downloading: boolean;
  /** Another invoice's PDF is being fetched: one at a time. */
  downloadBlocked: boolean;
}

export const selectRows = (s: InvoicesSnapshot): InvoiceRow[] => {
  const { downloadingId } = s.context;
  return s.context.invoices.map((invoice) => ({
    invoice,
    currency: currencyOf(invoice),
    payable: isPayable(invoice),
    paid: !isPayable(invoice) && invoice.AmountDue === 0,
    downloading: downloadingId === invoice.InvoiceID,
    downloadBlocked: downloadingId !== null && downloadingId !== invoice.InvoiceID,
  }));
};
