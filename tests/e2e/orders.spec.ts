import type { APIRequestContext, Page } from '@playwright/test';
import { failNext, READ_TRIES } from './demo-faults.ts';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { callAsSession, cartThroughApi, chooseLocationAndPeriod, openWeekendInBrugge, pick, plusDays } from './shop-steps.ts';

/** The organisation's orders (issue 14, spec 000 §4, spec 002 §2–§4). */

const table = (page: Page) => page.getByRole('grid', { name: 'Bestellingen' });
const rowOf = (page: Page, number: string) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });

async function openOrders(page: Page, visit: (path: string) => Promise<void>) {
  await visit('/account?tab=orders');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(table(page).getByRole('row')).toHaveCount(16);
}

test('the orders table shows each status in Dutch, newest first, filters by status and counts the open actions', async ({ page, visit }) => {
  await openOrders(page, visit);
  await expect(table(page).getByRole('rowheader')).toHaveText([
    'RO-2026-0019',
    'RO-2026-0015',
    'RO-2026-0016',
    'RO-2026-0018',
    'RO-2026-0007',
    'RO-2026-0014',
    'RO-2026-0013',
    'RO-2026-0010',
    'RO-2026-0009',
    'RO-2026-0006',
    'RO-2026-0005',
    'RO-2026-0004',
    'RO-2026-0020',
    'RO-2026-0002',
    'RO-2026-0001',
  ]);
  for (const [number, status] of [
    ['RO-2026-0018', 'Aangevraagd'],
    ['RO-2026-0014', 'Gereserveerd'],
    ['RO-2026-0010', 'Opgehaald'],
    ['RO-2026-0006', 'Teruggebracht'],
    ['RO-2026-0004', 'Teruggebracht'],
    ['RO-2026-0007', 'Geannuleerd'],
    ['RO-2026-0005', 'Verlopen'],
    ['RO-2026-0009', 'Geweigerd'],
  ]) {
    await expect(rowOf(page, number!)).toContainText(status!);
  }
  await expect(rowOf(page, 'RO-2026-0016')).toContainText('Jeugdwerking');
  await expectAccessible(page);

  // The filter counts a closed-and-completed order as cancelled (spec 000 §4).
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Geannuleerd' }).click();
  await expect(table(page).getByRole('rowheader')).toHaveText(['RO-2026-0007', 'RO-2026-0004', 'RO-2026-0002', 'RO-2026-0001']);

  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Alle statussen' }).click();
  await page.getByRole('button', { name: '1 open actie bij bestelling RO-2026-0016' }).click();
  const actions = page.getByRole('dialog', { name: 'Acties van bestelling RO-2026-0016' });
  await expect(actions.getByRole('listitem')).toHaveText([/Attesten ingeven\s*Verplicht/]);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(actions).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
});

test('orders that cannot be read say so and are read again on request', async ({ page, visit, request }) => {
  // Signed in first: the login reads the latest order itself.
  await visit('/account?tab=details');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/details$/);
  await failNext(request, 'GET /v2/shop/reservationOrders', READ_TRIES);
  await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('link', { name: 'Bestellingen' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(table(page).getByRole('row')).toHaveCount(16);
});

test("an order's details show its rental, its products and the customer; an unknown order says so", async ({ page, visit }) => {
  await openOrders(page, visit);
  await page.getByRole('button', { name: 'Acties voor bestelling RO-2026-0015' }).click();
  await page.getByRole('menuitem', { name: 'Bekijken' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/detail\/RO-2026-0015$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestelling RO-2026-0015' })).toBeVisible();
  const rental = page.getByRole('region', { name: 'Huur' });
  await expect(rental).toContainText('Uitleendienst Brugge');
  // The demo's orders move with today: the pick-up is a day and time with its slot.
  await expect(rental).toContainText(/Ophalen\s*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(\d{2}:\d{2} - \d{2}:\d{2}\)/);
  await expect(page.getByRole('region', { name: 'Reservering' })).toContainText('Optreden De Kreuners tribute');
  await expect(page.getByRole('region', { name: 'Artikelen' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Artikelen' })).toContainText('Podiumelement 2 x 1 m');
  await expect(page.getByRole('region', { name: 'Uw gegevens' })).toContainText('Jeugdhuis De Branding vzw');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);

  await page.goto('/account/orders/detail/RO-BESTAAT-NIET');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar de bestellingen' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
});

test('an unpaid order is paid from its actions: the payment modal over the orders tab, the provider, back, paid', async ({ page, visit }) => {
  await openOrders(page, visit);
  await page.getByRole('button', { name: '1 open actie bij bestelling RO-2026-0015' }).click();
  await page.getByRole('dialog', { name: 'Acties van bestelling RO-2026-0015' }).getByRole('button', { name: 'Nu betalen' }).click();
  const payment = page.getByRole('dialog', { name: 'Online betalen' });
  await expect(payment).toContainText('RO-2026-0015');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeAttached();
  await payment.getByRole('button', { name: 'Nu betalen' }).click();

  await expect(page.getByRole('heading', { name: /^Betaling PAY-/ })).toBeVisible();
  await page.getByRole('button', { name: /^Betalen$/ }).click();
  await expect(payment.getByRole('status')).toHaveText('De betaling is ontvangen. Bedankt!');
  await payment.getByRole('button', { name: 'Sluiten' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(rowOf(page, 'RO-2026-0015')).toBeVisible();
  await expect(rowOf(page, 'RO-2026-0015').getByRole('button', { name: /open actie/ })).toHaveCount(0);
});

test('a reference and a certificate are given from the actions pop-up, also after a dialog closed or a save failed; the open-action badges go', async ({ page, visit, request }) => {
  await openOrders(page, visit);
  const toasts = page.getByRole('region', { name: 'Meldingen' });
  await page.getByRole('button', { name: '1 open actie bij bestelling RO-2026-0018' }).click();
  const actions = page.getByRole('dialog', { name: 'Acties van bestelling RO-2026-0018' });
  await actions.getByRole('button', { name: 'Referentie ingeven' }).click();
  const referenceDialog = page.getByRole('dialog', { name: 'Referentie' });
  // Closed without a word: the actions again, the reference still to give.
  await page.keyboard.press('Escape');
  await expect(referenceDialog).toBeHidden();
  await expect(actions.getByRole('listitem')).toHaveText([/Referentie ingeven\s*Verplicht/]);
  await actions.getByRole('button', { name: 'Referentie ingeven' }).click();
  await referenceDialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(referenceDialog.getByRole('textbox', { name: 'Referentie' })).toHaveAccessibleDescription('Vul een referentie in.');
  await referenceDialog.getByRole('textbox', { name: 'Referentie' }).fill('Jeugdkamp Pasen');
  await failNext(request, 'POST /v2/shop/reservationOrders/{id}/_update');
  await referenceDialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(toasts.getByText('De demo-backend simuleert een storing')).toBeVisible();
  await expect(referenceDialog.getByRole('textbox', { name: 'Referentie' })).toHaveValue('Jeugdkamp Pasen');
  await referenceDialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(toasts.getByText('De referentie is bewaard')).toBeVisible();
  await expect(actions.getByRole('listitem')).toHaveText([/Referentie ingeven\s*Afgerond/]);
  // The actions come back in a dialog of their own, which takes the focus: Escape is meant for it.
  await expect(actions).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /open actie bij bestelling RO-2026-0018/ })).toHaveCount(0);

  await page.getByRole('button', { name: '1 open actie bij bestelling RO-2026-0016' }).click();
  const certificateActions = page.getByRole('dialog', { name: 'Acties van bestelling RO-2026-0016' });
  await certificateActions.getByRole('button', { name: 'Attest ingeven' }).click();
  const certificateDialog = page.getByRole('dialog', { name: 'Attesten' });
  await certificateDialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(certificateDialog).toBeHidden();
  await expect(certificateActions.getByRole('listitem')).toHaveText([/Attesten ingeven\s*Verplicht/]);
  await certificateActions.getByRole('button', { name: 'Attest ingeven' }).click();
  await certificateDialog.getByRole('textbox', { name: 'Nummer van het attest' }).fill('ATT-2026-114');
  await expectAccessible(page);
  // The reference's failure has timed out by now (the toasts behind a dialog cannot be closed by hand).
  await expect(toasts.getByText('De demo-backend simuleert een storing')).toHaveCount(0);
  await failNext(request, 'POST /v2/shop/reservationOrders/{id}/_certificate');
  await certificateDialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(toasts.getByText('De demo-backend simuleert een storing')).toBeVisible();
  await expect(certificateDialog.getByRole('textbox', { name: 'Nummer van het attest' })).toHaveValue('ATT-2026-114');
  // Saved while the orders are read again on a bad line: closing the pop-up does not wait for them.
  await failNext(request, 'GET /v2/shop/reservationOrders', READ_TRIES);
  await certificateDialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(toasts.getByText('Het attest is bewaard')).toBeVisible();
  await expect(certificateActions.getByRole('listitem')).toHaveText([/Attesten ingeven\s*Afgerond/]);
  await expect(certificateActions).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(certificateActions).toBeHidden();
  await expect(page.getByRole('button', { name: /open actie bij bestelling RO-2026-0016/ })).toHaveCount(0);
});

test('an order is cancelled after confirming, also after a failed try, and shows Geannuleerd; one that cannot be cancelled offers no way to', async ({ page, visit, request }) => {
  await openOrders(page, visit);
  await page.getByRole('button', { name: 'Acties voor bestelling RO-2026-0010' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Bekijken', 'Opnieuw aanvragen']);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Acties voor bestelling RO-2026-0019' }).click();
  await page.getByRole('menuitem', { name: 'Annuleren' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Bestelling annuleren' });
  await expect(confirmation).toContainText('Wilt u bestelling RO-2026-0019 annuleren?');
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Niet annuleren' }).click();
  await expect(rowOf(page, 'RO-2026-0019')).toContainText('Gereserveerd');

  // A cancellation that fails says so; the order stays as it was and can be cancelled again.
  await page.getByRole('button', { name: 'Acties voor bestelling RO-2026-0019' }).click();
  await page.getByRole('menuitem', { name: 'Annuleren' }).click();
  await failNext(request, 'POST /v2/shop/reservationOrders/{id}/cancel');
  await confirmation.getByRole('button', { name: 'Bestelling annuleren' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByText('De demo-backend simuleert een storing')).toBeVisible();
  await expect(rowOf(page, 'RO-2026-0019')).toContainText('Gereserveerd');

  await page.getByRole('button', { name: 'Acties voor bestelling RO-2026-0019' }).click();
  await page.getByRole('menuitem', { name: 'Annuleren' }).click();
  await confirmation.getByRole('button', { name: 'Bestelling annuleren' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByText('Bestelling RO-2026-0019 is geannuleerd')).toBeVisible();
  await expect(rowOf(page, 'RO-2026-0019')).toContainText('Geannuleerd');
  await page.getByRole('button', { name: 'Acties voor bestelling RO-2026-0019' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Bekijken', 'Opnieuw aanvragen']);
});

test("an order's confirmation downloads as a real PDF, also after a failed read or download, and a file is added to the order with its progress", async ({ page, visit, request }) => {
  await visit('/account/orders/detail/RO-2026-0015');
  await failNext(request, 'GET /v2/shop/reservationOrders/{id}', READ_TRIES);
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  const files = page.getByRole('region', { name: 'Documenten en bestanden' });
  await expect(files).toBeVisible();

  await failNext(request, 'GET /v2/shop/reservationOrders/{id}/documents/{documentType}/{documentId}/{fileName}', READ_TRIES);
  await files.getByRole('button', { name: 'Orderbevestiging downloaden (pdf)' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByText('De demo-backend simuleert een storing')).toBeVisible();
  await expect(files.getByRole('button', { name: 'Orderbevestiging downloaden (pdf)' })).toBeEnabled();
  const downloading = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Orderbevestiging downloaden (pdf)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Orderbevestiging-RO-2026-0015.pdf');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');

  const chooser = page.waitForEvent('filechooser');
  await files.getByRole('group', { name: /Bestanden bij deze bestelling/ }).getByRole('button', { name: /Bestanden kiezen/ }).click();
  await (await chooser).setFiles({ name: 'plan-podium.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(files.getByRole('listitem').filter({ hasText: 'plan-podium.pdf' })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Documenten en bestanden' }).getByText('plan-podium.pdf')).toBeVisible();
});

test('an order is requested again: a warehouse and a period, then a new cart with its products that the cart page shows', async ({ page, request, visit }) => {
  const period = await openWeekendInBrugge(request);
  await openOrders(page, visit);
  await page.getByRole('button', { name: 'Acties voor bestelling RO-2026-0015' }).click();
  await page.getByRole('menuitem', { name: 'Opnieuw aanvragen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestelling RO-2026-0015 opnieuw aanvragen' });
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Acties voor bestelling RO-2026-0015' }).click();
  await page.getByRole('menuitem', { name: 'Opnieuw aanvragen' }).click();
  // Asked before a warehouse and a period are chosen: the dialog says what is missing and stays.
  await dialog.getByRole('button', { name: 'Opnieuw aanvragen' }).click();
  await expect(dialog.getByText('Er moet een periode gekozen worden')).toBeVisible();
  await chooseLocationAndPeriod(page, /Brugge/, period, dialog, 'Opnieuw aanvragen');
  await expect(page).toHaveURL(/\/winkelwagen$/);
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByText('De artikelen van bestelling RO-2026-0015 staan in uw winkelwagen')).toBeVisible();
  for (const product of ['Geluidsinstallatie klein (2 x 200 W)', 'Microfoonstatief met hengel', 'Draadloze handmicrofoon', 'Podiumelement 2 x 1 m']) {
    await expect(page.getByRole('main').getByText(product, { exact: true }).first()).toBeVisible();
  }
});

test('an order holding a package is requested again over a filled cart: asked first, the cart kept on either cancel, a failure said, then the package with its add-ons', async ({ page, request, visit }) => {
  const period = await openWeekendInBrugge(request);
  await openOrders(page, visit);
  await cartThroughApi(page, { lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 2 }], period, path: '/account/orders' });
  const cartLink = page.getByRole('link', { name: /Winkelwagen/ });
  await expect(cartLink).toContainText('2 artikelen');

  const requestAgain = async () => {
    await page.getByRole('button', { name: 'Acties voor bestelling RO-2026-0020' }).click();
    await page.getByRole('menuitem', { name: 'Opnieuw aanvragen' }).click();
  };
  const replace = page.getByRole('alertdialog', { name: 'Uw winkelwagen vervangen?' });
  await requestAgain();
  await expect(replace).toContainText('Opnieuw aanvragen maakt een nieuwe winkelwagen met de artikelen van bestelling RO-2026-0020. Die vervangt uw huidige winkelwagen');
  await expectAccessible(page);
  await replace.getByRole('button', { name: 'Niet vervangen' }).click();
  await expect(replace).toBeHidden();
  await expect(page.getByRole('dialog', { name: /opnieuw aanvragen/ })).toHaveCount(0);
  await cartLink.click();
  await expect(page.getByRole('main').getByRole('listitem', { name: 'Partytent 3 x 3 m' }).getByRole('textbox', { name: 'Partytent 3 x 3 m' })).toHaveValue('2');
  await expect(page.getByRole('main').getByRole('listitem', { name: 'Fuifpakket' })).toHaveCount(0);

  // Agreed, then thought better of it while choosing: the cart is there again.
  await page.goBack();
  await requestAgain();
  await replace.getByRole('button', { name: 'Winkelwagen vervangen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestelling RO-2026-0020 opnieuw aanvragen' });
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(cartLink).toContainText('2 artikelen');

  // A cart that cannot be filled says so and leaves the choice open to try again.
  await requestAgain();
  await replace.getByRole('button', { name: 'Winkelwagen vervangen' }).click();
  await failNext(request, 'PUT /v3/rental/cart/{id}/items');
  await chooseLocationAndPeriod(page, /Brugge/, period, dialog, 'Opnieuw aanvragen');
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByText('De demo-backend simuleert een storing')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Opnieuw aanvragen' }).click();
  await expect(page).toHaveURL(/\/winkelwagen$/);
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByText('De artikelen van bestelling RO-2026-0020 staan in uw winkelwagen')).toBeVisible();
  const lines = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('textbox') });
  // The package first, each add-on under it ("bij het vorige artikel"), the tables on their own.
  const onItsOwn = (name: string) => new RegExp(`^(?!.*bij het vorige artikel).*${name}`);
  await expect(lines).toHaveText([
    onItsOwn('Fuifpakket'),
    /Noodverlichtingsset \(6 armaturen\)bij het vorige artikel/,
    /Brandblusser poeder 6 kgbij het vorige artikel/,
    /LED-spotset \(4 spots op statief\)bij het vorige artikel/,
    onItsOwn('Plooitafel 180 x 75 cm'),
  ]);
  await expect(page.getByRole('main').getByRole('listitem', { name: 'Partytent 3 x 3 m' })).toHaveCount(0);
});

/** What the row menu of an order offers, read as a person reads it, and closed again. */
async function expectMenu(page: Page, number: string, items: string[]) {
  await page.getByRole('button', { name: `Acties voor bestelling ${number}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(items);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** The demo's settings changed, and the page read again: the shop reads its settings when it starts. */
async function withSettings(page: Page, request: APIRequestContext, settings: Record<string, unknown>) {
  expect((await request.put('/api/__demo/settings', { data: settings })).ok()).toBe(true);
  await page.reload();
  await expect(table(page).getByRole('row')).toHaveCount(16);
}

/** Days (with their fraction) from now to the order's pick-up moment; the demo's orders move with today. */
async function daysToPickUp(page: Page, reservationOrderId: string): Promise<number> {
  const order = await callAsSession<{ DateTimeBusinessStart: string }>(page, 'GET', `/api/v2/shop/reservationOrders/${reservationOrderId}`);
  return (Date.parse(order.DateTimeBusinessStart) - Date.now()) / (24 * 60 * 60 * 1000);
}

test.describe('settings matrix: what the row menu offers (spec 002 §4)', () => {
  test('ShopAllowEditingOrder: reservation-order lets an order with an order number be changed; reservation only a reservation without one', async ({ page, request, visit }) => {
    await openOrders(page, visit);
    // RO-2026-0015 is already an order (it has an order number); RO-2026-0019 is a reservation.
    await expectMenu(page, 'RO-2026-0015', ['Bekijken', 'Wijzigen', 'Opnieuw aanvragen', 'Annuleren']);
    await withSettings(page, request, { ShopAllowEditingOrder: 'reservation' });
    await expectMenu(page, 'RO-2026-0015', ['Bekijken', 'Opnieuw aanvragen', 'Annuleren']);
    await expectMenu(page, 'RO-2026-0019', ['Bekijken', 'Wijzigen', 'Opnieuw aanvragen', 'Annuleren']);
  });

  test('ShopAllowEditingDays and ShopAllowCancellationDays: a limit the pick-up is still beyond offers Wijzigen and Annuleren, one day more does not', async ({ page, request, visit }) => {
    await openOrders(page, visit);
    const days = await daysToPickUp(page, 'RO-2026-0019');
    // With n days, changing and cancelling end n − 1 days before the pick-up moment.
    const allowing = Math.floor(days);
    const forbidding = Math.ceil(days) + 1;
    await withSettings(page, request, { ShopAllowEditingDays: allowing, ShopAllowCancellationDays: allowing });
    await expectMenu(page, 'RO-2026-0019', ['Bekijken', 'Wijzigen', 'Opnieuw aanvragen', 'Annuleren']);
    await withSettings(page, request, { ShopAllowEditingDays: forbidding, ShopAllowCancellationDays: allowing });
    await expectMenu(page, 'RO-2026-0019', ['Bekijken', 'Opnieuw aanvragen', 'Annuleren']);
    await withSettings(page, request, { ShopAllowEditingDays: allowing, ShopAllowCancellationDays: forbidding });
    await expectMenu(page, 'RO-2026-0019', ['Bekijken', 'Wijzigen', 'Opnieuw aanvragen']);
  });
});

test('an amount is changed, refused by the check and restored, then changed within limits and saved after a failed save', async ({ page, request, visit }) => {
  await openOrders(page, visit);
  // The order, then its slots, cannot be read at first: each time the page says so and reads again on request.
  await failNext(request, 'GET /v2/shop/reservationOrders/{id}', READ_TRIES);
  await failNext(request, 'GET /v2/shop/capacity/_start-business-moments', READ_TRIES);
  await page.getByRole('button', { name: 'Acties voor bestelling RO-2026-0019' }).click();
  await page.getByRole('menuitem', { name: 'Wijzigen' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/edit\/RO-2026-0019$/);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  const tables = page.getByRole('textbox', { name: 'Plooitafel 180 x 75 cm' });
  await expect(tables).toHaveValue('6');
  await expect(page.getByRole('button', { name: 'Wijzigingen bewaren' })).toBeDisabled();
  await expectAccessible(page);

  // More tables than the warehouse has (60): the check refuses, the amount comes back and the page says why.
  await tables.fill('61');
  await tables.press('Tab');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Onvoldoende voorraad voor Plooitafel 180 x 75 cm');
  await expect(tables).toHaveValue('6');

  // A check that cannot be made at all restores the amount too.
  await failNext(request, 'POST /v2/shop/reservationOrders/{id}/_validate-update', READ_TRIES);
  await page.getByRole('button', { name: 'Eén Plooitafel 180 x 75 cm meer' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await expect(tables).toHaveValue('6');

  await page.getByRole('button', { name: 'Eén Plooitafel 180 x 75 cm minder' }).click();
  await expect(tables).toHaveValue('5');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Wijzigingen bewaren' })).toBeEnabled();
  // Back to what the order has: nothing to check, nothing to save.
  await page.getByRole('button', { name: 'Eén Plooitafel 180 x 75 cm meer' }).click();
  await expect(tables).toHaveValue('6');
  await expect(page.getByRole('button', { name: 'Wijzigingen bewaren' })).toBeDisabled();
  await page.getByRole('button', { name: 'Eén Plooitafel 180 x 75 cm minder' }).click();
  await expect(tables).toHaveValue('5');

  await failNext(request, 'POST /v2/shop/reservationOrders/{id}/_update');
  await page.getByRole('button', { name: 'Wijzigingen bewaren' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByText('De demo-backend simuleert een storing')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/orders\/edit\/RO-2026-0019$/);
  await expect(tables).toHaveValue('5');
  await page.getByRole('button', { name: 'Wijzigingen bewaren' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByText('Bestelling RO-2026-0019 is gewijzigd')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/orders\/detail\/RO-2026-0019$/);
  await expect(page.getByRole('region', { name: 'Artikelen' }).getByRole('listitem').filter({ hasText: 'Plooitafel 180 x 75 cm' })).toContainText('5 stuks');
  await expect(page.getByRole('link', { name: 'Bestelling wijzigen' })).toHaveAttribute('href', '/account/orders/edit/RO-2026-0019');

  // An order already picked up offers no edit page: its address says so and leads back.
  await page.goto('/account/orders/edit/RO-2026-0010');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/Deze bestelling kan niet meer gewijzigd worden./);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Terug naar de bestelling' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/detail\/RO-2026-0010$/);
});

/** The last day before `end` on which the order can be returned (the demo's days move with today). */
async function lastReturnDayBefore(page: Page, reservationOrderId: string, end: string): Promise<string> {
  for (let day = plusDays(end, -1); ; day = plusDays(day, -1)) {
    const slots = await callAsSession<{ BusinessHourID: string | null; MomentCanBeUsed: boolean }[]>(
      page,
      'GET',
      `/api/v2/shop/capacity/_end-business-moments?dateToCheck=${day}&reservationOrderID=${reservationOrderId}`,
    );
    if (slots.some((slot) => slot.BusinessHourID !== null && slot.MomentCanBeUsed)) return day;
  }
}

const shown = (day: string) => day.split('-').reverse().join('/');

test("the period is shortened: the moved day's slot is chosen again before the save, and the details show the new return", async ({ page, visit, request }) => {
  await visit('/account/orders/edit/RO-2026-0019');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestelling RO-2026-0019 wijzigen' })).toBeVisible();
  const order = await callAsSession<{ DateTimeExpectedStart: string; DateTimeExpectedEnd: string }>(page, 'GET', '/api/v2/shop/reservationOrders/RO-2026-0019');
  const start = order.DateTimeExpectedStart.slice(0, 10);
  const end = await lastReturnDayBefore(page, 'RO-2026-0019', order.DateTimeExpectedEnd.slice(0, 10));
  const returns = page.getByRole('radiogroup', { name: /^Terugbrengen op/ });
  await expect(returns.getByRole('radio', { checked: true })).toHaveCount(1);

  const firstSegment = page.getByRole('group', { name: 'Periode' }).getByRole('spinbutton').first();
  const typePeriod = async () => {
    await firstSegment.click();
    await page.keyboard.type(`${start.split('-').reverse().join('')}${end.split('-').reverse().join('')}`);
  };
  // The new days' slots cannot be read: the page says so and the order's own period comes back.
  await failNext(request, 'GET /v2/shop/capacity/_end-business-moments', READ_TRIES);
  await typePeriod();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await expect(returns.getByRole('radio', { checked: true })).toHaveCount(1);

  await typePeriod();
  // A typed period is taken when the field is left, not at every digit.
  await expect(page.getByRole('radiogroup', { name: /^Terugbrengen op/ }).getByRole('radio', { checked: true })).toHaveCount(1);
  await page.keyboard.press('Tab');
  // The new return day's slots are there, none chosen; the pick-up day did not move and keeps its slot.
  await expect(page.getByText('Kies een ophaal- en terugbrengmoment voor de gewijzigde dagen.')).toBeVisible();
  await expect(returns.getByRole('radio').first()).toBeVisible();
  await expect(returns.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: /^Afhalen op/ }).getByRole('radio', { checked: true })).toHaveCount(1);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Wijzigingen bewaren' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Het is verplicht een ophaal- en terugbrengmoment te kiezen');

  // Another pick-up slot on the same day is taken, to be checked once the return has its slot.
  const pickUps = page.getByRole('radiogroup', { name: /^Afhalen op/ }).getByRole('radio');
  const chosenPickUp = await pickUps.evaluateAll((radios) => radios.findIndex((radio) => (radio as HTMLInputElement).checked));
  await pick(pickUps.nth(chosenPickUp === 0 ? 1 : 0));
  const slot = returns.getByRole('radio').first();
  const slotLabel = (await slot.locator('..').innerText()).trim();
  await pick(slot);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Wijzigingen bewaren' })).toBeEnabled();
  await page.getByRole('button', { name: 'Wijzigingen bewaren' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/detail\/RO-2026-0019$/);
  const rental = page.getByRole('region', { name: 'Huur' });
  await expect(rental).toContainText(shown(end));
  await expect(rental).toContainText(slotLabel);
});
