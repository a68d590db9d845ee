import { sampleInvoice } from '../../src/domain/invoices.samples.ts';
import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { invoicesMachine } from './machine.ts';

const UNPAID = sampleInvoice('F-5001', 121);

export const invoicesFlow: RegisteredMachine = {
  id: 'invoices',
  title: 'Facturen',
  description:
    'Facturen op /account/invoices: de facturen met hun acties gelezen; een factuur als PDF gedownload, genoemd naar de order of de referentie; een openstaande factuur betaald via het betaaladres, waar de betaalmodal over deze tab opent.',
  machine: invoicesMachine,
  events: () => [
    done('loadInvoices', [UNPAID, sampleInvoice('F-5002', 0)]),
    failed('loadInvoices'),
    { type: 'RETRY_REQUESTED' },
    { type: 'DOWNLOAD_REQUESTED', invoiceId: UNPAID.InvoiceID },
    done('fetchPdf', { blob: new Blob(['%PDF-1.4']), fileName: 'Factuur-O-2026-0015.pdf' }),
    failed('fetchPdf'),
    { type: 'PAYMENT_REQUESTED', invoiceId: UNPAID.InvoiceID },
  ],
  serialize: byValue,
};
