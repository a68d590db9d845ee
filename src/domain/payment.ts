import type { components } from '../../openapi/schema';

/** What an online payment pays: an order (reservation order) or an invoice. */
export type PaymentTarget = { kind: 'order'; reservationOrderId: string } | { kind: 'invoice'; invoiceId: string };

/** The answer of `GET v2/shop/payments/link` (spec 001 §3 "Payment link response"). */
export type PaymentLinkAnswer = components['schemas']['PaymentLink'];

/** The order action that starts a payment (spec 002 §4), also the `orderAction` of the return address. */
const CREATE_PAYMENT_ACTION = 'createPayment';

/** Spec 001 §4: these statuses end a payment without it being paid; the shop shows the payment's message. */
export const FAILED_PAYMENT_STATUSES: readonly PaymentLinkAnswer['Status'][] = ['Cancelled', 'Error', 'Not paid'];

const TAB_OF = { order: 'orders', invoice: 'invoices' } as const;

/**
 * The payment return address of spec 002 §2: /account with orderAction=createPayment and either
 * tab=orders with reservationOrderId, or tab=invoices with orderInvoiceId. The tab is read
 * case-insensitively; anything else is no payment to open.
 */
export function paymentTargetOf(search: string): PaymentTarget | null {
  const query = new URLSearchParams(search);
  if (query.get('orderAction')?.toLowerCase() !== CREATE_PAYMENT_ACTION.toLowerCase()) return null;
  const tab = query.get('tab')?.toLowerCase();
  const reservationOrderId = query.get('reservationOrderId')?.trim();
  const invoiceId = query.get('orderInvoiceId')?.trim();
  if (tab === TAB_OF.order && reservationOrderId) return { kind: 'order', reservationOrderId };
  if (tab === TAB_OF.invoice && invoiceId) return { kind: 'invoice', invoiceId };
  return null;
}

/** The return address that opens the payment modal for a target (what `paymentTargetOf` reads). */
export function paymentReturnPath(target: PaymentTarget): string {
  const query = new URLSearchParams({ orderAction: CREATE_PAYMENT_ACTION, tab: TAB_OF[target.kind] });
  if (target.kind === 'order') query.set('reservationOrderId', target.reservationOrderId);
  else query.set('orderInvoiceId', target.invoiceId);
  return `/account?${query.toString()}`;
}
