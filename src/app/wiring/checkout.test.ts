import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS, PRODUCT, WAREHOUSE } from '../../../demo-api/seed/anchors.ts';
import { SAMPLE_EVENT_FORM } from '../../domain/event-form.samples.ts';
import type { PendingValues } from '../../domain/stored-session.ts';
import { demoShop, signIn, toastTexts } from '../../../tests/support/shop.ts';
import type { ShopServices } from '../services.ts';
import { checkoutLogic, extraInfoLogic } from './checkout.ts';

const clock = { now: () => new Date('2026-11-21T09:00:00Z') };

/** A signed-in customer's cart of two tents, both slots chosen, read by the cart actor. */
async function readyShop(pending: Partial<PendingValues> = {}) {
  const demo = createDemoApi({ clock });
  const shop = demoShop(demo, { now: clock.now });
  const { api, session, cart } = shop.services;
  await signIn(shop.services, DEMO_ACCOUNTS.admin);
  const id = (await api.POST('/v3/rental/cart', { body: { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-12-18', DateTimeExpectedEnd: '2026-12-21', DeliveryID: 'PICKUP' } })).data!.CartID;
  await api.POST('/v3/rental/cart/{id}/items', { params: { path: { id } }, body: [{ ItemID: PRODUCT.partytent3x3, Amount: 2 }] });
  const moments = (kind: '_start-business-moments' | '_end-business-moments', dateToCheck: string) =>
    api.GET(`/v2/shop/capacity/${kind}`, { params: { query: { warehouseID: WAREHOUSE.brugge, dateToCheck, cartID: id } } });
  const start = (await moments('_start-business-moments', '2026-12-18')).data!.find((slot) => slot.MomentCanBeUsed)!;
  const end = (await moments('_end-business-moments', '2026-12-21')).data!.find((slot) => slot.MomentCanBeUsed && slot.BusinessHour !== 'voor 7:30')!;
  await api.PATCH('/v3/rental/cart/{id}', { params: { path: { id } }, body: { BusinessHourStart: start.BusinessHourID, BusinessHourEnd: end.BusinessHourID } });
  session.send({ type: 'PENDING_CHANGED', patch: pending });
  session.send({ type: 'CART_CHANGED', cartId: id });
  await waitFor(cart, (s) => s.matches('loaded'));
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

describe('the event form as the shop wires it', () => {
  it('keeps the form in the session as it is typed, says what is missing, and goes on to the summary once saved', async () => {
    const { services, navigate } = await readyShop();
    const form = createActor(extraInfoLogic(services), { input: { draft: null, orderType: null, notes: null } }).start();
    const focused: string[] = [];
    form.on('FIELD_FOCUS_REQUESTED', ({ field }) => void focused.push(field));
    const editing = await waitFor(form, (s) => s.matches('editing'));

    form.send({ type: 'FIELD_CHANGED', patch: { description: 'Buurtfeest' } });
    expect(services.session.getSnapshot().context.store.pending.eventDraft).toMatchObject({ description: 'Buurtfeest' });
    form.send({ type: 'SUBMITTED' });
    expect(toastTexts(services)).toContain('Niet alle velden zijn (correct) ingevoerd');
    expect(focused).toEqual(['orderType']);
    expect(navigate).not.toHaveBeenCalled();

    const orderType = editing.context.labels[0]!.LabelID;
    form.send({ type: 'FIELD_CHANGED', patch: { ...SAMPLE_EVENT_FORM, orderType, startDate: '2026-12-19' } });
    form.send({ type: 'SUBMITTED' });
    await waitFor(form, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith('/samenvatting');
    const { pending } = services.session.getSnapshot().context.store;
    expect(pending).toMatchObject({ orderType, notes: SAMPLE_EVENT_FORM.comments, eventDraft: null });
    expect(services.cart.getSnapshot().context.cart?.CustomFields).toMatchObject({ CUST_EventDescription: SAMPLE_EVENT_FORM.description });
  });
});
