import type { Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { failNext } from './demo-faults.ts';
import { callAsSession, cartThroughApi, eventInfoThroughApi, openWeekendInBrugge, pick, plusDays, sampleEventFields, slotsThroughApi } from './shop-steps.ts';

/**
 * The event form at /extra-info (spec 001 §5), as a customer, by keyboard: refusals with their
 * messages and the toast, a reload that keeps what was typed, the rental days as the only start
 * days, a failed save that keeps the form, and a valid submit that saves the cart's custom
 * fields and goes on to the summary.
 */

interface Rental {
  from: string;
  to: string;
}

const typedDay = (day: string) => day.split('-').reverse().join('');

/** Logs in and gives the session a cart with one line for the rental, made through the API. */
async function customerWithCart(page: Page, rental: Rental): Promise<string> {
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  return cartThroughApi(page, { lines: [{ ItemID: 'BIERBANKSET', Amount: 2 }], period: rental, path: null });
}

/** A field as a screen reader meets it: its role and label; its counter and message are its description. */
const description = (page: Page) => page.getByRole('textbox', { name: 'Omschrijving', exact: true });
const startDate = (page: Page) => page.getByRole('group', { name: 'Startdatum', exact: true });
const startTime = (page: Page) => page.getByRole('group', { name: 'Startuur', exact: true });
const refusals = (page: Page, message: string) => page.getByRole('main').getByText(message, { exact: true });

async function typeInto(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label, exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function typeDay(page: Page, day: string) {
  await startDate(page).getByRole('spinbutton').first().focus();
  await page.keyboard.type(typedDay(day));
}

test('a customer describes the event by keyboard; refusals say why, a reload keeps the form, a valid submit saves it and goes on', async ({ page, request, visit }) => {
  // One long journey with an accessibility scan at each step.
  test.setTimeout(120_000);
  const rental = await openWeekendInBrugge(request);
  const cartId = await customerWithCart(page, rental);
  await visit('/extra-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Extra informatie over uw evenement' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Winkelwagen' })).toHaveAttribute('href', '/winkelwagen');
  await expect(page.getByRole('link', { name: 'Terug naar de winkelwagen' })).toHaveAttribute('href', '/winkelwagen');
  // At 1280 px the form takes the page's width: the event on the left, its place beside it.
  const eventBox = (await page.getByRole('heading', { level: 2, name: 'Het evenement' }).boundingBox())!;
  const placeBox = (await page.getByRole('heading', { level: 2, name: 'Locatie' }).boundingBox())!;
  expect(placeBox.x).toBeGreaterThan(eventBox.x + 400);
  expect(Math.abs(placeBox.y - eventBox.y)).toBeLessThan(2);
  const back = (await page.getByRole('link', { name: 'Terug naar de winkelwagen' }).boundingBox())!;
  const next = (await page.getByRole('button', { name: 'Verder naar het overzicht' }).boundingBox())!;
  expect(next.x + next.width - back.x).toBeGreaterThan(1000);

  // An empty submit: every required field says so, a toast tells, the event type takes the focus.
  await page.getByRole('button', { name: 'Verder naar het overzicht' }).press('Enter');
  await expect(page.getByText('Niet alle velden zijn (correct) ingevoerd')).toBeVisible();
  await expect(refusals(page, 'Dit veld is verplicht')).toHaveCount(15);
  await expect(page.getByRole('button', { name: /Type evenement/ })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Omschrijving', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/extra-info$/);

  // The event type from the shop's order types, with the arrow keys.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Evenement' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Type evenement/ })).toContainText('Evenement');

  // The description counts its characters and holds at most 250.
  await page.getByRole('textbox', { name: 'Omschrijving', exact: true }).focus();
  await page.keyboard.insertText('x'.repeat(251));
  await expect(description(page)).toHaveAccessibleDescription(/251 van 250 tekens.*Dit veld mag niet langer zijn dan 250 tekens/);
  await typeInto(page, 'Omschrijving', 'Buurtfeest in de Sint-Pietersstraat');
  await expect(description(page)).toHaveAccessibleDescription('35 van 250 tekens');

  // The calendar is a dialog with its own name, not its button's.
  await startDate(page).getByRole('button', { name: /^Kalender openen/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Kalender: Startdatum' });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  // A start outside the rental is refused, one of its days accepted.
  await typeDay(page, plusDays(rental.to, 1));
  await expect(startDate(page)).toHaveAccessibleDescription(/Kies een dag van de huurperiode/);
  await typeDay(page, plusDays(rental.from, -1));
  await expect(startDate(page)).toHaveAccessibleDescription(/Kies een dag van de huurperiode/);
  await typeDay(page, plusDays(rental.from, 1));
  await expect(startDate(page)).not.toHaveAccessibleDescription(/Kies een dag van de huurperiode|Dit veld is verplicht/);
  await startTime(page).getByRole('spinbutton').first().focus();
  await page.keyboard.type('1400');

  // Halfway: a reload keeps everything typed so far.
  await page.reload();
  await expect(page.getByRole('button', { name: /Type evenement/ })).toContainText('Evenement');
  await expect(page.getByRole('textbox', { name: 'Omschrijving', exact: true })).toHaveValue('Buurtfeest in de Sint-Pietersstraat');
  await expect(startDate(page)).toContainText(typedDay(plusDays(rental.from, 1)).replace(/^(\d\d)(\d\d)(\d{4})$/, '$1/$2/$3'));
  await expect(startTime(page)).toContainText('14:00');
  await expectAccessible(page);

  // Venue and access with the arrow keys.
  await page.getByRole('radio', { name: 'Binnen' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Tent' })).toBeChecked();
  await page.getByRole('radio', { name: /Publiek/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /Publiek/ })).toBeChecked();

  await typeInto(page, 'Verwacht aantal bezoekers', '12,5');
  await typeInto(page, 'Naam van de locatie', 'Parochiezaal Sint-Pieter');
  await typeInto(page, 'Straat', 'Sint-Pietersstraat');
  await typeInto(page, 'Nummer', '12');
  await typeInto(page, 'Postcode', '8000');
  await typeInto(page, 'Gemeente', 'Brugge');
  await expect(page.getByRole('button', { name: /Land/ })).toContainText('België');
  await typeInto(page, 'Voornaam hoofdorganisator', 'Lotte');
  await typeInto(page, 'Achternaam hoofdorganisator', 'Vermeulen');
  await typeInto(page, 'Telefoon hoofdorganisator', '0470 12 34 56');
  await typeInto(page, 'Website of link van het evenement (optioneel)', 'www.buurtfeest.be');
  await typeInto(page, 'Opmerkingen (optioneel)', 'Graag een seintje bij levering.');

  // Co-organised without a name, and a broken number: refused, the first one takes the focus.
  await page.getByRole('radiogroup', { name: /samen met een andere organisatie/ }).getByRole('radio', { name: 'Nee' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Ja' })).toBeChecked();
  await page.getByRole('button', { name: 'Verder naar het overzicht' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Verwacht aantal bezoekers' })).toHaveAccessibleDescription(/Geef een geheel getal in/);
  await expect(page.getByRole('textbox', { name: 'Naam van de mede-organisator(s)' })).toHaveAccessibleDescription(/Dit veld is verplicht/);
  await expect(page.getByRole('textbox', { name: 'Verwacht aantal bezoekers' })).toBeFocused();
  await expect(refusals(page, 'Dit veld is verplicht')).toHaveCount(1);
  await expectAccessible(page);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('150');
  await typeInto(page, 'Naam van de mede-organisator(s)', 'Jeugdhuis De Kelder');
  await expect(refusals(page, 'Dit veld is verplicht')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Verwacht aantal bezoekers' })).not.toHaveAttribute('aria-invalid', 'true');

  // A save the server refuses: its message, the form as it was.
  await page.route(`**/api/v3/rental/cart/${cartId}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ Error: { Message: 'De winkelwagen is vergrendeld' } }) })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Verder naar het overzicht' }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'De winkelwagen is vergrendeld' })).toBeVisible();
  await expect(page).toHaveURL(/\/extra-info$/);
  await expect(page.getByRole('textbox', { name: 'Naam van de mede-organisator(s)' })).toHaveValue('Jeugdhuis De Kelder');
  await page.unroute(`**/api/v3/rental/cart/${cartId}`);

  await page.getByRole('button', { name: 'Verder naar het overzicht' }).press('Enter');
  await expect(page).toHaveURL(/\/samenvatting$/);
  // The summary shows what was just entered, the optional details too.
  const summary = page.getByRole('region', { name: 'Uw evenement' });
  await expect(summary.getByRole('term')).toContainText(['Adres van het evenement', 'Verwacht aantal bezoekers', 'Mede-organisator(s)', 'Website', 'Opmerkingen']);
  await expect(summary.getByRole('definition')).toContainText([
    'Parochiezaal Sint-Pieter, Sint-Pietersstraat 12, 8000 Brugge',
    '150',
    'Jeugdhuis De Kelder',
    'https://www.buurtfeest.be/',
    'Graag een seintje bij levering.',
  ]);

  const saved = await callAsSession<{ CustomFields: Record<string, unknown> }>(page, 'GET', `/api/v3/rental/cart/${cartId}`);
  expect(saved.CustomFields).toMatchObject({
    ...sampleEventFields(rental),
    CUST_EventWebsite: 'https://www.buurtfeest.be/',
    CUST_IsCoorganized: true,
    CUST_Coorganizers: 'Jeugdhuis De Kelder',
  });
  const pending = await page.evaluate(() => (JSON.parse(localStorage.getItem('uitleendienst-shop') ?? '{}') as { pending: Record<string, unknown> }).pending);
  expect(pending).toMatchObject({ notes: 'Graag een seintje bij levering.', orderType: 'LBL-RES-1' });
  expect(await page.evaluate(() => localStorage.getItem('uitleendienst-draft:extra-info'))).toBeNull();

  // Back from the summary, the form starts from what the cart holds.
  await visit('/extra-info');
  await expect(page.getByRole('textbox', { name: 'Omschrijving', exact: true })).toHaveValue('Buurtfeest in de Sint-Pietersstraat');
  await expect(page.getByRole('textbox', { name: 'Opmerkingen (optioneel)' })).toHaveValue('Graag een seintje bij levering.');
  await expect(page.getByRole('button', { name: /Type evenement/ })).toContainText('Evenement');
});

test('without a cart the page says so and leads to the products', async ({ page, visit }) => {
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await visit('/extra-info');
  await expect(page.getByText('Uw winkelwagen is leeg')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar de producten' })).toHaveAttribute('href', '/products');
});

test('a visitor who is not signed in and has no cart is sent to log in first', async ({ page }) => {
  await page.goto('/extra-info');
  await expect(page).toHaveURL(/\/login/);
});

test('when the order types cannot be read, the form says so and reads them again on request', async ({ page, request, visit }) => {
  const rental = await openWeekendInBrugge(request);
  await customerWithCart(page, rental);
  // A read is tried again three times before it counts as failed.
  await failNext(request, 'GET /v2/shop/label', 4);
  await visit('/extra-info');
  await expect(page.getByRole('alert').filter({ hasText: 'De demo-backend simuleert een storing' })).toBeVisible();
  await expect(description(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(description(page)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'De demo-backend simuleert een storing' })).toHaveCount(0);
});

test('a change of the event typed and not saved does not outlive the order: the next cart’s form starts empty', async ({ page, request, visit }) => {
  const rental = await openWeekendInBrugge(request);
  const cartId = await customerWithCart(page, rental);
  await slotsThroughApi(page, cartId, rental);
  await eventInfoThroughApi(page, cartId, rental);
  await visit('/extra-info');
  await expect(description(page)).toHaveValue('Buurtfeest in de Sint-Pietersstraat');
  await typeInto(page, 'Omschrijving', 'Toch een ander feest');
  // Kept over a reload, as every half-typed form is.
  await page.reload();
  await expect(description(page)).toHaveValue('Toch een ander feest');

  // Back to the summary without saving it: the order is placed with the event the cart holds.
  await visit('/samenvatting');
  await expect(page.getByRole('region', { name: 'Uw evenement' })).toContainText('Buurtfeest in de Sint-Pietersstraat');
  const atPickUp = page.getByRole('radio', { name: 'Betalen bij het afhalen' });
  if ((await atPickUp.count()) > 0) await pick(atPickUp);
  await page.getByRole('button', { name: 'Reservering bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanvraag!' })).toBeVisible();

  await cartThroughApi(page, { lines: [{ ItemID: 'BIERBANKSET', Amount: 1 }], period: rental, path: null });
  await visit('/extra-info');
  await expect(description(page)).toBeVisible();
  await expect(description(page)).toHaveValue('');
});
