import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { callAsSession, cartThroughApi } from './shop-steps.ts';

type StoredCart = { WarehouseID: { Key: string }; Items: { ItemID: string | null }[] };

/**
 * Choosing location, delivery and period through the product list's filter bar: the summary's
 * "Wijzigen" opens the chooser in a dialog. Days are taken from the demo backend's own answers,
 * so the journeys hold on any date.
 */

const BRUGGE = 'WH-BRUGGE';
const ZUID_WEST = ['WH-KORTRIJK', 'WH-IEPER'];

interface Day {
  Date: string;
  MomentCanBeUsed: boolean;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const plus = (day: string, days: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
const today = () => iso(new Date());
const longDate = (day: string) =>
  new Intl.DateTimeFormat('nl-BE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const shortDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

async function usableDays(request: APIRequestContext, warehouseId: string, kind: 'start' | 'end'): Promise<Set<string>> {
  const query = `warehouseID=${warehouseId}&dateToCheckFrom=${today()}&dateToCheckTo=${plus(today(), 90)}`;
  const days = (await (await request.get(`/api/v2/shop/capacity/_available-${kind}-days?${query}`)).json()) as Day[];
  return new Set(days.filter((d) => d.MomentCanBeUsed).map((d) => d.Date));
}

/** The first rental of `length` days whose start and end (and the end `extra` days later) every location can use. */
async function firstRental(request: APIRequestContext, locations: string[][], length: number, extra = 0): Promise<{ from: string; to: string }> {
  const perLocation = await Promise.all(
    locations.map(async (members) => {
      const answers = await Promise.all(members.map(async (id) => ({ start: await usableDays(request, id, 'start'), end: await usableDays(request, id, 'end') })));
      return { start: (d: string) => answers.some((a) => a.start.has(d)), end: (d: string) => answers.some((a) => a.end.has(d)) };
    }),
  );
  for (let offset = 2; offset < 80; offset++) {
    const from = plus(today(), offset);
    const to = plus(from, length - 1);
    if (perLocation.every((l) => l.start(from) && l.end(to) && l.end(plus(to, extra)))) return { from, to };
  }
  throw new Error('no rental fits the demo calendar');
}

/** The first Wednesday at least 10 days ahead: the seed takes every pick-up slot in Brugge then. */
function fullWednesday(): string {
  let day = plus(today(), 10);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 3) day = plus(day, 1);
  return day;
}

const selectionDialog = (page: Page) => page.getByRole('dialog', { name: 'Locatie en periode' });

async function openChooser(page: Page) {
  await page.getByRole('button', { name: 'Locatie en periode wijzigen' }).click();
  await expect(selectionDialog(page).getByText('Levering', { exact: true })).toBeVisible();
}

async function chooseLocation(page: Page, name: string) {
  await selectionDialog(page).getByRole('button', { name: /Locatie$/ }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

/** Opens the calendar on the month of `day`. */
async function calendarAt(page: Page, day: string) {
  await selectionDialog(page).getByRole('button', { name: 'Kalender openen' }).click();
  // The calendar is a dialog of its own name, not its button's.
  await expect(page.getByRole('dialog', { name: 'Kalender: Periode' })).toBeVisible();
  const calendar = page.locator('.calendar-popover');
  const wanted = new Intl.DateTimeFormat('nl-BE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  for (let i = 0; i < 13 && !(await calendar.getByRole('heading', { name: wanted }).isVisible()); i++) {
    await calendar.getByRole('button', { name: 'Volgende' }).first().click();
  }
  return calendar;
}

const cell = (page: Page, day: string) => page.locator('.calendar-popover').getByRole('button', { name: longDate(day) });

async function choosePeriod(page: Page, from: string, to: string) {
  await calendarAt(page, from);
  await cell(page, from).click();
  if (from.slice(0, 7) !== to.slice(0, 7)) await page.locator('.calendar-popover').getByRole('button', { name: 'Volgende' }).first().click();
  await cell(page, to).click();
  await expect(page.locator('.calendar-popover')).toBeHidden();
}

async function periodField(page: Page) {
  return (await selectionDialog(page).getByRole('group', { name: 'Periode' }).innerText()).replace(/\s/g, '');
}

test('a customer chooses a location, delivery and period, and a reload keeps the choice', async ({ page, visit, request }) => {
  const rental = await firstRental(request, [[BRUGGE]], 2);
  await visit('/products');
  await openChooser(page);
  await expectAccessible(page);
  await chooseLocation(page, 'Uitleendienst Brugge');
  await selectionDialog(page).getByText('Levering en ophaling door de uitleendienst').click();
  await choosePeriod(page, rental.from, rental.to);
  expect(await periodField(page)).toBe(`${shortDate(rental.from)}–${shortDate(rental.to)}`);
  await expectAccessible(page);
  await selectionDialog(page).getByRole('button', { name: 'Klaar' }).click();

  const summary = page.getByRole('region', { name: 'Locatie en periode' });
  await expect(summary).toContainText('Uitleendienst Brugge');
  await expect(summary).toContainText('Levering en ophaling door de uitleendienst');
  await page.reload();
  await expect(summary).toContainText('Uitleendienst Brugge');
  await expect(summary).toContainText('Levering en ophaling door de uitleendienst');
  await openChooser(page);
  expect(await periodField(page)).toBe(`${shortDate(rental.from)}–${shortDate(rental.to)}`);
});

test('a closing day and the full day cannot be chosen, and say why', async ({ page, visit, request }) => {
  const closing = ((await (await request.get(`/api/v2/closingDays?warehouse=${BRUGGE}`)).json()) as { Collection: { Date: string; Description: string }[] }).Collection.find(
    (c) => c.Date > plus(today(), 1),
  )!;
  const full = fullWednesday();
  await visit('/products');
  await openChooser(page);
  await chooseLocation(page, 'Uitleendienst Brugge');

  const calendar = await calendarAt(page, full);
  await expect(cell(page, full)).toHaveAttribute('data-unavailable', 'true');
  await expect(cell(page, full).locator('[title]')).toHaveAttribute('title', 'Volzet');
  await expect(calendar.getByText('Legende')).toBeVisible();
  await expectAccessible(page);
  // By keyboard: the focused day says why it cannot be chosen, and Enter does not choose it.
  await calendar.getByRole('button', { name: longDate(plus(full, -1)) }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(calendar.getByText(`: Volzet`)).toBeVisible();
  await page.keyboard.press('Enter');
  await cell(page, full).click({ force: true });
  await page.keyboard.press('Escape');
  expect(await periodField(page)).toBe('dd/mm/jjjj–dd/mm/jjjj');

  await calendarAt(page, closing.Date);
  await expect(cell(page, closing.Date)).toHaveAttribute('data-unavailable', 'true');
  await expect(cell(page, closing.Date).locator('[title]')).toHaveAttribute('title', `Gesloten: ${closing.Description}`);
  await cell(page, closing.Date).click({ force: true });
  await page.keyboard.press('Escape');
  expect(await periodField(page)).toBe('dd/mm/jjjj–dd/mm/jjjj');
});

test('drop-off in the box with a 2-day period moves the end date and says why', async ({ page, visit, request }) => {
  const rental = await firstRental(request, [[BRUGGE]], 2, 1);
  await visit('/products');
  await openChooser(page);
  await chooseLocation(page, 'Uitleendienst Brugge');
  await selectionDialog(page).getByText('Terugbrengen in de inleverbox').click();
  await choosePeriod(page, rental.from, rental.to);
  await expect(selectionDialog(page).getByRole('status')).toContainText(
    'De leveringsmethode Terugbrengen in de inleverbox vereist een minimale huurperiode van 3 dagen. De einddatum is aangepast.',
  );
  expect(await periodField(page)).toBe(`${shortDate(rental.from)}–${shortDate(plus(rental.to, 1))}`);
  await expectAccessible(page);
});

// Spec 001 §4 says both that a location change empties the cart and that it removes what is
// unavailable; the shop removes only what the new location cannot supply (docs/decisions/020).
test('moving a cart to a location without one of its items asks first: cancel keeps the choice, confirm removes that item and keeps the rest', async ({ page, visit, request }) => {
  const rental = await firstRental(request, [[BRUGGE], ZUID_WEST], 2);
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();

  // A cart made through the API: the mobile stage is stocked in Brugge only, the party tent everywhere.
  const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'PODIUMWAGEN', Amount: 1 }, { ItemID: 'PARTYTENT-3X3', Amount: 2 }], period: rental, path: null });
  await visit('/products');
  await openChooser(page);

  await chooseLocation(page, 'Zuid-West-Vlaanderen');
  const ask = page.getByRole('alertdialog', { name: 'Niet alle artikelen kunnen blijven' });
  await expect(ask).toContainText('Mobiel podium');
  await expect(ask).toContainText('Niet beschikbaar in Uitleendienst Kortrijk');
  await expect(ask).not.toContainText('Partytent');
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Annuleren, niets wijzigen' }).click();
  await expect(ask).toBeHidden();
  await expect(selectionDialog(page).getByRole('button', { name: /Locatie$/ })).toContainText('Uitleendienst Brugge');
  const kept = await callAsSession<StoredCart>(page, 'GET', `/api/v3/rental/cart/${cartId}`);
  expect([kept.WarehouseID.Key, kept.Items.length]).toEqual([BRUGGE, 2]);

  await chooseLocation(page, 'Zuid-West-Vlaanderen');
  await ask.getByRole('button', { name: 'Verwijderen en wijzigen' }).click();
  await expect(selectionDialog(page).getByRole('status')).toContainText('1 artikel is uit uw winkelwagen verwijderd.');
  await selectionDialog(page).getByRole('button', { name: 'Melding sluiten' }).click();
  await expect(selectionDialog(page).getByRole('status')).toBeEmpty();
  await expect(selectionDialog(page).getByRole('button', { name: /Locatie$/ })).toContainText('Zuid-West-Vlaanderen');
  const moved = await callAsSession<StoredCart>(page, 'GET', `/api/v3/rental/cart/${cartId}`);
  expect([moved.WarehouseID.Key, moved.Items.map((line) => line.ItemID)]).toEqual(['WH-KORTRIJK', ['PARTYTENT-3X3']]);
  await selectionDialog(page).getByRole('button', { name: 'Klaar' }).click();
  await expect(page.getByRole('link', { name: /Winkelwagen 2/ })).toBeVisible();
});
