import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { cartThroughApi, openWeekendInBrugge } from './shop-steps.ts';
import { failNext, READ_TRIES } from './demo-faults.ts';

/**
 * The faults a customer meets (issue 11), provoked on cue: an expired token with a cart, two tabs
 * of one browser, a read that fails once, a cart that cannot be read, a customer that cannot be
 * loaded. Whole journeys on a slow and unreliable line are in chaos.spec.ts.
 */

const signedIn = (page: Page) => page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Mijn account' });
const cartButton = (page: Page) => page.getByRole('link', { name: /^Winkelwagen/ });
const storedCartId = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('uitleendienst-shop') ?? 'null') as { cartId: string | null } | null)?.cartId ?? null);

/** The demo's administrator, logged in, with a cart of one tent for a weekend in Brugge, on the home page. */
async function signedInWithCart(page: Page, visit: (path: string) => Promise<void>, request: APIRequestContext): Promise<string> {
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
  const period = await openWeekendInBrugge(request);
  const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], period, path: '/home' });
  await expect(cartButton(page)).toContainText('1');
  return cartId;
}

test('an expired token with a cart: pages keep working, and after a reload the cart is still there', async ({ page, visit, request }) => {
  const cartId = await signedInWithCart(page, visit, request);

  await request.post('/api/__demo/tokens/_expire');
  await page.getByRole('link', { name: 'Tenten' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tenten' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Producten' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('list', { name: 'Producten' }).getByRole('link').first().click();
  await expect(page.getByRole('region', { name: /Huren|Pakket samenstellen/ })).toBeVisible();

  await page.reload();
  await expect(signedIn(page)).toBeVisible();
  await expect(cartButton(page)).toContainText('1');
  expect(await storedCartId(page)).toBe(cartId);
});

test('two tabs: the token expires, each tab keeps the session and the cart; logging out in one logs out both', async ({ page, visit, request }) => {
  const cartId = await signedInWithCart(page, visit, request);
  const second = await page.context().newPage();
  await second.goto('/winkelwagen');
  await expect(signedIn(second)).toBeVisible();
  await expect(cartButton(second)).toContainText('1');

  await request.post('/api/__demo/tokens/_expire');
  await Promise.all([page.goto('/account/details'), second.reload()]);
  await expect(page.getByText('Jeugdhuis De Branding vzw')).toBeVisible();
  await expect(second.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  for (const tab of [page, second]) {
    await expect(signedIn(tab)).toBeVisible();
    await expect(cartButton(tab)).toContainText('1');
  }
  expect(await storedCartId(page)).toBe(cartId);

  await page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('button', { name: 'Afmelden' }).click();
  await expect(second.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await second.close();
});

test('a first read that fails once heals without the customer pressing anything', async ({ page, request }) => {
  await failNext(request, 'GET /v2/shop/core/settings', 1);
  await failNext(request, 'GET /v2/shop/categories', 1);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Wat zoek je?' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categorieën' }).getByRole('link', { name: 'Tenten' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
});

test('a cart that cannot be read says so, never "empty", keeps the cart and reads it again on request', async ({ page, visit, request }) => {
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
  const period = await openWeekendInBrugge(request);
  const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], period, path: null });
  // The page's first wave reads the stored cart before the app runs, then the app reads it with its retries: all of them fail.
  await failNext(request, 'GET /v3/rental/cart/{id}', 1 + READ_TRIES);
  await page.goto('/winkelwagen');
  await expect(page.getByRole('alert').filter({ hasText: 'De winkelwagen kon niet geladen worden.' })).toBeVisible();
  await expect(page.getByText('Uw winkelwagen is leeg.')).toHaveCount(0);
  await expectAccessible(page);
  expect(await storedCartId(page)).toBe(cartId);

  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Partytent 3 x 3 m');
  await expect(cartButton(page)).toContainText('1');
});

test('a customer that cannot be loaded: the login page says so and stays', async ({ page, visit, request }) => {
  await visit('/login');
  await failNext(request, 'GET /v3/customer/customer/{id}', 1, 404);
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('alert')).toHaveText('Klant niet gevonden.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await expectAccessible(page);

  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
});


test('a refused refresh signs out; after the next login the open cart is there again', async ({ page, visit, request }) => {
  await signedInWithCart(page, visit, request);

  await request.put('/api/__demo/switches', { data: { refreshWindowSeconds: 0 } });
  await request.post('/api/__demo/tokens/_expire');
  await signedIn(page).click();
  await expect(page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await expect(cartButton(page)).toContainText('0');

  await request.put('/api/__demo/switches', { data: { refreshWindowSeconds: 7 * 24 * 3600 } });
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
  await expect(cartButton(page)).toContainText('1');
});

test('the shop starts whatever local storage holds: broken, of another shape, or 2 MB of junk', async ({ page }) => {
  for (const [session, store] of [
    ['{', '['],
    ['[]', '{"version":1}'],
    ['x'.repeat(2 * 1024 * 1024), 'null'],
  ]) {
    await page.goto('/favicon.svg');
    await page.evaluate(([session, store]) => {
      localStorage.setItem('session', session!);
      localStorage.setItem('uitleendienst-shop', store!);
    }, [session, store]);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Wat zoek je?' })).toBeVisible();
  }
});
