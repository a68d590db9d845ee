import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { chooseLocationAndPeriod, fridayAhead, openWeekendInBrugge, plusDays } from './shop-steps.ts';

test('a product page shows its title, images with a lightbox, tabs, period prices and its warning', async ({ page, visit }) => {
  await visit('/product/details/partytent-3-x-3-m');
  await expect(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 3 m' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Kruimelpad' });
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Tenten']);
  await expect(breadcrumb).toContainText('Partytent 3 x 3 m');
  await expect(page.getByRole('note')).toContainText('Let op: Bij windkracht 6 of meer moet de tent worden afgebroken.');

  const prices = page.getByRole('region', { name: 'Prijzen' });
  await expect(prices.getByRole('term')).toHaveText(['1 dag', 'Weekend', '1 week']);
  await expect(prices.getByRole('definition').first()).toContainText(/€\s?15,00.*indicatief/);

  const thumbnails = page.getByRole('list', { name: 'Afbeeldingen van Partytent 3 x 3 m' });
  await expect(thumbnails.getByRole('button')).toHaveCount(3);
  const thumbnail = await thumbnails.getByRole('button').first().boundingBox();
  const next = await thumbnails.getByRole('button').nth(1).boundingBox();
  expect([thumbnail?.width, thumbnail?.height, Math.round((next?.x ?? 0) - (thumbnail?.x ?? 0) - (thumbnail?.width ?? 0))]).toEqual([92, 92, 10]);
  await thumbnails.getByRole('button', { name: 'Afbeelding 2 van 3 tonen' }).click();
  await expect(thumbnails.getByRole('button', { name: 'Afbeelding 2 van 3 tonen' })).toHaveAttribute('aria-current', 'true');

  // The lightbox by keyboard: open, page with the arrows, close with Escape.
  await page.getByRole('button', { name: /Afbeelding vergroten/ }).focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: 'Partytent 3 x 3 m' });
  await expect(lightbox).toContainText('Afbeelding 2 van 3');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('Afbeelding 3 van 3');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('Afbeelding 1 van 3');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  const tabs = page.getByRole('tablist', { name: 'Productinformatie' });
  await expect(page.getByRole('tabpanel')).toContainText('Kenmerken');
  await tabs.getByRole('tab', { name: 'Eigenschappen' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Afmeting');
  await tabs.getByRole('tab', { name: 'Downloads' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'handleiding-partytent.pdf' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(/KB|MB/);
  await expect(page.getByRole('tabpanel')).toContainText(/pagina/);
  await expectAccessible(page);

  // Its add-ons are listed with the configurator, each linking to its own page.
  const addOns = page.getByRole('region', { name: "Extra's bij dit artikel" });
  await expect(addOns.getByRole('listitem')).toHaveCount(3);
  await addOns.getByRole('link', { name: /Haringenset/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Haringenset/ })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown product cannot be found and offers a way back', async ({ page, visit }) => {
  await visit('/product/details/bestaat-niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Dit artikel kon niet gevonden worden' })).toBeVisible();
  await page.getByRole('link', { name: 'Naar alle producten' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a serial number leads to its product; an unknown one is not found', async ({ page, visit }) => {
  await visit('/sn/GK-2401');
  await expect(page).toHaveURL(/\/product\/details\/GELUIDSINSTALLATIE-KLEIN$/);
  await expect(page.getByRole('heading', { level: 1, name: /Geluidsinstallatie/ })).toBeVisible();
  await expectAccessible(page);

  await visit('/product/serial/fuifpakket');
  await expect(page).toHaveURL(/\/product\/details\/PAKKET-FUIF$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fuifpakket' })).toBeVisible();

  await visit('/sn/XX-0000');
  await expect(page.getByRole('heading', { level: 1, name: 'Dit artikel kon niet gevonden worden' })).toBeVisible();
});

test('with the price policy "after login" an anonymous visitor sees no prices, a logged-in customer does', async ({ page, request, visit }) => {
  expect((await request.put('/api/__demo/settings', { data: { DisplayPricePolicy: 'AferLogin' } })).ok()).toBe(true);
  await visit('/product/details/partytent-3-x-3-m');
  await expect(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 3 m' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prijzen' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('€');

  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await visit('/product/details/partytent-3-x-3-m');
  await expect(page.getByRole('region', { name: 'Prijzen' })).toContainText('€');
});

test('logged in, a customer chooses location and period and adds to the cart; the count shows it', async ({ page, request, visit }) => {
  const period = await openWeekendInBrugge(request);
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  const cartButton = page.getByRole('link', { name: /^Winkelwagen/ });
  await expect(cartButton).toHaveAccessibleName('Winkelwagen 0 artikelen');

  await visit('/product/details/partytent-3-x-3-m');
  await chooseLocationAndPeriod(page, /Uitleendienst Brugge/, period);
  const configurator = page.getByRole('region', { name: 'Huren' });
  await expect(configurator.getByRole('status').filter({ hasText: 'Beschikbaar in deze periode' })).toBeVisible();
  // The required add-on starts at its minimum: one per tent.
  await expect(page.getByRole('textbox', { name: /^Aantal Haringenset/ })).toHaveValue('1');
  await expectAccessible(page);

  await configurator.getByRole('button', { name: 'Toevoegen aan winkelwagen' }).click();
  await expect(page.getByText('Succesvol toegevoegd aan de winkelwagen')).toBeVisible();
  await expect(cartButton).toHaveAccessibleName('Winkelwagen 2 artikelen');
  await expectAccessible(page);

  // The cart is kept: after a reload the count is read again.
  await page.reload();
  await expect(cartButton).toHaveAccessibleName('Winkelwagen 2 artikelen');
});

test('the Fuifpakket in its short weekend says the package is not available', async ({ page, visit }) => {
  const friday = fridayAhead(14);
  await visit('/product/details/fuifpakket');
  await expect(page.getByRole('heading', { level: 1, name: 'Fuifpakket' })).toBeVisible();
  await chooseLocationAndPeriod(page, /Uitleendienst Brugge/, { from: friday, to: plusDays(friday, 3) });
  const panel = page.getByRole('region', { name: 'Pakket samenstellen' });
  await expect(panel.getByRole('status')).toContainText('Pakket niet beschikbaar');
  await expect(panel.getByRole('status')).toContainText('Noodverlichtingsset');
  await expect(panel.getByRole('button', { name: 'Toevoegen aan winkelwagen' })).toBeDisabled();
  await expectAccessible(page);
});
