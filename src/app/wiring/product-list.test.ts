import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { CATEGORY, WAREHOUSE } from '../../../demo-api/seed/anchors.ts';
import { selectAcceptsChanges } from '../../../machines/selection/selectors.ts';
import { NO_FILTERS } from '../../domain/product-filters.ts';
import { selectFilterCategoryId, selectPending } from '../../../machines/session/selectors.ts';
import { SHOP_STORE_KEY } from '../../domain/stored-session.ts';
import { demoShop, settledSession, toastTexts } from '../../../tests/support/shop.ts';
import { selectProductCards } from '../../../machines/product-list/selectors.ts';
import { productListInputOf, productListLogic } from './product-list.ts';
import { shopModeOf } from './shop-mode.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

describe('the product list as the shop wires it', () => {
  it('loads the product grid, and says in a toast when a page could not be loaded', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services } = demoShop(demo, { now: fixedClock.now });
    await settledSession(services);
    const list = createActor(productListLogic(services), { input: { filters: NO_FILTERS, warehouseId: null, pageSize: 12, ...shopModeOf(services) } }).start();
    expect((await waitFor(list, (s) => s.matches('showing'))).context.products.length).toBeGreaterThan(0);

    demo.switches.failureRate = 1;
    list.send({ type: 'FILTERS_CHANGED', filters: { ...NO_FILTERS, search: 'tent' } });
    await waitFor(list, (s) => s.matches('failed'));
    expect(toastTexts(services)).toContain('De producten konden niet geladen worden');
  });

  it('follows the warehouse the catalogue shows: the one chosen when the shop shows a warehouse’s products only', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    demo.db.settings.ItemsToShowInShop = 'WarehouseOnly';
    const { services } = demoShop(demo, { now: fixedClock.now });
    await settledSession(services);
    const list = createActor(productListLogic(services), { input: { filters: NO_FILTERS, warehouseId: null, pageSize: 100, salesMode: false } }).start();
    const everything = (await waitFor(list, (s) => s.matches('showing'))).context.total;
    await waitFor(services.selection, selectAcceptsChanges);
    services.selection.send({ type: 'WAREHOUSE_CHOSEN', warehouseId: WAREHOUSE.brugge });
    const brugge = await waitFor(list, (s) => s.matches('showing') && s.context.warehouseId === WAREHOUSE.brugge);
    expect(brugge.context.total).toBeLessThan(everything);
    expect(brugge.context.products.every((p) => demo.db.products.find((row) => row.ID === p.ID)?.WarehouseIDs.includes(WAREHOUSE.brugge))).toBe(true);
  });

  it('keeps the category browsed as the session’s product filter, beside the selection, and none for a search', async () => {
    const { services, store } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await settledSession(services);
    const list = createActor(productListLogic(services), { input: { filters: { ...NO_FILTERS, categoryId: CATEGORY.tenten }, warehouseId: null, pageSize: 12, salesMode: false } }).start();
    expect(selectFilterCategoryId(services.session.getSnapshot())).toBe(CATEGORY.tenten);
    list.send({ type: 'FILTERS_CHANGED', filters: { ...NO_FILTERS, categoryId: CATEGORY.partytenten } });
    expect(selectPending(services.session.getSnapshot()).productFilter).toEqual({ categoryId: CATEGORY.partytenten });
    // Stored with the pending values, so a reload keeps it.
    expect(JSON.parse(store.read(SHOP_STORE_KEY)!).pending.productFilter).toEqual({ categoryId: CATEGORY.partytenten });
    list.send({ type: 'FILTERS_CHANGED', filters: { ...NO_FILTERS, search: 'tent' } });
    expect(selectFilterCategoryId(services.session.getSnapshot())).toBeNull();
  });

  it('offers the products in the mode the settings name', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    demo.db.settings.ShopSalesModus = true;
    const { services } = demoShop(demo, { now: fixedClock.now });
    await settledSession(services);
    expect(shopModeOf(services)).toEqual({ salesMode: true });
    const list = createActor(productListLogic(services), { input: productListInputOf(services, { ...NO_FILTERS, search: 'partytent 3 x 3' }) }).start();
    const [tent] = selectProductCards(await waitFor(list, (s) => s.matches('showing')));
    expect(tent?.offer).toEqual({ kind: 'per-piece', excludingVat: 289.26, includingVat: 350 });
  });
});
