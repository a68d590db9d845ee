import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { CATEGORY, PRODUCT } from '../../../demo-api/seed/anchors.ts';
import { selectIsLoaded } from '../../../machines/categories/selectors.ts';
import { selectFilterCategoryId } from '../../../machines/session/selectors.ts';
import { demoShop, settledSession } from '../../../tests/support/shop.ts';
import type { ShopServices } from '../environment.ts';
import { categoriesLogic } from './categories.ts';
import { productLogic } from './product.ts';
import { shopModeOf } from './shop-mode.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

describe('the product page as the shop wires it', () => {
  it('loads the product and its suggestions', async () => {
    const { services } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await settledSession(services);
    const product = createActor(productLogic(services), { input: { productId: PRODUCT.partytent3x3, ...shopModeOf(services) } }).start();
    expect((await waitFor(product, (s) => s.matches('loaded'))).context.page?.product.ID).toBe(PRODUCT.partytent3x3);
  });

  it('sets the product filter: the category browsed while the product lies under it, else the product’s own', async () => {
    const { services } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await settledSession(services);
    await waitFor(services.categories, selectIsLoaded);
    const open = async (filter: number | null, productId: string) => {
      services.session.send({ type: 'PENDING_CHANGED', patch: { productFilter: { categoryId: filter } } });
      const product = createActor(productLogic(services), { input: { productId, salesMode: false } }).start();
      await waitFor(product, (s) => s.matches('loaded'));
      product.stop();
      // The filter is kept once the categories and the session are known: a turn after the product.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return filterOf(services);
    };
    // Browsing Tenten, a party tent (in Partytenten, under Tenten) keeps Tenten.
    expect(await open(CATEGORY.tenten, PRODUCT.partytent3x3)).toBe(CATEGORY.tenten);
    expect(await open(CATEGORY.partytenten, PRODUCT.partytent3x3)).toBe(CATEGORY.partytenten);
    // Opened from a search (no category) or from elsewhere: the product's own category.
    expect(await open(null, PRODUCT.partytent3x3)).toBe(CATEGORY.partytenten);
    expect(await open(CATEGORY.geluid, PRODUCT.partytent3x3)).toBe(CATEGORY.partytenten);
  });

  it('waits for the categories before it sets the product filter: a product read first keeps the category browsed', async () => {
    const { services } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await settledSession(services);
    const { categories: tree } = (await waitFor(services.categories, selectIsLoaded)).context;
    let answer: (value: typeof tree) => void = () => {};
    const slowCategories = createActor(categoriesLogic(services.api).provide({ actors: { loadCategories: fromPromise(() => new Promise<typeof tree>((resolve) => (answer = resolve))) } })).start();
    services.session.send({ type: 'PENDING_CHANGED', patch: { productFilter: { categoryId: CATEGORY.tenten } } });
    const product = createActor(productLogic({ ...services, categories: slowCategories }), { input: { productId: PRODUCT.partytent3x3, salesMode: false } }).start();
    await waitFor(product, (s) => s.matches('loaded'));
    expect(filterOf(services)).toBe(CATEGORY.tenten);
    answer(tree);
    await waitFor(slowCategories, selectIsLoaded);
    expect(filterOf(services)).toBe(CATEGORY.tenten);
    product.stop();
  });

  it("adds the public documents of the serial a serial number led here with, only on that serial's product", async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services } = demoShop(demo, { now: fixedClock.now });
    await settledSession(services);
    const serial = demo.db.serials.find((entry) => entry.ItemID === PRODUCT.geluidsinstallatie && entry.CustomerID === null)!;
    const product = createActor(productLogic(services), { input: { productId: PRODUCT.geluidsinstallatie, serial: serial.SerialID, ...shopModeOf(services) } }).start();
    const loaded = await waitFor(product, (s) => s.matches('loaded'));
    expect(loaded.context.page?.serialDocuments?.serial).toBe(serial.SerialID);
    expect(loaded.context.page?.serialDocuments?.attachments.map((a) => a.FileName)).toEqual(serial.Attachments.map((a) => a.FileName));

    product.send({ type: 'PRODUCT_REQUESTED', productId: PRODUCT.partytent3x3, serial: serial.SerialID });
    expect((await waitFor(product, (s) => s.matches('loaded'))).context.page?.serialDocuments).toBeNull();
    product.send({ type: 'PRODUCT_REQUESTED', productId: PRODUCT.partytent3x3, serial: 'BESTAAT-NIET' });
    const unknown = await waitFor(product, (s) => s.matches('loaded'));
    expect(unknown.context.page?.product.ID).toBe(PRODUCT.partytent3x3);
    expect(unknown.context.page?.serialDocuments).toBeNull();
  });
});

const filterOf = (services: ShopServices) => selectFilterCategoryId(services.session.getSnapshot());
