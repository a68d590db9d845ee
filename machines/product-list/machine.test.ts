import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import type { Product } from '../../src/domain/catalogue.ts';
import { recordingDemoClient } from '../../tests/support/demo-client.ts';
import { SCROLL_DEBOUNCE_MS } from '../pager.ts';
import { createProductListActors, pageOf } from './actors.ts';
import { selectProductCards } from './selectors.ts';
import { NO_FILTERS } from '../../src/domain/product-filters.ts';
import {
  productListMachine,
  type FirstPage,
  type FirstPageInput,
  type ProductListInput,
  type ProductPage,
  type ProductQuery,
} from './machine.ts';

const TENTEN = 1000;
const PARTYTENTEN = 1010;

function startWithDemo(input: Partial<ProductListInput> = {}) {
  const { api, asked } = recordingDemoClient(createDemoApi());
  const notifyLoadFailed = vi.fn();
  const keepProductFilter = vi.fn();
  const actor = createActor(productListMachine.provide({ actors: createProductListActors(api), actions: { notifyLoadFailed, keepProductFilter } }), {
    input: { filters: NO_FILTERS, warehouseId: null, pageSize: 12, salesMode: false, ...input },
  }).start();
  return { actor, asked, notifyLoadFailed, keepProductFilter };
}

const shown = (actor: ReturnType<typeof startWithDemo>['actor']) => waitFor(actor, (s) => s.matches('showing') || s.matches('failed'));

const product = (ID: string, ItemType: Product['ItemType'] = 'Rental') => ({ ID, Slug: ID.toLowerCase(), Description: ID, ItemType }) as Product;

describe('the product list machine against the demo API', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the first page, the category and its properties by group in one wave', async () => {
    const { actor, asked } = startWithDemo({ filters: { ...NO_FILTERS, categoryId: TENTEN } });
    const snapshot = await shown(actor);
    expect(snapshot.matches({ showing: 'complete' })).toBe(true);
    expect(snapshot.context.products).toHaveLength(10);
    expect(snapshot.context.category?.category.Description).toBe('Tenten');
    expect(snapshot.context.category?.groups.map((g) => [g.GroupName, g.Properties.map((p) => p.Name)])).toEqual([
      ['Afmetingen', ['Afmeting', 'Capaciteit']],
      ['Uitrusting', ['Zijwanden']],
    ]);
    expect(asked.map((url) => url.pathname).sort()).toEqual([
      '/api/v2/shop/categories/1000',
      '/api/v2/shop/categories/1000/item-properties/groups',
      '/api/v2/shop/items',
    ]);
    const items = asked.find((url) => url.pathname.endsWith('/items'))!;
    expect(Object.fromEntries(items.searchParams)).toEqual({ size: '12', index: '0', category: '1000' });
  });

  it('lists a parent category with its subcategories’ products, and a subcategory with its own', async () => {
    const { actor } = startWithDemo({ filters: { ...NO_FILTERS, categoryId: TENTEN } });
    expect((await shown(actor)).context.products.map((p) => p.ID)).toEqual(expect.arrayContaining(['PARTYTENT-3X3', 'FEESTTENT-5X10', 'HARINGENSET']));
    actor.send({ type: 'FILTERS_CHANGED', filters: { ...NO_FILTERS, categoryId: PARTYTENTEN } });
    const child = await waitFor(actor, (s) => s.matches('showing') && s.context.filters.categoryId === PARTYTENTEN);
    expect(child.context.products.map((p) => p.ID)).toEqual(['PARTYTENT-3X3', 'PARTYTENT-3X6', 'VOUWTENT-3X3']);
    // A subcategory filters on its parent's properties.
    expect(child.context.category?.groups.map((g) => g.GroupName)).toEqual(['Afmetingen', 'Uitrusting']);
  });

  it('hands the category browsed to the session as its product filter: at start, on another category, none for a search', async () => {
    const { actor, keepProductFilter } = startWithDemo({ filters: { ...NO_FILTERS, categoryId: TENTEN } });
    await shown(actor);
    expect(keepProductFilter.mock.calls.map(([, params]) => params)).toEqual([{ categoryId: TENTEN }]);
    actor.send({ type: 'FILTERS_CHANGED', filters: { ...NO_FILTERS, categoryId: PARTYTENTEN } });
    actor.send({ type: 'FILTERS_CHANGED', filters: { ...NO_FILTERS, search: 'tent' } });
    expect(keepProductFilter.mock.calls.map(([, params]) => params)).toEqual([{ categoryId: TENTEN }, { categoryId: PARTYTENTEN }, { categoryId: null }]);
  });

  it('offers products per rental period, or in sales mode at their sales price or as not for sale', async () => {
    const offers = async (salesMode: boolean) => {
      const snapshot = await shown(startWithDemo({ filters: { ...NO_FILTERS, search: 'geluidsinstallatie klein' }, salesMode }).actor);
      const tent = await shown(startWithDemo({ filters: { ...NO_FILTERS, search: 'partytent 3 x 3' }, salesMode }).actor);
      return [...selectProductCards(tent), ...selectProductCards(snapshot)].map(({ product: { ID }, offer }) => [ID, offer.kind === 'per-period' ? offer.listed.Period : offer]);
    };
    expect(await offers(false)).toEqual([
      ['PARTYTENT-3X3', '1 dag'],
      ['GELUIDSINSTALLATIE-KLEIN', '1 dag'],
    ]);
    expect(await offers(true)).toEqual([
      ['PARTYTENT-3X3', { kind: 'per-piece', excludingVat: 289.26, includingVat: 350 }],
      ['GELUIDSINSTALLATIE-KLEIN', { kind: 'not-for-sale' }],
    ]);
  });

  it('sends property filters as properties[Name]=v1,v2 and keeps the known category', async () => {
    const { actor, asked } = startWithDemo({ filters: { ...NO_FILTERS, categoryId: TENTEN } });
    await shown(actor);
    asked.length = 0;
    actor.send({ type: 'FILTERS_CHANGED', filters: { ...NO_FILTERS, categoryId: TENTEN, properties: { Afmeting: ['3 x 3 m', '4 x 4 m'] } } });
    const snapshot = await shown(actor);
    expect(snapshot.context.products.map((p) => p.ID).sort()).toEqual(['PARTYTENT-3X3', 'PAVILJOENTENT-4X4', 'VOUWTENT-3X3']);
    expect(asked.map((url) => url.pathname)).toEqual(['/api/v2/shop/items']);
    expect(asked[0]!.searchParams.get('properties[Afmeting]')).toBe('3 x 3 m,4 x 4 m');
    expect(snapshot.context.category?.category.CategoryID).toBe(TENTEN);
  });

  it('loads page after page, 500 ms after the visitor nears the end, until every product is shown', async () => {
    const { actor } = startWithDemo();
    let snapshot = await shown(actor);
    const total = snapshot.context.total;
    expect(snapshot.context.products).toHaveLength(12);
    vi.useFakeTimers();
    while (snapshot.matches({ showing: 'browsing' })) {
      const before = snapshot.context.products.length;
      actor.send({ type: 'MORE_REQUESTED' });
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 1);
      expect(actor.getSnapshot().matches({ showing: 'debouncing' })).toBe(true);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().hasTag('loading-more')).toBe(true);
      vi.useRealTimers();
      snapshot = await waitFor(actor, (s) => !s.hasTag('loading-more'));
      vi.useFakeTimers();
      expect(snapshot.context.products.length).toBeGreaterThan(before);
    }
    expect(snapshot.matches({ showing: 'complete' })).toBe(true);
    expect(snapshot.context.products).toHaveLength(total);
    expect(new Set(snapshot.context.products.map((p) => p.ID)).size).toBe(total);
  });

  it('shows an empty list when nothing matches', async () => {
    const { actor } = startWithDemo({ filters: { ...NO_FILTERS, search: 'bestaat-niet' } });
    const snapshot = await shown(actor);
    expect(snapshot.matches({ showing: 'complete' })).toBe(true);
    expect(snapshot.context.products).toEqual([]);
  });

  it('keeps the failure of an unknown category as data and says so with the toast', async () => {
    const { actor, notifyLoadFailed } = startWithDemo({ filters: { ...NO_FILTERS, categoryId: 4242 } });
    const snapshot = await shown(actor);
    expect(snapshot.matches('failed')).toBe(true);
    expect(snapshot.context.failure?.error.kind).toBe('not-found');
    expect(notifyLoadFailed).toHaveBeenCalledTimes(1);
  });
});

describe('the product list machine with fakes', () => {
  afterEach(() => vi.useRealTimers());

  function startWithFakes(options: { firstPage?: (input: FirstPageInput, signal: AbortSignal) => Promise<FirstPage>; nextPage?: (query: ProductQuery, signal: AbortSignal) => Promise<ProductPage> }) {
    const firstPage = vi.fn(options.firstPage ?? (async () => ({ page: { products: [product('A')], total: 3, nextIndex: 1 }, category: null })));
    const nextPage = vi.fn(options.nextPage ?? (async (query: ProductQuery) => ({ products: [product(`P${query.index}`)], total: 3, nextIndex: query.index + 1 })));
    const notifyLoadFailed = vi.fn();
    const actor = createActor(
      productListMachine.provide({
        actors: {
          loadFirstPage: fromPromise(({ input, signal }: { input: FirstPageInput; signal: AbortSignal }) => firstPage(input, signal)),
          loadNextPage: fromPromise(({ input, signal }: { input: ProductQuery; signal: AbortSignal }) => nextPage(input, signal)),
        },
        actions: { notifyLoadFailed },
      }),
      { input: { filters: NO_FILTERS, warehouseId: 'WH-BRUGGE', pageSize: 1, salesMode: false } },
    ).start();
    return { actor, firstPage, nextPage, notifyLoadFailed };
  }

  it('debounces: asking again within 500 ms waits again, and one page loads', async () => {
    vi.useFakeTimers();
    const { actor, nextPage } = startWithFakes({});
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ showing: 'browsing' })).toBe(true));
    actor.send({ type: 'MORE_REQUESTED' });
    vi.advanceTimersByTime(400);
    actor.send({ type: 'MORE_REQUESTED' });
    vi.advanceTimersByTime(400);
    expect(nextPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(nextPage).toHaveBeenCalledTimes(1);
    expect(nextPage.mock.calls[0]![0]).toEqual({ filters: NO_FILTERS, warehouseId: 'WH-BRUGGE', size: 1, index: 1 });
  });

  it('aborts the page being loaded when the filters change, and starts over', async () => {
    let signal: AbortSignal | null = null;
    const { actor, firstPage } = startWithFakes({
      nextPage: (_query, s) => {
        signal = s;
        return new Promise<never>(() => {});
      },
    });
    await waitFor(actor, (s) => s.matches({ showing: 'browsing' }));
    actor.send({ type: 'MORE_REQUESTED' });
    actor.send({ type: 'SCROLL_DEBOUNCE_ELAPSED' });
    expect(actor.getSnapshot().hasTag('loading-more')).toBe(true);
    actor.send({ type: 'FILTERS_CHANGED', filters: { ...NO_FILTERS, categoryId: TENTEN } });
    expect(signal!.aborted).toBe(true);
    expect(actor.getSnapshot().context.products).toEqual([]);
    expect(firstPage).toHaveBeenLastCalledWith({ query: { filters: { ...NO_FILTERS, categoryId: TENTEN }, warehouseId: 'WH-BRUGGE', size: 1, index: 0 }, categoryId: TENTEN }, expect.anything());
  });

  it('ignores filters that are the ones shown, and reloads for another warehouse', async () => {
    const { actor, firstPage } = startWithFakes({});
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'FILTERS_CHANGED', filters: { ...NO_FILTERS, search: ' ' } });
    expect(firstPage).toHaveBeenCalledTimes(1);
    actor.send({ type: 'WAREHOUSE_CHANGED', warehouseId: 'WH-IEPER' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(firstPage.mock.calls[1]![0].query.warehouseId).toBe('WH-IEPER');
  });

  it('keeps the shown products when the next page fails, and tries again', async () => {
    let attempt = 0;
    const { actor, notifyLoadFailed } = startWithFakes({
      nextPage: async (query) => {
        attempt++;
        if (attempt === 1) throw new ApiFailure({ kind: 'network', status: 0, serverMessage: null });
        return { products: [product('B')], total: 3, nextIndex: query.index + 1 };
      },
    });
    await waitFor(actor, (s) => s.matches({ showing: 'browsing' }));
    actor.send({ type: 'MORE_REQUESTED' });
    actor.send({ type: 'SCROLL_DEBOUNCE_ELAPSED' });
    let snapshot = await waitFor(actor, (s) => s.matches({ showing: 'moreFailed' }));
    expect(snapshot.context.products.map((p) => p.ID)).toEqual(['A']);
    expect(notifyLoadFailed).toHaveBeenCalledTimes(1);
    actor.send({ type: 'RETRY_REQUESTED' });
    snapshot = await waitFor(actor, (s) => s.matches({ showing: 'browsing' }));
    expect(snapshot.context.products.map((p) => p.ID)).toEqual(['A', 'B']);
    expect(snapshot.context.failure).toBeNull();
  });
});

describe('a page of products', () => {
  it('never holds a deposit, and counts the next offset as the backend does', () => {
    const page = pageOf({ Collection: [product('A'), product('BORG-X', 'Borg'), product('C', 'Sales')], Total: 10, Index: 3 });
    expect(page.products.map((p) => p.ID)).toEqual(['A', 'C']);
    expect(page).toMatchObject({ total: 10, nextIndex: 6 });
  });

  it('ends the list at an empty page, whatever the total says', () => {
    expect(pageOf({ Collection: [], Total: 10, Index: 6 })).toEqual({ products: [], total: 6, nextIndex: 6 });
  });
});
