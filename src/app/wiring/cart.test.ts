import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { selectItemCount } from '../../../machines/cart/selectors.ts';
import { selectCartId, selectPending } from '../../../machines/session/selectors.ts';
import { cartInSession, demoShop, signIn, toastTexts } from '../../../tests/support/shop.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

describe('the cart as the shop wires it', () => {
  it("reads the cart the session holds, and the session's choice follows its location, delivery and period", async () => {
    const { services } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    await cartInSession(services);
    expect(selectItemCount(services.cart.getSnapshot())).toBe(2);
    expect(selectPending(services.session.getSnapshot())).toMatchObject({ warehouseId: 'WH-BRUGGE', deliveryId: 'PICKUP', period: { from: '2026-12-18', to: '2026-12-21' } });
    await waitFor(services.selection, (s) => s.context.choice.period?.from === '2026-12-18');
  });

  it('forgets a cart that cannot be read, in the session too', async () => {
    const { services } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    services.session.send({ type: 'CART_CHANGED', cartId: 'CART-GONE' });
    await waitFor(services.cart, (s) => s.matches('withoutCart') && s.context.cartId === null);
    expect(selectCartId(services.session.getSnapshot())).toBeNull();
  });

  it('says in a toast why the cart cannot go on, and goes on to the event form once it can', async () => {
    const { services, navigate } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    await cartInSession(services);
    services.cart.send({ type: 'PROCEED_REQUESTED' });
    expect(toastTexts(services)).toContain('Kies een afhaalmoment en een terugbrengmoment.');
    expect(navigate).not.toHaveBeenCalledWith('/extra-info');

    const { slots } = services.cart.getSnapshot().context;
    services.cart.send({ type: 'PICKUP_SLOT_CHOSEN', slotId: slots!.pickUp.find((slot) => slot.MomentCanBeUsed)!.BusinessHourID! });
    await waitFor(services.cart, (s) => s.matches({ loaded: { lines: 'idle' } }) && s.context.cart?.BusinessHourStart !== null);
    const returnSlot = slots!.return.find((slot) => slot.MomentCanBeUsed && slot.BusinessHour !== 'voor 7:30')!;
    services.cart.send({ type: 'RETURN_SLOT_CHOSEN', slotId: returnSlot.BusinessHourID! });
    await waitFor(services.cart, (s) => s.matches({ loaded: { lines: 'idle' } }) && s.context.cart?.BusinessHourEnd !== null);
    services.cart.send({ type: 'PROCEED_REQUESTED' });
    expect(navigate).toHaveBeenCalledWith('/extra-info');
  });

  it.each([
    [false, ['Verwijder eerst de artikelen die niet beschikbaar zijn.'], false],
    [true, [], true],
  ])('with SaveCartsWithStockConflict %s, a line short of stock holds the cart back: %j', async (setting, toasts, goesOn) => {
    const demo = createDemoApi({ clock: fixedClock });
    demo.db.settings.SaveCartsWithStockConflict = setting;
    const { services, navigate } = demoShop(demo, { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    const cartId = await cartInSession(services, { withSlots: true });
    await services.api.PATCH('/v3/rental/cart/{id}/items/{itemId}', {
      params: { path: { id: cartId, itemId: services.cart.getSnapshot().context.cart!.Items[0]!.CartItemID } },
      body: { Amount: 40 },
    });
    services.cart.send({ type: 'REFRESH_REQUESTED' });
    await waitFor(services.cart, (s) => s.matches({ loaded: { lines: 'idle' } }) && s.context.cart!.Items[0]!.InvalidCartItemReasonCode === 'InsufficientStock');
    services.cart.send({ type: 'PROCEED_REQUESTED' });
    expect(toastTexts(services)).toEqual(toasts);
    expect(navigate.mock.calls.some(([path]) => path === '/extra-info')).toBe(goesOn);
  });
});
