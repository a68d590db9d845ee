import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { CUSTOMER, DEMO_ACCOUNTS } from '../../demo-api/seed/anchors.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import type { PaymentLinkAnswer, PaymentTarget } from '../../src/domain/payment.ts';
import { DEMO_BASE, demoClient, demoLogin } from '../../tests/support/demo-client.ts';
import { createPaymentActors } from './actors.ts';
import { PAYMENT_POLL_MS, paymentMachine, type PaymentInput } from './machine.ts';

type LinkInput = Pick<PaymentInput, 'target' | 'returnUrl' | 'paymentMethod'>;
import { selectIsPaid, selectPaymentView } from './selectors.ts';

const order: PaymentTarget = { kind: 'order', reservationOrderId: 'RO-2026-0101' };
const input: PaymentInput = { target: order, returnUrl: '/account?orderAction=createPayment&tab=orders&reservationOrderId=RO-2026-0101', paymentMethod: null, redirectAtOnce: false };

const pending: PaymentLinkAnswer = { Status: 'Pending', Message: null, PaymentLink: '/api/__demo/pay/PAY-70001', TotalAmountDue: 121 };
const paid: PaymentLinkAnswer = { Status: 'Paid', Message: null, PaymentLink: null, TotalAmountDue: 0 };
const cancelled: PaymentLinkAnswer = { Status: 'Cancelled', Message: 'U hebt de betaling geannuleerd.', PaymentLink: null, TotalAmountDue: 121 };
const offline = new ApiFailure({ kind: 'network', status: 0, serverMessage: null });

/** Starts the machine with answers taken in turn (the last one repeats); an Error is thrown. */
function start(answers: (PaymentLinkAnswer | Error)[], overrides: Partial<PaymentInput> = {}) {
  const asked = vi.fn<(input: LinkInput) => void>();
  const redirectToProvider = vi.fn<(link: string) => void>();
  let turn = 0;
  const requestLink = fromPromise<PaymentLinkAnswer, LinkInput>(async ({ input: linkInput }) => {
    asked(linkInput);
    const answer = answers[Math.min(turn++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const actor = createActor(
    paymentMachine.provide({ actors: { requestLink }, actions: { redirectToProvider: (_, params: { link: string }) => redirectToProvider(params.link) } }),
    { input: { ...input, ...overrides } },
  ).start();
  return { actor, asked, redirectToProvider };
}

describe('the payment machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the link for the order with the return address and method, and ends when it is paid', async () => {
    const { actor, asked } = start([paid], { paymentMethod: 'BANCONTACT' });
    expect(selectPaymentView(actor.getSnapshot())).toEqual({ kind: 'loading' });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(asked).toHaveBeenCalledWith({ target: order, returnUrl: input.returnUrl, paymentMethod: 'BANCONTACT' });
    expect(snapshot.output).toEqual({ target: order });
    expect(selectPaymentView(snapshot)).toEqual({ kind: 'paid' });
    expect(selectIsPaid(snapshot)).toBe(true);
  });

  it('shows the amount due of a pending payment and goes to the provider on pay now', async () => {
    const { actor, redirectToProvider } = start([pending]);
    const snapshot = await waitFor(actor, (s) => s.matches({ unpaid: 'waiting' }));
    expect(selectPaymentView(snapshot)).toEqual({ kind: 'unpaid', amountDue: 121 });
    expect(redirectToProvider).not.toHaveBeenCalled();
    actor.send({ type: 'PAY_NOW_REQUESTED' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(selectPaymentView(actor.getSnapshot())).toEqual({ kind: 'redirecting' });
    expect(redirectToProvider).toHaveBeenCalledWith(pending.PaymentLink);
  });

  it("goes to the provider at once on the checkout's first start", async () => {
    const { actor, redirectToProvider } = start([pending], { redirectAtOnce: true });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(redirectToProvider).toHaveBeenCalledExactlyOnceWith(pending.PaymentLink);
  });

  it('asks the status again every second while it is pending, and completes once it is paid', async () => {
    const { actor, asked } = start([pending, pending, paid]);
    await waitFor(actor, (s) => s.matches({ unpaid: 'waiting' }));
    expect(asked).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PAYMENT_POLL_MS - 1);
    expect(asked).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(asked).toHaveBeenCalledTimes(2);
    // The amount stays on screen while the status is asked again.
    expect(selectPaymentView(actor.getSnapshot())).toEqual({ kind: 'unpaid', amountDue: 121 });
    await waitFor(actor, (s) => s.matches({ unpaid: 'waiting' }));
    vi.advanceTimersByTime(PAYMENT_POLL_MS);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(asked).toHaveBeenCalledTimes(3);
    expect(snapshot.output).toEqual({ target: order });
  });

  it('stops asking once the customer leaves for the provider', async () => {
    const { actor, asked } = start([pending]);
    await waitFor(actor, (s) => s.matches({ unpaid: 'waiting' }));
    actor.send({ type: 'PAY_NOW_REQUESTED' });
    vi.advanceTimersByTime(PAYMENT_POLL_MS * 5);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('stops asking when the actor stops (the modal closes)', async () => {
    const { actor, asked } = start([pending]);
    await waitFor(actor, (s) => s.matches({ unpaid: 'waiting' }));
    actor.stop();
    vi.advanceTimersByTime(PAYMENT_POLL_MS * 5);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Cancelled', cancelled, 'U hebt de betaling geannuleerd.'],
    ['Error', { ...cancelled, Status: 'Error', Message: 'De betaalprovider kon de betaling niet uitvoeren.' }, 'De betaalprovider kon de betaling niet uitvoeren.'],
    ['Not paid without a message', { ...cancelled, Status: 'Not paid', Message: null }, null],
  ] as const)('keeps a payment that ended %s as a failure with its message, and asks a new link on retry', async (_status, answer, message) => {
    const { actor, asked } = start([answer, pending]);
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(selectPaymentView(snapshot)).toEqual({ kind: 'failed', failure: { kind: 'payment-failed', status: answer.Status, message } });
    vi.advanceTimersByTime(PAYMENT_POLL_MS * 3);
    expect(asked).toHaveBeenCalledTimes(1);
    actor.send({ type: 'RETRY_REQUESTED' });
    expect(selectPaymentView(actor.getSnapshot())).toEqual({ kind: 'loading' });
    await waitFor(actor, (s) => s.matches('unpaid'));
    expect(asked).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('fails a payment cancelled while it was being followed', async () => {
    const { actor } = start([pending, cancelled]);
    await waitFor(actor, (s) => s.matches({ unpaid: 'waiting' }));
    vi.advanceTimersByTime(PAYMENT_POLL_MS);
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.due).toBeNull();
  });

  it.each([
    ['without an amount', { ...pending, TotalAmountDue: 0 }],
    ['without a link', { ...pending, PaymentLink: null }],
    ['with an empty link', { ...pending, PaymentLink: '' }],
  ])('treats a pending payment %s as unpaid without amount, with a retry', async (_what, answer) => {
    const { actor, redirectToProvider } = start([answer, paid], { redirectAtOnce: true });
    const snapshot = await waitFor(actor, (s) => s.matches('unpaidWithoutAmount'));
    expect(selectPaymentView(snapshot)).toEqual({ kind: 'failed', failure: { kind: 'nothing-to-pay', message: null } });
    expect(redirectToProvider).not.toHaveBeenCalled();
    actor.send({ type: 'RETRY_REQUESTED' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('keeps a failed call as an error without status, and asks again on retry', async () => {
    const { actor } = start([offline, pending]);
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(selectPaymentView(snapshot)).toEqual({ kind: 'failed', failure: { kind: 'request-failed', error: offline.error } });
    actor.send({ type: 'RETRY_REQUESTED' });
    await waitFor(actor, (s) => s.matches('unpaid'));
  });

  it('shows the error when following the status fails', async () => {
    const { actor } = start([pending, new TypeError('offline')]);
    await waitFor(actor, (s) => s.matches({ unpaid: 'waiting' }));
    vi.advanceTimersByTime(PAYMENT_POLL_MS);
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.failure).toMatchObject({ kind: 'request-failed', error: { kind: 'network' } });
    expect(snapshot.context.due).toBeNull();
  });
});

describe('the payment actors against the in-process demo API', () => {
  async function setUp() {
    const demo = createDemoApi();
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
    return { demo, api };
  }
  const settle = (demo: ReturnType<typeof createDemoApi>, link: string, outcome: string) =>
    demo.app.fetch(new Request(`${new URL(DEMO_BASE).origin}${link}`, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' }));

  it('pays a seeded order: pending with its amount, paid after the provider page', async () => {
    const { demo, api } = await setUp();
    const row = demo.db.orders.find((r) => r.order.CustomerID === CUSTOMER.branding && r.order.AmountDue > 0)!;
    const target: PaymentTarget = { kind: 'order', reservationOrderId: row.order.ReservationOrderID };
    const actor = createActor(paymentMachine.provide({ actors: createPaymentActors(api) }), {
      input: { ...input, target, paymentMethod: 'IDEAL' },
    }).start();
    const unpaid = await waitFor(actor, (s) => s.matches('unpaid'));
    expect(unpaid.context.due?.amountDue).toBe(row.order.AmountDue);
    const link = unpaid.context.due!.link;
    expect(demo.db.payments.get(link.split('/').pop()!)).toMatchObject({ PaymentMethod: 'IDEAL', ReturnUrl: input.returnUrl });
    expect((await settle(demo, link, 'paid')).status).toBe(303);
    actor.send({ type: 'PAYMENT_POLL_ELAPSED' });
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ target });
    actor.stop();
  });

  it('pays an invoice, leaving out a method the provider does not know', async () => {
    const { demo, api } = await setUp();
    const invoice = demo.db.invoices.find((i) => i.CustomerID === CUSTOMER.branding && i.AmountDue > 0)!;
    const actor = createActor(paymentMachine.provide({ actors: createPaymentActors(api) }), {
      input: { ...input, target: { kind: 'invoice', invoiceId: invoice.InvoiceID }, paymentMethod: 'CASH' },
    }).start();
    const unpaid = await waitFor(actor, (s) => s.matches('unpaid'));
    expect(demo.db.payments.get(unpaid.context.due!.link.split('/').pop()!)).toMatchObject({ InvoiceID: invoice.InvoiceID, PaymentMethod: null });
    actor.stop();
  });

  it("keeps the backend's refusal of an order of someone else as data", async () => {
    const { api } = await setUp();
    const actor = createActor(paymentMachine.provide({ actors: createPaymentActors(api) }), {
      input: { ...input, target: { kind: 'order', reservationOrderId: 'RO-BESTAAT-NIET' } },
    }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.failure).toMatchObject({ kind: 'request-failed', error: { kind: 'not-found', status: 404 } });
  });
});
