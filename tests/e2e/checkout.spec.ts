import type { Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { cartThroughApi, describeEvent, openWeekendInBrugge, ordersOf, pick, plusDays, storeShopValues } from './shop-steps.ts';

/** Logs in as the admin of De Branding and fills a cart with two party tents for a weekend in Brugge. */
async function customerWithCart(page: Page, visit: (path: string) => Promise<void>, request: Parameters<typeof openWeekendInBrugge>[0]) {
  const period = await openWeekendInBrugge(request);
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await cartThroughApi(page, { lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 2 }], period });
  return period;
}

/** On the cart page: the first pick-up and return slot, then on to the event form. */
async function chooseSlots(page: Page) {
  await pick(page.getByRole('radiogroup', { name: /^Afhalen op/ }).getByRole('radio').first());
  await pick(page.getByRole('radiogroup', { name: /^Terugbrengen op/ }).getByRole('radio').nth(1));
}

async function openSummary(page: Page) {
  await page.goto('/samenvatting');
  await expect(page.getByRole('heading', { level: 1, name: 'Samenvatting' })).toBeVisible();
  await expect(confirm(page)).toBeVisible();
  await expectAccessible(page);
}

/** The confirm button: it says it pays when paying online now applies. */
const confirm = (page: Page) => page.getByRole('button', { name: /^(Reservering bevestigen|Bevestigen en betalen)$/ });

async function settleAtProvider(page: Page, outcome: RegExp) {
  await expect(page.getByRole('heading', { name: /^Betaling PAY-/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: outcome }).click();
}

/** What the thank-you page says of the payment: paid online (the amount as shown), at pick-up, later, or nothing. */
type PaymentSaid = { paid: string } | 'at pick-up' | 'later' | null;

async function expectThankYou(page: Page, payment: PaymentSaid) {
  await expect(page).toHaveURL(/\/bedankt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanvraag!' })).toBeVisible();
  // The warehouse's hours on the pick-up day (its shipment hours of that business day).
  await expect(page.getByRole('term').filter({ hasText: 'Open op de afhaaldag' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^\d{2}:\d{2} – \d{2}:\d{2}$/ }).first()).toBeVisible();
  await expectAccessible(page);
  // The cart is gone: the cart button counts nothing.
  await expect(page.getByRole('link', { name: /Winkelwagen/ })).toContainText('0 artikelen');
  const main = page.getByRole('main');
  const said = main.getByRole('paragraph').filter({ hasText: /^(Betaling ontvangen:|U betaalt )/ });
  if (payment === null) await expect(said).toHaveCount(0);
  else if (payment === 'at pick-up') await expect(said).toHaveText('U betaalt bij het afhalen.');
  else if (payment === 'later') await expect(said).toHaveText('U betaalt later via Mijn account.');
  else await expect(said).toHaveText(`Betaling ontvangen: ${payment.paid}`);
}

/** A signed-in customer finds the order in the account. */
async function expectAccountLink(page: Page) {
  await expect(page.getByRole('main')).toContainText('Uw bestelling vindt u onder Mijn account.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Mijn account' })).toHaveAttribute('href', '/account');
}

/** The summary's total incl. VAT, as shown: what paying online pays. */
const totalToPay = (page: Page) => page.getByRole('region', { name: 'Totaal' }).getByRole('definition').last().innerText();

test('a customer goes from the cart through the event form to the summary and pays now: the provider, back, paid, thank you', async ({ page, visit, request }) => {
  test.setTimeout(90_000);
  const period = await customerWithCart(page, visit, request);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Verder naar de evenementgegevens' }).click();
  // Spec 001 §5: both slots are required.
  await expect(page.getByText('Kies een afhaalmoment en een terugbrengmoment.')).toBeVisible();
  await expect(page).toHaveURL(/\/winkelwagen$/);
  await chooseSlots(page);
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: /^Afhalen op/ }).getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Verder naar de evenementgegevens' }).click();
  await expect(page).toHaveURL(/\/extra-info$/);
  await expectAccessible(page);
  await describeEvent(page, plusDays(period.from, 1));

  await expect(page.getByRole('heading', { level: 1, name: 'Samenvatting' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uitleendienst Brugge' })).toContainText('2 × Partytent 3 x 3 m');
  await expect(page.getByRole('region', { name: 'Uw evenement' })).toContainText('Buurtfeest in de Sint-Pietersstraat');
  await expect(page.getByRole('region', { name: 'Uw evenement' })).toContainText('Evenement');
  // Every detail the event form took, each under its own term.
  const eventFacts = page.getByRole('region', { name: 'Uw evenement' });
  const startDay = plusDays(period.from, 1).split('-').reverse().join('/');
  await expect(eventFacts.getByRole('term')).toHaveText([
    'Soort aanvraag',
    'Omschrijving',
    'Begin van het evenement',
    'Waar vindt het evenement plaats?',
    'Publiek of privé',
    'Adres van het evenement',
    'Verwacht aantal bezoekers',
    'Hoofdorganisator',
    'Telefoon hoofdorganisator',
    'Opmerkingen',
  ]);
  await expect(eventFacts.getByRole('definition')).toHaveText([
    'Evenement',
    'Buurtfeest in de Sint-Pietersstraat',
    `${startDay} 14:00`,
    'Tent',
    'Publiek',
    'Parochiezaal Sint-Pieter, Sint-Pietersstraat 12, 8000 Brugge',
    '150',
    'Lotte Vermeulen',
    '0470 12 34 56',
    'Graag een seintje bij levering.',
  ]);
  await expect(eventFacts.getByRole('link', { name: 'Evenementgegevens wijzigen' })).toHaveAttribute('href', '/extra-info');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Uw evenement' })).toContainText('Graag een seintje bij levering.');

  // Paying now online (the default): the button says confirming pays.
  await expect(page.getByRole('button', { name: 'Bevestigen en betalen' })).toBeVisible();
  await confirm(page).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Kies een betaalmethode.' }).first()).toBeVisible();
  await pick(page.getByRole('radio', { name: 'Bancontact' }));
  const total = await totalToPay(page);
  await confirm(page).click();

  await settleAtProvider(page, /^Betalen$/);
  await expectThankYou(page, { paid: total });
  await expectAccountLink(page);
  const [order] = await ordersOf(page);
  expect(order!.Actions.find((action) => action.ActionName === 'CreatePayment')?.Completed).toBe(true);
  await expect(page.getByRole('main')).toContainText(order!.ReservationOrderID);
});

test('a customer pays at pick-up: the order is placed at once', async ({ page, visit, request }) => {
  await customerWithCart(page, visit, request);
  await chooseSlots(page);
  await openSummary(page);
  await pick(page.getByRole('radio', { name: 'Bancontact' }));
  await expect(page.getByRole('button', { name: 'Bevestigen en betalen' })).toBeVisible();
  await pick(page.getByRole('radio', { name: 'Betalen bij het afhalen' }));
  // Changing the mode clears the method (spec 001 §4): no method group without online payment.
  await expect(page.getByRole('radiogroup', { name: 'Betaalmethode' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reservering bevestigen' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Betalen bij het afhalen' })).toBeChecked();
  await confirm(page).click();
  await expectThankYou(page, 'at pick-up');
  await expectAccountLink(page);
  await page.getByRole('main').getByRole('link', { name: 'Mijn account' }).click();
  await expect(page).toHaveURL(/\/account\/details$/);
  const [order] = await ordersOf(page);
  expect(order!.Actions.find((action) => action.ActionName === 'CreatePayment')?.Completed).toBe(false);
});

test('a cancelled payment shows its message; a retry pays', async ({ page, visit, request }) => {
  await customerWithCart(page, visit, request);
  await chooseSlots(page);
  await openSummary(page);
  await pick(page.getByRole('radio', { name: 'iDEAL' }));
  const total = await totalToPay(page);
  await confirm(page).click();

  await settleAtProvider(page, /^Annuleren$/);
  await expect(page).toHaveURL(/\/samenvatting$/);
  await expect(page.getByRole('alert')).toContainText('U hebt de betaling geannuleerd.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await page.getByRole('button', { name: 'Nu betalen' }).click();
  await settleAtProvider(page, /^Betaald na 3 seconden/);
  await expect(page).toHaveURL(/\/samenvatting$/);
  // A reload while the provider is still processing: the status is asked again until Paid.
  await page.reload();
  await expectThankYou(page, { paid: total });
});

test('a customer who leaves the payment for later is told so on the thank-you page', async ({ page, visit, request }) => {
  await customerWithCart(page, visit, request);
  await chooseSlots(page);
  await openSummary(page);
  await pick(page.getByRole('radio', { name: 'iDEAL' }));
  await page.getByRole('button', { name: 'Bevestigen en betalen' }).click();
  await expect(page.getByRole('heading', { name: /^Betaling PAY-/ })).toBeVisible();
  // Back from the provider without paying: the summary follows the payment, which can wait.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Online betalen' })).toBeVisible();
  await page.getByRole('button', { name: 'Later betalen via Mijn account' }).click();
  await expectThankYou(page, 'later');
  await expectAccountLink(page);
});

test('a double click on confirm places exactly one order', async ({ page, visit, request }) => {
  await customerWithCart(page, visit, request);
  await chooseSlots(page);
  await openSummary(page);
  await pick(page.getByRole('radio', { name: 'Betalen bij het afhalen' }));
  const before = (await ordersOf(page)).length;
  await confirm(page).dblclick();
  await expectThankYou(page, 'at pick-up');
  expect((await ordersOf(page)).length).toBe(before + 1);
});

/** A visitor shopping anonymously, with a cart for a weekend and the given pending checkout values. */
async function visitorWithCart(page: Page, visit: (path: string) => Promise<void>, request: Parameters<typeof openWeekendInBrugge>[0], pending: Record<string, unknown>) {
  expect((await request.put('/api/__demo/settings', { data: { AllowAnonymousShopUser: true } })).ok()).toBe(true);
  const period = await openWeekendInBrugge(request);
  await visit('/home');
  await expect(page.getByRole('link', { name: /Winkelwagen/ })).toBeVisible();
  await storeShopValues(page, { pending });
  await cartThroughApi(page, { lines: [{ ItemID: 'BIERBANKSET', Amount: 3 }], period });
  await chooseSlots(page);
  await openSummary(page);
}

test('a guest orders with the customer details given on the way (checkout-anonymous)', async ({ page, visit, request }) => {
  await visitorWithCart(page, visit, request, { customer: { FirstName: 'Els', LastName: 'Maes', Email: 'els.maes@example.test', Tel: '0470 11 22 33' } });
  await expect(page.getByRole('region', { name: 'Uw gegevens' })).toContainText('Els Maes');
  // Online payment needs an account: a guest pays at pick-up.
  await expect(page.getByRole('region', { name: 'Betaling' })).toHaveText(/U betaalt bij het afhalen\./);
  await expect(page.getByRole('radiogroup', { name: 'Betaalmethode' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reservering bevestigen' })).toBeVisible();
  await confirm(page).click();
  // No payment applies, and a guest has no account to find the order in.
  await expectThankYou(page, null);
  await expect(page.getByRole('main').getByRole('link', { name: 'Mijn account' })).toHaveCount(0);
});

test('an unknown customer is told to log in or give the details again', async ({ page, visit, request }) => {
  await visitorWithCart(page, visit, request, {});
  await expect(page.getByRole('region', { name: 'Uw gegevens' }).getByRole('alert')).toContainText('We kennen uw gegevens niet');
  await confirm(page).click();
  await expect(page.getByText('Er is niets te bestellen: uw winkelwagen is leeg of uw gegevens zijn onbekend.')).toBeVisible();
  await expect(page).toHaveURL(/\/samenvatting$/);
});
