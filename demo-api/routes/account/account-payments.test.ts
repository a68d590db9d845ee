import { describe, expect, it } from 'vitest';
import { CUSTOMER } from '../../seed/anchors.ts';
import { accountKit, type AccountKit } from './account-test-kit.ts';
import { isSafeReturnUrl, PAYMENT_EXPIRY_MS } from './payments.ts';

interface Link {
  Status: string;
  Message: string | null;
  PaymentLink: string | null;
  TotalAmountDue: number;
}

function unpaidOrderId(kit: AccountKit): string {
  return kit.api.db.orders.find((r) => r.order.CustomerID === CUSTOMER.branding && r.order.AmountDue > 0)!.order.ReservationOrderID;
}

const link = (kit: AccountKit, orderId: string, extra: Record<string, string> = {}) =>
  kit.json<Link>('GET', `/v2/shop/payments/link?${new URLSearchParams({ reservationOrderID: orderId, returnUrl: '/account?tab=orders', ...extra })}`);

async function choose(kit: AccountKit, started: Link, outcome: string): Promise<Response> {
  return kit.call('POST', started.PaymentLink!.replace(/^\/api/, ''), { form: { outcome }, token: null });
}

describe('isSafeReturnUrl', () => {
  it.each([
    ['/account?tab=orders&orderAction=createPayment', true],
    ['http://localhost:5173/account', true],
    ['https://127.0.0.1:4173/account', true],
    ['//evil.example/account', false],
    ['/\\evil.example', false],
    ['https://evil.example/account', false],
    ['http://localhost.evil.example/', false],
    ['http://user:pw@localhost/', false],
    ['javascript:alert(1)', false],
    ['/account\n', false],
    ['account', false],
  ])('%s → %s', (url, safe) => expect(isSafeReturnUrl(url)).toBe(safe));
});

describe('the payment link and the provider page', () => {
  it('keeps answering the same pending payment until it ends', async () => {
    const kit = accountKit();
    const id = unpaidOrderId(kit);
    const first = await link(kit, id, { paymentMethod: 'IDEAL' });
    expect(first.Status).toBe('Pending');
    expect(await link(kit, id)).toEqual(first);
  });

  it('settles "paid after processing" three seconds later by the clock', async () => {
    const kit = accountKit();
    const id = unpaidOrderId(kit);
    const started = await link(kit, id);
    const answer = await choose(kit, started, 'delayed');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/account?tab=orders');
    kit.advance(2000);
    expect((await link(kit, id)).Status).toBe('Pending');
    kit.advance(1500);
    expect(await link(kit, id)).toEqual({ Status: 'Paid', Message: null, PaymentLink: null, TotalAmountDue: 0 });
    const order = kit.api.db.orders.find((r) => r.order.ReservationOrderID === id)!.order;
    expect(order.AmountDue).toBe(0);
    expect(order.Actions.find((a) => a.ActionName === 'CreatePayment')?.Completed).toBe(true);
  });

  it('reports a failure once with the provider message, then starts a new payment', async () => {
    const kit = accountKit();
    const id = unpaidOrderId(kit);
    const started = await link(kit, id);
    await choose(kit, started, 'fail');
    const failed = await link(kit, id);
    expect(failed).toMatchObject({ Status: 'Error', PaymentLink: null, Message: expect.stringContaining('betaalprovider') });
    expect(failed.TotalAmountDue).toBe(started.TotalAmountDue);
    const retry = await link(kit, id);
    expect(retry.Status).toBe('Pending');
    expect(retry.PaymentLink).not.toBe(started.PaymentLink);
  });

  it('ends a forgotten payment as Not paid', async () => {
    const kit = accountKit();
    const id = unpaidOrderId(kit);
    await link(kit, id);
    kit.advance(PAYMENT_EXPIRY_MS + 1000);
    expect((await link(kit, id)).Status).toBe('Not paid');
    expect((await link(kit, id)).Status).toBe('Pending');
  });

  it('keeps the first outcome when the page is posted twice', async () => {
    const kit = accountKit();
    const id = unpaidOrderId(kit);
    const started = await link(kit, id);
    await choose(kit, started, 'cancel');
    await choose(kit, started, 'paid');
    expect((await link(kit, id)).Status).toBe('Cancelled');
    expect(kit.api.db.orders.find((r) => r.order.ReservationOrderID === id)!.order.AmountDue).toBeGreaterThan(0);
  });

  it('shows an accessible Dutch page that escapes what it echoes', async () => {
    const kit = accountKit();
    const id = unpaidOrderId(kit);
    const started = await link(kit, id, { description: '<img src=x onerror=alert(1)> Fuif', paymentMethod: 'BANCONTACT' });
    const page = await kit.call('GET', started.PaymentLink!.replace(/^\/api/, ''), { token: null });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; Fuif');
    expect(html).toContain('Bancontact');
    for (const label of ['Betalen', 'Annuleren', 'Mislukt', 'Betaald na 3 seconden verwerking']) expect(html).toContain(`>${label}</button>`);
    expect(html).toContain('<legend>');
  });

  it('refuses an unknown choice and an unknown payment', async () => {
    const kit = accountKit();
    const started = await link(kit, unpaidOrderId(kit));
    expect((await choose(kit, started, 'toString')).status).toBe(400);
    expect((await kit.call('GET', '/__demo/pay/PAY-0', { token: null })).status).toBe(404);
  });

  it('pays an invoice and completes its action', async () => {
    const kit = accountKit();
    const invoice = kit.api.db.invoices.find((i) => i.AmountDue > 0)!;
    const started = await kit.json<Link>('GET', `/v2/shop/payments/link?invoiceID=${invoice.InvoiceID}&returnUrl=/account?tab=invoices`);
    expect(started.TotalAmountDue).toBe(invoice.TotalIncVAT);
    await choose(kit, started, 'paid');
    expect(invoice.AmountDue).toBe(0);
    expect(invoice.Actions[0]).toMatchObject({ ActionName: 'CreatePayment', Completed: true });
  });

  it('asks for exactly one of order and invoice', async () => {
    const kit = accountKit();
    const both = await kit.call('GET', '/v2/shop/payments/link?reservationOrderID=a&invoiceID=b&returnUrl=/');
    expect(both.status).toBe(400);
    const neither = await kit.call('GET', '/v2/shop/payments/link?returnUrl=/');
    expect(neither.status).toBe(400);
  });
});
