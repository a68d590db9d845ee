import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { fillEventForm, openWeekendInBrugge, pick, plusDays } from './shop-steps.ts';

/**
 * Sales mode (ShopSalesModus, spec 001 §1, §3, §5; decision 015): the shop sells on one day,
 * without time slots, at the sales prices; a product without a sales price is not for sale.
 * Rental mode is what every other journey runs in.
 */

/** The tent sells at 289,26 excl. VAT, its required pegs at 24,79: 350,00 and 30,00 incl. VAT, as the demo shows by default. */
const TENT = '€ 350,00';
const PEGS = '€ 30,00';
const TOTAL = '€ 380,00';

/** A day as the shop shows it: dd/MM/yyyy. */
const shown = (day: string) => day.split('-').reverse().join('/');
/** What a date field takes from the keyboard: dd, mm, yyyy. */
const typed = (day: string) => day.split('-').reverse().join('');
/** Intl may put a no-break space between the euro sign and the amount. */
const euro = (amount: string) => new RegExp(amount.replace('€ ', '€\\s?'));

async function sell(request: APIRequestContext) {
  expect((await request.put('/api/__demo/settings', { data: { ShopSalesModus: true } })).ok()).toBe(true);
}

test('a visitor sees the sales prices, and a product without one as not for sale that cannot be added', async ({ page, request, visit }) => {
  await sell(request);
  await visit('/products/category/1000');
  const grid = page.getByRole('list', { name: 'Producten' });
  const card = (name: string) => grid.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(card('Partytent 3 x 3 m')).toContainText(euro(TENT));
  await expect(card('Partytent 3 x 3 m')).toContainText('per stuk');
  await expect(card('Partytent 3 x 6 m')).toContainText('Niet te koop');
  await expect(card('Partytent 3 x 6 m')).not.toContainText('€');

  await card('Partytent 3 x 6 m').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 6 m' })).toBeVisible();
  await expect(page.getByText('Dit artikel is niet te koop.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prijzen' })).toHaveCount(0);
  // Nothing to buy it with: no configurator, no add-to-cart.
  await expect(page.getByRole('region', { name: /Kopen|Huren/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Toevoegen aan winkelwagen' })).toHaveCount(0);
  await expectAccessible(page);

  await visit('/product/details/partytent-3-x-3-m');
  const prices = page.getByRole('region', { name: 'Prijzen' });
  await expect(prices.getByRole('term')).toHaveText(['Per stuk']);
  await expect(prices.getByRole('definition')).toContainText(euro(TENT));
  // Anonymous shopping is on in the demo: the visitor chooses a place and one day to buy on.
  const buying = page.getByRole('region', { name: 'Kopen' });
  await expect(buying.getByRole('group', { name: 'Afhaaldag' })).toBeVisible();
  await expect(buying.getByRole('group', { name: 'Periode' })).toHaveCount(0);
});

test('in sales mode a customer buys a tent on one day: no time slots, the sales prices, through to the thank-you page and the account', async ({ page, request, visit }) => {
  test.setTimeout(120_000);
  await sell(request);
  const day = (await openWeekendInBrugge(request)).from;
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();

  // The product: one pick-up day, not a period.
  await visit('/product/details/partytent-3-x-3-m');
  const buying = page.getByRole('region', { name: 'Kopen' });
  await expect(buying).toContainText('Kies waar u het artikel afhaalt, hoe het geleverd wordt en op welke dag.');
  await buying.getByRole('button', { name: /Locatie/ }).click();
  await page.getByRole('option', { name: /Uitleendienst Brugge/ }).click();
  // A sale is not brought back: the drop-off box is not offered.
  await expect(buying.getByRole('radio', { name: /inleverbox/ })).toHaveCount(0);
  await expect(buying.getByRole('group', { name: 'Periode' })).toHaveCount(0);
  const dayField = buying.getByRole('group', { name: 'Afhaaldag' }).getByRole('spinbutton').first();
  await expect(dayField).toBeEnabled();
  await dayField.click();
  await page.keyboard.type(typed(day));
  await expectAccessible(page);
  await buying.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(buying.getByRole('region', { name: 'Locatie en dag' })).toContainText('Uitleendienst Brugge');
  await expect(buying.getByRole('status').filter({ hasText: 'Beschikbaar op deze dag' })).toBeVisible();
  await expect(buying).toContainText(new RegExp(`${euro(TENT).source}\\s*per stuk`));
  await expectAccessible(page);
  await buying.getByRole('button', { name: 'Toevoegen aan winkelwagen' }).click();
  await expect(page.getByText('Succesvol toegevoegd aan de winkelwagen')).toBeVisible();

  // The cart: the day, no time slots, the lines at their sales prices.
  await page.getByRole('link', { name: /^Winkelwagen/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Partytent 3 x 3 m' })).toContainText(euro(TENT));
  await expect(page.getByRole('listitem', { name: 'Haringenset (12 stuks) met hamer' })).toContainText(euro(PEGS));
  await expect(page.getByRole('region', { name: 'Totaal' })).toContainText(euro(TOTAL));
  await expect(page.getByRole('heading', { name: 'Afhaal- en terugbrengmoment' })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: /^Afhalen op|^Terugbrengen op/ })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Hoe krijgt u het materiaal?' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('weekendperiode');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Verder naar de evenementgegevens' }).click();

  // The event starts on the pick-up day: another day is refused, with the reason.
  await expect(page).toHaveURL(/\/extra-info$/);
  await fillEventForm(page, plusDays(day, 1));
  const startDate = page.getByRole('group', { name: /Startdatum/ });
  await expect(page.getByText('Kies de afhaaldag').first()).toBeVisible();
  await expect(page.getByText(/^Het evenement begint op de afhaaldag: /)).toBeVisible();
  await startDate.getByRole('spinbutton').first().focus();
  await page.keyboard.type(typed(day));
  await expect(page.getByText('Kies de afhaaldag')).toHaveCount(0);
  await page.getByRole('button', { name: 'Verder naar het overzicht' }).click();

  // The summary: one pick-up day without a time, nothing to bring back.
  await expect(page).toHaveURL(/\/samenvatting$/);
  const period = page.getByRole('region', { name: 'Uitleendienst Brugge' });
  await expect(period.getByRole('term')).toHaveText(['Afhalen', 'Levering']);
  await expect(period.getByRole('definition').first()).toHaveText(shown(day));
  await expect(period).toContainText('Subtotaal');
  await expect(period).toContainText(euro(TOTAL));
  await pick(page.getByRole('radio', { name: 'Betalen bij het afhalen' }));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Bestelling bevestigen' }).click();

  // The thank-you page: the order number, the pick-up day, its hours; no return.
  await expect(page).toHaveURL(/\/bedankt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanvraag!' })).toBeVisible();
  const main = page.getByRole('main');
  const number = main.getByRole('paragraph').filter({ hasText: /^Uw bestelnummer: RO-\d{4}-\d{4}$/ });
  await expect(number).toBeVisible();
  const orderId = (await number.innerText()).replace('Uw bestelnummer:', '').trim();
  await expect(main.getByRole('heading', { level: 2, name: 'Afhalen', exact: true })).toBeVisible();
  await expect(main.getByRole('term')).toContainText(['Locatie', 'Afhalen', 'Open op de afhaaldag']);
  await expect(main.getByRole('term').filter({ hasText: /Terugbrengen|terugbrengdag/ })).toHaveCount(0);
  await expect(main.getByRole('definition').filter({ hasText: shown(day) })).toHaveText(shown(day));
  await expectAccessible(page);

  // In the account: the order on its one day, sold rather than rented.
  await visit('/account/orders');
  const row = page.getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText(euro(TOTAL));
  await page.getByRole('button', { name: `Acties voor bestelling ${orderId}` }).click();
  await page.getByRole('menuitem', { name: 'Bekijken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${orderId}` })).toBeVisible();
  const sale = page.getByRole('region', { name: 'Verkoop' });
  await expect(sale.getByRole('term')).toHaveText(['Magazijn', 'Ophalen']);
  await expect(sale.getByRole('definition').last()).toHaveText(shown(day));
  await expectAccessible(page);
});
