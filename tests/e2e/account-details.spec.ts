import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { failNext } from './demo-faults.ts';

/**
 * "Mijn gegevens" (issue 13, spec 002 §2, §4, §5, §7, §8): the admin changes their details, their
 * organisation's and its invoice details, and their password; refusals, a failed save and a
 * customer detail that cannot be read.
 */

const ADMIN = 'admin@demo.test';
const NEW_PASSWORD = 'Branding!2027';
const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Wijzigingen bewaren' });
const toast = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first();
const userMenu = (page: Page) => page.getByRole('navigation', { name: 'Gebruikersmenu' });

/** The admin signs in and lands on their details. */
async function openDetails(page: Page, visit: (path: string) => Promise<void>, password?: string) {
  await visit('/login?returnTo=%2Faccount%2Fdetails');
  await logIn(page, ADMIN, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  await expect(save(page)).toBeVisible();
}

test('the admin changes the phone number and the invoice e-mail address, and sees them after a reload', async ({ page, visit }) => {
  await openDetails(page, visit);
  await expect(page.getByRole('navigation', { name: 'Mijn account' })).toContainText('Lotte Vermeulen');
  await field(page, 'Telefoon (optioneel)').fill('050 44 55 66');
  await field(page, 'E-mailadres voor facturen (optioneel)').fill('facturen@debranding.demo.test');
  await field(page, 'Achternaam').fill('Peeters');
  await save(page).click();
  await expect(toast(page, 'Uw gegevens zijn bewaard')).toBeVisible();
  // The account menu shows the saved name: the session was told.
  await expect(page.getByRole('navigation', { name: 'Mijn account' })).toContainText('Lotte Peeters');
  // The session holds the new name: the account menu and the top bar read it from there.
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('session') ?? 'null') as { data: { account: { LastName: string } } });
  expect(stored.data.account.LastName).toBe('Peeters');

  await page.reload();
  await expect(field(page, 'Telefoon (optioneel)')).toHaveValue('050 44 55 66');
  await expect(field(page, 'E-mailadres voor facturen (optioneel)')).toHaveValue('facturen@debranding.demo.test');
  await expect(field(page, 'Achternaam')).toHaveValue('Peeters');
  await expect(page.getByText('Uw wijzigingen van vorige keer zijn nog niet bewaard.')).toBeHidden();
  await expectAccessible(page);
});

test('the admin changes the password, signs out and signs in with the new one', async ({ page, visit }) => {
  await openDetails(page, visit);
  const passwordSwitch = page.getByRole('switch', { name: 'Wachtwoord wijzigen' });
  await passwordSwitch.focus();
  await passwordSwitch.press('Space');
  await field(page, 'Nieuw wachtwoord').fill(NEW_PASSWORD);
  await field(page, 'Herhaal het nieuwe wachtwoord').fill(NEW_PASSWORD);
  await expectAccessible(page);
  await save(page).click();
  await expect(toast(page, 'Uw gegevens zijn bewaard')).toBeVisible();
  await expect(passwordSwitch).not.toBeChecked();
  await expect(field(page, 'Nieuw wachtwoord')).toBeHidden();
  const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(stored).not.toContain(NEW_PASSWORD);

  await userMenu(page).getByRole('button', { name: 'Afmelden' }).click();
  await expect(userMenu(page).getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await visit('/login');
  await logIn(page, ADMIN);
  await expect(page.getByRole('alert')).toHaveText('Onjuiste gebruikersnaam of wachtwoord.');
  await openDetails(page, visit, NEW_PASSWORD);
});

test('an invalid e-mail address is refused with its message, and takes the focus', async ({ page, visit }) => {
  await openDetails(page, visit);
  const email = field(page, 'E-mailadres');
  await email.fill('lotte@');
  await save(page).click();
  await expect(toast(page, 'Niet alle velden zijn (correct) ingevoerd')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/Geef een geldig e-mailadres in/);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await email.fill('lotte@debranding.demo.test');
  await expect(page.getByText('Geef een geldig e-mailadres in')).toBeHidden();
});

test('a failed save says so and keeps everything typed, also over a reload', async ({ page, visit, request }) => {
  await openDetails(page, visit);
  await failNext(request, 'PATCH /v2/shop/customers/{id}');
  const organisationPhone = field(page, 'Telefoon van de organisatie (optioneel)');
  await organisationPhone.fill('050 77 88 99');
  await field(page, 'Straat').first().fill('Langestraat');
  await save(page).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('De demo-backend simuleert een storing');
  await expect(organisationPhone).toHaveValue('050 77 88 99');
  await expect(field(group(page, 'Adres van de organisatie'), 'Straat')).toHaveValue('Langestraat');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByText('Uw wijzigingen van vorige keer zijn nog niet bewaard. Ze staan weer in het formulier.')).toBeVisible();
  await expect(organisationPhone).toHaveValue('050 77 88 99');
  await save(page).click();
  await expect(toast(page, 'Uw gegevens zijn bewaard')).toBeVisible();
  await page.reload();
  await expect(organisationPhone).toHaveValue('050 77 88 99');
  await expect(page.getByText('Uw wijzigingen van vorige keer zijn nog niet bewaard.')).toBeHidden();
});

test('unsaved changes can be let go after a reload', async ({ page, visit }) => {
  await openDetails(page, visit);
  await field(page, 'Gsm').fill('0470 99 88 77');
  await page.reload();
  await expect(field(page, 'Gsm')).toHaveValue('0470 99 88 77');
  await page.getByRole('button', { name: 'Wijzigingen ongedaan maken' }).click();
  await expect(field(page, 'Gsm')).toHaveValue('0472 12 34 56');
  await expect(page.getByText('Uw wijzigingen van vorige keer zijn nog niet bewaard.')).toBeHidden();
});

test('a customer detail that cannot be read hides the invoice details, the rest is saved', async ({ page, visit, request }) => {
  // A read is tried four times before it fails (docs/decisions/007).
  await failNext(request, 'GET /v3/customer/customer/{id}/detail', 4);
  await openDetails(page, visit);
  await expect(page.getByText('Uw facturatiegegevens konden niet geladen worden.')).toBeVisible();
  await expect(field(page, 'E-mailadres voor facturen (optioneel)')).toHaveCount(0);
  await field(page, 'Telefoon (optioneel)').fill('050 44 55 66');
  await save(page).click();
  await expect(toast(page, 'Uw gegevens zijn bewaard')).toBeVisible();
});

test('the page reads well on a phone', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDetails(page, visit);
  await expectAccessible(page);
  await field(page, 'Website').fill('geen adres');
  await save(page).click();
  await expect(field(page, 'Website')).toBeFocused();
  await expectAccessible(page);
});
