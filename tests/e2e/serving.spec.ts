import { bundleSizes, ENTRY_BUDGET_KB } from '../bench/bundle-sizes.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { cartThroughApi, holdChunk, openWeekendInBrugge } from './shop-steps.ts';

/**
 * The shop served as a CDN would serve it, and its first wave (issue 16), as Chromium meets them:
 * compressed, cached for good where the name is hashed, and the calls every page needs first
 * asked once, while the scripts still load.
 */

test('the entry script travels brotli-compressed and is cached for good; index.html is asked again each visit', async ({ request }) => {
  // The cart is no page the server renders (decision 024): it is index.html.
  const page = await request.get('/winkelwagen', { headers: { 'Accept-Encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  // Named in the script that starts the app once the page is painted (decision 029).
  const entry = /"(\/assets\/index-[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(entry).toBeDefined();
  const script = await request.head(entry!, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(script.headers()['content-encoding']).toBe('br');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

// Read from the build the browser tests serve (npm start builds it), so the budget costs no build of its own.
test('what the pages start with, the entry, stays within its budget', () => {
  expect(bundleSizes(process.env.SHOP_DIST ?? 'dist').entryKb).toBeLessThanOrEqual(ENTRY_BUDGET_KB);
});

test('every page names its charset in its first 1024 bytes, as a browser needs where the server does not say it', async ({ request }) => {
  for (const path of ['/index.html', '/home', '/winkelwagen']) {
    const html = await (await request.get(path)).text();
    const charset = /<meta charset="UTF-8"\s*\/?>/i.exec(html);
    expect(charset, path).not.toBeNull();
    expect(new TextEncoder().encode(html.slice(0, charset!.index + charset![0].length)).length, path).toBeLessThan(1024);
  }
});

test('the backend’s answers travel compressed, as a real backend’s would: the year of days a filled cart’s selection reads is a fraction of its size', async ({ page, visit, request }) => {
  const period = await openWeekendInBrugge(request);
  await visit('/home');
  await cartThroughApi(page, { period, lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }] });
  await expect(page.getByRole('heading', { level: 2, name: 'Levering' })).toBeVisible();
  const days = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.name.includes('/_available-start-days?'))
        .map(({ encodedBodySize, decodedBodySize }) => ({ encodedBodySize, decodedBodySize })),
    );
  await expect.poll(async () => (await days()).length).toBeGreaterThan(0);
  const [answer] = await days();
  expect(answer!.decodedBodySize).toBeGreaterThan(10_000);
  expect(answer!.encodedBodySize).toBeLessThan(answer!.decodedBodySize / 5);
});

test('robots.txt is text, and a missing asset is a 404, not the app', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain('Disallow: /account');
  const missing = await request.get('/assets/x.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root">');
});

test('a first visit asks for the settings, the categories and a token once each: the app takes the inline start’s answers over', async ({ page, visit }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (['/api/v2/shop/core/settings', '/api/v2/shop/categories', '/api/v3/core/token/_get-anonymous-token'].includes(path)) asked.push(`${request.method()} ${path}`);
  });
  // A page the server does not render: index.html's inline start asks (decision 024).
  await visit('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmelden' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Winkelwagen/ })).toBeVisible();
  expect(asked.toSorted()).toEqual(['GET /api/v2/shop/categories', 'GET /api/v2/shop/core/settings', 'POST /api/v3/core/token/_get-anonymous-token']);
  // The inline start made them: the app took the answers over rather than asking again.
  expect(await page.evaluate(() => Object.keys(window.__earlyCalls ?? {}))).toEqual([]);
});

test('a first visit to home, a category or a product comes with its answers: the browser asks none of them, only a first visitor’s token', async ({ browser, baseURL }) => {
  for (const [path, heading] of [
    ['/home', 'Wat zoek je?'],
    ['/products/category/1000', 'Tenten'],
    ['/product/details/partytent-3-x-3-m', 'Partytent 3 x 3 m'],
  ] as const) {
    // A fresh browser each time: a first visitor.
    const context = await browser.newContext({ baseURL: baseURL! });
    await context.addInitScript(() => window.localStorage.setItem('cookie-consent', '{"analytics":false}'));
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v') || url.pathname === '/style-settings.json') asked.push(`${request.method()} ${url.pathname}`);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('link', { name: /^Winkelwagen 0/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // What the first screen was rendered from came with it; the token is the browser's own.
    expect(asked.filter((call) => /core\/settings|\/categories|\/items|style-settings/.test(call)), path).toEqual([]);
    expect(asked.filter((call) => call.includes('_get-anonymous-token')), path).toHaveLength(1);
    await expectAccessible(page);
    await context.close();
  }
});

test('the cart page of a visitor with a cart fetches a filled cart’s parts with the page, before its own code has run; an empty one does not', async ({ page, visit, request }) => {
  const filledCartAsked: string[] = [];
  page.on('request', (asked) => {
    if (/\/assets\/FilledCart-[^/]+\.js$/.test(asked.url())) filledCartAsked.push(asked.url());
  });
  await visit('/winkelwagen');
  await expect(page.getByRole('main')).toContainText('Uw winkelwagen is leeg');
  expect(filledCartAsked).toEqual([]);

  const period = await openWeekendInBrugge(request);
  await cartThroughApi(page, { period, lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], path: null });
  // The cart page's own code is held back: only index.html's first wave can ask for the parts.
  const release = await holdChunk(page, 'CartView');
  const parts = page.waitForRequest(/\/assets\/FilledCart-[^/]+\.js$/);
  await page.goto('/winkelwagen');
  await parts;
  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Levering' })).toBeVisible();
});

test('a screen’s modules are asked all at once when it is fetched, not an import at a time', async ({ page, visit }) => {
  const asked = new Set<string>();
  page.on('request', (request) => asked.add(new URL(request.url()).pathname));
  // The login screen's own chunk is held back: only the page's list of its modules can have them asked.
  const release = await holdChunk(page, 'LoginView');
  await visit('/home');
  const files = await page.evaluate(() => (JSON.parse(document.getElementById('screen-files')?.textContent ?? '{}') as { parts: Record<string, string[]> }).parts.login ?? []);
  const modules = files.filter((file) => file.endsWith('.js') && !file.includes('/LoginView-')).map((file) => `/${file}`);
  expect(modules.length).toBeGreaterThan(2);
  await page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' }).click();
  await expect.poll(() => modules.filter((module) => !asked.has(module))).toEqual([]);
  release();
  await expect(page.getByLabel('Gebruikersnaam of e-mailadres')).toBeVisible();
});
