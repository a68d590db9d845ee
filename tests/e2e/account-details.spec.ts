import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { failNext, READ_TRIES } from './demo-faults.ts';

/**
 * "Mijn gegevens" (issue 13, spec 002 §2, §4, §5, §7, §8): the admin changes their details, their
 * organisation's invoice details and their password; refusals, a failed save and a customer
 * detail that cannot be read. This is the provincial shop (issue 25 point 9): the provincial
 * details tab keeps names, organisation and addresses read-only and asks the national register
 * number. The tab without it (everything editable) is tested on the machine
 * (machines/account-details/machine.test.ts).
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

test('in the provincial details tab the admin changes the phone, the invoice e-mail address and the national register number, and sees them after a reload', async ({ page, visit }) => {
  await openDetails(page, visit);
  await expect(page.getByRole('navigation', { name: 'Mijn account' })).toContainText('Lotte Vermeulen');
  // Names, organisation and addresses are read-only here (spec 002 §5).
  for (const name of ['Voornaam', 'Achternaam', 'Naam van de organisatie (optioneel)', 'Website', 'Naam op de factuur']) await expect(field(page, name)).toBeDisabled();
  await expect(field(group(page, 'Adres van de organisatie'), 'Straat')).toBeDisabled();
  await expect(field(group(page, 'Facturatieadres'), 'Straat')).toBeDisabled();
  await expect(field(page, 'Rijksregisternummer')).toHaveValue('85073003328');
  await field(page, 'Telefoon (optioneel)').fill('050 44 55 66');
  await field(page, 'E-mailadres voor facturen (optioneel)').fill('facturen@debranding.demo.test');
  await field(page, 'Rijksregisternummer').fill('90.02.27-421.91');
  await save(page).click();
  await expect(toast(page, 'Uw gegevens zijn bewaard')).toBeVisible();

  await page.reload();
  await expect(field(page, 'Telefoon (optioneel)')).toHaveValue('050 44 55 66');
  await expect(field(page, 'E-mailadres voor facturen (optioneel)')).toHaveValue('facturen@debranding.demo.test');
  await expect(field(page, 'Rijksregisternummer')).toHaveValue('90.02.27-421.91');
  await expect(field(page, 'Achternaam')).toHaveValue('Vermeulen');
  await expect(page.getByText('Uw wijzigingen van vorige keer zijn nog niet bewaard.')).toBeHidden();
  await expectAccessible(page);
});

test('a national register number that fails its check is refused with its message, takes the focus, and loses nothing typed', async ({ page, visit }) => {
  await openDetails(page, visit);
  const number = field(page, 'Rijksregisternummer');
  await field(page, 'Gsm').fill('0470 99 88 77');
  // The last two digits are not 97 minus the first nine modulo 97.
  await number.fill('85073003329');
  await save(page).click();
  await expect(toast(page, 'Niet alle velden zijn (correct) ingevoerd')).toBeVisible();
  await expect(number).toBeFocused();
  await expect(number).toHaveAccessibleDescription(/Rijksregisternummer is ongeldig/);
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Rijksregisternummer is ongeldig')).toBeVisible();
  await expect(field(page, 'Gsm')).toHaveValue('0470 99 88 77');
  await page.screenshot({ path: test.info().outputPath('national-number.png') });
  await expectAccessible(page);
  await number.fill('85073003328');
  await expect(page.getByText('Rijksregisternummer is ongeldig')).toBeHidden();
  await save(page).click();
  await expect(toast(page, 'Uw gegevens zijn bewaard')).toBeVisible();
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
  await failNext(request, 'PATCH /v2/shop/contacts/{id}');
  const mobile = field(page, 'Gsm');
  const invoiceEmail = field(page, 'E-mailadres voor facturen (optioneel)');
  await mobile.fill('0470 77 88 99');
  await invoiceEmail.fill('facturen@debranding.demo.test');
  await save(page).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('De demo-backend simuleert een storing');
  await expect(mobile).toHaveValue('0470 77 88 99');
  await expect(invoiceEmail).toHaveValue('facturen@debranding.demo.test');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByText('Uw wijzigingen van vorige keer zijn nog niet bewaard. Ze staan weer in het formulier.')).toBeVisible();
  await expect(mobile).toHaveValue('0470 77 88 99');
  await save(page).click();
  await expect(toast(page, 'Uw gegevens zijn bewaard')).toBeVisible();
  await page.reload();
  await expect(mobile).toHaveValue('0470 77 88 99');
  await expect(invoiceEmail).toHaveValue('facturen@debranding.demo.test');
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

test('unsaved changes go at a sign-out: signed in again, the form shows what was saved', async ({ page, visit }) => {
  await openDetails(page, visit);
  await field(page, 'Gsm').fill('0470 99 88 77');
  await page.reload();
  await expect(field(page, 'Gsm')).toHaveValue('0470 99 88 77');

  await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('button', { name: 'Afmelden' }).click();
  await expect(userMenu(page).getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  const drafts = await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('uitleendienst-draft:')));
  expect(drafts).toEqual([]);

  await openDetails(page, visit);
  await expect(field(page, 'Gsm')).toHaveValue('0472 12 34 56');
  await expect(page.getByText('Uw wijzigingen van vorige keer zijn nog niet bewaard.')).toBeHidden();
  await expectAccessible(page);
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

test('details that cannot be read say so and are read again on request; a save with nothing changed says so', async ({ page, visit, request }) => {
  // Signed in on another tab first: the login reads the customer itself.
  await visit('/login?returnTo=%2Faccount%2Finvoices');
  await logIn(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
  await failNext(request, 'GET /v2/shop/contacts/{id}', READ_TRIES);
  await failNext(request, 'GET /v3/customer/customer/{id}', READ_TRIES);
  await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('link', { name: 'Mijn gegevens' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await expect(save(page)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(field(page, 'Gsm')).toHaveValue('0472 12 34 56');

  await save(page).click();
  await expect(toast(page, 'Er is niets gewijzigd: er valt niets te bewaren')).toBeVisible();
});

test('the page reads well on a phone', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDetails(page, visit);
  await expectAccessible(page);
  await field(page, 'Rijksregisternummer').fill('geen nummer');
  await save(page).click();
  await expect(field(page, 'Rijksregisternummer')).toBeFocused();
  await expectAccessible(page);
});
