import type { Locator, Page, Request } from '@playwright/test';
import { failNext, READ_TRIES } from './demo-faults.ts';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { mailbox, newestMail } from './mailbox.ts';
import { eventInfoThroughApi, cartThroughApi, openWeekendInBrugge, slotsThroughApi } from './shop-steps.ts';

/**
 * Registration of an organisation (issue 12, spec 002 §2, §4, §5, §8): the kind first, then its
 * form; with a register key (from a link or a single sign-on) the key's data locked; at checkout
 * the registration goes with the order.
 */

const main = (page: Page) => page.getByRole('main');
const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Account aanmaken' });
const toast = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first();
const demoFailure = (page: Page) => main(page).getByRole('alert').filter({ hasText: 'De demo-backend simuleert een storing' });
const signedIn = (page: Page) => page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Mijn account' });
const STRONG = 'Sterk!2026';

/** A radio or checkbox by keyboard, as a person would: react-aria's inputs are visually hidden. */
async function tick(control: Locator) {
  await control.focus();
  await control.press('Space');
}

async function chooseKind(page: Page, kind: 'openbare dienst' | 'vereniging' | 'school') {
  await page.getByRole('button', { name: `Registreren als ${kind}` }).click();
  await expect(page.getByText('U registreert als:')).toBeVisible();
}

async function fillAddress(scope: Locator, address: { street: string; number: string; postalCode: string; city: string }) {
  await field(scope, 'Straat').fill(address.street);
  await field(scope, 'Nummer').fill(address.number);
  await field(scope, 'Postcode').fill(address.postalCode);
  await field(scope, 'Gemeente').fill(address.city);
}

async function fillOrganisationContact(page: Page, domain: string) {
  await field(page, 'E-mailadres van de organisatie').fill(`info@${domain}`);
  await field(page, 'Telefoon van de organisatie').fill('050 12 34 56');
}

/** The person who registers: everything but what a register key locks. */
async function fillPerson(page: Page, person: { firstName?: string; lastName?: string; email?: string }) {
  if (person.firstName) {
    await tick(page.getByRole('radiogroup', { name: 'Aanspreking' }).getByRole('radio', { name: 'Mw.' }));
    await field(page, 'Voornaam').fill(person.firstName);
    await field(page, 'Achternaam').fill(person.lastName ?? '');
  }
  if (person.email) {
    await field(page, 'E-mailadres').fill(person.email);
    await field(page, 'Bevestig uw e-mailadres').fill(person.email);
  }
  await field(page, 'Telefoon').fill('0470 12 34 56');
  await page.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(STRONG);
  await page.getByRole('textbox', { name: 'Herhaal het wachtwoord' }).fill(STRONG);
}

const acceptTerms = (page: Page) => tick(page.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' }));

const isRegisterCall = (request: Request) => request.method() === 'POST' && /\/customer\/customer\/_register/.test(request.url());

type Sent = { url: string; body: Record<string, Record<string, unknown>> };

/**
 * Submits and returns the register call and what it sent. The body is read where the request is
 * routed: a fetch of a `Request` object shows no body to `page.waitForRequest`.
 */
async function register(page: Page): Promise<Sent> {
  let sent: Sent | null = null;
  await page.route(/\/customer\/customer\/_register/, async (route) => {
    if (isRegisterCall(route.request())) sent = { url: route.request().url(), body: route.request().postDataJSON() as Sent['body'] };
    await route.fallback();
  });
  await submit(page).click();
  await expect.poll(() => sent).not.toBeNull();
  return sent!;
}

async function expectRegistered(page: Page) {
  await expect(toast(page, 'Uw account werd aangemaakt.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
}

test('a school registers from the top bar, confirms its address from the activation mail and logs in', async ({ page, request, visit }) => {
  await visit('/home');
  await page.getByRole('banner').getByRole('link', { name: 'Registreren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uw organisatie registreren' })).toBeVisible();
  await expectAccessible(page);
  await chooseKind(page, 'school');
  await expect(main(page)).toContainText('U registreert als: School');

  // Nothing filled: the toast, the first field takes the focus and says why.
  await submit(page).click();
  await expect(toast(page, 'Niet alle velden zijn (correct) ingevoerd')).toBeVisible();
  await expect(field(page, 'Naam van de school')).toBeFocused();
  await expect(field(page, 'Naam van de school')).toHaveAccessibleDescription('Dit veld is verplicht');
  await expect(page.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' })).toHaveAccessibleDescription('U moet akkoord gaan met de algemene voorwaarden');
  await expectAccessible(page);

  await field(page, 'Naam van de school').fill('Vrije Basisschool De Linde');
  await fillOrganisationContact(page, 'delinde.example.test');
  await fillAddress(group(page, 'Adres van de organisatie'), { street: 'Lindenlaan', number: '7', postalCode: '8310', city: 'Brugge' });
  await field(page, 'Btw-nummer').fill('BE0456789034');
  await tick(page.getByRole('checkbox', { name: /^Facturen naar de organisatie zelf/ }));
  await expect(group(page, 'Facturatieadres')).toHaveCount(0);
  await fillPerson(page, { firstName: 'Lien', lastName: 'Vermeersch', email: 'lien@delinde.example.test' });
  // A confirmation that differs is refused as it is typed, now that the form was checked.
  await field(page, 'Bevestig uw e-mailadres').fill('lien@linde.example.test');
  await expect(field(page, 'Bevestig uw e-mailadres')).toHaveAccessibleDescription('De bevestiging komt niet overeen');
  await field(page, 'Bevestig uw e-mailadres').fill('lien@delinde.example.test');
  await acceptTerms(page);

  const { body: sent } = await register(page);
  expect(sent.Type).toBe('SCHOOL');
  expect(sent.Customer).toMatchObject({ CompanyName: 'Vrije Basisschool De Linde', Street: 'Lindenlaan', ZipCode: '8310' });
  expect(sent.CustomerDetail).toMatchObject({ VATNo: 'BE0456789034', InvoiceCompanyName: 'Vrije Basisschool De Linde', InvoiceStreet: 'Lindenlaan' });
  expect(sent.User).toMatchObject({ Email: 'lien@delinde.example.test', ConfirmURL: expect.stringMatching(/\/activate$/) });
  await expectRegistered(page);

  // Not active before the mail's link is followed.
  await page.goto('/login');
  await logIn(page, 'lien@delinde.example.test', STRONG);
  await expect(main(page).getByRole('alert')).toContainText('Uw account is nog niet bevestigd');
  const mail = await newestMail(request, 'lien@delinde.example.test', 'activation');
  await visit(mail.Link);
  await expect(page.getByRole('status').filter({ hasText: 'Uw account is geactiveerd.' })).toBeVisible();
  await page.getByRole('link', { name: 'Naar aanmelden' }).click();
  await logIn(page, 'lien@delinde.example.test', STRONG);
  await expect(signedIn(page)).toBeVisible();
});

test('a public service chooses its municipality and department from the lists; its name is the two together', async ({ page, visit }) => {
  await visit('/register');
  await chooseKind(page, 'openbare dienst');
  const municipality = page.getByRole('combobox', { name: 'Gemeente of provincie' });
  await municipality.fill('Oostk');
  await page.getByRole('option', { name: 'Oostkamp' }).click();
  await expect(municipality).toHaveValue('Oostkamp');
  const department = page.getByRole('combobox', { name: 'Dienst' });
  // A name that is not on the list is refused.
  await department.fill('Feestcomité');
  await expect(page.getByRole('listbox')).toContainText('Niets gevonden');
  await department.press('Escape');
  await expect(department).toHaveValue('Feestcomité');
  await submit(page).click();
  await expect(department).toBeFocused();
  await expect(department).toHaveAccessibleDescription(/Typ om de lijst te filteren en kies\./);
  await expect(department).toHaveAttribute('aria-invalid', 'true');
  await department.fill('Jeug');
  await page.getByRole('option', { name: 'Jeugd', exact: true }).click();
  await expectAccessible(page);

  await fillOrganisationContact(page, 'oostkamp.example.test');
  await fillAddress(group(page, 'Adres van de organisatie'), { street: 'Kerkplein', number: '1', postalCode: '8020', city: 'Oostkamp' });
  await field(page, 'Btw-nummer').fill('BE0207345616');
  await field(page, 'Naam op de factuur').fill('Gemeente Oostkamp');
  await field(page, 'E-mailadres voor facturen').fill('facturen@oostkamp.example.test');
  await fillAddress(group(page, 'Facturatieadres'), { street: 'Postbus', number: '20', postalCode: '8020', city: 'Oostkamp' });
  await fillPerson(page, { firstName: 'Ruben', lastName: 'Declercq', email: 'ruben@oostkamp.example.test' });
  await acceptTerms(page);

  const { body: sent } = await register(page);
  expect(sent.Type).toBe('GOVERNMENT');
  expect(sent.Customer).toMatchObject({ CompanyName: 'Oostkamp - Jeugd' });
  expect(sent.CustomerDetail).toMatchObject({ InvoiceCompanyName: 'Gemeente Oostkamp', InvoiceStreet: 'Postbus', InvoiceEmail: 'facturen@oostkamp.example.test' });
  await expectRegistered(page);
});

test('a non-profit takes its name and address from the association register, locked, and its VAT number from its business number', async ({ page, request, visit }) => {
  await visit('/register');
  await chooseKind(page, 'vereniging');
  await page.getByRole('textbox', { name: 'Naam, bv. Chiro Heule' }).fill('Masker');
  await page.getByRole('button', { name: /Toneelgroep Het Masker/ }).click();
  await expect(main(page)).toContainText('Gekozen uit het verenigingsregister');
  await expect(field(page, 'Naam van de vereniging')).toHaveValue('Toneelgroep Het Masker');
  await expect(field(page, 'Naam van de vereniging')).toBeDisabled();
  const address = group(page, 'Adres van de organisatie');
  await expect(field(address, 'Straat')).toHaveValue('Doorniksestraat');
  await expect(field(address, 'Straat')).toBeDisabled();
  await expect(field(address, 'Postcode')).toHaveValue('8500');
  await expect(field(page, 'Ondernemingsnummer (optioneel)')).toHaveValue('0663.452.185');
  await expectAccessible(page);

  await tick(page.getByRole('radiogroup', { name: 'Erkend door' }).getByRole('radio', { name: 'Erkend door de provincie' }));
  await fillOrganisationContact(page, 'hetmasker.example.test');
  await fillPerson(page, { firstName: 'Jonas', lastName: 'Vanhaecke', email: 'jonas@hetmasker.example.test' });
  // Two more contact persons: the registration with several contacts.
  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  const contact = group(page, 'Contactpersoon 1');
  await tick(contact.getByRole('radio', { name: 'Dhr.' }));
  await field(contact, 'Voornaam').fill('Arne');
  await field(contact, 'Achternaam').fill('Desmet');
  await field(contact, 'E-mailadres').fill('arne@hetmasker.example.test');
  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  const second = group(page, 'Contactpersoon 2');
  await tick(second.getByRole('radio', { name: 'Mx.' }));
  await field(second, 'Voornaam').fill('Kim');
  await field(second, 'Achternaam').fill('Verhaeghe');
  await field(second, 'E-mailadres').fill('kim@hetmasker.example.test');
  // A third, and then not after all.
  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  await page.getByRole('button', { name: 'Contactpersoon 3 verwijderen' }).click();
  await expect(group(page, 'Contactpersoon 3')).toHaveCount(0);
  await acceptTerms(page);
  // A non-profit must give its website (spec 002 §5): refused, focused, and nothing typed is lost.
  await submit(page).click();
  await expect(toast(page, 'Niet alle velden zijn (correct) ingevoerd')).toBeVisible();
  await expect(field(page, 'Website')).toBeFocused();
  await expect(field(page, 'Website')).toHaveAccessibleDescription('Dit veld is verplicht');
  await expect(field(second, 'Voornaam')).toHaveValue('Kim');
  await expectAccessible(page);
  await field(page, 'Website').fill('www.hetmasker.example.test');
  // The registration fails: said, nothing typed is lost, and the next press sends it.
  await failNext(request, 'POST /v3/customer/customer/_register-multiple-contacts');
  await submit(page).click();
  await expect(demoFailure(page)).toBeVisible();
  await expect(field(second, 'Voornaam')).toHaveValue('Kim');
  await expect(page).toHaveURL(/\/register$/);

  const { url, body: sent } = await register(page);
  expect(url).toMatch(/_register-multiple-contacts$/);
  expect(sent.Type).toBe('NON_PROFIT');
  expect(sent.Customer).toMatchObject({ CompanyName: 'Toneelgroep Het Masker', Street: 'Doorniksestraat', City: 'Kortrijk', Website: 'https://www.hetmasker.example.test/' });
  expect(sent.CustomerDetail).toMatchObject({ BusinessNo: '0663.452.185', VATNo: 'BE0663452185' });
  await expectRegistered(page);
});

test('an association the company registry knows as inactive is warned, registers, activates its account, and is refused at login as not approved', async ({ page, request, visit }) => {
  await visit('/register');
  await chooseKind(page, 'vereniging');
  await field(page, 'Ondernemingsnummer of vestigingsnummer').fill('0812.345.702');
  await page.getByRole('button', { name: 'Opzoeken' }).click();
  await expect(main(page)).toContainText('Niet actief in de Kruispuntbank van Ondernemingen');
  await expect(field(page, 'Ondernemingsnummer (optioneel)')).toHaveValue('0812.345.702');
  await expect(field(page, 'Naam van de vereniging')).toHaveValue('Speelpleinwerking Zonnedauw');
  await expect(field(group(page, 'Adres van de organisatie'), 'Straat')).toHaveValue('Zonnebeekseweg');
  await expect(main(page).getByText(/en kan niet worden goedgekeurd/)).toHaveCount(1);
  await expectAccessible(page);

  // The association registers all the same (spec 002 §4): the lending service does not approve it.
  await tick(page.getByRole('radiogroup', { name: 'Erkend door' }).getByRole('radio', { name: 'Erkend door de gemeente' }));
  await fillOrganisationContact(page, 'zonnedauw.example.test');
  await field(page, 'Website').fill('www.zonnedauw.example.test');
  await fillPerson(page, { firstName: 'Pieter', lastName: 'Vandamme', email: 'pieter@zonnedauw.example.test' });
  await acceptTerms(page);
  const { body: sent } = await register(page);
  expect(sent.CustomerDetail).toMatchObject({ BusinessNo: '0812.345.702' });
  await expectRegistered(page);

  const mail = await newestMail(request, 'pieter@zonnedauw.example.test', 'activation');
  await visit(mail.Link);
  await expect(page.getByRole('status').filter({ hasText: 'Uw account is geactiveerd.' })).toBeVisible();
  await page.getByRole('link', { name: 'Naar aanmelden' }).click();
  await logIn(page, 'pieter@zonnedauw.example.test', STRONG);
  await expect(main(page).getByRole('alert')).toHaveText(
    'Uw account is nog niet bevestigd of uw organisatie is niet goedgekeurd. Bevestig uw e-mailadres via de activatiemail, of neem contact op met de uitleendienst.',
  );
  await expect(signedIn(page)).toHaveCount(0);
  await expectAccessible(page);
});

test('a register key from a link fills the form and locks what it fixes; a used or unknown key says so', async ({ page, request, visit }) => {
  // The key cannot be read at first (beyond what is retried): said, with a way to try again.
  await failNext(request, 'GET /v3/customer/customer/_register/{key}', READ_TRIES);
  await visit('/login?registerKey=DEMO-SLEUTEL-2026');
  await expect(page).toHaveURL(/\/register\/DEMO-SLEUTEL-2026$/);
  await expect(demoFailure(page)).toBeVisible();
  await demoFailure(page).getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(main(page)).toContainText('U registreert met een registratiesleutel');
  await expect(main(page)).toContainText('U registreert als: School');
  await expect(page.getByRole('button', { name: 'Ander soort organisatie kiezen' })).toHaveCount(0);
  await expect(field(page, 'Naam van de school')).toHaveValue('Vrije Basisschool Sint-Jozef');
  await expect(field(page, 'Naam van de school')).toBeDisabled();
  await expect(field(page, 'Voornaam')).toBeDisabled();
  await expect(field(page, 'Achternaam')).toBeDisabled();
  await expect(page.getByRole('radiogroup', { name: 'Aanspreking' }).getByRole('radio', { name: 'Mw.' })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Aanspreking' }).getByRole('radio', { name: 'Mw.' })).toBeDisabled();
  await expectAccessible(page);

  await field(page, 'Btw-nummer').fill('BE0456789034');
  await fillPerson(page, {});
  await acceptTerms(page);
  // The registration fails: said, and the next press sends it.
  await failNext(request, 'POST /v3/customer/customer/_register/{key}');
  await submit(page).click();
  await expect(demoFailure(page)).toBeVisible();
  await expect(field(page, 'Btw-nummer')).toHaveValue('BE0456789034');
  expect((await register(page)).url).toMatch(/_register\/DEMO-SLEUTEL-2026$/);
  await expectRegistered(page);

  await visit('/register/DEMO-SLEUTEL-2026');
  await expect(main(page).getByRole('alert')).toContainText('Deze registratiesleutel werd al gebruikt.');
  await visit('/register/BESTAAT-NIET');
  await expect(main(page).getByRole('alert')).toContainText('Deze registratiesleutel bestaat niet.');
  await main(page).getByRole('link', { name: 'Registreren zonder sleutel' }).click();
  await expect(page.getByRole('button', { name: 'Registreren als school' })).toBeVisible();
  await expectAccessible(page);
});

test('registering through single sign-on comes back with a key holding the names the provider gave', async ({ page, visit }) => {
  await visit('/register');
  const link = page.getByRole('link', { name: 'Registreren met itsme' });
  const href = new URL((await link.getAttribute('href')) ?? '', page.url());
  expect(href.pathname).toBe('/api/v2/oidc/itsme/start/register');
  expect(href.searchParams.get('ResponseURL')).toBe(new URL('/login', page.url()).toString());
  await link.click();
  // The demo's stand-in for the identity provider.
  await page.getByLabel('Voornaam').fill('Sofie');
  await page.getByLabel('Familienaam').fill('Lambrecht');
  await page.getByLabel('E-mailadres').fill('sofie@kvlo.example.test');
  await page.getByLabel('School').check();
  await page.getByRole('button', { name: 'Doorgaan naar de registratie' }).click();

  await expect(page).toHaveURL(/\/register\/[^/?]+$/);
  await expect(main(page)).toContainText('U registreert als: School');
  await expect(field(page, 'Voornaam')).toHaveValue('Sofie');
  await expect(field(page, 'Voornaam')).toBeDisabled();
  await expect(field(page, 'E-mailadres')).toHaveValue('sofie@kvlo.example.test');
  await expect(field(page, 'Bevestig uw e-mailadres')).toHaveValue('sofie@kvlo.example.test');
  await expectAccessible(page);
});

test('a half-filled form survives a reload without its passwords; an address that has an account is refused and nothing is lost', async ({ page, visit }) => {
  await visit('/register');
  await chooseKind(page, 'school');
  await field(page, 'Naam van de school').fill('Stedelijke Academie');
  await fillPerson(page, { firstName: 'Tom', lastName: 'Peeters', email: 'admin@demo.test' });
  await page.reload();

  await expect(field(page, 'Naam van de school')).toHaveValue('Stedelijke Academie');
  await expect(field(page, 'Voornaam')).toHaveValue('Tom');
  await expect(page.getByRole('textbox', { name: 'Wachtwoord', exact: true })).toHaveValue('');
  expect(await page.evaluate(() => Object.values(localStorage).join(''))).not.toContain(STRONG);

  await fillOrganisationContact(page, 'academie.example.test');
  await fillAddress(group(page, 'Adres van de organisatie'), { street: 'Academiestraat', number: '3', postalCode: '8000', city: 'Brugge' });
  await field(page, 'Btw-nummer').fill('BE0123456749');
  await tick(page.getByRole('checkbox', { name: /^Facturen naar de organisatie zelf/ }));
  await page.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(STRONG);
  await page.getByRole('textbox', { name: 'Herhaal het wachtwoord' }).fill(STRONG);
  await acceptTerms(page);
  await submit(page).click();

  const refusal = main(page).getByRole('alert').filter({ hasText: 'Er bestaat al een account met dit e-mailadres' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: 'Wachtwoord vergeten?' })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(field(page, 'Naam van de school')).toHaveValue('Stedelijke Academie');
  await expect(page.getByRole('textbox', { name: 'Wachtwoord', exact: true })).toHaveValue(STRONG);
  await expectAccessible(page);
});

test('registering at checkout: the form goes to the summary, which registers with the order without asking the password again', async ({ page, request, visit }) => {
  test.setTimeout(90_000);
  const period = await openWeekendInBrugge(request);
  await visit('/home');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('session'))).toContain('anonymous');
  const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'BIERBANKSET', Amount: 2 }], period, path: null });
  await slotsThroughApi(page, cartId, period);
  await eventInfoThroughApi(page, cartId, period);

  await visit('/authenticatie?returnTo=/samenvatting');
  await main(page).getByRole('link', { name: 'Account aanmaken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registreren en bestellen' })).toBeVisible();
  await chooseKind(page, 'school');
  await expect(page.getByRole('button', { name: 'Verder naar het overzicht' })).toBeVisible();
  // The terms are accepted on the summary, beside the button that orders.
  await expect(page.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' })).toHaveCount(0);
  await field(page, 'Naam van de school').fill('Basisschool De Kering');
  await fillOrganisationContact(page, 'dekering.example.test');
  await fillAddress(group(page, 'Adres van de organisatie'), { street: 'Keringstraat', number: '5', postalCode: '8000', city: 'Brugge' });
  await field(page, 'Btw-nummer').fill('BE0456789034');
  await tick(page.getByRole('checkbox', { name: /^Facturen naar de organisatie zelf/ }));
  await fillPerson(page, { firstName: 'Nele', lastName: 'Claeys', email: 'nele@dekering.example.test' });
  await tick(page.getByRole('checkbox', { name: 'Leveren op een ander adres dan dat van de organisatie' }));
  await fillAddress(group(page, 'Leveradres'), { street: 'Sportlaan', number: '9', postalCode: '8000', city: 'Brugge' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Verder naar het overzicht' }).click();

  await expect(page).toHaveURL(/\/samenvatting$/);
  await expect(page.getByRole('region', { name: 'Uw gegevens' })).toContainText('Basisschool De Kering');
  // The password is in memory from the form: not asked again.
  await expect(page.getByRole('group', { name: 'Wachtwoord voor uw nieuwe account' })).toHaveCount(0);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Reservering bevestigen' }).click();

  await expect(page).toHaveURL(/\/bedankt$/);
  await expect(main(page)).toContainText('nele@dekering.example.test');
  const activation = (await mailbox(request)).find((mail) => mail.To === 'nele@dekering.example.test' && mail.Purpose === 'activation');
  expect(activation?.Link).toContain('/activate?code=');
  expect(await page.evaluate(() => Object.values(localStorage).join(''))).not.toContain(STRONG);
});
