import type { Invoice } from '../../src/domain/invoices.ts';
import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { invoicesMachine } from './machine.ts';

const invoice = (InvoiceID: string, due: number): Invoice => ({
  InvoiceID,
  CustomerID: 'CUST-1',
  OrderID: { Key: 'O-2026-0015', Description: 'O-2026-0015' },
  DateInvoice: '2026-11-02',
  Reference: 'Optreden',
  ContactID: { Key: 'CON-1', Description: 'Lotte Vermeulen' },
  TotalExcVAT: 100,
  TotalIncVAT: 121,
  AmountDue: due,
  CurrencyID: { Key: 'EUR', Description: 'Euro' },
  Actions: [{ ActionName: 'CreatePayment', Completed: due === 0, Required: true, Details: null }],
});
const UNPAID = invoice('F-5001', 121);

export const invoicesFlow: RegisteredMachine = {
  id: 'invoices',
  title: 'Facturen',
  description:
    'Facturen op /account/invoices: de facturen met hun acties gelezen; een factuur als PDF gedownload, genoemd naar de order of de referentie; een openstaande factuur betaald via het betaaladres, waar de betaalmodal over deze tab opent.',
  machine: invoicesMachine,
  events: () => [
    done('loadInvoices', [UNPAID, invoice('F-5002', 0)]),
    failed('loadInvoices'),
    { type: 'RETRY_REQUESTED' },
    { type: 'DOWNLOAD_REQUESTED', invoiceId: UNPAID.InvoiceID },
    done('fetchPdf', { blob: new Blob(['%PDF-1.4']), fileName: 'Factuur-O-2026-0015.pdf' }),
    failed('fetchPdf'),
    { type: 'PAYMENT_REQUESTED', invoiceId: UNPAID.InvoiceID },
  ],
  serialize: byValue,
};
