import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import type { PendingValues } from '../../domain/stored-session.ts';
import { SAMPLE_REGISTRATION } from '../../../machines/checkout/samples.ts';
import { selectAsksPassword, selectBuyerLines } from '../../../machines/checkout/selectors.ts';
import { SAMPLE_GUEST_CUSTOMER } from '../../../machines/guest-details/samples.ts';
import { cartInSession, demoShop, memoryStore, settledSession, signIn, storedDraft, toastTexts } from '../../../tests/support/shop.ts';
import { DRAFT_KEY_PREFIX } from '../flow-drafts.ts';
import type { ShopServices } from '../environment.ts';
import { checkoutLogic } from './checkout.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

/** A signed-in customer with a cart of two tents, both slots chosen, and these pending values. */
async function readyShop(pending: Partial<PendingValues> = {}) {
  const shop = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
  await signIn(shop.services, DEMO_ACCOUNTS.admin);
  shop.services.session.send({ type: 'PENDING_CHANGED', patch: pending });
  await cartInSession(shop.services, { withSlots: true });
  return shop;
}

const summaryOf = (services: ShopServices) => createActor(checkoutLogic(services), { input: { returnUrl: '/samenvatting', salesMode: false } }).start();

describe('the checkout as the shop wires it', () => {
  it('shows the cart and the session as they are, places the order and goes to the thank-you page', async () => {
    const { services, navigate } = await readyShop({ paymentMode: 'AT_PICKUP', reference: 'BB-117' });
    const summary = summaryOf(services);
    const reviewing = await waitFor(summary, (s) => s.matches('reviewing'));
    expect(reviewing.context.shop.cart?.Items).toHaveLength(1);
    expect(reviewing.context.shop.customer?.CustomerID).toBe('CUST-1001');

    // The summary follows the session: a change made elsewhere shows.
    services.session.send({ type: 'PENDING_CHANGED', patch: { notes: 'Graag vroeg' } });
    expect(summary.getSnapshot().context.shop.pending.notes).toBe('Graag vroeg');

    summary.send({ type: 'CONFIRM_REQUESTED' });
    await waitFor(summary, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith('/bedankt');
    const { store } = services.session.getSnapshot().context;
    expect(store.cartId).toBeNull();
    expect(store.receipt?.reservationOrderIds).toHaveLength(1);
    expect(store.receipt?.payment).toEqual({ kind: 'at-pick-up' });
  });

  it('says in a toast that a payment method is missing, and sends a customer who pays now to the provider', async () => {
    const { services, leaveFor } = await readyShop({ paymentMode: 'NOW' });
    const summary = summaryOf(services);
    await waitFor(summary, (s) => s.matches('reviewing'));
    summary.send({ type: 'CONFIRM_REQUESTED' });
    expect(toastTexts(services)).toContain('Kies een betaalmethode.');

    summary.send({ type: 'PAYMENT_METHOD_CHOSEN', method: 'BANCONTACT' });
    summary.send({ type: 'CONFIRM_REQUESTED' });
    await waitFor(summary, (s) => s.matches('paying'));
    await expect.poll(() => leaveFor.mock.calls.length).toBe(1);
    expect(leaveFor.mock.calls[0]![0]).toMatch(/\/api\/__demo\/pay\//);
    expect(services.session.getSnapshot().context.store.pending.order?.reservationOrderIds).toHaveLength(1);
  });
});

/** A visitor shopping anonymously (the demo allows it) with a cart of two tents, both slots chosen. */
async function visitorShop() {
  const store = memoryStore();
  const shop = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now, store });
  await settledSession(shop.services);
  await cartInSession(shop.services, { withSlots: true });
  return { ...shop, store };
}

describe('the checkout of a visitor as the shop wires it', () => {
  it('orders as a guest with the pending customer; the order clears the guest details and the drafts of the forms it was made of', async () => {
    const { services, navigate, store } = await visitorShop();
    services.session.send({
      type: 'PENDING_CHANGED',
      patch: { customer: SAMPLE_GUEST_CUSTOMER, address: { Street: 'Langestraat', HouseNumber: '12', ZipCode: '8000', City: 'Brugge', CountryID: 'be' } },
    });
    // Forms left half-filled on the way; a message on the Contact page is no part of the order.
    for (const flow of ['extra-info', 'guest-details', 'registration', 'contact-message']) store.write(`${DRAFT_KEY_PREFIX}${flow}`, JSON.stringify({ version: 'test', draft: { note: flow } }));
    const summary = summaryOf(services);
    await waitFor(summary, (s) => s.matches('reviewing'));
    expect(selectBuyerLines(summary.getSnapshot())).toContain('Els Maes');
    summary.send({ type: 'CONFIRM_REQUESTED' });
    await waitFor(summary, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith('/bedankt');
    const { pending } = services.session.getSnapshot().context.store;
    expect(pending).not.toHaveProperty('customer');
    expect(pending).not.toHaveProperty('address');
    for (const flow of ['extra-info', 'guest-details', 'registration']) expect(storedDraft(store, flow)).toBeNull();
    expect(storedDraft(store, 'contact-message')).toEqual({ note: 'contact-message' });
  });

  it('registers with the password the session holds in memory, never in storage, once the terms are accepted', async () => {
    const { services, store } = await visitorShop();
    services.session.send({ type: 'REGISTRATION_PASSWORD_CHOSEN', password: 'Kelder!2026' });
    services.session.send({ type: 'PENDING_CHANGED', patch: SAMPLE_REGISTRATION });
    const summary = summaryOf(services);
    await waitFor(summary, (s) => s.matches('reviewing'));
    expect(selectAsksPassword(summary.getSnapshot())).toBe(false);
    summary.send({ type: 'CONFIRM_REQUESTED' });
    expect(toastTexts(services)).toContain('U moet akkoord gaan met de algemene voorwaarden');
    summary.send({ type: 'TERMS_ACCEPTANCE_CHANGED', accepted: true });
    summary.send({ type: 'CONFIRM_REQUESTED' });
    const done = await waitFor(summary, (s) => s.status === 'done' || s.context.failure !== null);
    expect(done.context.failure).toBeNull();
    expect(services.session.getSnapshot().context.registrationPassword).toBeNull();
    expect([...store.entries.values()].join('')).not.toContain('Kelder!2026');
  });

  it('asks the password again after a reload and hands it to the session for the order', async () => {
    const { services, store } = await visitorShop();
    services.session.send({ type: 'PENDING_CHANGED', patch: SAMPLE_REGISTRATION });
    const summary = summaryOf(services);
    await waitFor(summary, (s) => s.matches('reviewing'));
    expect(selectAsksPassword(summary.getSnapshot())).toBe(true);
    summary.send({ type: 'TERMS_ACCEPTANCE_CHANGED', accepted: true });
    summary.send({ type: 'CONFIRM_REQUESTED' });
    expect(toastTexts(services)).toContain('Niet alle velden zijn (correct) ingevoerd');
    summary.send({ type: 'NEW_PASSWORD_CHANGED', patch: { password: 'Kelder!2026', confirmation: 'Kelder!2026' } });
    summary.send({ type: 'CONFIRM_REQUESTED' });
    const done = await waitFor(summary, (s) => s.status === 'done' || s.context.failure !== null);
    expect(done.context.failure).toBeNull();
    expect([...store.entries.values()].join('')).not.toContain('Kelder!2026');
  });
});
