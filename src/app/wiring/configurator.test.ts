import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { CATEGORY, DEMO_ACCOUNTS, PRODUCT, WAREHOUSE } from '../../../demo-api/seed/anchors.ts';
import { selectIsLoaded } from '../../../machines/categories/selectors.ts';
import { NO_FILTERS } from '../../domain/product-filters.ts';
import { selectItemCount } from '../../../machines/cart/selectors.ts';
import { selectStep } from '../../../machines/configurator/selectors.ts';
import { selectAcceptsChanges } from '../../../machines/selection/selectors.ts';
import { selectCartId } from '../../../machines/session/selectors.ts';
import { demoShop, settledSession, signIn, toastTexts } from '../../../tests/support/shop.ts';
import type { ShopServices } from '../environment.ts';
import { configuratorLogic, configuratorShopOf } from './configurator.ts';
import { productListInputOf, productListLogic } from './product-list.ts';
import { productLogic } from './product.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

async function configuratorFor(services: ShopServices, productId: string) {
  const params = { params: { path: { id: productId } } };
  const [product, suggested] = await Promise.all([services.api.GET('/v2/shop/items/{id}', params), services.api.GET('/v2/shop/items/{id}/suggested', params)]);
  const suggestions = suggested.data!.Collection;
  const ids = [productId, ...suggestions.map((s) => s.ID)];
  return createActor(configuratorLogic(services), { input: { product: product.data!, suggestions, ...configuratorShopOf(services, ids) } }).start();
}

/** Brugge, pick-up, the weekend of 18 December: chosen and confirmed in the selection. */
async function chooseWeekend({ selection }: ShopServices) {
  await waitFor(selection, selectAcceptsChanges);
  selection.send({ type: 'WAREHOUSE_CHOSEN', warehouseId: WAREHOUSE.brugge });
  await waitFor(selection, selectAcceptsChanges);
  selection.send({ type: 'DELIVERY_CHOSEN', deliveryId: 'PICKUP' });
  await waitFor(selection, selectAcceptsChanges);
  selection.send({ type: 'PERIOD_CHOSEN', period: { from: '2026-12-18', to: '2026-12-21' } });
  await waitFor(selection, selectAcceptsChanges);
  selection.send({ type: 'CHOICE_CONFIRMED' });
}

describe('the configurator as the shop wires it', () => {
  it('follows who shops, what is chosen and what the cart holds, as the session, the selection and the cart announce it', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    // Only a signed-in customer may shop: the visitor is asked to log in first.
    demo.db.settings.AllowAnonymousShopUser = false;
    const { services } = demoShop(demo, { now: fixedClock.now });
    await settledSession(services);
    const configurator = await configuratorFor(services, PRODUCT.partytent3x3);
    expect(selectStep(configurator.getSnapshot())).toBe('signedOut');

    await signIn(services, DEMO_ACCOUNTS.admin);
    await waitFor(configurator, (s) => selectStep(s) === 'choosingSelection');

    await chooseWeekend(services);
    const checked = await waitFor(configurator, (s) => s.matches({ summary: { checked: 'available' } }));
    expect(checked.context.inCart[PRODUCT.partytent3x3]).toBe(0);

    configurator.send({ type: 'ADD_TO_CART_REQUESTED' });
    await waitFor(configurator, (s) => s.matches({ summary: 'checked' }) && s.context.inCart[PRODUCT.partytent3x3] === 1);
    expect(selectCartId(services.session.getSnapshot())).toBe(configurator.getSnapshot().context.cartId);
    expect(selectItemCount(services.cart.getSnapshot())).toBeGreaterThan(0);
    expect(toastTexts(services)).toContain('Succesvol toegevoegd aan de winkelwagen');
  });

  it('makes the cart with the category the customer browses (the product filter), not the product’s own', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services } = demoShop(demo, { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    await waitFor(services.categories, selectIsLoaded);
    await chooseWeekend(services);
    // Browsing Tenten, the customer opens the party tent, which lies in Partytenten under it.
    const list = createActor(productListLogic(services), { input: productListInputOf(services, { ...NO_FILTERS, categoryId: CATEGORY.tenten }) }).start();
    list.stop();
    const page = createActor(productLogic(services), { input: { productId: PRODUCT.partytent3x3, salesMode: false } }).start();
    await waitFor(page, (s) => s.matches('loaded'));
    const configurator = await configuratorFor(services, PRODUCT.partytent3x3);
    await waitFor(configurator, (s) => s.matches({ summary: { checked: 'available' } }));

    configurator.send({ type: 'ADD_TO_CART_REQUESTED' });
    await waitFor(configurator, (s) => s.context.inCart[PRODUCT.partytent3x3] === 1);
    const cart = demo.db.carts.get(configurator.getSnapshot().context.cartId!)!.cart;
    expect(cart.CustomFields).toEqual({ CUST_CategoryID: CATEGORY.tenten });
  });

  it('follows the product filter while it shows: a category browsed meanwhile reaches the cart it makes', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services } = demoShop(demo, { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    await chooseWeekend(services);
    const configurator = await configuratorFor(services, PRODUCT.partytent3x3);
    await waitFor(configurator, (s) => s.matches({ summary: { checked: 'available' } }));
    services.session.send({ type: 'PENDING_CHANGED', patch: { productFilter: { categoryId: CATEGORY.partytenten } } });
    configurator.send({ type: 'ADD_TO_CART_REQUESTED' });
    await waitFor(configurator, (s) => s.context.inCart[PRODUCT.partytent3x3] === 1);
    expect(demo.db.carts.get(configurator.getSnapshot().context.cartId!)!.cart.CustomFields).toEqual({ CUST_CategoryID: CATEGORY.partytenten });
  });

  it('adds nothing when the warehouse has no capacity left on the chosen days, and says why', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services } = demoShop(demo, { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    await chooseWeekend(services);
    const configurator = await configuratorFor(services, PRODUCT.partytent3x3);
    await waitFor(configurator, (s) => s.matches({ summary: { checked: 'available' } }));
    const cartBefore = selectCartId(services.session.getSnapshot());

    // Meanwhile others booked every slot of the warehouse.
    for (const hour of demo.db.businessHours) if (hour.WarehouseID === WAREHOUSE.brugge) hour.Capacity = 0;
    configurator.send({ type: 'ADD_TO_CART_REQUESTED' });
    const refused = await waitFor(configurator, (s) => s.context.noCapacity !== null);
    expect(refused.context.inCart[PRODUCT.partytent3x3] ?? 0).toBe(0);
    expect(selectCartId(services.session.getSnapshot())).toBe(cartBefore);
    expect(toastTexts(services)).toContain('Er is onvoldoende capaciteit op een datum/tijdstip van uw keuze');
    expect(toastTexts(services)).not.toContain('Succesvol toegevoegd aan de winkelwagen');
  });
});
