import type { APIRequestContext, Page } from '@playwright/test';
import { failNext } from './demo-faults.ts';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { cartThroughApi, describeEvent, openWeekendInBrugge, pick, plusDays } from './shop-steps.ts';

/**
 * Two rules of the lending service (issue 25, decision 017): SaveCartsWithStockConflict lets a
 * line short of stock be requested (spec 001 §9), and the ExtraOrderInfo action asks for the
 * on-site contact of a large party tent, in the cart and in the orders' actions pop-up.
 */

const line = (page: Page, name: string) => page.getByRole('listitem', { name });
const proceed = (page: Page) => page.getByRole('button', { name: 'Verder naar de evenementgegevens' });
const toDo = (page: Page) => page.getByRole('region', { name: /Nog te doen/ });
const toasts = (page: Page) => page.getByRole('region', { name: 'Meldingen' });
/** Brugge owns twelve of these signs: twenty are always short. */
const SIGN = 'Omleidingsbord F41 op voet';
/** Stocked in Kortrijk and Ieper, not in Brugge. */
const LIGHT_MAST = 'Mobiele lichtmast 4 x 400 W';

async function setStockConflicts(request: APIRequestContext, allowed: boolean) {
  expect((await request.put('/api/__demo/settings', { data: { SaveCartsWithStockConflict: allowed } })).ok()).toBe(true);
}

async function adminWithCart(page: Page, visit: (path: string) => Promise<void>, request: APIRequestContext, lines: { ItemID: string; Amount: number }[]) {
  const period = await openWeekendInBrugge(request);
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await cartThroughApi(page, { period, lines });
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  return period;
}

async function chooseSlots(page: Page) {
  await pick(page.getByRole('radiogroup', { name: /^Afhalen op/ }).getByRole('radio').first());
  await pick(page.getByRole('radiogroup', { name: /^Terugbrengen op/ }).getByRole('radio').first());
}

test('with SaveCartsWithStockConflict off (the default), a line short of stock holds the cart back', async ({ page, visit, request }) => {
  await adminWithCart(page, visit, request, [{ ItemID: 'VERKEERSBORD-F41', Amount: 20 }]);
  const sign = line(page, SIGN);
  await expect(sign.getByRole('status')).toHaveText(/^Onvoldoende voorraad voor deze periode: nog \d+ beschikbaar$/);
  await expect(sign.getByRole('status')).toHaveClass(/notice-error/);
  await expectAccessible(page);
  await chooseSlots(page);
  await proceed(page).click();
  await expect(toasts(page).getByText('Verwijder eerst de artikelen die niet beschikbaar zijn.')).toBeVisible();
  await expect(page).toHaveURL(/\/winkelwagen$/);
});

test('with SaveCartsWithStockConflict on, a line short of stock is marked and goes on to an order; another reason still blocks', async ({ page, visit, request }) => {
  test.setTimeout(90_000);
  await setStockConflicts(request, true);
  const period = await adminWithCart(page, visit, request, [
    { ItemID: 'VERKEERSBORD-F41', Amount: 20 },
    { ItemID: 'LICHTMAST-MOBIEL', Amount: 1 },
  ]);
  const sign = line(page, SIGN);
  await expect(sign.getByRole('status')).toContainText(/^Onvoldoende voorraad voor deze periode: nog \d+ beschikbaar/);
  await expect(sign.getByRole('status')).toContainText('Mogelijk is niet alles beschikbaar. U kunt uw aanvraag toch indienen: de uitleendienst bekijkt wat ze kan uitlenen en laat het u weten.');
  await expect(line(page, LIGHT_MAST).getByRole('status')).toHaveText('Niet beschikbaar in Uitleendienst Brugge');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/wt-cartrules-stock-conflict.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await sign.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/wt-cartrules-stock-conflict-phone.png' });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await chooseSlots(page);
  await proceed(page).click();
  await expect(toasts(page).getByText('Verwijder eerst de artikelen die niet beschikbaar zijn.')).toBeVisible();
  await expect(page).toHaveURL(/\/winkelwagen$/);

  await line(page, LIGHT_MAST).getByRole('button', { name: /^Verwijderen/ }).click();
  await expect(line(page, LIGHT_MAST)).toHaveCount(0);
  await proceed(page).click();
  await expect(page).toHaveURL(/\/extra-info$/);
  await describeEvent(page, plusDays(period.from, 1));
  await expect(page.getByRole('region', { name: 'Uitleendienst Brugge' })).toContainText(`20 × ${SIGN}`);
  await pick(page.getByRole('radio', { name: 'Betalen bij het afhalen' }));
  await page.getByRole('button', { name: 'Reservering bevestigen' }).click();
  await expect(page).toHaveURL(/\/bedankt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanvraag!' })).toBeVisible();
});

test('a party tent asks for its on-site contact in the cart: proceeding waits for it, the dialog checks it, and it stays after a reload', async ({ page, visit, request }) => {
  await adminWithCart(page, visit, request, [{ ItemID: 'FEESTTENT-5X10', Amount: 1 }]);
  await expect(toDo(page).getByRole('listitem')).toHaveText([/Extra informatie over het evenement geven\s*\(Verplicht\)\s*Extra informatie geven/]);
  await expect(proceed(page)).toBeDisabled();
  await expect(page.getByText('Vul eerst de extra informatie in die de uitleendienst vraagt.')).toBeVisible();
  await page.screenshot({ path: '/tmp/wt-cartrules-extra-info-cart.png', fullPage: true });

  await toDo(page).getByRole('button', { name: 'Extra informatie geven' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extra informatie over het evenement' });
  const name = dialog.getByRole('textbox', { name: 'Naam van de verantwoordelijke ter plaatse' });
  const phone = dialog.getByRole('textbox', { name: 'Gsm-nummer van de verantwoordelijke ter plaatse' });
  await expect(name).toBeFocused();
  await dialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(name).toHaveAccessibleDescription('Dit veld is verplicht');
  await expect(phone).toHaveAccessibleDescription('Dit veld is verplicht');
  await name.fill('Jonas Declercq');
  await phone.fill('na de middag');
  await phone.press('Enter');
  await expect(phone).toHaveAccessibleDescription('Geef een geldig telefoonnummer in');
  // What was typed stays while the dialog says what is wrong.
  await expect(name).toHaveValue('Jonas Declercq');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/wt-cartrules-extra-info-dialog.png' });
  await phone.fill('0478 12 34 56');
  // A save that fails keeps the dialog and what was typed; the next one is kept.
  await failNext(request, 'PATCH /v3/rental/cart/{id}');
  await phone.press('Enter');
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText('De demo-backend simuleert een storing');
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('Jonas Declercq');
  await expect(phone).toHaveValue('0478 12 34 56');
  await phone.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toDo(page).getByRole('listitem')).toHaveText([/\(Afgerond\)\s*Extra informatie wijzigen/]);
  await expect(proceed(page)).toBeEnabled();

  await page.reload();
  await expect(proceed(page)).toBeEnabled();
  await toDo(page).getByRole('button', { name: 'Extra informatie wijzigen' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Naam van de verantwoordelijke ter plaatse' })).toHaveValue('Jonas Declercq');
  await expect(dialog.getByRole('textbox', { name: 'Gsm-nummer van de verantwoordelijke ter plaatse' })).toHaveValue('0478 12 34 56');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("an order's open extra order info is given from the actions pop-up; the open-action badge goes", async ({ page, visit }) => {
  await visit('/account?tab=orders');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await page.getByRole('button', { name: '1 open actie bij bestelling RO-2026-0019' }).click();
  const actions = page.getByRole('dialog', { name: 'Acties van bestelling RO-2026-0019' });
  await expect(actions.getByRole('listitem')).toHaveText([/Extra informatie over het evenement geven\s*Verplicht/]);
  await actions.getByRole('button', { name: 'Extra informatie geven' }).click();

  const dialog = page.getByRole('dialog', { name: 'Extra informatie over het evenement' });
  const name = dialog.getByRole('textbox', { name: 'Naam van de verantwoordelijke ter plaatse' });
  const phone = dialog.getByRole('textbox', { name: 'Gsm-nummer van de verantwoordelijke ter plaatse' });
  await phone.fill('0478 12 34 56');
  await dialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(name).toHaveAccessibleDescription('Dit veld is verplicht');
  await expectAccessible(page);
  await name.fill('Jonas Declercq');
  await dialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(toasts(page).getByText('De extra informatie is bewaard')).toBeVisible();
  await expect(actions.getByRole('listitem')).toHaveText([/Extra informatie over het evenement geven\s*Afgerond/]);
  await expect(actions).toBeFocused();
  await page.screenshot({ path: '/tmp/wt-cartrules-order-actions.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /open actie bij bestelling RO-2026-0019/ })).toHaveCount(0);
});
