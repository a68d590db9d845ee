import { describe, expect, it } from 'vitest';
import { paymentReturnPath, paymentTargetOf } from './payment.ts';

describe('the payment return address', () => {
  it('names an order to pay', () => {
    expect(paymentTargetOf('?orderAction=createPayment&tab=orders&reservationOrderId=RO-2026-0101')).toEqual({
      kind: 'order',
      reservationOrderId: 'RO-2026-0101',
    });
  });

  it('names an invoice to pay', () => {
    expect(paymentTargetOf('orderAction=createPayment&tab=invoices&orderInvoiceId=F-2026-0042')).toEqual({ kind: 'invoice', invoiceId: 'F-2026-0042' });
  });

  it('reads the tab case-insensitively', () => {
    expect(paymentTargetOf('orderAction=createPayment&tab=ORDERS&reservationOrderId=RO-1')).toEqual({ kind: 'order', reservationOrderId: 'RO-1' });
    expect(paymentTargetOf('orderAction=createPayment&tab=Invoices&orderInvoiceId=F-1')).toEqual({ kind: 'invoice', invoiceId: 'F-1' });
  });

  it.each([
    ['no query', ''],
    ['another action', 'orderAction=cancel&tab=orders&reservationOrderId=RO-1'],
    ['no action', 'tab=orders&reservationOrderId=RO-1'],
    ['an order id on the invoices tab', 'orderAction=createPayment&tab=invoices&reservationOrderId=RO-1'],
    ['an invoice id on the orders tab', 'orderAction=createPayment&tab=orders&orderInvoiceId=F-1'],
    ['an empty id', 'orderAction=createPayment&tab=orders&reservationOrderId=%20'],
    ['an unknown tab', 'orderAction=createPayment&tab=profile&reservationOrderId=RO-1'],
  ])('opens nothing for %s', (_what, search) => {
    expect(paymentTargetOf(search)).toBeNull();
  });

  it('builds the address it reads', () => {
    const order = { kind: 'order', reservationOrderId: 'RO-2026 01' } as const;
    const invoice = { kind: 'invoice', invoiceId: 'F-2026-0042' } as const;
    expect(paymentReturnPath(order)).toBe('/account?orderAction=createPayment&tab=orders&reservationOrderId=RO-2026+01');
    expect(paymentTargetOf(paymentReturnPath(order).split('?')[1]!)).toEqual(order);
    expect(paymentTargetOf(paymentReturnPath(invoice).split('?')[1]!)).toEqual(invoice);
  });
});
