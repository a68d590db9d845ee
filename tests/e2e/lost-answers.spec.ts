import type { Page } from '@playwright/test';
import { failNext, loseAnswerOfNext } from './demo-faults.ts';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { cartThroughApi, chooseLocationAndPeriod, eventInfoThroughApi, openWeekendInBrugge, ordersOf, pick, slotsThroughApi } from './shop-steps.ts';

/**
 * A write that took effect but whose answer was lost on the way back (decision 027, the demo's
 * `lostAnswer` faults): the shop finds out what happened, says so, and does not do it twice.
 */

const cartButton = (page: Page) => page.getByRole('link', { name: /^Winkelwagen/ });

async function signIn(page: Page, visit: (path: string) => Promise<void>, path: string): Promise<void> {
  await visit(path);
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Mijn account' })).toBeVisible();
}

test('an order whose answer was lost is placed once, and the thank-you page says it arrived', async ({ page, visit, request }) => {
  const period = await openWeekendInBrugge(request);
  await signIn(page, visit, '/login');
  const ordersBefore = (await ordersOf(page)).length;
  const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], period, path: null });
  await slotsThroughApi(page, cartId, period);
  await eventInfoThroughApi(page, cartId, period);
  await page.goto('/samenvatting');
  await expect(page.getByRole('heading', { level: 1, name: 'Samenvatting' })).toBeVisible();
  await pick(page.getByRole('radio', { name: 'Betalen bij het afhalen' }));
  await expectAccessible(page);

  // A failure before the backend saved: the cart is still there, so nothing was ordered and the customer hears it failed.
  const confirm = page.getByRole('button', { name: 'Reservering bevestigen' });
  await failNext(request, 'POST /v3/rental/cart/{id}/_checkout');
  await confirm.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Er ging iets mis bij het plaatsen van uw reservering' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Samenvatting' })).toBeVisible();
  expect(await ordersOf(page)).toHaveLength(ordersBefore);

  // Pressed again, the order is saved and its answer lost.
  await loseAnswerOfNext(request, 'POST /v3/rental/cart/{id}/_checkout');
  await confirm.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanvraag!' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'De verbinding viel weg' })).toHaveText(
    'De verbinding viel weg terwijl uw aanvraag verstuurd werd, maar ze is wel aangekomen en één keer geplaatst. Het nummer staat in de bevestigingsmail.',
  );
  await expect(page.getByText('U betaalt bij het afhalen.')).toBeVisible();
  await expect(cartButton(page)).toContainText('0');
  expect(await ordersOf(page)).toHaveLength(ordersBefore + 1);
});

test('a product whose answer was lost is in the cart once, and the shop says it was added', async ({ page, visit, request }) => {
  const period = await openWeekendInBrugge(request);
  await signIn(page, visit, '/login');
  await page.goto('/product/details/partytent-3-x-3-m');
  await chooseLocationAndPeriod(page, /Uitleendienst Brugge/, period);
  const add = page.getByRole('region', { name: 'Huren' }).getByRole('button', { name: 'Toevoegen aan winkelwagen' });
  await expect(add).toBeEnabled();

  // A failure before the backend saved: the cart read again holds nothing of it, so the shop says the add failed.
  await failNext(request, 'POST /v3/rental/cart/{id}/items');
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Er ging iets mis bij het toevoegen aan uw winkelwagen' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Winkelwagen 0 artikelen');

  // Pressed again, the lines are saved and the answer lost.
  await loseAnswerOfNext(request, 'POST /v3/rental/cart/{id}/items');
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'De verbinding viel even weg' })).toContainText(
    'De verbinding viel even weg, maar het product is toegevoegd aan uw winkelwagen (één keer)',
  );
  // The tent and its required pegs, once each: no second press was needed, none added twice.
  await expect(cartButton(page)).toHaveAccessibleName('Winkelwagen 2 artikelen');
  await expectAccessible(page);
});

test('a message whose answer was lost is in the conversation once, and the shop says it arrived', async ({ page, visit, request }) => {
  await signIn(page, visit, '/account/messages');
  await page.getByRole('link', { name: 'Schade aan een bierbankset' }).click();
  const thread = page.getByRole('list', { name: 'Berichten' });
  const text = 'Wanneer mogen we de bierbanken terugbrengen?';
  await expect(thread.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Antwoorden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Antwoorden' });
  await dialog.getByRole('textbox', { name: 'Bericht' }).fill(text);

  // A failure before the backend saved: the message is not in the conversation, so the form says it failed and keeps it.
  const operation = 'POST /v2/shop/customer/conversation/{customerId}/{conversationId}/communication';
  await failNext(request, operation);
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Bericht' })).toHaveValue(text);

  // Tried again, the message is saved and its answer lost.
  await loseAnswerOfNext(request, operation);
  await dialog.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De verbinding viel even weg' })).toContainText('De verbinding viel even weg, maar uw bericht is aangekomen (één keer).');
  await expect(dialog).toBeHidden();
  await expect(thread.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await expectAccessible(page);
});

test('a conversation whose making lost its answer is made once, with the message in it', async ({ page, visit, request }) => {
  await signIn(page, visit, '/account/messages');
  await page.getByRole('button', { name: 'Nieuw bericht' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw bericht' });
  await dialog.getByRole('textbox', { name: 'Onderwerp' }).fill('Extra tafels voor het buurtfeest');
  await dialog.getByRole('textbox', { name: 'Bericht' }).fill('Hebben jullie nog vier tafels vrij?');

  // The conversation is made and the answer lost: the shop finds it and sends the message there.
  await loseAnswerOfNext(request, 'POST /v2/shop/customer/conversation/{customerId}');
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De verbinding viel even weg' })).toContainText('De verbinding viel even weg, maar uw bericht is aangekomen (één keer).');
  await expect(page).toHaveURL(/\/account\/messages\/CONV-\d+$/);
  await expect(page.getByRole('list', { name: 'Berichten' }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);
  await visit('/account/messages');
  await expect(page.getByRole('link', { name: 'Extra tafels voor het buurtfeest' })).toHaveCount(1);
});
