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
import { WAREHOUSE } from '../../demo-api/seed/anchors.ts';
import { fetchTakingEarlyCalls } from '../api/early-calls.ts';
import { SCREEN_FILES_ID, startFirstWave, type FirstWaveOptions, type ScreenFiles } from '../api/first-wave.ts';
import { SCREENS_BY_PATH } from './screen-paths.ts';
import { APP_AFTER_PAINT_ATTRIBUTE } from '../../serve/first-screen.ts';

const PRODUCT_GRID_PAGE_ITEMS = DEFAULT_STYLE_SETTINGS.productGridPageItems;
const OPTIONS: FirstWaveOptions = { apiBase: '/api', styleSettingsUrl: DEMO_STYLE_SETTINGS_URL, language: DEFAULT_LANGUAGE, pageSize: PRODUCT_GRID_PAGE_ITEMS, sessionKey: SESSION_KEY, shopStoreKey: SHOP_STORE_KEY, paths: SCREENS_BY_PATH.map(([pattern, names]) => [pattern.source, names]), screenFilesId: SCREEN_FILES_ID, appAfterPaintAttribute: APP_AFTER_PAINT_ATTRIBUTE };

/** A page opened at `path` in a browser whose only backend is the in-process demo, with what local storage holds. */
function openPage(path: string, stored: Record<string, string> = {}, screenFiles: ScreenFiles | null = null, demo = createDemoApi(), framed = false) {
  const backend = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(demo.app.fetch(new Request(input, init))));
  const preloaded: string[] = [];
  const url = new URL(path, 'http://demo.test');
  const page = {
    location: { href: url.href, pathname: url.pathname, search: url.search },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    fetch: backend,
    document: {
      documentElement: { hasAttribute: (name: string) => framed && name === APP_AFTER_PAINT_ATTRIBUTE },
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
  return { services, firstWave, asked, early, preloaded, leftForTheStart: page.__firstScreenFiles, remaining: () => Object.keys(page.__earlyCalls ?? {}) };
}

describe('the first wave index.html starts before the scripts', () => {
  it('asks a first visitor’s settings, style settings, categories and token, which the starting shop takes over, and fetches the first tile’s picture', async () => {
    const page = openPage('/home');
    expect(page.firstWave).toEqual(['GET /v2/shop/core/settings', 'GET /__demo/style-settings', 'GET /v2/shop/categories', 'POST /v3/core/token/_get-anonymous-token']);
    await settledSession(page.services);
    await waitFor(page.services.categories, (s) => s.matches('loaded'));
    await waitFor(page.services.selection, (s) => s.matches('idle'));
    expect(page.remaining()).toEqual([]);
    // Once the token is in: what every page's selection reads.
    for (const call of [...page.firstWave, 'GET /v2/shop/warehouse', 'GET /v2/shop/deliverymethods']) expect(page.asked().filter((made) => made === call), call).toHaveLength(1);
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

  it('leaves a filtered list and a chosen warehouse to the app, and asks a stored session’s start without its token', async () => {
    expect(openPage('/products/category/1000?search=tent').firstWave).toHaveLength(4);
    const warehouse = openPage('/products/category/1000', { [SHOP_STORE_KEY]: JSON.stringify({ version: 'test', cartId: null, pending: { warehouseId: 'WH-BRUGGE' } }) });
    expect(warehouse.firstWave).toHaveLength(4);
    const token = { accessToken: 'ANON-1', expires: new Date(Date.now() + 3_600_000).toISOString() };
    const anonymous = openPage('/home', { [SESSION_KEY]: JSON.stringify({ accountType: 'anonymous', data: { token } }) });
    expect(anonymous.firstWave).toEqual(['GET /v2/shop/core/settings', 'GET /__demo/style-settings', 'GET /v2/shop/categories']);
    // The shop reads the settings and the categories before it has restored the session: without the token.
    expect(Object.values(anonymous.early).map((call) => call?.headers)).toEqual([{ 'Accept-Language': 'nl' }, {}, { 'Accept-Language': 'nl' }]);
  });

  it('with a stored session and cart, asks what the starting shop asks (the settings and categories without the token, the cart with it), which it takes over', async () => {
    const demo = createDemoApi();
    const answer = async (request: Request) => (await demo.app.fetch(request)).json() as Promise<Record<string, unknown>>;
    const { Access_token, Expires } = (await answer(new Request(`${DEMO_BASE}/v3/core/token/_get-anonymous-token`, { method: 'POST' }))) as { Access_token: string; Expires: string };
    const sent = { Authorization: `Bearer ${Access_token}`, 'Content-Type': 'application/json' };
    const body = JSON.stringify({ WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-12-18', DateTimeExpectedEnd: '2026-12-21', DeliveryID: 'PICKUP' });
    const { CartID } = (await answer(new Request(`${DEMO_BASE}/v3/rental/cart`, { method: 'POST', headers: sent, body }))) as { CartID: string };
    const stored = {
      [SESSION_KEY]: JSON.stringify({ accountType: 'anonymous', data: { token: { accessToken: Access_token, expires: Expires } } }),
      [SHOP_STORE_KEY]: JSON.stringify({ version: 'test', cartId: CartID, pending: {} }),
    };
    const page = openPage('/winkelwagen', stored, null, demo);
    expect(page.firstWave).toEqual(['GET /v2/shop/core/settings', 'GET /__demo/style-settings', 'GET /v2/shop/categories', `GET /v3/rental/cart/${CartID}?include=actions`]);
    await settledSession(page.services);
    await waitFor(page.services.categories, (s) => s.matches('loaded'));
    await waitFor(page.services.cart, (s) => s.matches('loaded'));
    await waitFor(page.services.selection, (s) => s.matches('idle'));
    expect(page.remaining()).toEqual([]);
    for (const call of [...page.firstWave, 'GET /v2/shop/warehouse']) expect(page.asked().filter((made) => made === call), call).toHaveLength(1);
  });

  it('names the code of the screen the address opens, and a filled cart’s parts when a cart is stored', () => {
    const screenFiles: ScreenFiles = { parts: { cart: ['assets/CartView-1.js', 'assets/cart-1.js'], login: ['assets/LoginView-1.js'] }, withStoredCart: { '^\\/winkelwagen$': ['assets/FilledCart-1.js'] } };
    expect(openPage('/winkelwagen', {}, screenFiles).preloaded).toEqual(['/assets/CartView-1.js', '/assets/cart-1.js']);
    const stored = { [SHOP_STORE_KEY]: JSON.stringify({ version: 'test', cartId: 'CART-1', pending: {} }) };
    expect(openPage('/winkelwagen', stored, screenFiles).preloaded).toEqual(['/assets/CartView-1.js', '/assets/cart-1.js', '/assets/FilledCart-1.js']);
    expect(openPage('/winkelwagen', stored).preloaded).toEqual([]);
    expect(openPage('/home', stored, screenFiles).preloaded).toEqual([]);
    // Under a frame the server painted, they wait for the script that starts the app after that paint.
    const framed = openPage('/winkelwagen', stored, screenFiles, createDemoApi(), true);
    expect(framed.preloaded).toEqual([]);
    expect(framed.leftForTheStart).toEqual(['/assets/CartView-1.js', '/assets/cart-1.js', '/assets/FilledCart-1.js']);
  });
});
