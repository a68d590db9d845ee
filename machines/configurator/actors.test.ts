import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { CATEGORY, DEMO_ACCOUNTS, PRODUCT, WAREHOUSE } from '../../demo-api/seed/anchors.ts';
import { demoClient, demoLogin } from '../../tests/support/demo-client.ts';
import { createConfiguratorActors, linesToAdd, MAIN_LINE_KEY } from './actors.ts';
import { isRequiredAddOnShort } from './rules.ts';
import type { AddLinesInput, Product, ShopSelection } from './machine.ts';
import { fixedClock } from '../../tests/support/clock.ts';

/** The first Fri–Sun at least 14 days ahead: the Fuifpakket's scarcest required add-on is taken (seed). */
const shortWeekend: ShopSelection = { warehouseId: WAREHOUSE.brugge, deliveryId: 'PICKUP', period: { from: '2026-12-11', to: '2026-12-13' } };

async function setUp(user: string | null = DEMO_ACCOUNTS.admin) {
  const demo = createDemoApi({ clock: fixedClock });
  const api = demoClient(demo, user ? await demoLogin(demo, user) : null);
  const get = async <T,>(path: string) => (await demo.app.fetch(new Request(`http://demo.test/api${path}`))).json() as Promise<T>;
  return { demo, api, actors: createConfiguratorActors(api), get };
}

describe('the configurator actors against the demo API', () => {
  it('load the stock everywhere, the price and the add-ons in one wave: the Fuifpakket is short of a required add-on', async () => {
    const { actors, get } = await setUp();
    const product = await get<Product>(`/v2/shop/items/${PRODUCT.pakketFuif}`);
    const { Collection: suggestions } = await get<{ Collection: AddLinesInput['addOns'][number]['suggestion'][] }>(`/v2/shop/items/${PRODUCT.pakketFuif}/suggested`);
    const answer = await toPromise(createActor(actors.loadStock, { input: { product, suggestions, selection: shortWeekend } }).start());
    expect(answer.warehouses.map((w) => w.WarehouseID).sort()).toEqual([WAREHOUSE.brugge, WAREHOUSE.ieper, WAREHOUSE.kortrijk].sort());
    expect(answer.price.PriceIncVAT).toBeGreaterThan(0);
    expect(Object.keys(answer.addOns).sort()).toEqual(suggestions.map((s) => s.ID).sort());
    expect(suggestions.some((s) => isRequiredAddOnShort(s, 1, answer.addOns[s.ID] ?? null))).toBe(true);
  });

  it('make a cart with the custom fields given and add the product with its add-on tied to it', async () => {
    const { actors, demo } = await setUp();
    const product = demo.db.products.find((p) => p.ID === PRODUCT.partytent3x3)!;
    const haringen = { ...demo.db.products.find((p) => p.ID === 'HARINGENSET')!, SuggestionAmount: 1, SuggestionRanking: 1, ShopPolicy: 'required' as const };
    const selection: ShopSelection = { ...shortWeekend, period: { from: '2026-12-18', to: '2026-12-20' } };
    const cartId = await toPromise(createActor(actors.createCart, { input: { selection, customFields: { CUST_CategoryID: CATEGORY.tenten } } }).start());
    const cart = [...demo.db.carts.values()].find((row) => row.cart.CartID === cartId)!.cart;
    expect(cart.CustomFields).toEqual({ CUST_CategoryID: CATEGORY.tenten });
    expect(cart.WarehouseID.Key).toBe(WAREHOUSE.brugge);
    await toPromise(createActor(actors.addLines, { input: { cartId, product, count: 2, addOns: [{ suggestion: haringen, amount: 2 }], selection, fixedProductId: null } }).start());
    const lines = [...demo.db.carts.values()].find((row) => row.cart.CartID === cartId)!.cart.Items;
    const main = lines.find((l) => l.ItemID === PRODUCT.partytent3x3)!;
    expect(main.Amount).toBe(2);
    expect(lines.find((l) => l.ItemID === 'HARINGENSET')).toMatchObject({ Amount: 2, RelatedRentalItemID: main.CartItemID });
  });
});

describe('the lines of an add to cart', () => {
  const selection: ShopSelection = { warehouseId: 'WH-BRUGGE', deliveryId: 'PICKUP', period: { from: '2026-12-18', to: '2026-12-20' } };
  const base: AddLinesInput = {
    cartId: 'CART-1',
    product: { ID: 'PAKKET-FUIF', Type: 'Composition' } as Product,
    count: 1,
    addOns: [{ suggestion: { ID: 'NOODVERLICHTING-SET', Type: 'Item' } as AddLinesInput['addOns'][number]['suggestion'], amount: 1 }],
    selection,
    fixedProductId: null,
  };
  const period = { DateTimeExpectedStart: '2026-12-18', DateTimeExpectedEnd: '2026-12-20', WarehouseID: 'WH-BRUGGE' };

  it('add a package as a composition and its add-ons tied to it by the unsaved key', () => {
    expect(linesToAdd(base)).toEqual([
      { CompositionID: 'PAKKET-FUIF', Amount: 1, ...period, UnsavedID: MAIN_LINE_KEY },
      { ItemID: 'NOODVERLICHTING-SET', Amount: 1, ...period, RelatedRentalItemID: MAIN_LINE_KEY },
    ]);
  });

  it('put the fixed product first where it goes along', () => {
    expect(linesToAdd({ ...base, fixedProductId: 'VASTE-KOST' })[0]).toEqual({ ItemID: 'VASTE-KOST', Amount: 1, ...period });
  });
});
