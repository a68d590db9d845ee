import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { createProductListActors, fetchProductPage } from '../../machines/product-list/actors.ts';
import { createProductActors } from '../../machines/product/actors.ts';
import { NO_FILTERS } from '../domain/product-filters.ts';
import { DEMO_BASE, DEMO_STYLE_SETTINGS_URL } from '../../tests/support/demo-client.ts';
import { memoryStore, settledSession } from '../../tests/support/shop.ts';
import { createShopServices } from './services.ts';
import { DEFAULT_LANGUAGE } from '../domain/language.ts';
import { SESSION_KEY, SHOP_STORE_KEY } from '../domain/stored-session.ts';
import { DEFAULT_STYLE_SETTINGS } from '../domain/style-settings.ts';
import { fetchTakingEarlyCalls } from '../api/early-calls.ts';
import { SCREEN_FILES_ID, startFirstWave, type FirstWaveOptions, type ScreenFiles } from '../api/first-wave.ts';
import { SCREENS_BY_PATH } from './screen-paths.ts';

const PRODUCT_GRID_PAGE_ITEMS = DEFAULT_STYLE_SETTINGS.productGridPageItems;
const OPTIONS: FirstWaveOptions = { apiBase: '/api', styleSettingsUrl: DEMO_STYLE_SETTINGS_URL, language: DEFAULT_LANGUAGE, pageSize: PRODUCT_GRID_PAGE_ITEMS, sessionKey: SESSION_KEY, shopStoreKey: SHOP_STORE_KEY, paths: SCREENS_BY_PATH.map(([pattern, names]) => [pattern.source, names]), screenFilesId: SCREEN_FILES_ID };

/** A page opened at `path` in a browser whose only backend is the in-process demo, with what local storage holds. */
function openPage(path: string, stored: Record<string, string> = {}, screenFiles: ScreenFiles | null = null) {
  const demo = createDemoApi();
  const backend = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(demo.app.fetch(new Request(input, init))));
  const preloaded: string[] = [];
  const url = new URL(path, 'http://demo.test');
  const page = {
    location: { href: url.href, pathname: url.pathname, search: url.search },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    fetch: backend,
    document: {
      createElement: () => ({}) as HTMLLinkElement,
      getElementById: (id: string) => (id === SCREEN_FILES_ID && screenFiles ? { textContent: JSON.stringify(screenFiles) } : null),
      head: { appendChild: (link: HTMLLinkElement) => preloaded.push(link.href) },
    },
  } as unknown as Window & typeof globalThis;
  startFirstWave(page, OPTIONS);
  const early = { ...page.__earlyCalls };
  /** Every call the backend got, the first wave's and the shop's: a call the shop took over is there once. */
  const asked = () => backend.mock.calls.map(([input, init]) => `${init?.method ?? new Request(input).method} ${String(input instanceof Request ? input.url : input).replace('http://demo.test/api', '')}`);
  const firstWave = asked();
  // The shop as main.tsx builds it: the IO layer takes the early answers over.
  const services = createShopServices({
      baseUrl: DEMO_BASE,
      styleSettingsUrl: DEMO_STYLE_SETTINGS_URL,
      store: memoryStore(new Map(Object.entries(stored))),
      appVersion: 'test',
      language: () => DEFAULT_LANGUAGE,
      navigate: vi.fn(),
      leaveFor: vi.fn(),
      routeAfterLogout: '/home',
      logoutOnUnauthorized: true,
      loadAnalytics: vi.fn(),
      fetch: fetchTakingEarlyCalls(page.__earlyCalls ?? {}, backend),
      inspect: () => {},
    });
  return { services, firstWave, asked, early, preloaded, remaining: () => Object.keys(page.__earlyCalls ?? {}) };
}

describe('the first wave index.html starts before the scripts', () => {
  it('asks a first visitor’s settings, style settings, categories and token, which the starting shop takes over, and fetches the first tile’s picture', async () => {
    const page = openPage('/home');
    expect(page.firstWave).toEqual(['GET /v2/shop/core/settings', 'GET /__demo/style-settings', 'GET /v2/shop/categories', 'POST /v3/core/token/_get-anonymous-token']);
    await settledSession(page.services);
    await waitFor(page.services.categories, (s) => s.matches('loaded'));
    expect(page.remaining()).toEqual([]);
    for (const call of page.firstWave) expect(page.asked().filter((made) => made === call), call).toHaveLength(1);
    await vi.waitFor(() => expect(page.preloaded).toEqual(['http://demo.test/api/demo-assets/categories/1000.svg']));
  });

  it('asks a category’s first page and filters as the product list does, and fetches the first product’s picture', async () => {
    const page = openPage('/products/category/1000');
    await settledSession(page.services);
    const pageCalls = [`GET /v2/shop/items?size=${PRODUCT_GRID_PAGE_ITEMS}&index=0&category=1000`, 'GET /v2/shop/categories/1000', 'GET /v2/shop/categories/1000/item-properties/groups'];
    const { loadFirstPage } = createProductListActors(page.services.api);
    const query = { filters: { ...NO_FILTERS, categoryId: 1000 }, warehouseId: null, size: PRODUCT_GRID_PAGE_ITEMS, index: 0 };
    const list = createActor(loadFirstPage, { input: { query, categoryId: 1000 } }).start();
    await waitFor(list, (s) => s.status === 'done');
    expect(page.remaining()).toEqual([]);
    for (const call of pageCalls) expect(page.asked().filter((made) => made === call), call).toHaveLength(1);
    await vi.waitFor(() => expect(page.preloaded).toHaveLength(1));
    // The next page is the list's own business.
    await fetchProductPage(page.services.api, { ...query, index: PRODUCT_GRID_PAGE_ITEMS }, new AbortController().signal);
    expect(page.asked().at(-1)).toBe(`GET /v2/shop/items?size=${PRODUCT_GRID_PAGE_ITEMS}&index=${PRODUCT_GRID_PAGE_ITEMS}&category=1000`);
  });

  it('asks a product and its suggestions as the product page does, and fetches its picture; the properties are asked once, by the app', async () => {
    const page = openPage('/product/details/partytent-3-x-3-m');
    await settledSession(page.services);
    const { loadProduct, loadPropertyDefinitions } = createProductActors(page.services.api);
    const loading = createActor(loadProduct, { input: { productId: 'partytent-3-x-3-m', serial: null } }).start();
    const { output } = await waitFor(loading, (s) => s.status === 'done');
    const describing = createActor(loadPropertyDefinitions, { input: output!.product }).start();
    await waitFor(describing, (s) => s.status === 'done');
    expect(page.remaining()).toEqual([]);
    // The party tent's own category is Partytenten (1010), which has its parent's properties.
    for (const call of ['GET /v2/shop/items/partytent-3-x-3-m', 'GET /v2/shop/items/partytent-3-x-3-m/suggested', 'GET /v2/shop/categories/1010/item-properties']) {
      expect(page.asked().filter((made) => made === call), call).toHaveLength(1);
    }
    await vi.waitFor(() => expect(page.preloaded).toHaveLength(1));
  });

  it('leaves a filtered list, a chosen warehouse and a stored session to the app, with the stored token', async () => {
    expect(openPage('/products/category/1000?search=tent').firstWave).toHaveLength(4);
    const warehouse = openPage('/products/category/1000', { [SHOP_STORE_KEY]: JSON.stringify({ version: 'test', cartId: null, pending: { warehouseId: 'WH-BRUGGE' } }) });
    expect(warehouse.firstWave).toHaveLength(4);
    const token = { accessToken: 'ANON-1', expires: new Date(Date.now() + 3_600_000).toISOString() };
    const anonymous = openPage('/home', { [SESSION_KEY]: JSON.stringify({ accountType: 'anonymous', data: { token } }) });
    expect(anonymous.firstWave).toEqual(['GET /v2/shop/core/settings', 'GET /__demo/style-settings', 'GET /v2/shop/categories']);
    expect(Object.values(anonymous.early).map((call) => call?.headers)).toEqual([
      { 'Accept-Language': 'nl', Authorization: 'Bearer ANON-1' },
      {},
      { 'Accept-Language': 'nl', Authorization: 'Bearer ANON-1' },
    ]);
  });

  it('names the code of the screen the address opens, and a filled cart’s parts when a cart is stored', () => {
    const screenFiles: ScreenFiles = { parts: { cart: ['assets/CartView-1.js', 'assets/cart-1.css'], login: ['assets/LoginView-1.js'] }, withStoredCart: { '^\\/winkelwagen$': ['assets/FilledCart-1.js'] } };
    expect(openPage('/winkelwagen', {}, screenFiles).preloaded).toEqual(['/assets/CartView-1.js', '/assets/cart-1.css']);
    const stored = { [SHOP_STORE_KEY]: JSON.stringify({ version: 'test', cartId: 'CART-1', pending: {} }) };
    expect(openPage('/winkelwagen', stored, screenFiles).preloaded).toEqual(['/assets/CartView-1.js', '/assets/cart-1.css', '/assets/FilledCart-1.js']);
    expect(openPage('/winkelwagen', stored).preloaded).toEqual([]);
    expect(openPage('/home', stored, screenFiles).preloaded).toEqual([]);
  });
});
