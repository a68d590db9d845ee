import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { chooseLocationAndPeriod, openWeekendInBrugge } from './shop-steps.ts';

test('a customer goes from home to a filtered category, a product, logs in, chooses and adds to the cart', async ({ page, request, visit }) => {
  const period = await openWeekendInBrugge(request);
  await visit('/home');
  await page.getByRole('list', { name: 'Categorieën' }).getByRole('link', { name: 'Tenten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tenten' })).toBeVisible();
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Afmeting' }).getByText('3 x 3 m').click();
  await expect(page.getByRole('status').filter({ hasText: 'producten' })).toHaveText('2 van 2 producten');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Partytent 3 x 3 m' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 3 m' })).toBeVisible();
  await expectAccessible(page);
  // Logging in from here comes back to this product.
  await page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' }).click();
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/product\/details\/partytent-3-x-3-m$/);

  await chooseLocationAndPeriod(page, /Uitleendienst Brugge/, period);
  const configurator = page.getByRole('region', { name: 'Huren' });
  await expect(configurator.getByRole('status').filter({ hasText: 'Beschikbaar in deze periode' })).toBeVisible();
  await configurator.getByRole('button', { name: 'Toevoegen aan winkelwagen' }).click();
  await expect(page.getByText('Succesvol toegevoegd aan de winkelwagen')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Winkelwagen/ })).toHaveAccessibleName('Winkelwagen 2 artikelen');
});
