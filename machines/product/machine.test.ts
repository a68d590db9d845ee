import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { CATEGORY, PRODUCT } from '../../demo-api/seed/anchors.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import { demoClient } from '../../tests/support/demo-client.ts';
import { createProductActors } from './actors.ts';
import { isPackage, productMachine, type Product, type ProductFirstLoad } from './machine.ts';
import { selectOffer, selectSuggestions } from './selectors.ts';
import { fixedClock } from '../../tests/support/clock.ts';

const pageOf = (id: string): ProductFirstLoad => ({ product: { ID: id, CategoryIDs: [], Properties: [] } as unknown as Product, suggestions: [] });
const offline = () => new ApiFailure({ kind: 'network', status: 0, serverMessage: null });

describe('the product machine', () => {
  it('loads a product by its slug with its suggestions by ranking (in-process demo API)', async () => {
    const api = demoClient(createDemoApi({ clock: fixedClock }));
    const actor = createActor(productMachine.provide({ actors: createProductActors(api) }), { input: { productId: 'fuifpakket', salesMode: false } }).start();
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snapshot.matches('loaded')).toBe(true);
    expect(snapshot.context.page?.product.ID).toBe(PRODUCT.pakketFuif);
    expect(isPackage(snapshot.context.page!.product)).toBe(true);
    const rankings = snapshot.context.page!.suggestions.map((s) => s.SuggestionRanking);
    expect(rankings).toEqual([...rankings].sort((a, b) => a - b));
    expect(snapshot.context.page!.suggestions.filter((s) => s.ShopPolicy === 'required')).toHaveLength(2);
  });

  it('shows the product first, then reads the property definitions of its category; without them the product stays', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const api = demoClient(demo);
    const actor = createActor(productMachine.provide({ actors: createProductActors(api) }), { input: { productId: PRODUCT.partytent3x3, salesMode: false } }).start();
    const first = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(first.value).toEqual({ loaded: 'describingProperties' });
    expect(first.context.page!.propertyDefinitions).toBeNull();
    const snapshot = await waitFor(actor, (s) => s.matches({ loaded: 'complete' }));
    expect(snapshot.context.page!.propertyDefinitions!.map((d) => d.Name)).toEqual(['Afmeting', 'Capaciteit', 'Zijwanden']);

    const failing = createDemoApi({ clock: fixedClock });
    failing.switches.failureRate = 0;
    const answer = await failing.app.fetch(
      new Request('http://demo.test/api/__demo/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ operation: 'GET /v2/shop/categories/{id}/item-properties', status: 404 }),
      }),
    );
    expect(answer.status).toBe(201);
    const second = createActor(productMachine.provide({ actors: createProductActors(demoClient(failing)) }), { input: { productId: PRODUCT.partytent3x3, salesMode: false } }).start();
    const shown = await waitFor(second, (s) => s.matches({ loaded: 'complete' }));
    expect(shown.context.page!.product.ID).toBe(PRODUCT.partytent3x3);
    expect(shown.context.page!.propertyDefinitions).toEqual([]);
  });

  it('hands the categories of each product it shows to the product filter, and none for a product it cannot find', async () => {
    const keepProductFilter = vi.fn();
    const api = demoClient(createDemoApi({ clock: fixedClock }));
    const actor = createActor(productMachine.provide({ actors: createProductActors(api), actions: { keepProductFilter } }), { input: { productId: PRODUCT.partytent3x3, salesMode: false } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'PRODUCT_REQUESTED', productId: 'bestaat-niet' });
    await waitFor(actor, (s) => s.matches('notFound'));
    actor.send({ type: 'PRODUCT_REQUESTED', productId: 'fuifpakket' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(keepProductFilter.mock.calls.map(([, params]) => params)).toEqual([{ productCategoryIds: [CATEGORY.partytenten] }, { productCategoryIds: [CATEGORY.pakketten] }]);
  });

  it('offers the product per rental period, or in sales mode at its sales price with the add-ons for sale', async () => {
    const api = demoClient(createDemoApi({ clock: fixedClock }));
    const load = async (productId: string, salesMode: boolean) =>
      waitFor(createActor(productMachine.provide({ actors: createProductActors(api) }), { input: { productId, salesMode } }).start(), (s) => s.matches('loaded'));
    const rented = await load(PRODUCT.partytent3x3, false);
    expect(selectOffer(rented)).toMatchObject({ kind: 'per-period', listed: { Period: '1 dag' } });
    expect(selectSuggestions(rented).map((s) => s.ID)).toEqual(['HARINGENSET', 'ZIJWAND-3M', 'TENTGEWICHT-15KG']);
    const sold = await load(PRODUCT.partytent3x3, true);
    expect(selectOffer(sold)).toEqual({ kind: 'per-piece', excludingVat: 289.26, includingVat: 350 });
    expect(selectSuggestions(sold).map((s) => s.ID)).toEqual(['HARINGENSET', 'ZIJWAND-3M', 'TENTGEWICHT-15KG']);
    const fuif = await load(PRODUCT.pakketFuif, true);
    expect(selectOffer(fuif)).toEqual({ kind: 'not-for-sale' });
    // Of the party package's add-ons only the fire extinguisher, the barriers and the cups are sold.
    expect(selectSuggestions(fuif).map((s) => s.ID)).toEqual(['BRANDBLUSSER-6KG', 'NADARHEK', 'HERBRUIKBARE-BEKERS']);
  });

  it('says an unknown product cannot be found', async () => {
    const api = demoClient(createDemoApi({ clock: fixedClock }));
    const actor = createActor(productMachine.provide({ actors: createProductActors(api) }), { input: { productId: 'bestaat-niet', salesMode: false } }).start();
    expect((await waitFor(actor, (s) => !s.hasTag('loading'))).value).toBe('notFound');
  });

  it('keeps another failure as data and loads again on retry', async () => {
    let calls = 0;
    const loadProduct = fromPromise<ProductFirstLoad, { productId: string }>(async () => {
      calls++;
      if (calls === 1) throw offline();
      return pageOf('X');
    });
    const actor = createActor(productMachine.provide({ actors: { loadProduct } }), { input: { productId: 'x', salesMode: false } }).start();
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.failure?.error.kind).toBe('network');
    actor.send({ type: 'RETRY_REQUESTED' });
    expect((await waitFor(actor, (s) => s.matches('loaded'))).context.failure).toBeNull();
  });

  it('loads another product when the route names one, and ignores the same one', async () => {
    const load = vi.fn(async ({ productId }: { productId: string }) => pageOf(productId));
    const actor = createActor(productMachine.provide({ actors: { loadProduct: fromPromise(({ input }) => load(input)) } }), { input: { productId: 'a', salesMode: false } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'PRODUCT_REQUESTED', productId: 'a' });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    actor.send({ type: 'PRODUCT_REQUESTED', productId: 'b' });
    expect(actor.getSnapshot().context.page).toBeNull();
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.page?.product.ID).toBe('b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops a product still loading when the route names another', async () => {
    const pending: Record<string, (page: ProductFirstLoad) => void> = {};
    const loadProduct = fromPromise<ProductFirstLoad, { productId: string }>(({ input }) => new Promise((resolve) => (pending[input.productId] = resolve)));
    const actor = createActor(productMachine.provide({ actors: { loadProduct } }), { input: { productId: 'a', salesMode: false } }).start();
    actor.send({ type: 'PRODUCT_REQUESTED', productId: 'b' });
    pending.b!(pageOf('b'));
    pending.a!(pageOf('a'));
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.page?.product.ID).toBe('b');
  });
});
