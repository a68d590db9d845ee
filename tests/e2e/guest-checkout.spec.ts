import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { mailbox } from './mailbox.ts';
import { cartThroughApi, describeEvent, eventInfoThroughApi, openWeekendInBrugge, pick, plusDays, slotsThroughApi, storeShopValues } from './shop-steps.ts';

/**
 * Checking out without an account (spec 001 §1, §6; spec 002 §2-§5): the authentication choice,
 * the guest's details, and the summary of a guest and of a customer registering at checkout.
 */

/** A toast (or an alert on the page) saying `text`. */
const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first();
const confirm = (page: Page) => page.getByRole('button', { name: 'Reservering bevestigen' });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Winkelwagen/ });

/** An anonymous visitor (the demo allows anonymous shopping) with a weekend's cart in Brugge. */
async function visitorWithCart(page: Page, request: APIRequestContext, visit: (path: string) => Promise<void>) {
  const period = await openWeekendInBrugge(request);
  await visit('/home');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('session'))).toContain('anonymous');
  // With a token the visitor has a cart button (spec 000 §2).
  await expect(cartButton(page)).toBeVisible();
  const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'BIERBANKSET', Amount: 3 }], period, path: null });
  return { period, cartId };
}

/** The same visitor with the slots chosen and the event described: ready for the summary. */
async function visitorReadyForSummary(page: Page, request: APIRequestContext, visit: (path: string) => Promise<void>) {
  const { period, cartId } = await visitorWithCart(page, request, visit);
  await slotsThroughApi(page, cartId, period);
  await eventInfoThroughApi(page, cartId, period);
}

async function fillGuestDetails(page: Page, values: { organisation?: string } = {}) {
  if (values.organisation) await field(page, 'Naam van de organisatie (optioneel)').fill(values.organisation);
  await field(page, 'Voornaam').fill('Els');
  await field(page, 'Achternaam').fill('Maes');
  await field(page, 'E-mailadres').fill('els.maes@example.test');
  await field(page, 'Telefoon').fill('0470 11 22 33');
  await field(page, 'Straat').fill('Langestraat');
  await field(page, 'Nummer').fill('12');
  await field(page, 'Postcode').fill('8000');
  await field(page, 'Gemeente').fill('Brugge');
}

const customerDetails = (page: Page) => page.getByRole('region', { name: 'Uw gegevens' });

test('a guest goes from the cart through the event form and the authentication choice to the guest form, and orders without an account', async ({ page, request, visit }) => {
  test.setTimeout(90_000);
  const { period } = await visitorWithCart(page, request, visit);
  await page.goto('/winkelwagen');
  await pick(page.getByRole('radiogroup', { name: /^Afhalen op/ }).getByRole('radio').first());
  await pick(page.getByRole('radiogroup', { name: /^Terugbrengen op/ }).getByRole('radio').nth(1));
  await page.getByRole('button', { name: 'Verder naar de evenementgegevens' }).click();
  await expect(page).toHaveURL(/\/extra-info$/);
  await describeEvent(page, plusDays(period.from, 1));

  // Nobody is known yet: the summary sends the visitor to choose how to go on.
  await expect(customerDetails(page).getByRole('alert')).toContainText('We kennen uw gegevens niet');
  await expectAccessible(page);
  await customerDetails(page).getByRole('link', { name: 'Aanmelden of gegevens invullen' }).click();
  await expect(page).toHaveURL(/\/authenticatie\?returnTo=%2Fsamenvatting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoe wilt u verdergaan?' })).toBeVisible();
  await expectAccessible(page);
  // Each way says what it means, and leads on to the summary.
  await expect(page.getByRole('main').getByRole('link', { name: 'Aanmelden' })).toHaveAttribute('href', '/login?returnTo=%2Fsamenvatting');
  await expect(page.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute('href', '/register?mode=checkout');
  await expect(page.getByRole('link', { name: 'Verder als gast' })).toHaveAccessibleDescription(/Zonder account betaalt u niet online/);
  await page.getByRole('link', { name: 'Verder als gast' }).click();

  await expect(page).toHaveURL(/\/authenticatie\/gast$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verder als gast: uw gegevens' })).toBeVisible();
  await expectAccessible(page);
  // An invalid submit: a toast, each refused field says why, the focus on the first of them.
  await field(page, 'Voornaam').fill('Els');
  await field(page, 'E-mailadres').fill('els@');
  await page.getByRole('button', { name: 'Verder naar het overzicht' }).click();
  await expect(notice(page, 'Niet alle velden zijn (correct) ingevoerd')).toBeVisible();
  await expect(field(page, 'Achternaam')).toBeFocused();
  await expect(field(page, 'Achternaam')).toHaveAccessibleDescription('Dit veld is verplicht');
  await expect(field(page, 'E-mailadres')).toHaveAccessibleDescription('Geef een geldig e-mailadres in');
  await expect(field(page, 'Postcode')).toHaveAccessibleDescription('Dit veld is verplicht');
  // The salutation is not asked of a guest; the organisation is optional.
  await expect(page.getByRole('radiogroup', { name: 'Aanspreking' })).not.toHaveAttribute('aria-required', 'true');
  await expect(field(page, 'Naam van de organisatie (optioneel)')).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await fillGuestDetails(page);
  await expect(field(page, 'Achternaam')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Verder naar het overzicht' }).click();

  await expect(page).toHaveURL(/\/samenvatting$/);
  await expect(customerDetails(page)).toContainText('U bestelt als gast, zonder account.');
  for (const line of ['els.maes@example.test', 'Langestraat 12', '8000 Brugge']) await expect(customerDetails(page).getByText(line, { exact: true })).toBeVisible();
  // The company name defaults to her name: she is named once.
  await expect(customerDetails(page).getByText('Els Maes', { exact: true })).toHaveCount(1);
  await expect(customerDetails(page).getByRole('link', { name: 'Gegevens wijzigen' })).toHaveAttribute('href', '/authenticatie/gast');
  // Paying online needs an account: the summary says how a guest pays instead, and offers no terms to accept.
  await expect(page.getByRole('region', { name: 'Betaling' })).toHaveText(/Online betalen kan alleen met een account\. U betaalt bij het afhalen\./);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectAccessible(page);
  await confirm(page).click();

  await expect(page).toHaveURL(/\/bedankt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanvraag!' })).toBeVisible();
  const orderId = (await page.getByRole('main').getByText(/^RO-/).first().innerText()).trim();
  // The demo placed the order for a customer made of the guest's details: its confirmation went to her.
  const confirmation = (await mailbox(request)).find((mail) => mail.To === 'els.maes@example.test' && mail.Purpose === 'order-confirmation');
  expect(confirmation?.Subject).toContain(orderId);
  // The order cleared the guest's details: the form opens empty again.
  const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('uitleendienst-shop') ?? '{}').pending as Record<string, unknown>);
  expect(pending).not.toHaveProperty('customer');
  expect(await page.evaluate(() => localStorage.getItem('uitleendienst-draft:guest-details'))).toBeNull();
});

test('the guest form keeps what was typed over a reload, and "Gegevens wijzigen" on the summary opens it filled', async ({ page, request, visit }) => {
  await visitorReadyForSummary(page, request, visit);
  await page.goto('/authenticatie/gast');
  await expect(page.getByRole('heading', { level: 1, name: 'Verder als gast: uw gegevens' })).toBeVisible();
  await field(page, 'Naam van de organisatie (optioneel)').fill('Buurtcomité Sint-Pieter');
  await field(page, 'Voornaam').fill('Els');
  await field(page, 'Straat').fill('Langestraat');
  await page.reload();
  await expect(field(page, 'Voornaam')).toHaveValue('Els');
  await expect(field(page, 'Naam van de organisatie (optioneel)')).toHaveValue('Buurtcomité Sint-Pieter');
  await expect(field(page, 'Straat')).toHaveValue('Langestraat');
  await expectAccessible(page);

  await fillGuestDetails(page);
  await page.getByRole('button', { name: 'Verder naar het overzicht' }).click();
  await expect(page).toHaveURL(/\/samenvatting$/);
  await expect(customerDetails(page).getByText('Buurtcomité Sint-Pieter', { exact: true })).toBeVisible();
  await customerDetails(page).getByRole('link', { name: 'Gegevens wijzigen' }).click();
  await expect(page).toHaveURL(/\/authenticatie\/gast$/);
  await expect(field(page, 'Naam van de organisatie (optioneel)')).toHaveValue('Buurtcomité Sint-Pieter');
  await expect(field(page, 'E-mailadres')).toHaveValue('els.maes@example.test');
  await expect(field(page, 'Gemeente')).toHaveValue('Brugge');
});

/** The pending registration as the registration form in checkout mode stores it: the user without a password. */
function pendingRegistration(email: string) {
  return {
    customer: { CompanyName: 'Jeugdhuis De Kelder', FirstName: 'Pieter', LastName: 'Claes', Email: email, Tel: '050 11 22 33', Street: 'Kelderstraat', HouseNumber: '4', ZipCode: '8000', City: 'Brugge', CountryID: 'be' },
    user: { Salutation: 'Mr', FirstName: 'Pieter', LastName: 'Claes', Email: email, Tel: '050 11 22 33', ConfirmURL: 'http://127.0.0.1/activate' },
    customerDetail: { InvoiceEmail: email },
  };
}

async function registeringAtSummary(page: Page, request: APIRequestContext, visit: (path: string) => Promise<void>, email: string) {
  await visitorReadyForSummary(page, request, visit);
  // The password was chosen in memory on the registration form: after this reload it is gone.
  await storeShopValues(page, { pending: pendingRegistration(email) });
  await page.goto('/samenvatting');
  await expect(customerDetails(page)).toContainText('Met deze bestelling maakt u een account aan voor uw organisatie.');
}

const password = (page: Page) => page.getByLabel(/^Wachtwoord/);
const passwordAgain = (page: Page) => page.getByLabel(/^Herhaal het wachtwoord/);
const terms = (page: Page) => page.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' });

async function tick(checkbox: Locator) {
  await checkbox.focus();
  await checkbox.press('Space');
  await expect(checkbox).toBeChecked();
}

test('a customer registering at checkout chooses the password again after a reload, must accept the terms, and gets an account with the order', async ({ page, request, visit }) => {
  await registeringAtSummary(page, request, visit, 'pieter@kelder.example.test');
  await expect(customerDetails(page).getByText('Jeugdhuis De Kelder', { exact: true })).toBeVisible();
  await expect(customerDetails(page).getByRole('link', { name: 'Gegevens wijzigen' })).toHaveAttribute('href', '/register?mode=checkout');
  await expect(page.getByRole('group', { name: 'Wachtwoord voor uw nieuwe account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Betaling' })).toContainText('Online betalen kan zodra uw account geactiveerd is');
  const link = page.getByRole('main').getByRole('link', { name: 'Lees de algemene voorwaarden (opent in een nieuw tabblad)' });
  await expect(link).toHaveAttribute('href', /\/algemene-voorwaarden$/);
  await expect(link).toHaveAttribute('target', '_blank');
  // Reading the terms opens them beside the shop and ticks nothing.
  await page.context().route(/algemene-voorwaarden$/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Algemene voorwaarden</title>' }));
  const [termsPage] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await termsPage.close();
  await expect(terms(page)).not.toBeChecked();
  await expectAccessible(page);

  // Nothing given: the password is refused first.
  await confirm(page).click();
  await expect(notice(page, 'Niet alle velden zijn (correct) ingevoerd')).toBeVisible();
  await expect(password(page)).toBeFocused();
  await expect(password(page)).toHaveAccessibleDescription(/Dit veld is verplicht/);
  await password(page).fill('kelder');
  await expect(password(page)).toHaveAttribute('aria-invalid', 'true');
  await password(page).fill('Kelder!2026');
  await passwordAgain(page).fill('Kelder!2025');
  await expect(passwordAgain(page)).toHaveAccessibleDescription('De bevestiging komt niet overeen');
  await passwordAgain(page).fill('Kelder!2026');

  // Then the terms (spec 001 §8).
  await confirm(page).click();
  await expect(notice(page, 'U moet akkoord gaan met de algemene voorwaarden')).toBeVisible();
  await expect(terms(page)).toBeFocused();
  await expect(terms(page)).toHaveAccessibleDescription('U moet akkoord gaan met de algemene voorwaarden');
  await expect(page).toHaveURL(/\/samenvatting$/);
  await expectAccessible(page);
  await tick(terms(page));
  await confirm(page).click();

  await expect(page).toHaveURL(/\/bedankt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanvraag!' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Activeer het met de link in de e-mail die we naar pieter@kelder.example.test stuurden');
  const activation = (await mailbox(request)).find((mail) => mail.To === 'pieter@kelder.example.test' && mail.Purpose === 'activation');
  expect(activation?.Link).toContain('/activate?code=');
  // The password never reached local storage.
  expect(await page.evaluate(() => Object.values(localStorage).join(''))).not.toContain('Kelder!2026');
});

test('a registration at checkout with the e-mail address of an existing account is told so, with a way to log in, and loses nothing', async ({ page, request, visit }) => {
  await registeringAtSummary(page, request, visit, 'admin@demo.test');
  await password(page).fill('Kelder!2026');
  await passwordAgain(page).fill('Kelder!2026');
  await tick(terms(page));
  await confirm(page).click();
  await expect(notice(page, 'Uw account kon niet worden aangemaakt en uw reservering is niet geplaatst.')).toBeVisible();
  const refusal = page.getByRole('main').getByRole('alert').filter({ hasText: 'Er bestaat al een account met dit e-mailadres' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: 'Meld u aan met dat account' })).toHaveAttribute('href', '/login?returnTo=%2Fsamenvatting');
  await expect(password(page)).toHaveValue('Kelder!2026');
  await expect(terms(page)).toBeChecked();
  await expectAccessible(page);
});

test('without anonymous shopping a visitor browses without a token or a cart, is asked to log in to rent, and the authentication choice offers no guest way', async ({ page, request, visit }) => {
  expect((await request.put('/api/__demo/settings', { data: { AllowAnonymousShopUser: false } })).ok()).toBe(true);
  // The demo refuses anonymous tokens now; the start asks for none (and takes no refusal for an error).
  expect((await request.post('/api/v3/core/token/_get-anonymous-token')).status()).toBe(403);
  await visit('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(cartButton(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  await visit('/products/category/1000');
  await page.getByRole('link', { name: /Partytent 3 x 3 m/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 3 m' })).toBeVisible();
  await expect(page.getByText('Meld u aan om dit artikel te huren.', { exact: false })).toBeVisible();
  await expect(cartButton(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);

  await visit('/authenticatie?returnTo=/samenvatting');
  await expect(page.getByRole('heading', { level: 1, name: 'Hoe wilt u verdergaan?' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account aanmaken' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verder als gast' })).toHaveCount(0);
  // Nor can the guest form be opened directly: without a cart the visitor is sent to log in.
  await page.goto('/authenticatie/gast');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fauthenticatie%2Fgast$/);
  // Signed in, the customer has a cart button again.
  await logIn(page, 'admin@demo.test');
  await expect(cartButton(page)).toBeVisible();
});
