import { describe, expect, it } from 'vitest';
import { currencyOf, invoiceFileName, isPayable, pdfOf } from './invoices.ts';
import type { OrderAction } from './orders.ts';

const payment = (Completed: boolean): OrderAction => ({ ActionName: 'CreatePayment', Completed, Required: true, Details: null });

const invoice = { InvoiceID: 'F-2026-0042', OrderID: { Key: 'O-2026-0015', Description: '' }, Reference: 'Optreden De Kreuners', Actions: [] };

describe('an invoice', () => {
  it('is named after its order key, else its reference, else its number', () => {
    expect(invoiceFileName(invoice)).toBe('Factuur-O-2026-0015.pdf');
    expect(invoiceFileName({ ...invoice, OrderID: { Key: '', Description: '' } })).toBe('Factuur-Optreden-De-Kreuners.pdf');
    expect(invoiceFileName({ ...invoice, OrderID: { Key: ' ', Description: '' }, Reference: '' })).toBe('Factuur-F-2026-0042.pdf');
  });

  it('is payable while its payment action is open', () => {
    expect(isPayable(invoice)).toBe(false);
    expect(isPayable({ Actions: [payment(false)] })).toBe(true);
    expect(isPayable({ Actions: [payment(true)] })).toBe(false);
  });

  it('is in the currency it names, else in euro', () => {
    expect(currencyOf({ CurrencyID: { Key: 'USD', Description: 'Dollar' } })).toBe('USD');
    expect(currencyOf({ CurrencyID: { Key: '', Description: '' } })).toBe('EUR');
  });

  it('comes as base64 and is saved as PDF bytes', async () => {
    const blob = pdfOf(btoa('%PDF-1.4 x'));
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4 x');
  });
});
