import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures.ts';
import { cartThroughApi, openWeekendInBrugge } from './shop-steps.ts';

/**
 * The faults a customer meets (issue 11), provoked on cue: an expired token with a cart, two tabs
 * of one browser, a read that fails once, a cart that cannot be read, a customer that cannot be
 * loaded, and a whole journey on a slow and unreliable line.
 */

const signedIn = (page: Page) => page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Mijn account' });
const cartButton = (page: Page) => page.getByRole('link', { name: /^Winkelwagen/ });
const storedCartId = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('uitleendienst-shop') ?? 'null') as { cartId: string | null } | null)?.cartId ?? null);

test('an expired token with a cart: pages keep working, and after a reload the cart is still there', async ({ page, visit, request }) => {
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
  const period = await openWeekendInBrugge(request);
  const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], period, path: '/home' });
  await expect(cartButton(page)).toContainText('1');

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
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
  const period = await openWeekendInBrugge(request);
  const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], period, path: '/home' });
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

  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(second.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await second.close();
});
