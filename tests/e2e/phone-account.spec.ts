import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';

/**
 * The account area on a phone (issue 29): the lists as cards that need no sideways scrolling, the
 * sections in a menu that names the open one; from 640 px (the cards) and 768 px (the tabs) up,
 * the table and the tabs as before.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Mijn account' });
const sectionMenu = (page: Page, section: string) => accountMenu(page).getByRole('button', { name: `Onderdeel ${section}` });
const orders = (page: Page) => page.getByRole('grid', { name: 'Bestellingen' });

async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Within the phone's width where it is: seen without scrolling sideways. */
async function expectWithinWidth(part: Locator) {
  const box = await part.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

/** The column's name a card draws above a cell (CSS, so no text a screen reader reads twice). */
const shownLabelOf = (cell: Locator) => cell.evaluate((element) => getComputedStyle(element, '::before').content);

async function openOrders(page: Page, visit: (path: string) => Promise<void>) {
  await visit('/account?tab=orders');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(orders(page).getByRole('row')).toHaveCount(16);
}

test('at 390 px every account page fits the width, and each order is a card with its status, open actions, total and menu in sight', async ({ page, visit }) => {
  await openOrders(page, visit);
  await expectNoSidewaysScroll(page);
  const first = orders(page).getByRole('row').nth(1);
  await expect(first.getByRole('rowheader')).toHaveText('RO-2026-0019');
  // The card holds the list's key facts, each under its column's name; the column headers stay
  // for a screen reader, which hears them instead of the names drawn on the card.
  await expect.poll(() => shownLabelOf(first.getByRole('gridcell').nth(1))).toContain('Huurperiode');
  await expect(first).toContainText('Gereserveerd');
  await expect(first).toContainText('€');
  await expect(orders(page).getByRole('columnheader', { name: 'Status' })).toBeAttached();
  const status = first.getByText('Gereserveerd');
  const openActions = first.getByRole('button', { name: '1 open actie bij bestelling RO-2026-0019' });
  const menu = first.getByRole('button', { name: 'Acties voor bestelling RO-2026-0019' });
  for (const part of [status, openActions, menu]) {
    await expectWithinWidth(part);
    await expect(part).toBeInViewport();
  }
  expect(await page.evaluate(() => window.scrollX)).toBe(0);

  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Bekijken' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // The "Kolommen" choice holds for the cards: the total goes, and comes back.
  await page.getByRole('button', { name: 'Kolommen' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Totaal' }).click();
  await page.keyboard.press('Escape');
  await expect(first).not.toContainText('€');
  await page.getByRole('button', { name: 'Kolommen' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Totaal' }).click();
  await page.keyboard.press('Escape');
  await expect(first).toContainText('€');

  // Each page with what a person looks for first on it, in sight.
  for (const [path, section, first] of [
    ['/account/invoices', 'Facturen', page.getByRole('grid', { name: 'Facturen' }).getByRole('button', { name: /^Factuur .+ downloaden als PDF$/ }).first()],
    ['/account/contact', 'Contactpersonen', page.getByRole('grid', { name: 'Contactpersonen en gebruikers' }).getByRole('button', { name: /^Acties voor / }).first()],
    ['/account/details', 'Mijn gegevens', page.getByRole('textbox', { name: 'Voornaam' })],
    ['/account/messages', 'Berichten', page.getByRole('link', { name: 'Schade aan een bierbankset' })],
  ] as const) {
    await visit(path);
    await expect(first).toBeVisible();
    await expectWithinWidth(first);
    await expect(sectionMenu(page, section)).toBeVisible();
    await expectNoSidewaysScroll(page);
  }

  await page.getByRole('link', { name: 'Schade aan een bierbankset' }).click();
  await expect(page.getByRole('list', { name: 'Berichten' }).locator(':scope > li')).toHaveCount(3);
  await expect(sectionMenu(page, 'Berichten')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test('on a phone the sections are a menu that names the open one and leads to another by keyboard', async ({ page, visit }) => {
  await openOrders(page, visit);
  const menu = sectionMenu(page, 'Bestellingen');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // The tabs of a wider screen are not shown, nor read a second time.
  await expect(accountMenu(page).getByRole('link')).toHaveCount(0);

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(accountMenu(page).getByRole('link')).toHaveText(['Mijn gegevens', 'Contactpersonen', 'Bestellingen', 'Facturen', 'Berichten', 'Mijn materiaal']);
  await expect(accountMenu(page).getByRole('link', { name: 'Bestellingen' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  await page.keyboard.press('Enter');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(accountMenu(page).getByRole('link', { name: 'Facturen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
  // Closed, and the focus on the menu, which now names the section just opened.
  await expect(sectionMenu(page, 'Facturen')).toBeFocused();
  await expect(sectionMenu(page, 'Facturen')).toHaveAttribute('aria-expanded', 'false');
  await expect(accountMenu(page).getByRole('link')).toHaveCount(0);
  await expectAccessible(page);
});

test('from 640 px the orders are a table again, and from 768 px the sections are tabs, wrapped where they do not fit', async ({ page, visit }) => {
  await openOrders(page, visit);
  await page.setViewportSize({ width: 700, height: 844 });
  const number = orders(page).getByRole('columnheader', { name: 'Bestelnummer' });
  const status = orders(page).getByRole('columnheader', { name: 'Status' });
  await expect(number).toBeVisible();
  await expect(status).toBeVisible();
  await expect(sectionMenu(page, 'Bestellingen')).toBeVisible();

  // A tablet: the tabs, all six of them whole, on two lines rather than clipped at the edge.
  await page.setViewportSize({ width: 800, height: 844 });
  await expect(accountMenu(page).getByRole('link')).toHaveText(['Mijn gegevens', 'Contactpersonen', 'Bestellingen', 'Facturen', 'Berichten', 'Mijn materiaal']);
  for (const link of await accountMenu(page).getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(800);
  }
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(status).toBeVisible();
  // One header row: the columns side by side, as a table.
  const [numberBox, statusBox] = [await number.boundingBox(), await status.boundingBox()];
  expect(statusBox!.y).toBe(numberBox!.y);
  expect(statusBox!.x).toBeGreaterThan(numberBox!.x);
  await expect(accountMenu(page).getByRole('link', { name: 'Bestellingen' })).toHaveAttribute('aria-current', 'page');
  await expect(accountMenu(page).getByRole('button', { name: /^Onderdeel/ })).toHaveCount(0);
  await expectAccessible(page);
});
