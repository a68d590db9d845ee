import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { cartThroughApi, eventInfoThroughApi, openWeekendInBrugge, slotsThroughApi } from './shop-steps.ts';

/**
 * The shop on a phone (390 × 844, issue 29): one bar of at most 64 px with the search and the
 * account's links behind a button each, no page that scrolls sideways, and the first screen
 * spent on the page's content.
 */

test.use({ viewport: { width: 390, height: 844 } });

const MAX_BANNER_PX = 64;
const FOLD_PX = 844;

const banner = (page: Page) => page.getByRole('banner');

/** The banner's height and whether the page is wider than the screen. */
async function expectPhoneFrame(page: Page) {
  const box = await banner(page).boundingBox();
  expect(box?.height).toBeLessThanOrEqual(MAX_BANNER_PX);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Where an element starts, from the top of the page as it opens. */
async function topOf(element: Locator): Promise<number> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not on the page');
  return box.y;
}

test('every kind of shop page has a bar of one row and nothing wider than the screen', async ({ page, visit, request }) => {
  // A page of each layout: the rest of the shop is made of the same parts.
  const pages = ['/home', '/products/category/1000', '/product/details/partytent-3-x-3-m', '/register', '/flows/cart', '/nope'];
  for (const path of pages) {
    await visit(path);
    await expectPhoneFrame(page);
  }
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(banner(page).getByRole('button', { name: 'Mijn account' })).toBeVisible();
  // The checkout's pages, with a cart whose slots and event are given.
  const period = await openWeekendInBrugge(request);
  const cartId = await cartThroughApi(page, { period, lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 2 }, { ItemID: 'SPRINGKASTEEL', Amount: 1 }] });
  await expectAccessible(page);
  await expectPhoneFrame(page);
  await slotsThroughApi(page, cartId, period);
  await eventInfoThroughApi(page, cartId, period);
  for (const path of ['/extra-info', '/samenvatting']) {
    await visit(path);
    await expectPhoneFrame(page);
  }
});

test('the first screen shows two categories on home, and a product’s name and prices', async ({ page, visit }) => {
  await visit('/home');
  const categories = page.getByRole('list', { name: 'Categorieën' }).getByRole('listitem');
  expect(await topOf(categories.nth(1))).toBeLessThan(FOLD_PX);
  // Home shows the search in the page: the bar has no button for it.
  await expect(banner(page).getByRole('button', { name: 'Zoek een product' })).toHaveCount(0);

  await visit('/product/details/partytent-3-x-3-m');
  expect(await topOf(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 3 m' }))).toBeLessThan(FOLD_PX);
  expect(await topOf(page.getByRole('region', { name: 'Prijzen' }))).toBeLessThan(FOLD_PX);
});

test('the bar’s search button opens the search, which leads to a product', async ({ page, visit }) => {
  await visit('/products/category/1000');
  const open = banner(page).getByRole('button', { name: 'Zoek een product' });
  await expect(banner(page).getByRole('combobox', { name: 'Zoek een product' }).or(banner(page).getByRole('textbox', { name: 'Zoek een product' }))).toBeHidden();
  await open.press('Enter');
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const search = banner(page).getByRole('combobox', { name: 'Zoek een product' });
  await expect(search).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.type('micro');
  await page.getByRole('listbox').getByRole('option', { name: 'Draadloze handmicrofoon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Draadloze handmicrofoon' })).toBeVisible();
  // Another page: the search's panel is closed again.
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toBeHidden();
  await expectPhoneFrame(page);
});

test('the account button holds logging in and registering, then the account and logging out', async ({ page, visit }) => {
  await visit('/products/category/1000');
  const account = banner(page).getByRole('button', { name: 'Aanmelden of registreren' });
  await expect(banner(page).getByRole('link', { name: 'Aanmelden' })).toBeHidden();
  await account.click();
  await expect(banner(page).getByRole('link', { name: 'Registreren' })).toBeVisible();
  await expectAccessible(page);
  // Escape closes the panel and the focus is back on its button.
  await page.keyboard.press('Escape');
  await expect(banner(page).getByRole('link', { name: 'Registreren' })).toBeHidden();
  await expect(account).toBeFocused();
  // A press outside closes it too.
  await account.click();
  await page.getByRole('main').click({ position: { x: 8, y: 400 } });
  await expect(banner(page).getByRole('link', { name: 'Aanmelden' })).toBeHidden();

  await account.click();
  await banner(page).getByRole('link', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, 'admin@demo.test');
  // Back on the page logging in started from.
  await expect(page.getByRole('heading', { level: 1, name: 'Tenten' })).toBeVisible();
  const mine = banner(page).getByRole('button', { name: 'Mijn account' });
  await mine.press('Enter');
  await expect(banner(page).getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await banner(page).getByRole('button', { name: 'Afmelden' }).click();
  await expect(banner(page).getByRole('button', { name: 'Aanmelden of registreren' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Aanmelden' })).toBeHidden();
  await expect(banner(page).getByRole('link', { name: /^Winkelwagen 0 artikelen$/ })).toBeVisible();
});
