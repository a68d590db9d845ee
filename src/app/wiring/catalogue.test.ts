import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { PRODUCT } from '../../../demo-api/seed/anchors.ts';
import { NO_FILTERS } from '../../../machines/product-list/machine.ts';
import { demoShop, settledSession, toastTexts } from '../../../tests/support/shop.ts';
import { productListLogic, productLogic, productSearchLogic, serialRedirectLogic } from './catalogue.ts';

const clock = { now: () => new Date('2026-11-21T09:00:00Z') };

describe('the catalogue flows as the shop wires them', () => {
  it('loads the product grid, and says in a toast when a page could not be loaded', async () => {
    const demo = createDemoApi({ clock });
    const { services } = demoShop(demo, { now: clock.now });
    await settledSession(services);
    const list = createActor(productListLogic(services), { input: { filters: NO_FILTERS, warehouseId: null, pageSize: 12 } }).start();
    expect((await waitFor(list, (s) => s.matches('showing'))).context.products.length).toBeGreaterThan(0);

    demo.switches.failureRate = 1;
    list.send({ type: 'FILTERS_CHANGED', filters: { ...NO_FILTERS, search: 'tent' } });
    await waitFor(list, (s) => s.matches('failed'));
    expect(toastTexts(services)).toContain('De producten konden niet geladen worden');
  });

  it('opens a product chosen in the search, and the list of every match on Enter', async () => {
    const { services, navigate } = demoShop(createDemoApi({ clock }), { now: clock.now });
    await settledSession(services);
    const search = createActor(productSearchLogic(services)).start();
    search.send({ type: 'TEXT_TYPED', text: 'partytent' });
    search.send({ type: 'SEARCH_DEBOUNCE_ELAPSED' });
    const found = await waitFor(search, (s) => s.matches('found'));
    search.send({ type: 'RESULT_CHOSEN', productId: found.context.results[0]!.Slug });
    expect(navigate).toHaveBeenLastCalledWith(`/product/details/${found.context.results[0]!.Slug}`);

    search.send({ type: 'TEXT_TYPED', text: 'tent' });
    search.send({ type: 'SEARCH_SUBMITTED' });
    expect(navigate).toHaveBeenLastCalledWith('/products?search=tent');
  });

  it('loads a product page, and replaces a serial number page by its product', async () => {
    const demo = createDemoApi({ clock });
    const { services, navigate } = demoShop(demo, { now: clock.now });
    await settledSession(services);
    const product = createActor(productLogic(services), { input: { productId: PRODUCT.partytent3x3 } }).start();
    expect((await waitFor(product, (s) => s.matches('loaded'))).context.page?.product.ID).toBe(PRODUCT.partytent3x3);

    const serial = demo.db.serials.find((entry) => entry.ItemID === PRODUCT.geluidsinstallatie)!;
    const redirect = createActor(serialRedirectLogic(services), { input: { serial: serial.SerialID } }).start();
    await waitFor(redirect, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/product\/details\//), { replace: true });
  });
});
