import type { Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { cartThroughApi, chooseLocationAndPeriod, openWeekendInBrugge, pick } from './shop-steps.ts';

/**
 * The lending service's settings, each value as a customer meets it (issue 25's settings matrix;
 * docs/settings.md lists them). Core settings switch through `PUT /api/__demo/settings`, style
 * settings through the demo's style settings document, `PUT /api/__demo/style-settings`; both
 * hold until the next test's reset. Values that behave alike are covered once.
 */

const TENT = '/product/details/partytent-3-x-3-m';
const prices = (page: Page) => page.getByRole('region', { name: 'Prijzen' });
const deliveryNotice = (page: Page) => page.getByRole('region', { name: 'Levering' }).locator('.notice');

async function signedInWithTentInCart(page: Page, visit: (path: string) => Promise<void>, period: { from: string; to: string }) {
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await cartThroughApi(page, { lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], period });
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
}

test('VATDisplay: prices show incl. VAT, or excl. VAT when the setting says so, the transport prices beside the delivery too', async ({ page, request, visit }) => {
  const period = await openWeekendInBrugge(request);
  await visit(TENT);
  await expect(prices(page)).toContainText('15,00');
  await signedInWithTentInCart(page, visit, period);
  await expect(deliveryNotice(page)).toContainText('€ 8,25 voor één rit en € 16,48 voor levering én ophaling');
  await page.screenshot({ path: '/tmp/shots/settings-vat-incl.png', fullPage: true });

  expect((await request.put('/api/__demo/settings', { data: { VATDisplay: 'VATShowExcVAT' } })).ok()).toBe(true);
  await visit('/winkelwagen');
  await expect(deliveryNotice(page)).toContainText('€ 6,82 voor één rit en € 13,62 voor levering én ophaling');
  await visit(TENT);
  await expect(prices(page)).toContainText('12,40');
  await expect(prices(page)).not.toContainText('15,00');
});

test('a price policy of "never" (the stricter of the two wins) hides every amount, signed in too: the transport notice names none', async ({ page, request, visit }) => {
  const period = await openWeekendInBrugge(request);
  expect((await request.put('/api/__demo/settings', { data: { DisplayPricePolicy: 'Always', ShopShowPricePolicy: 'Never' } })).ok()).toBe(true);
  await signedInWithTentInCart(page, visit, period);
  await expect(deliveryNotice(page)).toHaveText('Transport door de uitleendienst kost meer dan zelf afhalen en terugbrengen.');
  await expect(page.getByRole('main')).not.toContainText('€');
  await page.screenshot({ path: '/tmp/shots/settings-prices-never.png', fullPage: true });
  await visit(TENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 3 m' })).toBeVisible();
  await expect(prices(page)).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('€');
});

test('warehouse aliases: an alias group is one location; without aliases every warehouse is offered on its own', async ({ page, request, visit }) => {
  const locations = async () => {
    await page.getByRole('button', { name: 'Locatie en periode wijzigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Locatie en periode' });
    await dialog.getByRole('button', { name: /Locatie$/ }).click();
    const offered = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    return offered;
  };
  await visit('/products');
  expect(await locations()).toEqual([expect.stringContaining('Uitleendienst Brugge'), expect.stringContaining('Zuid-West-Vlaanderen')]);

  expect((await request.put('/api/__demo/style-settings', { data: { warehouseAliases: false } })).ok()).toBe(true);
  await visit('/products');
  expect(await locations()).toEqual([expect.stringContaining('Uitleendienst Brugge'), expect.stringContaining('Uitleendienst Kortrijk'), expect.stringContaining('Uitleendienst Ieper')]);
  await expectAccessible(page);
});

test('a fixed product: the first add to a new cart brings it along, with its delivery method; later adds do not', async ({ page, request, visit }) => {
  const fixedProduct = { itemId: 'LEVERING-OPHALING', deliveryId: 'TRANSPORT' };
  expect((await request.put('/api/__demo/style-settings', { data: { fixedProduct } })).ok()).toBe(true);
  const period = await openWeekendInBrugge(request);
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();

  await visit(TENT);
  await chooseLocationAndPeriod(page, /Uitleendienst Brugge/, period);
  const configurator = page.getByRole('region', { name: 'Huren' });
  await configurator.getByRole('button', { name: 'Toevoegen aan winkelwagen' }).click();
  await expect(page.getByText('Succesvol toegevoegd aan de winkelwagen')).toBeVisible();
  // The cart's choice stands, its delivery method the fixed product's: the customer confirms it.
  await visit('/product/details/BIERBANKSET');
  const next = page.getByRole('region', { name: 'Huren' });
  await expect(next.getByRole('radio', { name: 'Levering en ophaling door de uitleendienst' })).toBeChecked();
  await next.getByRole('button', { name: 'Bevestigen' }).click();
  await next.getByRole('button', { name: 'Toevoegen aan winkelwagen' }).click();
  await expect(page.getByText('Succesvol toegevoegd aan de winkelwagen').last()).toBeVisible();

  await visit('/winkelwagen');
  const lines = page.getByRole('region', { name: 'Artikelen' }).getByRole('listitem');
  await expect(lines.filter({ hasText: 'Levering en ophaling door de uitleendienst' })).toHaveCount(1);
  await expect(lines.filter({ hasText: 'Partytent 3 x 3 m' })).toHaveCount(1);
  await expect(lines.filter({ hasText: 'Bierbankset' })).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Levering en ophaling door de uitleendienst' })).toBeChecked();
  await page.screenshot({ path: '/tmp/shots/settings-fixed-product.png', fullPage: true });
});

test('a deployment’s catalogue choices: the grid’s page size, the filter’s options before "toon meer", the countries of an address', async ({ page, request, visit }) => {
  expect((await request.put('/api/__demo/style-settings', { data: { productGridPageItems: 4, filterOptionCount: 2, countryOptions: ['be', 'nl'] } })).ok()).toBe(true);
  await visit('/products/category/1000');
  const grid = page.getByRole('list', { name: 'Producten' });
  await expect(grid.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('main')).toContainText('4 van 10 producten');
  await expect(page.getByRole('button', { name: 'Meer producten tonen' })).toBeVisible();
  const size = page.getByRole('group', { name: 'Afmeting' });
  await expect(size.getByRole('checkbox')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Toon meer \(\d+\)$/ }).first()).toBeVisible();
  await expectAccessible(page);

  await visit('/register');
  await page.getByRole('button', { name: 'Registreren als school' }).click();
  await page.getByRole('button', { name: /^Kies een land\s*Land|^België\s*Land/ }).first().click();
  await expect(page.getByRole('option')).toHaveText(['België', 'Nederland']);
  await page.keyboard.press('Escape');
});

test('a deployment’s account choices: no provincial details tab, "Opnieuw aanvragen" hidden, an order without e-mail and phone, message subjects from a list', async ({ page, request, visit }) => {
  const subjects = ['Vraag over een bestelling', 'Schade melden'];
  const style = { provincialDetailsTab: false, duplicateMode: 'DISABLED', orderDetailHiddenFields: ['customer-email', 'customer-phone'], conversationSubjects: subjects };
  expect((await request.put('/api/__demo/style-settings', { data: style })).ok()).toBe(true);
  await visit('/login?returnTo=%2Faccount%2Fdetails');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  // Outside the provincial tab everything is the customer's to change, and no national number is asked.
  await expect(page.getByRole('textbox', { name: 'Voornaam', exact: true })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Rijksregisternummer' })).toHaveCount(0);
  await expectAccessible(page);

  await visit('/account/orders');
  await page.getByRole('button', { name: 'Acties voor bestelling RO-2026-0010' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Bekijken']);
  await page.getByRole('menuitem', { name: 'Bekijken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestelling RO-2026-0010' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uw gegevens' }).getByRole('term')).toHaveText(['Organisatie', 'Straat', 'Postcode', 'Gemeente']);
  await expectAccessible(page);

  await visit('/account/messages');
  await page.getByRole('button', { name: 'Nieuw bericht' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw bericht' });
  await dialog.getByRole('button', { name: /Onderwerp/ }).click();
  await expect(page.getByRole('option')).toHaveText(subjects);
  await page.getByRole('option', { name: 'Schade melden' }).click();
  await expectAccessible(page);
});

test('a deployment’s payment methods are the ones offered when paying online', async ({ page, request, visit }) => {
  expect((await request.put('/api/__demo/style-settings', { data: { paymentMethods: ['BANCONTACT', 'KLARNA', 'CREDITCARD'] } })).ok()).toBe(true);
  const period = await openWeekendInBrugge(request);
  await signedInWithTentInCart(page, visit, period);
  await pick(page.getByRole('radiogroup', { name: /^Afhalen op/ }).getByRole('radio').first());
  await pick(page.getByRole('radiogroup', { name: /^Terugbrengen op/ }).getByRole('radio').nth(1));
  await visit('/samenvatting');
  await expect(page.getByRole('radiogroup', { name: 'Betaalmethode' }).getByRole('radio')).toHaveCount(3);
  for (const name of ['Bancontact', 'Klarna', 'Kredietkaart']) await expect(page.getByRole('radio', { name })).toBeVisible();
});

test('ItemsToShowInShop: the whole catalogue whatever warehouse is chosen, or only the chosen warehouse’s products', async ({ page, request, visit }) => {
  const grid = page.getByRole('list', { name: 'Producten' });
  const biggestTent = grid.getByRole('link', { name: /Feesttent 6 x 12 m/ });
  await visit('/products/category/1000');
  await page.getByRole('button', { name: 'Locatie en periode wijzigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Locatie en periode' });
  await dialog.getByRole('button', { name: /Locatie$/ }).click();
  await page.getByRole('option', { name: /Uitleendienst Brugge/ }).click();
  await dialog.getByRole('button', { name: 'Klaar' }).click();
  // Kortrijk alone has the 6 x 12 m tent; with the whole catalogue shown it is listed for Brugge too.
  await expect(biggestTent).toBeVisible();

  expect((await request.put('/api/__demo/settings', { data: { ItemsToShowInShop: 'WarehouseOnly' } })).ok()).toBe(true);
  await visit('/products/category/1000');
  await expect(page.getByRole('main')).toContainText('Uitleendienst Brugge');
  await expect(grid.getByRole('link', { name: /Partytent 3 x 3 m/ })).toBeVisible();
  await expect(biggestTent).toHaveCount(0);
});
