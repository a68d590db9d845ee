import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import type { PendingValues } from '../../domain/stored-session.ts';
import { cartInSession, demoShop, signIn, toastTexts } from '../../../tests/support/shop.ts';
import type { ShopServices } from '../services.ts';
import { checkoutLogic } from './checkout.ts';

const clock = { now: () => new Date('2026-11-21T09:00:00Z') };

/** A signed-in customer with a cart of two tents, both slots chosen, and these pending values. */
async function readyShop(pending: Partial<PendingValues> = {}) {
  const shop = demoShop(createDemoApi({ clock }), { now: clock.now });
  await signIn(shop.services, DEMO_ACCOUNTS.admin);
  shop.services.session.send({ type: 'PENDING_CHANGED', patch: pending });
  await cartInSession(shop.services, { withSlots: true });
  return shop;
}

const summaryOf = (services: ShopServices) => createActor(checkoutLogic(services), { input: { returnUrl: '/samenvatting' } }).start();

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
