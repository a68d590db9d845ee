import type { APIRequestContext, Page } from '@playwright/test';
import { failNext, READ_TRIES } from './demo-faults.ts';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { callAsSession, cartThroughApi, chooseLocationAndPeriod, openWeekendInBrugge, receiptInBrugge, storeShopValues } from './shop-steps.ts';

/**
 * The shop's and the checkout's less travelled ways, as a customer meets them: a file refused or
 * failed, a page whose read fails and is tried again, a choice the backend refuses. Failures come
 * from the demo's faults; a read is retried three times by the shop before it fails, so a read
 * that should fail is failed four times (decision 007).
 */


/** What the demo's faults answer: the shop shows the server's message where it has one. */
const STORING = 'De demo-backend simuleert een storing';

const signedIn = (page: Page) => page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Mijn account' });

async function logInAsAdmin(page: Page, visit: (path: string) => Promise<void>): Promise<void> {
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
}

async function dropFaults(request: APIRequestContext): Promise<void> {
  expect((await request.delete('/api/__demo/faults')).ok()).toBe(true);
}

async function setSwitches(request: APIRequestContext, switches: { latencyMs?: number }): Promise<void> {
  expect((await request.put('/api/__demo/switches', { data: switches })).ok()).toBe(true);
}

const png = (name: string, size = 12) => ({ name, mimeType: 'image/png', buffer: Buffer.alloc(size, 0x89) });

test('a line’s files: a wrong type and a file too big are refused, a failed upload is retried or removed, one under way is stopped, a stored one deleted', async ({
  page,
  visit,
  request,
}) => {
  const period = await openWeekendInBrugge(request);
  await logInAsAdmin(page, visit);
  await cartThroughApi(page, { period, lines: [{ ItemID: 'SPRINGKASTEEL', Amount: 1 }] });
  const files = page.getByRole('group', { name: /Bestanden bij Springkasteel Ridderburcht/ });
  const notices = page.getByRole('region', { name: 'Meldingen' });
  const choose = async (file: ReturnType<typeof png>) => {
    const chooser = page.waitForEvent('filechooser');
    await files.getByRole('button', { name: /Bestanden kiezen/ }).click();
    await (await chooser).setFiles(file);
  };

  // Refused before anything is sent (spec 000 §5), each with its own message.
  await choose({ name: 'offerte.txt', mimeType: 'text/plain', buffer: Buffer.from('offerte') });
  await expect(notices).toContainText('offerte.txt: Het geselecteerde bestand is niet ondersteund');
  await choose(png('luchtfoto.png', 11 * 1024 * 1024));
  await expect(notices).toContainText('luchtfoto.png: Het geselecteerde bestand is te groot (max 10 MB)');
  await expect(files.getByText('Nog geen bestanden toegevoegd.')).toBeVisible();

  // A failed upload says so (in the server's words, as any failure with a message) in its row and goes on a second try.
  await failNext(request, 'POST /v3/rental/cart/{cartId}/items/{cartItemId}/attachment');
  await choose(png('verzekeringsattest.png'));
  await expect(files.getByRole('listitem').filter({ hasText: 'verzekeringsattest.png' })).toContainText(STORING);
  await expectAccessible(page);
  await files.screenshot({ path: '/tmp/wt28-shopedges-upload-failed.png' });
  await files.getByRole('button', { name: 'Opnieuw proberen verzekeringsattest.png' }).click();
  await expect(files.getByRole('button', { name: 'Opnieuw proberen verzekeringsattest.png' })).toHaveCount(0);
  await expect(files.getByRole('button', { name: 'Verwijder verzekeringsattest.png' })).toBeVisible();

  // A failed upload the customer gives up on is removed.
  await failNext(request, 'POST /v3/rental/cart/{cartId}/items/{cartItemId}/attachment');
  await choose(png('plattegrond.png'));
  await expect(files.getByRole('button', { name: 'Opnieuw proberen plattegrond.png' })).toBeVisible();
  await files.getByRole('button', { name: 'Verwijder plattegrond.png' }).click();
  await expect(files.getByText('plattegrond.png')).toHaveCount(0);

  // An upload on a slow line is stopped while it is under way.
  await setSwitches(request, { latencyMs: 3000 });
  await choose(png('schets.png'));
  await files.getByRole('button', { name: 'Annuleer schets.png' }).click();
  await expect(files.getByText('schets.png')).toHaveCount(0);
  await setSwitches(request, { latencyMs: 0 });

  // A stored file whose delete fails stays, with the message; the next delete takes it away.
  await failNext(request, 'DELETE /v3/rental/cart/{id}/items/{itemId}/attachment/{attId}');
  await files.getByRole('button', { name: 'Verwijder verzekeringsattest.png' }).click();
  await expect(notices).toContainText(`verzekeringsattest.png: ${STORING}`);
  await expect(files.getByRole('button', { name: 'Verwijder verzekeringsattest.png' })).toBeVisible();
  await files.getByRole('button', { name: 'Verwijder verzekeringsattest.png' }).click();
  await expect(files.getByText('Nog geen bestanden toegevoegd.')).toBeVisible();
  await expectAccessible(page);

  // A stored file has the cart read again: when that read fails, the cart shown stays and says so.
  await failNext(request, 'GET /v3/rental/cart/{id}', READ_TRIES);
  await choose(png('foto.png'));
  await expect(notices).toContainText(`De winkelwagen kon niet geladen worden. ${STORING}`);
  await expect(files.getByRole('button', { name: 'Verwijder foto.png' })).toBeVisible();
  // A cart the backend no longer knows (ordered from another tab, say) is let go.
  await failNext(request, 'GET /v3/rental/cart/{id}', 1, 404);
  await files.getByRole('button', { name: 'Verwijder foto.png' }).click();
  await expect(page.getByText('Uw winkelwagen is leeg.')).toBeVisible();
});

test('a product that cannot be read says so and comes on a retry; its properties keep their own names when the category’s cannot be read', async ({ page, visit, request }) => {
  await visit('/products');
  await failNext(request, 'GET /v2/shop/items/{id}', READ_TRIES);
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Zoek een product' });
  await search.fill('partytent');
  await page.getByRole('listbox').getByRole('option', { name: 'Partytent 3 x 3 m' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(STORING);
  await expectAccessible(page);

  await failNext(request, 'GET /v2/shop/categories/{id}/item-properties', READ_TRIES);
  await page.getByRole('main').getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 3 m' })).toBeVisible();
  await page.getByRole('tablist', { name: 'Productinformatie' }).getByRole('tab', { name: 'Eigenschappen' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Afmeting');
  await expect.poll(async () => (await request.get('/api/__demo/faults')).json()).toEqual([]);
});

test('a serial number whose look-up fails says so, and leads to its product on a retry', async ({ page, visit, request }) => {
  await failNext(request, 'GET /v2/shop/serials/{id}', READ_TRIES);
  await visit('/sn/GK-2401');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(STORING);
  await page.getByRole('main').getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Geluidsinstallatie/ })).toBeVisible();

  // Not a serial, so it is looked up as a product, which fails first.
  await failNext(request, 'GET /v2/shop/items/{id}', READ_TRIES);
  await visit('/product/serial/fuifpakket');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(STORING);
  await page.getByRole('main').getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page).toHaveURL(/\/product\/details\/PAKKET-FUIF$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fuifpakket' })).toBeVisible();
});

test('the thank-you page says when the warehouse’s hours cannot be read, and shows them on a retry', async ({ page, visit, request }) => {
  await visit('/home');
  await storeShopValues(page, {
    receipt: receiptInBrugge(),
  });
  await failNext(request, 'GET /v2/warehouse/{id}/businessdays/{day}/shipmenthours', READ_TRIES);
  await visit('/bedankt');
  const main = page.getByRole('main');
  await expect(main).toContainText('De openingsuren konden niet geladen worden.');
  await expect(main).toContainText('Uw reserveringsnummer: RO-2026-0101');
  await main.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(main).toContainText('Open op de afhaaldag');
  await expect(main).not.toContainText('De openingsuren konden niet geladen worden.');
});

test('categories that cannot be read say so on home; a login reads them again, and so does a retry', async ({ page, request }) => {
  await failNext(request, 'GET /v2/shop/categories', 40);
  await page.goto('/home');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(STORING);
  await expectAccessible(page);

  // Signed in, the shop reads the categories again (they depend on who is signed in): still failing.
  await page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' }).click();
  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Wat zoek je?' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(STORING);
  await dropFaults(request);
  await page.getByRole('main').getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('list', { name: 'Categorieën' }).getByRole('link', { name: 'Tenten' })).toBeVisible();
});

const selectionDialog = (page: Page) => page.getByRole('dialog', { name: 'Locatie en periode' });

async function chooseLocation(page: Page, name: RegExp): Promise<void> {
  await selectionDialog(page).getByRole('button', { name: /Locatie$/ }).click();
  await page.getByRole('option', { name }).click();
}

test('the chooser says when the locations cannot be read, and reads them on a retry', async ({ page, visit, request }) => {
  await failNext(request, 'GET /v2/shop/warehouse', READ_TRIES);
  await visit('/products');
  await page.getByRole('button', { name: 'Locatie en periode wijzigen' }).click();
  const failure = selectionDialog(page).getByRole('alert');
  await expect(failure).toContainText('De locaties en leveringsmethoden konden niet geladen worden.');
  await expectAccessible(page);
  await failure.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(failure).toHaveCount(0);
  await chooseLocation(page, /Uitleendienst Brugge/);
  await expect(selectionDialog(page).getByRole('group', { name: 'Periode' }).getByRole('spinbutton').first()).toBeEnabled();
});

test('moving a cart to another location: a calendar that cannot be read keeps the choice or is read again; a refused check or change keeps the cart where it was', async ({ page, visit, request }) => {
  const period = await openWeekendInBrugge(request);
  await logInAsAdmin(page, visit);
  const cartId = await cartThroughApi(page, { period, lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], path: '/products' });
  await expect(page.getByRole('region', { name: 'Locatie en periode' })).toContainText('Uitleendienst Brugge');
  await page.getByRole('button', { name: 'Locatie en periode wijzigen' }).click();
  const location = selectionDialog(page).getByRole('button', { name: /Locatie$/ });
  const failure = selectionDialog(page).getByRole('alert');
  const cartWarehouse = async () => (await callAsSession<{ WarehouseID: { Key: string } }>(page, 'GET', `/api/v3/rental/cart/${cartId}`)).WarehouseID.Key;

  // The days of both warehouses of the location are read at once: every try of either fails.
  await failNext(request, 'GET /v2/closingDays', 2 * READ_TRIES);
  await chooseLocation(page, /Zuid-West-Vlaanderen/);
  await expect(failure).toContainText('De beschikbare dagen van deze locatie konden niet geladen worden.');
  await dropFaults(request);
  await failure.getByRole('button', { name: 'Vorige keuze behouden' }).click();
  await expect(failure).toHaveCount(0);
  await expect(location).toContainText('Uitleendienst Brugge');

  // Read again on a retry, then the cart's check fails: nothing changes.
  await failNext(request, 'GET /v2/closingDays', 2 * READ_TRIES);
  await chooseLocation(page, /Zuid-West-Vlaanderen/);
  await expect(failure).toContainText('De beschikbare dagen van deze locatie konden niet geladen worden.');
  await dropFaults(request);
  await failNext(request, 'POST /v3/rental/cart/{id}/items/_conflict-check', READ_TRIES);
  await failure.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(failure).toContainText('De instellingen van uw winkelwagen konden niet gewijzigd worden. Uw vorige keuze blijft behouden.');
  await expect(location).toContainText('Uitleendienst Brugge');
  expect(await cartWarehouse()).toBe('WH-BRUGGE');
  await expectAccessible(page);
  await selectionDialog(page).screenshot({ path: '/tmp/wt28-shopedges-selection-failed.png' });

  // The check passes, the change itself fails: the cart stays in Brugge; the next try moves it.
  await failNext(request, 'PATCH /v3/rental/cart/{id}');
  await chooseLocation(page, /Zuid-West-Vlaanderen/);
  await expect(failure).toContainText('Uw vorige keuze blijft behouden.');
  await expect(location).toContainText('Uitleendienst Brugge');
  expect(await cartWarehouse()).toBe('WH-BRUGGE');
  await chooseLocation(page, /Zuid-West-Vlaanderen/);
  await expect(location).toContainText('Zuid-West-Vlaanderen');
  await expect(failure).toHaveCount(0);
  expect(await cartWarehouse()).toBe('WH-KORTRIJK');
});

test('the configurator: what is missing, a period too long, too few in stock, the cart’s limit; a failed stock read or add says so and the next try works', async ({
  page,
  visit,
  request,
}) => {
  // A week: longer than the mobile stage may go out.
  const week = await openWeekendInBrugge(request, 7);
  // Without anonymous shopping, a visitor signed out is asked to sign in (at the end).
  expect((await request.put('/api/__demo/settings', { data: { AllowAnonymousShopUser: false } })).ok()).toBe(true);
  await logInAsAdmin(page, visit);
  const configurator = page.getByRole('region', { name: 'Huren' });
  const stockStatus = configurator.getByRole('status');
  // Each product page asks to confirm the choice the shop remembers.
  const confirm = configurator.getByRole('button', { name: 'Bevestigen' });
  const notices = page.getByRole('region', { name: 'Meldingen' });

  // The mobile stage goes out four days at most.
  await visit('/product/details/PODIUMWAGEN');
  await confirm.click();
  await expect(configurator.getByText('Er moet een periode gekozen worden')).toBeVisible();
  await chooseLocationAndPeriod(page, /Uitleendienst Brugge/, week);
  await expect(stockStatus.filter({ hasText: 'Deze periode is te lang, maximaal 4 dagen' })).toBeVisible();
  await expectAccessible(page);

  // The tent's amount and its add-on's are changed and judged again.
  await visit('/product/details/partytent-3-x-3-m');
  await confirm.click();
  await expect(stockStatus.filter({ hasText: 'Beschikbaar in deze periode' })).toBeVisible();
  await configurator.getByRole('button', { name: 'Aantal verhogen', exact: true }).click();
  await expect(configurator.getByRole('textbox', { name: 'Aantal', exact: true })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: /^Aantal Haringenset/ })).toHaveValue('2');
  await page.getByRole('button', { name: 'Eén Haringenset (12 stuks) met hamer meer', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Aantal Haringenset/ })).toHaveValue('3');

  // The heater's stock cannot be read at first; then Brugge has two: a third is not available.
  await failNext(request, 'GET /v2/shop/items/{id}/stock', READ_TRIES);
  await visit('/product/details/TENTVERWARMING');
  await confirm.click();
  await expect(configurator.getByText('Er ging iets mis bij het laden van de voorraad, probeer het later opnieuw')).toBeVisible();
  await configurator.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(stockStatus.filter({ hasText: 'Beschikbaar in deze periode' })).toBeVisible();
  await configurator.getByRole('button', { name: 'Aantal verhogen', exact: true }).click();
  await configurator.getByRole('button', { name: 'Aantal verhogen', exact: true }).click();
  await expect(stockStatus.filter({ hasText: 'Niet beschikbaar op deze locatie in deze periode.' })).toBeVisible();

  // Two sound systems are the most one cart may hold.
  await visit('/product/details/GELUIDSINSTALLATIE-KLEIN');
  await confirm.click();
  await expect(stockStatus.filter({ hasText: 'Beschikbaar in deze periode' })).toBeVisible();
  await configurator.getByRole('button', { name: 'Aantal verhogen', exact: true }).click();
  const add = configurator.getByRole('button', { name: 'Toevoegen aan winkelwagen' });
  const cartButton = page.getByRole('link', { name: /^Winkelwagen/ });

  // Each step of adding can fail: the capacity check, the new cart, its first lines, a later line.
  for (const [operation, times] of [
    ['GET /v2/shop/capacity', READ_TRIES],
    ['POST /v3/rental/cart', 1],
    ['POST /v3/rental/cart/{id}/items', 1],
    ['POST /v3/rental/cart/{id}/items', 1],
  ] as const) {
    await failNext(request, operation, times);
    await add.click();
    const failed = notices.getByRole('alert').filter({ hasText: 'Er ging iets mis bij het toevoegen aan uw winkelwagen, probeer het later opnieuw' });
    await expect(failed).toBeVisible();
    await expect(cartButton).toHaveAccessibleName(/^Winkelwagen 0 artikelen/);
    // Closed, so the next failure's message is its own.
    await failed.getByRole('button', { name: 'Melding sluiten' }).click();
    await expect(failed).toHaveCount(0);
  }
  await add.click();
  await expect(notices.getByText('Succesvol toegevoegd aan de winkelwagen')).toBeVisible();
  await expect(cartButton).toHaveAccessibleName('Winkelwagen 2 artikelen');
  await expect(stockStatus.filter({ hasText: 'U heeft het maximum aantal van dit artikel bereikt.' })).toBeVisible();
  await expectAccessible(page);

  // Signed out in another tab, the configurator here asks to sign in.
  const other = await page.context().newPage();
  await other.goto('/home');
  await other.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('button', { name: 'Afmelden' }).click();
  await expect(other.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await other.close();
  await expect(configurator.getByText(/^Meld u aan om dit artikel te huren/)).toBeVisible();
});

test('a search that fails says so and an emptied one closes; the next page of products that cannot be read says so and comes on a retry', async ({ page, visit, request }) => {
  await visit('/products');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Zoek een product' });
  await search.click();
  await page.keyboard.type('tent');
  await expect(page.getByRole('listbox').getByRole('option', { name: 'Partytent 3 x 3 m' })).toBeVisible();
  await search.clear();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await failNext(request, 'GET /v2/shop/items', READ_TRIES);
  await page.keyboard.type('micro');
  await expect(page.getByRole('listbox')).toHaveText(STORING);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  const cards = page.getByRole('list', { name: 'Producten' }).getByRole('listitem');
  await expect(cards).toHaveCount(12);
  await failNext(request, 'GET /v2/shop/items', READ_TRIES);
  // Asked twice in a row (the button, and the end of the list coming into view): one page is loaded.
  const more = page.getByRole('button', { name: 'Meer producten tonen' });
  await more.click();
  await more.click();
  const failure = page.getByRole('main').getByRole('alert').filter({ hasText: 'De volgende producten konden niet geladen worden.' });
  await expect(failure).toContainText(STORING);
  await expect(cards).toHaveCount(12);
  await expectAccessible(page);
  await failure.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(cards).toHaveCount(24);
});
