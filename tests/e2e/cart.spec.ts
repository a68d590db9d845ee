import type { Page } from '@playwright/test';
import { failNext } from './demo-faults.ts';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { HeldCalls } from './held-calls.ts';
import { cartThroughApi, openWeekendInBrugge, pick, plusDays } from './shop-steps.ts';

/**
 * The cart page (spec 001 §2, §4, §5) as a customer: amounts and removal, clearing after a
 * confirmation, the time slots with the delivery rules, the weekend hint, and what blocks going
 * on (a missing slot, a required upload, a certificate, a reference).
 */

const line = (page: Page, name: string) => page.getByRole('listitem', { name });
const proceed = (page: Page) => page.getByRole('button', { name: 'Verder naar de evenementgegevens' });
const pickUpSlots = (page: Page) => page.getByRole('radiogroup', { name: /^Afhalen op/ });
const returnSlots = (page: Page) => page.getByRole('radiogroup', { name: /^Terugbrengen op/ });

async function logInAs(page: Page, visit: (path: string) => Promise<void>, user: string) {
  await visit('/login');
  await logIn(page, user);
  if (user === 'multi@demo.test') await page.getByRole('button', { name: 'Gemeente Oostkamp – Dienst Cultuur' }).click();
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
}

test('a customer changes amounts, removes lines one by one and together, and clears the cart after confirming', async ({ page, visit, request }) => {
  const period = await openWeekendInBrugge(request);
  await logInAs(page, visit, 'admin@demo.test');
  await cartThroughApi(page, {
    period,
    lines: [
      { ItemID: 'PARTYTENT-3X3', Amount: 2 },
      { ItemID: 'BIERBANKSET', Amount: 4 },
      { ItemID: 'VIER-OP-EEN-RIJ-REUS', Amount: 1 },
      { ItemID: 'NADARHEK', Amount: 3 },
    ],
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Winkelwagen/ })).toContainText('10');
  await expectAccessible(page);

  // Each control of the amount has one name, the product named once in it.
  const tent = line(page, 'Partytent 3 x 3 m');
  await expect(tent.getByRole('textbox', { name: /Aantal/ })).toHaveAccessibleName('Aantal Partytent 3 x 3 m');
  await expect(tent.getByRole('button', { name: /minder/ })).toHaveAccessibleName('Eén Partytent 3 x 3 m minder');
  await expect(tent.getByRole('button', { name: /meer/ })).toHaveAccessibleName('Eén Partytent 3 x 3 m meer');
  await line(page, 'Partytent 3 x 3 m').getByRole('button', { name: /meer/ }).click();
  await expect(line(page, 'Partytent 3 x 3 m').getByRole('textbox', { name: /Aantal/ })).toHaveValue('3');
  await expect(page.getByRole('link', { name: /Winkelwagen/ })).toContainText('11');

  await line(page, 'Bierbankset (tafel en 2 banken)').getByRole('button', { name: /^Verwijderen/ }).click();
  await expect(line(page, 'Bierbankset (tafel en 2 banken)')).toHaveCount(0);

  const removeSelected = page.getByRole('button', { name: /^Geselecteerde verwijderen/ });
  await expect(removeSelected).toBeDisabled();
  for (const name of ['Reuzen vier-op-een-rij', 'Nadarhek']) {
    await line(page, name).getByRole('checkbox').focus();
    await page.keyboard.press('Space');
  }
  await expect(removeSelected).toHaveText('Geselecteerde verwijderen (2)');
  await removeSelected.click();
  await expect(line(page, 'Nadarhek')).toHaveCount(0);
  await expect(line(page, 'Reuzen vier-op-een-rij')).toHaveCount(0);

  await page.reload();
  await expect(line(page, 'Partytent 3 x 3 m').getByRole('textbox', { name: /Aantal/ })).toHaveValue('3');

  await page.getByRole('button', { name: 'Winkelwagen leegmaken' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Winkelwagen leegmaken' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(line(page, 'Partytent 3 x 3 m')).toBeVisible();
  // A clear that fails keeps the cart and says so; the next one empties it.
  await failNext(request, 'DELETE /v3/rental/cart/{id}');
  await page.getByRole('button', { name: 'Winkelwagen leegmaken' }).click();
  await dialog.getByRole('button', { name: 'Leegmaken' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText('De demo-backend simuleert een storing');
  await expect(line(page, 'Partytent 3 x 3 m')).toBeVisible();
  await page.getByRole('button', { name: 'Winkelwagen leegmaken' }).click();
  await dialog.getByRole('button', { name: 'Leegmaken' }).click();
  await expect(page.getByText('Uw winkelwagen is leeg.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Winkelwagen/ })).toContainText('0 artikelen');
  await expectAccessible(page);
});

test('time slots: three at a time, "voor 7:30" only with drop-off in the box, and the delivery follows the return slot', async ({ page, visit, request }) => {
  const period = await openWeekendInBrugge(request);
  await logInAs(page, visit, 'admin@demo.test');
  // The slots cannot be read at first (a read: its three retries fail too); they come on a retry.
  await failNext(request, 'GET /v2/shop/capacity/_start-business-moments', 4);
  await cartThroughApi(page, { period, lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }] });
  await expect(page.getByRole('link', { name: /^Winkelwagen/ })).toHaveAccessibleName('Winkelwagen 1 artikel');
  const slotsFailure = page.getByRole('alert').filter({ hasText: 'De afhaal- en terugbrengmomenten konden niet geladen worden.' });
  await expect(slotsFailure).toBeVisible();
  await slotsFailure.getByRole('button', { name: 'Opnieuw proberen' }).click();

  await expect(pickUpSlots(page).getByRole('radio')).toHaveCount(3);
  await page.getByRole('button', { name: /^Afhalen op .*: Toon meer \(\d+\)$/ }).click();
  await expect(pickUpSlots(page).getByRole('radio')).not.toHaveCount(3);
  await expect(returnSlots(page).getByRole('radio')).toHaveCount(3);
  await page.getByRole('button', { name: /^Terugbrengen op .*: Toon meer \(\d+\)$/ }).click();
  await expect(returnSlots(page).getByRole('radio')).not.toHaveCount(3);
  await expect(returnSlots(page).getByRole('radio', { name: 'voor 7:30' })).toHaveCount(0);

  // Spec 001 §4: drop-off in the box takes the "voor 7:30" return slot.
  await pick(page.getByRole('radio', { name: /Terugbrengen in de inleverbox/ }));
  await expect(returnSlots(page).getByRole('radio', { name: 'voor 7:30' })).toBeChecked();
  await expectAccessible(page);

  // Another return slot with drop-off in the box: the delivery becomes pick-up-and-return.
  await pick(returnSlots(page).getByRole('radio', { name: '09:00 - 10:00' }));
  await expect(page.getByRole('radio', { name: /Afhalen en terugbrengen/ })).toBeChecked();
  await expect(returnSlots(page).getByRole('radio', { name: 'voor 7:30' })).toHaveCount(0);

  // Back to drop-off, then away again: the first ordinary slot replaces "voor 7:30".
  await pick(page.getByRole('radio', { name: /Terugbrengen in de inleverbox/ }));
  await expect(returnSlots(page).getByRole('radio', { name: 'voor 7:30' })).toBeChecked();
  await pick(page.getByRole('radio', { name: /Afhalen en terugbrengen/ }));
  // Until the cart is read again, its drop-off slot is still the first: the reload waits for the new one.
  await expect(returnSlots(page).getByRole('radio', { name: 'voor 7:30' })).toHaveCount(0);
  await expect(returnSlots(page).getByRole('radio').first()).toBeChecked();

  await page.reload();
  await expect(page.getByRole('radio', { name: /Afhalen en terugbrengen/ })).toBeChecked();
  await expect(returnSlots(page).getByRole('radio').first()).toBeChecked();
});

test('a Monday pick-up or a Friday return shows what a weekend would save', async ({ page, visit, request }) => {
  const weekend = await openWeekendInBrugge(request);
  const answer = await request.get(`/api/v2/closingDays?warehouse=WH-BRUGGE&dateFrom=${weekend.to}&dateTo=${plusDays(weekend.to, 120)}`);
  const closed = new Set(((await answer.json()) as { Collection: { Date: string }[] }).Collection.map((d) => d.Date.slice(0, 10)));
  let monday = weekend.to;
  while (closed.has(monday) || closed.has(plusDays(monday, 4))) monday = plusDays(monday, 7);
  await logInAs(page, visit, 'admin@demo.test');
  await cartThroughApi(page, { period: { from: monday, to: plusDays(monday, 4) }, lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 2 }] });
  await expect(page.getByText(/^Afhalen op maandag en terugbrengen op vrijdag kost meer: kies vrijdag en maandag en bespaar €\s?\d/)).toBeVisible();
  await expectAccessible(page);
});

test('a required upload and a certificate hold the cart back until they are given; "Verder" pressed while the cart is saved or read again waits for it', async ({ page, visit, request }) => {
  const period = await openWeekendInBrugge(request);
  await logInAs(page, visit, 'admin@demo.test');
  const cartId = await cartThroughApi(page, { period, lines: [{ ItemID: 'SPRINGKASTEEL', Amount: 1 }, { ItemID: 'VERKEERSBORD-C3', Amount: 2 }] });
  await pick(pickUpSlots(page).getByRole('radio').first());

  // The certificate is a required action: proceeding waits for it.
  await expect(page.getByRole('region', { name: /Nog te doen/ })).toContainText('1');
  await expect(proceed(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Attest ingeven' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attesten' });
  await expectAccessible(page);
  // Closed without an answer, then opened again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Attest ingeven' }).click();
  await dialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(dialog.getByText('Vul het nummer van het attest in.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nummer van het attest' }).fill('PB-2026-0412');
  await dialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(page.getByRole('region', { name: /Nog te doen/ })).toContainText('Afgerond');
  await expect(proceed(page)).toBeEnabled();

  // "Verder" pressed while the return slot is being saved is judged on the saved cart, which
  // has both slots: spec 001 §5, the bouncy castle needs a file before the cart goes on.
  const theCart = new RegExp(`/api/v3/rental/cart/${cartId}(\\?|$)`);
  const slotSave = new HeldCalls(page, theCart, 'PATCH');
  await slotSave.install();
  const returnSlot = returnSlots(page).getByRole('radio').first();
  await returnSlot.focus();
  await returnSlot.press('Space');
  await slotSave.arrived();
  await proceed(page).click();
  await expect(page.getByText('Kies een afhaalmoment en een terugbrengmoment.')).toHaveCount(0);
  await slotSave.release();
  await expect(returnSlot).toBeChecked();
  await expect(page.getByText('Voeg een bestand toe bij elk artikel dat erom vraagt.')).toBeVisible();
  await expect(page).toHaveURL(/\/winkelwagen$/);

  // The stored file shows at once; "Verder" pressed before the cart is read again goes on with it.
  const cartRead = new HeldCalls(page, theCart);
  await cartRead.install();
  const files = page.getByRole('group', { name: /Bestanden bij Springkasteel Ridderburcht/ });
  const chooser = page.waitForEvent('filechooser');
  await files.getByRole('button', { name: /Bestanden kiezen/ }).click();
  await (await chooser).setFiles({ name: 'verzekeringsattest.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) });
  await expect(files.getByRole('button', { name: 'Verwijder verzekeringsattest.png' })).toBeVisible();
  await expectAccessible(page);
  await cartRead.arrived();
  await proceed(page).click();
  await expect(page).toHaveURL(/\/winkelwagen$/);
  await cartRead.release();
  await expect(page).toHaveURL(/\/extra-info$/);
});

test('a municipality gives its reference before the cart goes on, and keeps it after a reload', async ({ page, visit, request }) => {
  const period = await openWeekendInBrugge(request);
  await logInAs(page, visit, 'multi@demo.test');
  await cartThroughApi(page, { period, lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }] });
  await expect(proceed(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Referentie ingeven' }).click();
  const dialog = page.getByRole('dialog', { name: 'Referentie' });
  // Closed without an answer, then opened again.
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Referentie ingeven' }).click();
  await dialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(dialog.getByText('Vul een referentie in.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'Referentie' }).fill('BB-2026-117');
  await dialog.getByRole('button', { name: 'Bewaren' }).press('Enter');
  await expect(page.getByRole('region', { name: /Nog te doen/ })).toContainText('BB-2026-117');
  await expect(proceed(page)).toBeEnabled();
  await page.reload();
  await expect(proceed(page)).toBeEnabled();

  // Spec 001 §5: the time slots are required before going on.
  await proceed(page).click();
  await expect(page.getByText('Kies een afhaalmoment en een terugbrengmoment.')).toBeVisible();
});
