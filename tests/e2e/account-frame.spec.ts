import type { Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';

/**
 * The account area's frame (issue 13, spec 002 §2, §6, spec 000 §6): the tabs a user may open,
 * the user's name, signing out, `/account?tab=` and the guards of hidden tabs.
 */

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Mijn account' });
const tab = (page: Page, name: string) => accountMenu(page).getByRole('link', { name, exact: true });

async function logInAt(page: Page, visit: (path: string) => Promise<void>, path: string, userName: string) {
  await visit(path);
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await logIn(page, userName);
}

test('the admin finds the account area at /account, with the tab open and the name, and signs out from it', async ({ page, visit }) => {
  await logInAt(page, visit, '/account', 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/details$/);
  await expect(accountMenu(page)).toContainText('Lotte Vermeulen');
  await expect(accountMenu(page)).toContainText('Jeugdhuis De Branding vzw');
  await expect(tab(page, 'Mijn gegevens')).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the tabs are a menu that names the open one (tests/e2e/phone-account.spec.ts).
  await expect(accountMenu(page).getByRole('button', { name: 'Onderdeel Mijn gegevens' })).toBeVisible();
  await expectAccessible(page);

  await accountMenu(page).getByRole('button', { name: 'Afmelden' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // On a phone, logging in is behind the bar's account button (tests/e2e/phone.spec.ts).
  await expect(page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('button', { name: 'Aanmelden of registreren' })).toBeVisible();
});

test('?tab= is read in any case; an unknown tab opens the first one', async ({ page, visit }) => {
  await logInAt(page, visit, '/account?tab=PROFILE', 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/details$/);
  await visit('/account?tab=verzonnen');
  await expect(page).toHaveURL(/\/account\/details$/);
});

test('a sub user sees only the tabs the settings allow, and is forbidden the others', async ({ page, request, visit }) => {
  await logInAt(page, visit, '/account', 'sub@demo.test');
  await expect(page).toHaveURL(/\/account\/details$/);
  // The demo's defaults: the orders (and with them messages and items) for sub users too, invoices and contacts not.
  await expect(accountMenu(page).getByRole('link')).toHaveText(['Mijn gegevens', 'Bestellingen', 'Berichten', 'Mijn materiaal']);
  await visit('/account/invoices');
  await expect(page).toHaveURL(/\/forbidden$/);

  // The profile for the admin only: the sub user's tab closes, its page is forbidden, /account opens the next tab.
  expect((await request.put('/api/__demo/settings', { data: { ShopShowMyDetailsFor: 'OnlyUser' } })).ok()).toBe(true);
  await visit('/account/details');
  await expect(page).toHaveURL(/\/forbidden$/);
  await visit('/account');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(accountMenu(page).getByRole('link')).toHaveText(['Bestellingen', 'Berichten', 'Mijn materiaal']);
});
