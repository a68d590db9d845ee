import type { Locator, Page } from '@playwright/test';
import { failNext, READ_TRIES } from './demo-faults.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * The non-profit registration's two look-ups as a person meets them (spec 002 §4, §5): the
 * association register searched by name or code, typed too short, found nothing, failed and tried
 * again; the company registry asked a number that is missing, malformed, refused, unknown, or
 * that it could not answer. registration.spec.ts walks the happy paths through them.
 */

const main = (page: Page) => page.getByRole('main');
const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const register = (page: Page) => page.getByRole('group', { name: 'Zoek uw vereniging in het verenigingsregister' });
const searchedBy = (page: Page) => page.getByRole('radiogroup', { name: 'Zoeken op' });
const chosenOrganisation = (page: Page) => page.getByRole('group', { name: 'Gekozen uit het verenigingsregister' });
const numberField = (page: Page) => field(page, 'Ondernemingsnummer of vestigingsnummer');
const lookUp = (page: Page) => page.getByRole('button', { name: 'Opzoeken' });

/** A radio by keyboard, as a person would: react-aria's inputs are visually hidden. */
async function tick(control: Locator) {
  await control.focus();
  await control.press('Space');
}

async function registerAsNonProfit(page: Page) {
  await page.getByRole('button', { name: 'Registreren als vereniging' }).click();
  await expect(main(page)).toContainText('U registreert als: Vereniging');
}

test('the association search says what it needs, finds nothing or one, recovers from a failure, and keeps the choice over a reload', async ({ page, request, visit }) => {
  await visit('/register');
  // A school first, then another kind after all: the kinds are offered again.
  await page.getByRole('button', { name: 'Registreren als school' }).click();
  await page.getByRole('button', { name: 'Ander soort organisatie kiezen' }).click();
  await registerAsNonProfit(page);
  const status = register(page).getByRole('status');

  // A name is searched from two characters on; nothing typed, nothing said.
  const byName = field(page, 'Naam, bv. Chiro Heule');
  await byName.fill('M');
  await expect(status).toHaveText('Typ minstens 2 tekens van de naam.');
  await byName.fill('');
  await expect(status).toHaveText('');

  // A code is searched from its first character; back to a name, one character is too short again.
  await tick(searchedBy(page).getByRole('radio', { name: 'Code in het verenigingsregister (vCode)' }));
  const byCode = field(page, 'vCode, bv. V0004211');
  await expect(byCode).toHaveValue('');
  await byCode.fill('4');
  await tick(searchedBy(page).getByRole('radio', { name: 'Naam', exact: true }));
  await expect(status).toHaveText('Typ minstens 2 tekens van de naam.');

  // A code typed as a name finds nothing; the same text searched as a code finds its organisation.
  await byName.fill('V00042');
  await expect(status).toHaveText('Geen vereniging gevonden. Probeer een andere schrijfwijze, of zoek op vCode of ondernemingsnummer.');
  await tick(searchedBy(page).getByRole('radio', { name: 'Code in het verenigingsregister (vCode)' }));
  await expect(status).toHaveText('1 vereniging gevonden');
  await expect(register(page).getByRole('button', { name: /Jeugdhuis De Branding/ })).toBeVisible();

  // Enter searches at once, and does not send the registration around it.
  await byCode.fill('V0008');
  await byCode.press('Enter');
  await expect(register(page).getByRole('button', { name: /Sportclub Ieper-Noord/ })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  // The register fails beyond what is retried: said, with a way to try again that finds it.
  await failNext(request, 'GET /v2/shop/verenigings-register/verenigingen/search', READ_TRIES);
  await byCode.fill('V00155');
  const failure = register(page).getByRole('alert');
  await expect(failure).toContainText('De demo-backend simuleert een storing');
  await expectAccessible(page);
  await failure.getByRole('button', { name: 'Opnieuw proberen' }).click();
  const masker = register(page).getByRole('button', { name: /Toneelgroep Het Masker/ });
  await masker.click();
  await expect(field(page, 'Naam van de vereniging')).toHaveValue('Toneelgroep Het Masker');
  await expect(field(page, 'Naam van de vereniging')).toBeDisabled();

  // Another organisation after all: the results are back, and the form's fields free again.
  await chosenOrganisation(page).getByRole('button', { name: 'Andere vereniging kiezen' }).click();
  await expect(field(page, 'Naam van de vereniging')).toBeEnabled();
  await masker.click();
  await expect(chosenOrganisation(page)).toContainText('Toneelgroep Het Masker');

  // A reload keeps the choice, and the registry is asked about its business number at once.
  await page.reload();
  await expect(chosenOrganisation(page)).toContainText('Toneelgroep Het Masker');
  await expect(main(page)).toContainText('Actief in de Kruispuntbank van Ondernemingen');
  await expect(field(page, 'Ondernemingsnummer (optioneel)')).toHaveValue('0663.452.185');
  await expectAccessible(page);
  await chosenOrganisation(page).getByRole('button', { name: 'Andere vereniging kiezen' }).click();
  await expect(byName).toBeFocused();
  await expect(byName).toHaveValue('');
  await expect(field(page, 'Naam van de vereniging')).toBeEnabled();
});

test('the company look-up says why a number is not looked up, refused or unknown, and recovers from a failure', async ({ page, request, visit }) => {
  await visit('/register');
  await registerAsNonProfit(page);

  // Nothing typed, then no number of either kind: said at the field, and nothing is asked.
  await lookUp(page).click();
  await expect(numberField(page)).toHaveAccessibleDescription(/Vul een ondernemingsnummer of vestigingsnummer in\./);
  await numberField(page).fill('9123');
  await lookUp(page).click();
  await expect(numberField(page)).toHaveAccessibleDescription(/Geef een geldig ondernemingsnummer/);
  await expect(numberField(page)).toHaveAttribute('aria-invalid', 'true');

  // The right shape with a digit mistyped: the registry refuses it (its check digits).
  await numberField(page).fill('0412.345.615');
  await numberField(page).press('Enter');
  await expect(numberField(page)).toHaveAccessibleDescription(/kent dit nummer niet als geldig nummer\. Controleer de cijfers\./);
  await expect(page).toHaveURL(/\/register$/);

  // A valid number the registry does not know: the form is filled in by hand.
  await numberField(page).fill('0999.999.922');
  await lookUp(page).click();
  await expect(main(page)).toContainText('Geen onderneming gevonden met dit nummer.');
  await expectAccessible(page);

  // The registry fails beyond what is retried: said, with a way to try again that finds it.
  await failNext(request, 'GET /v2/kruispuntdatabank/enterprise/{number}', READ_TRIES);
  await numberField(page).fill('0412.345.614');
  await lookUp(page).click();
  const failure = main(page).getByRole('alert').filter({ hasText: 'De demo-backend simuleert een storing' });
  await expect(failure).toBeVisible();
  await expectAccessible(page);
  await failure.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(main(page)).toContainText('Actief in de Kruispuntbank van Ondernemingen');
  await expect(field(page, 'Naam van de vereniging')).toHaveValue('Jeugdhuis De Branding');
  await expect(field(page, 'Ondernemingsnummer (optioneel)')).toHaveValue('0412.345.614');
});
