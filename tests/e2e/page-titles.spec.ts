import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Every page has its own title (issue 16): the browser tab and its history tell pages apart, and
 * a screen reader hears the new page's title when the shop changes page without loading one.
 */

const announcement = (page: Page) => page.getByRole('status').filter({ hasText: /– Uitleendienst$/ });

test('each page names itself in the tab, and a move to another page is announced by its title', async ({ page, visit }) => {
  await visit('/home');
  await expect(page).toHaveTitle('Materiaal reserveren – Uitleendienst');
  // The first page is read by the browser itself: nothing is announced for it.
  await expect(announcement(page)).toHaveCount(0);

  await page.getByRole('list', { name: 'Categorieën' }).getByRole('link', { name: 'Tenten' }).click();
  await expect(page).toHaveTitle('Tenten – Uitleendienst');
  await expect(announcement(page)).toHaveText('Tenten – Uitleendienst');

  await page.getByRole('list', { name: 'Producten' }).getByRole('link', { name: 'Partytent 3 x 3 m' }).click();
  await expect(page).toHaveTitle('Partytent 3 x 3 m – Uitleendienst');
  await expect(announcement(page)).toHaveText('Partytent 3 x 3 m – Uitleendienst');

  await page.getByRole('link', { name: /^Winkelwagen/ }).click();
  await expect(page).toHaveTitle('Winkelwagen – Uitleendienst');
  await expect(announcement(page)).toHaveText('Winkelwagen – Uitleendienst');

  await page.goBack();
  await expect(page).toHaveTitle('Partytent 3 x 3 m – Uitleendienst');
  await expect(announcement(page)).toHaveText('Partytent 3 x 3 m – Uitleendienst');
});

test('a page opened directly names itself too, the missing ones included', async ({ page, visit }) => {
  for (const [path, title] of [
    ['/products/category/1000', 'Tenten – Uitleendienst'],
    ['/product/details/partytent-3-x-3-m', 'Partytent 3 x 3 m – Uitleendienst'],
    ['/product/details/bestaat-niet', 'Artikel niet gevonden – Uitleendienst'],
    ['/login', 'Aanmelden – Uitleendienst'],
    ['/contact', 'Contact – Uitleendienst'],
    ['/nergens', 'Pagina niet gevonden – Uitleendienst'],
  ] as const) {
    await visit(path);
    await expect(page).toHaveTitle(title);
  }
});
