import type { components } from '../../openapi/schema';

export type Invoice = components['schemas']['Invoice'];

/** Spec 002 §7: the PDF is named after the order it invoices, else its reference (else its number). */
export function invoiceFileName(invoice: Pick<Invoice, 'OrderID' | 'Reference' | 'InvoiceID'>): string {
  const name = [invoice.OrderID.Key, invoice.Reference, invoice.InvoiceID].map((part) => part.trim()).find((part) => part !== '') ?? 'factuur';
  return `Factuur-${name.replace(/[^\p{L}\p{N}._-]+/gu, '-')}.pdf`;
}

/** An invoice is paid online while its CreatePayment action is open (spec 002 §4). */
export const isPayable = (invoice: Pick<Invoice, 'Actions'>): boolean =>
  invoice.Actions.some((action) => action.ActionName === 'CreatePayment' && !action.Completed);

/** The currency the invoice's amounts are in; an invoice that names none is in euro. */
export const currencyOf = (invoice: Pick<Invoice, 'CurrencyID'>): string => invoice.CurrencyID.Key || 'EUR';

/** `_pdf` answers the document as base64: the bytes as a PDF file. */
export function pdfOf(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}
