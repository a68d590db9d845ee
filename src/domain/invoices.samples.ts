import type { Invoice } from './invoices.ts';

/** An invoice of 121 incl. VAT with this much still due, as the backend gives it. */
export const sampleInvoice = (InvoiceID: string, due: number, currency = 'EUR'): Invoice => ({
  InvoiceID,
  CustomerID: 'CUST-1',
  OrderID: { Key: 'O-2026-0015', Description: 'O-2026-0015' },
  DateInvoice: '2026-11-02',
  Reference: 'Optreden',
  ContactID: { Key: 'CON-1', Description: 'Lotte Vermeulen' },
  TotalExcVAT: 100,
  TotalIncVAT: 121,
  AmountDue: due,
  CurrencyID: { Key: currency, Description: '' },
  Actions: [{ ActionName: 'CreatePayment', Completed: due === 0, Required: true, Details: null }],
});
