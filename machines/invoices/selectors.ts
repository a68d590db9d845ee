import type { SnapshotFrom } from 'xstate';
import type { invoicesMachine } from './machine.ts';

type InvoicesSnapshot = SnapshotFrom<typeof invoicesMachine>;

export const selectStatus = (s: InvoicesSnapshot): 'loading' | 'ready' | 'failed' => (s.hasTag('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready');
export const selectInvoices = (s: InvoicesSnapshot) => s.context.invoices;
export const selectFailure = (s: InvoicesSnapshot) => s.context.failure;
export const selectDownloadingId = (s: InvoicesSnapshot) => s.context.downloadingId;
