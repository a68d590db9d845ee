import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { NO_FILTERS } from '../../../machines/product-list/machine.ts';
import { demoShop, settledSession, toastTexts } from '../../../tests/support/shop.ts';
import { selectProductCards } from '../../../machines/product-list/selectors.ts';
import { productListLogic } from './product-list.ts';
import { shopModeOf } from './shop-mode.ts';

const clock = { now: () => new Date('2026-11-21T09:00:00Z') };

describe('the product list as the shop wires it', () => {
  it('loads the product grid, and says in a toast when a page could not be loaded', async () => {
    const demo = createDemoApi({ clock });
    const { services } = demoShop(demo, { now: clock.now });
    await settledSession(services);
    const list = createActor(productListLogic(services), { input: { filters: NO_FILTERS, warehouseId: null, pageSize: 12, ...shopModeOf(services) } }).start();
    expect((await waitFor(list, (s) => s.matches('showing'))).context.products.length).toBeGreaterThan(0);

    demo.switches.failureRate = 1;
    list.send({ type: 'FILTERS_CHANGED', filters: { ...NO_FILTERS, search: 'tent' } });
    await waitFor(list, (s) => s.matches('failed'));
    expect(toastTexts(services)).toContain('De producten konden niet geladen worden');
  });

  it('offers the products in the mode the settings name', async () => {
    const demo = createDemoApi({ clock });
    demo.db.settings.ShopSalesModus = true;
    const { services } = demoShop(demo, { now: clock.now });
    await settledSession(services);
    expect(shopModeOf(services)).toEqual({ salesMode: true });
    const list = createActor(productListLogic(services), { input: { filters: { ...NO_FILTERS, search: 'partytent 3 x 3' }, warehouseId: null, pageSize: 12, ...shopModeOf(services) } }).start();
    const [tent] = selectProductCards(await waitFor(list, (s) => s.matches('showing')));
    expect(tent?.offer).toEqual({ kind: 'per-piece', excludingVat: 289.26, includingVat: 350 });
  });
});
