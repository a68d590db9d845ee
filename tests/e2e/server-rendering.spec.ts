import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Page } from '@playwright/test';
import { failNext } from './demo-faults.ts';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { cartThroughApi, holdChunk, openWeekendInBrugge, storeShopValues } from './shop-steps.ts';

/**
 * The first screens come from the server (issue 27, docs/decisions/024): the browser hydrates the
 * very markup it was sent, shows what only it knows (a login, a cart, a location and period, the
 * prices after login) once the page stands, answers a tap before the page has finished loading,
 * and, with the backend failing or `dist/` on a plain static host, is the app it always was.
 */

const SERVER_RENDERED = ['/home', '/products', '/products/category/1000', '/product/details/partytent-3-x-3-m', '/forbidden', '/error'];

/**
 * Every error and warning the page logs, and every error it throws: a hydration mismatch is one of
 * them. The browser's own line for an answer that was no success is left out: a signed-in customer
 * without an open cart is answered 404, as the contract says.
 */
function consoleOf(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`thrown: ${error.message}`));
  return said;
}

/** Opens each server-rendered page as a person would, and says what the console heard. */
async function openEach(page: Page, said: string[], shown: (path: string) => Promise<void> = async () => {}): Promise<void> {
  for (const path of SERVER_RENDERED) {
    await page.goto(path);
    // The page the server sent carries its answers: it was rendered there, and is hydrated here.
    await expect(page.locator('script#first-screen-answers')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await shown(path);
    await expectAccessible(page);
    expect(said, `the console on ${path}`).toEqual([]);
  }
}

test('each server-rendered page is sent rendered and hydrates without a mismatch, for a first visitor', async ({ page, request }) => {
  const html = await (await request.get('/products/category/1000')).text();
  expect(html).toContain('<h1 id="product-list-title">Tenten</h1>');
  expect(html).toContain('Partytent 3 x 3 m');
  // The answers come with the page: no inline wave asks them again.
  expect(html).not.toContain('__earlyCalls');
  const said = consoleOf(page);
  await openEach(page, said, async () => {
    // Once the page stands, a first visitor's anonymous token shows the cart button.
    await expect(page.getByRole('link', { name: /^Winkelwagen 0/ })).toBeVisible();
  });
});

test('signed in, each page hydrates the anonymous first screen, then shows the account and the cart in their place', async ({ page }) => {
  const said = consoleOf(page);
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await openEach(page, said, async () => {
    await expect(page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Mijn account' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Winkelwagen \d/ })).toBeVisible();
  });
});

test('with a location and period stored, each page hydrates, then the list and the selection show them', async ({ page, request }) => {
  const period = await openWeekendInBrugge(request);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /^Winkelwagen 0/ })).toBeVisible();
  await storeShopValues(page, { pending: { warehouseId: 'WH-BRUGGE', period } });
  const said = consoleOf(page);
  await openEach(page, said, async (path) => {
    if (path.startsWith('/products')) await expect(page.getByRole('region', { name: 'Locatie en periode' })).toContainText('Uitleendienst Brugge');
  });
});

test('with prices shown only after login, the anonymous first screen hydrates without them and a signed-in customer then sees them', async ({ page, request }) => {
  expect((await request.put('/api/__demo/settings', { data: { DisplayPricePolicy: 'AferLogin' } })).ok()).toBe(true);
  const said = consoleOf(page);
  await page.goto('/product/details/partytent-3-x-3-m');
  await expect(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 3 m' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('€');
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await openEach(page, said, async (path) => {
    if (path === '/product/details/partytent-3-x-3-m') await expect(page.getByRole('region', { name: 'Prijzen' })).toContainText('€');
  });
});

test('a server-rendered page answers a tap before it has finished loading', async ({ page }) => {
  // The pictures are held back, so the load event waits for them.
  const held: (() => Promise<void>)[] = [];
  await page.route('**/api/demo-assets/**', (route) => void held.push(() => route.continue()));
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  // The app starts once the page is painted, without waiting for its pictures: the cart button is its sign.
  await expect(page.getByRole('link', { name: /^Winkelwagen 0/ })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { beforeTheTap: true }));
  await page.getByRole('list', { name: 'Categorieën' }).getByRole('link', { name: 'Tenten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tenten' })).toBeVisible();
  expect(await page.evaluate(() => ({ loaded: document.readyState === 'complete', samePage: 'beforeTheTap' in window }))).toEqual({ loaded: false, samePage: true });
  await Promise.all(held.map((release) => release()));
});

test('a page asks for no script before it is painted: a rendered page’s markup, style sheets and picture, and the frame of any other, have the line first', async ({ page }) => {
  for (const path of ['/home', '/products/category/1000', '/product/details/partytent-3-x-3-m', '/winkelwagen', '/register']) {
    await page.goto(path);
    // Once a tap works, the app is running.
    await expect(page.getByRole('link', { name: /^Winkelwagen 0/ })).toBeVisible();
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.painted);
  }
});

/** The scripts the page has asked for so far, by their chunk's name (`CartDialogs-3xT.js` → `CartDialogs`). */
const chunksAsked = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.replace(/^.*\/|-[\w-]+\.js$/g, '')),
  );

test('what a browser-rendered page does not show is not fetched beside it: the registration form when a kind is chosen, the file field for an article that takes files', async ({ page, visit, request }) => {
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Registreren als vereniging' })).toBeVisible();
  expect(await chunksAsked(page)).not.toContain('RegistrationForm');
  await page.getByRole('button', { name: 'Registreren als vereniging' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mailadres van de organisatie', exact: true })).toBeVisible();
  expect(await chunksAsked(page)).toContain('RegistrationForm');
  await expectAccessible(page);

  const period = await openWeekendInBrugge(request);
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await cartThroughApi(page, { period, lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], path: null });
  await page.goto('/winkelwagen');
  await expect(page.getByRole('button', { name: 'Winkelwagen leegmaken' })).toBeVisible();
  // A tent takes no files.
  expect(await chunksAsked(page)).not.toContain('AttachmentsField');
  await page.getByRole('button', { name: 'Winkelwagen leegmaken' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Winkelwagen leegmaken' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();

  // A bouncy castle needs its files: their field comes with the line.
  await cartThroughApi(page, { period, lines: [{ ItemID: 'SPRINGKASTEEL', Amount: 1 }], path: null });
  await page.goto('/winkelwagen');
  await expect(page.getByRole('group', { name: /Bestanden bij Springkasteel/ }).getByRole('button', { name: /Bestanden kiezen/ })).toBeVisible();
  expect(await chunksAsked(page)).toContain('AttachmentsField');
});

test('a filled cart shows its selection and delivery first; the rest comes after, its place held a screen high', async ({ page, visit, request }) => {
  const period = await openWeekendInBrugge(request);
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await cartThroughApi(page, { period, lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], path: null });
  const release = await holdChunk(page, 'CartContents');
  await page.goto('/winkelwagen');
  await expect(page.getByRole('heading', { level: 2, name: 'Levering' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Afhalen en terugbrengen/ })).toBeChecked();
  await expect(page.getByRole('progressbar', { name: 'De winkelwagen wordt geladen' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: 'Artikelen' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).not.toBeInViewport();
  await expectAccessible(page);
  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Artikelen' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Partytent 3 x 3 m' })).toBeVisible();
});

test('with the backend failing for the first request, the page comes back by itself', async ({ page, request }) => {
  await failNext(request, 'GET /v2/shop/items', 1, 503);
  const shell = await request.get('/products/category/1000');
  // The server's render met the failure: it sent the shell, the page's frame, which asks for itself and is kept by no one.
  const html = await shell.text();
  expect(html).not.toContain('first-screen-answers');
  expect(html).toContain('De winkel wordt geladen');
  expect(shell.headers()['cache-control']).toBe('no-cache');
  await failNext(request, 'GET /v2/shop/core/settings', 1, 503);
  await page.goto('/products/category/1000');
  await expect(page.getByRole('heading', { level: 1, name: 'Tenten' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Partytent 3 x 3 m/ }).first()).toBeVisible();
  await expectAccessible(page);
});

test('an anonymous page may be kept by a CDN; a request that names someone is not', async ({ request }) => {
  const anonymous = await request.get('/home');
  expect(anonymous.headers()['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(anonymous.headers()['vary']).toContain('Authorization');
  const personal = await request.get('/home', { headers: { Authorization: 'Bearer someone' } });
  expect(personal.headers()['cache-control']).toBe('private, no-store');
  // The shell of an address the server does not render is revalidated, as index.html always was.
  expect((await request.get('/winkelwagen')).headers()['cache-control']).toBe('no-cache');
});

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** What a request sent, whole. */
function bodyOf(incoming: IncomingMessage): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    incoming.on('data', (part: Buffer) => parts.push(part));
    incoming.on('end', () => {
      const whole = Buffer.concat(parts);
      resolve(whole.buffer.slice(whole.byteOffset, whole.byteOffset + whole.byteLength) as ArrayBuffer);
    });
  });
}

/** Hands a call of the shop to its backend, which a static host reaches at /api on its own origin (a proxy's rule). */
async function toBackend(incoming: IncomingMessage, outgoing: ServerResponse, backend: string): Promise<void> {
  const headers = new Headers();
  for (const name of ['accept-language', 'authorization', 'content-type']) {
    const value = incoming.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const read = incoming.method === 'GET' || incoming.method === 'HEAD';
  const answer = await fetch(new URL(incoming.url ?? '/', backend), { method: incoming.method, headers, body: read ? undefined : await bodyOf(incoming) });
  outgoing.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
  outgoing.end(Buffer.from(await answer.arrayBuffer()));
}

/** `dist/` on a plain static host: its files as they are, index.html for every route. */
function staticHost(backend: string): Promise<{ server: Server; url: string }> {
  const root = normalize('dist');
  const server = createServer((incoming, outgoing) => {
    const path = decodeURIComponent(new URL(incoming.url ?? '/', 'http://host').pathname);
    if (path.startsWith('/api/') || path === '/style-settings.json') {
      void toBackend(incoming, outgoing, backend);
      return;
    }
    const file = join(root, path);
    const found = file.startsWith(root) && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
    outgoing.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' });
    outgoing.end(readFileSync(found));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

test('served from a plain static host, dist/ is the app it was: home, a product, the cart', async ({ page, baseURL }) => {
  const host = await staticHost(baseURL ?? '');
  try {
    const html = await (await fetch(`${host.url}/home`)).text();
    expect(html).toContain('<div id="root"></div>');
    await page.goto(`${host.url}/home`);
    await page.getByRole('list', { name: 'Categorieën' }).getByRole('link', { name: 'Tenten' }).click();
    await page.getByRole('link', { name: /Partytent 3 x 3 m/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 3 m' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: /^Winkelwagen 0/ }).click();
    await expect(page.getByText('Uw winkelwagen is leeg')).toBeVisible();
    await expectAccessible(page);
  } finally {
    host.server.close();
  }
});
