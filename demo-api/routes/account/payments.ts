/**
 * Online payment of an order or invoice through the demo's payment provider. The link call
 * starts and follows a payment; the provider page (pages/payment.ts) settles it.
 */
import type { Hono } from 'hono';
import { isPaymentMethod } from '../../../src/domain/payment-methods.ts';
import { nextId, type DemoDb, type Invoice, type OrderAction, type PaymentRow, type PaymentStatus, type ReservationOrderRow } from '../../db.ts';
import { isoDateTime } from '../../lib/dates.ts';
import { badRequest, notFound, requireUser, requiredQuery, type DemoEnv } from '../../lib/http.ts';
import { round2 } from '../../lib/pricing.ts';
import { parseMoment } from './shared.ts';

/** A payment left unfinished at the provider this long ends as Not paid. */
export const PAYMENT_EXPIRY_MS = 15 * 60_000;
/** The provider page's "paid after processing" choice settles this long after it was made. */
export const PROCESSING_DELAY_MS = 3_000;

const PROVIDER_MESSAGES: Record<Exclude<PaymentStatus, 'Pending'>, string> = {
  Paid: 'De betaling is ontvangen.',
  Cancelled: 'U hebt de betaling geannuleerd.',
  Error: 'De betaalprovider kon de betaling niet uitvoeren.',
  'Not paid': 'De betaling werd niet binnen 15 minuten voltooid.',
};

export type PaymentTarget = { kind: 'order'; row: ReservationOrderRow } | { kind: 'invoice'; invoice: Invoice };

function holder(target: PaymentTarget): { AmountDue: number; Actions: OrderAction[] } {
  return target.kind === 'order' ? target.row.order : target.invoice;
}

export function targetLabel(target: PaymentTarget): string {
  return target.kind === 'order' ? `Reservering ${target.row.order.ReservationOrderID}` : `Factuur ${target.invoice.InvoiceID}`;
}

export function targetOf(db: DemoDb, payment: PaymentRow): PaymentTarget | null {
  if (payment.ReservationOrderID !== null) {
    const row = db.orders.find((r) => r.order.ReservationOrderID === payment.ReservationOrderID);
    return row ? { kind: 'order', row } : null;
  }
  const invoice = db.invoices.find((i) => i.InvoiceID === payment.InvoiceID);
  return invoice ? { kind: 'invoice', invoice } : null;
}

function paymentLinkOf(payment: PaymentRow): string {
  return `/api/__demo/pay/${encodeURIComponent(payment.PaymentID)}`;
}

/** Ends a pending payment with an outcome; a Paid one settles what was due. */
export function settlePayment(db: DemoDb, payment: PaymentRow, status: Exclude<PaymentStatus, 'Pending'>): void {
  payment.Status = status;
  payment.Message = PROVIDER_MESSAGES[status];
  payment.SettleAt = null;
  if (status !== 'Paid') return;
  const target = targetOf(db, payment);
  if (!target) return;
  const paid = holder(target);
  paid.AmountDue = Math.max(0, round2(paid.AmountDue - payment.Amount));
  const action = paid.Actions.find((a) => a.ActionName === 'CreatePayment');
  if (action) action.Completed = paid.AmountDue === 0;
}

/** Moves a pending payment on by the clock: a processing one becomes Paid, a forgotten one Not paid. */
export function refreshPayment(db: DemoDb, payment: PaymentRow, now: Date): void {
  if (payment.Status !== 'Pending') return;
  if (payment.SettleAt !== null) {
    if (parseMoment(payment.SettleAt) <= now) settlePayment(db, payment, 'Paid');
  } else if (now.getTime() - parseMoment(payment.CreatedAt).getTime() > PAYMENT_EXPIRY_MS) {
    settlePayment(db, payment, 'Not paid');
  }
}

/**
 * Whether the browser may be sent back to this address: a path on this site, or a local
 * development address. Anything else would make the payment page an open redirect.
 */
export function isSafeReturnUrl(raw: string): boolean {
  // Backslashes and control characters let browsers read "/\evil" or "/\tevil" as another host.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return false;
  if (raw.startsWith('/')) return !raw.startsWith('//');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    (url.hostname === 'localhost' || url.hostname === '127.0.0.1') &&
    url.username === '' &&
    url.password === ''
  );
}

function latestPayment(db: DemoDb, target: PaymentTarget): PaymentRow | undefined {
  let latest: PaymentRow | undefined;
  for (const payment of db.payments.values()) {
    const matches =
      target.kind === 'order'
        ? payment.ReservationOrderID === target.row.order.ReservationOrderID
        : payment.InvoiceID === target.invoice.InvoiceID;
    if (matches) latest = payment;
  }
  return latest;
}

export function registerPaymentRoutes(app: Hono<DemoEnv>): void {
  app.get('/v2/shop/payments/link', (c) => {
    const user = requireUser(c);
    const db = c.get('db');
    const now = c.get('clock').now();
    const orderId = c.req.query('reservationOrderID') || null;
    const invoiceId = c.req.query('invoiceID') || null;
    if ((orderId === null) === (invoiceId === null)) throw badRequest('Geef reservationOrderID of invoiceID (precies één van beide)');
    const returnUrl = requiredQuery(c, 'returnUrl');
    if (!isSafeReturnUrl(returnUrl)) throw badRequest('Parameter returnUrl moet een adres op deze site zijn');
    const method = (c.req.query('paymentMethod') ?? '').toUpperCase();
    if (method !== '' && !isPaymentMethod(method)) throw badRequest(`Parameter paymentMethod: onbekende betaalmethode ${method}`);
    const description = c.req.query('description') ?? '';
    if (description.length > 200) throw badRequest('Parameter description mag hoogstens 200 tekens lang zijn');

    let target: PaymentTarget;
    if (orderId !== null) {
      const row = db.orders.find((r) => r.order.ReservationOrderID === orderId && r.order.CustomerID === user.CustomerID);
      if (!row) throw notFound(`Reservering ${orderId}`);
      target = { kind: 'order', row };
    } else {
      const invoice = db.invoices.find((i) => i.InvoiceID === invoiceId && i.CustomerID === user.CustomerID);
      if (!invoice) throw notFound(`Factuur ${invoiceId}`);
      target = { kind: 'invoice', invoice };
    }

    const latest = latestPayment(db, target);
    if (latest) refreshPayment(db, latest, now);
    const due = holder(target).AmountDue;
    if (due <= 0) return c.json({ Status: 'Paid', Message: null, PaymentLink: null, TotalAmountDue: 0 });
    if (latest?.Status === 'Pending') {
      return c.json({ Status: 'Pending', Message: null, PaymentLink: paymentLinkOf(latest), TotalAmountDue: latest.Amount });
    }
    if (latest && latest.Status !== 'Paid' && !latest.Reported) {
      latest.Reported = true;
      return c.json({ Status: latest.Status, Message: latest.Message, PaymentLink: null, TotalAmountDue: due });
    }
    const payment: PaymentRow = {
      PaymentID: nextId(db, 'PAY-', 70001),
      ReservationOrderID: target.kind === 'order' ? target.row.order.ReservationOrderID : null,
      InvoiceID: target.kind === 'invoice' ? target.invoice.InvoiceID : null,
      Amount: due,
      PaymentMethod: method || null,
      ReturnUrl: returnUrl,
      Status: 'Pending',
      // While Pending, Message holds the description the provider page shows.
      Message: description || targetLabel(target),
      CreatedAt: isoDateTime(now),
      SettleAt: null,
      Reported: false,
    };
    db.payments.set(payment.PaymentID, payment);
    return c.json({ Status: 'Pending', Message: null, PaymentLink: paymentLinkOf(payment), TotalAmountDue: due });
  });
}
