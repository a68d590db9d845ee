import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';

/**
 * Which account tabs a user sees, by the settings ShopShow…For and their role (issue 25 point
 * 10, spec 000 §6, 002 §6): the admin sees a tab under OnlyUser or UserAndSubUser, a sub user
 * under OnlySubUser or UserAndSubUser, nobody under NoOne; the profile stays the admin's unless
 * NoOne. The menu and the address agree: a tab the menu leaves out is a forbidden page. One
 * journey per level and role that behaves differently.
 */

type Level = 'OnlyUser' | 'OnlySubUser' | 'UserAndSubUser' | 'NoOne';
type TabSetting = 'ShopShowMyDetailsFor' | 'ShopShowReservationsAndOrdersFor' | 'ShopShowInvoicesFor' | 'ShopShowContactsFor';

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Mijn account' });
const tabs = (page: Page) => accountMenu(page).getByRole('link');
const orders = (page: Page) => page.getByRole('grid', { name: 'Bestellingen' });
const forbidden = (page: Page) => page.getByRole('heading', { level: 1, name: 'Geen toegang' });

async function setLevels(request: APIRequestContext, levels: Partial<Record<TabSetting, Level>>) {
  expect((await request.put('/api/__demo/settings', { data: levels })).ok()).toBe(true);
}

/** Signs in on the way to an account page. */
async function signInAt(page: Page, visit: (path: string) => Promise<void>, path: string, userName: string) {
  await visit(path);
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await logIn(page, userName);
}

async function signOut(page: Page) {
  await accountMenu(page).getByRole('button', { name: 'Afmelden' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The address is refused with the forbidden page, whose scan runs on arrival. */
async function expectForbidden(page: Page, visit: (path: string) => Promise<void>, path: string) {
  await visit(path);
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(forbidden(page)).toBeVisible();
}

test('a sub user under UserAndSubUser sees Bestellingen with the organisation’s orders; under OnlyUser the tab is gone and its address forbidden', async ({ page, request, visit }) => {
  // The demo's default for the orders is UserAndSubUser.
  await signInAt(page, visit, '/account?tab=orders', 'sub@demo.test');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(tabs(page)).toHaveText(['Mijn gegevens', 'Bestellingen', 'Berichten', 'Mijn materiaal']);
  // All fifteen of the organisation's orders (a header row above them), the admin's as well as his own.
  await expect(orders(page).getByRole('row')).toHaveCount(16);
  await expect(orders(page).getByRole('rowheader', { name: 'RO-2026-0015' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Acties voor bestelling RO-2026-0015' }).click();
  await page.getByRole('menuitem', { name: 'Bekijken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestelling RO-2026-0015' })).toBeVisible();
  await expectAccessible(page);

  await setLevels(request, { ShopShowReservationsAndOrdersFor: 'OnlyUser' });
  await expectForbidden(page, visit, '/account/orders');
  await visit('/account');
  await expect(page).toHaveURL(/\/account\/details$/);
  await expect(tabs(page)).toHaveText(['Mijn gegevens']);
  await expectForbidden(page, visit, '/account/messages');
});

test('under OnlySubUser the admin has no Bestellingen (and keeps Mijn gegevens) while the sub user has; under NoOne neither has', async ({ page, request, visit }) => {
  await setLevels(request, { ShopShowReservationsAndOrdersFor: 'OnlySubUser', ShopShowMyDetailsFor: 'OnlySubUser' });
  await signInAt(page, visit, '/account', 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/details$/);
  // The profile is the admin's whatever the level, but NoOne (spec 002 §6).
  await expect(tabs(page)).toHaveText(['Mijn gegevens', 'Contactpersonen', 'Facturen']);
  await expectForbidden(page, visit, '/account/orders');

  await visit('/account/details');
  await signOut(page);
  await signInAt(page, visit, '/account?tab=orders', 'sub@demo.test');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(tabs(page)).toHaveText(['Mijn gegevens', 'Bestellingen', 'Berichten', 'Mijn materiaal']);
  await expect(orders(page).getByRole('row')).toHaveCount(16);

  await setLevels(request, { ShopShowReservationsAndOrdersFor: 'NoOne', ShopShowMyDetailsFor: 'NoOne' });
  await expectForbidden(page, visit, '/account/orders');
  // No tab is left to the sub user: the account area itself is forbidden.
  await expectForbidden(page, visit, '/account');
  await visit('/home');
  await page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('button', { name: 'Afmelden' }).click();
  await signInAt(page, visit, '/account', 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/contact$/);
  await expect(tabs(page)).toHaveText(['Contactpersonen', 'Facturen']);
  await expectForbidden(page, visit, '/account/orders');
});

test('a sub user whom the settings let see the contact persons and the invoices reads both, and changes only their own details', async ({ page, request, visit }) => {
  await setLevels(request, { ShopShowContactsFor: 'UserAndSubUser', ShopShowInvoicesFor: 'UserAndSubUser' });
  await signInAt(page, visit, '/account/contact', 'sub@demo.test');
  const people = page.getByRole('grid', { name: 'Contactpersonen en gebruikers' });
  await expect(people.getByRole('row')).toHaveCount(4);
  await expect(tabs(page)).toHaveText(['Mijn gegevens', 'Contactpersonen', 'Bestellingen', 'Facturen', 'Berichten', 'Mijn materiaal']);
  // Adding, inviting and blocking are the admin's: only his own row has a menu, to edit himself.
  await expect(page.getByRole('link', { name: 'Contactpersoon toevoegen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Acties voor Lotte Vermeulen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Acties voor Wout Declercq' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Bewerken']);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await tabs(page).filter({ hasText: 'Facturen' }).click();
  await expect(page).toHaveURL(/\/account\/invoices$/);
  await expect(page.getByRole('grid', { name: 'Facturen' }).getByRole('rowheader').first()).toBeVisible();
  await expectAccessible(page);
});
