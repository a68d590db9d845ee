import { failNext, faultsSpent, READ_TRIES } from './demo-faults.ts';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';

/**
 * The account area when the line fails (issue 28): an order's extra information, the
 * conversations, and a new message whose sending fails at each of its steps. Each failure is
 * said where it happened, nothing typed is lost, and the next try goes on from where it stopped.
 */

/** A 1×1 PNG: the demo checks an image's bytes, not only its name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const conversations = 'GET /v2/shop/customer/conversation/{customerId}';

test('conversations that cannot be read say so and are read again on request; an image that cannot be fetched says so', async ({ page, visit, request }) => {
  await failNext(request, conversations, READ_TRIES);
  await visit('/account/messages');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('list', { name: 'Gesprekken' }).getByRole('listitem')).toHaveCount(3);

  await page.getByRole('link', { name: 'Schade aan een bierbankset' }).click();
  const image = page.getByRole('list', { name: 'Bijlagen' }).getByRole('button', { name: 'foto-schade.gif downloaden' });
  await failNext(request, 'GET /v2/shop/customer/conversation-attachment/{attachmentId}', READ_TRIES);
  await image.click();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByText('De demo-backend simuleert een storing')).toBeVisible();
  const download = page.waitForEvent('download');
  await image.click();
  expect((await download).suggestedFilename()).toBe('foto-schade.gif');
});

test('a new message whose sending fails at each step says so, keeps what was typed, and sent again arrives once with its image', async ({ page, visit, request }) => {
  await visit('/account/messages');
  await logIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'Nieuw bericht' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw bericht' });
  await dialog.getByRole('textbox', { name: 'Onderwerp' }).fill('Zijwanden voor de tenten');
  await dialog.getByRole('button', { name: /Bestelling \(niet verplicht\)/ }).click();
  await page.getByRole('option', { name: /RO-2026-0014/ }).click();
  await dialog.getByRole('textbox', { name: 'Bericht' }).fill('Kunnen we bij de partytenten ook zijwanden krijgen?');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Afbeeldingen kiezen' }).click();
  await (await chooser).setFiles({ name: 'schets.png', mimeType: 'image/png', buffer: PNG });

  // The conversation, then the message, then the image each fail once: each try goes on from where the last one stopped.
  await failNext(request, 'POST /v2/shop/customer/conversation/{customerId}');
  await failNext(request, 'POST /v2/shop/customer/conversation/{customerId}/{conversationId}/communication');
  await failNext(request, 'POST /v2/shop/customer/conversation-attachment/{customerId}/{conversationId}/{communicationId}');
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  for (let step = 0; step < 3; step += 1) {
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Bericht' })).toHaveValue('Kunnen we bij de partytenten ook zijwanden krijgen?');
    if (step === 0) await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Opnieuw proberen' }).click();
  }

  await expect(page).toHaveURL(/\/account\/messages\/CONV-\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Uw bericht is verstuurd' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zijwanden voor de tenten');
  await expect(page.getByText('Over bestelling RO-2026-0014')).toBeVisible();
  const thread = page.getByRole('list', { name: 'Berichten' });
  await expect(thread.locator(':scope > li')).toHaveCount(1);
  await expect(thread.getByRole('list', { name: 'Bijlagen' }).getByRole('listitem')).toHaveCount(1);
  await page.goto('/account/messages');
  await expect(page.getByRole('list', { name: 'Gesprekken' }).getByRole('listitem')).toHaveCount(4);
});

test("an order's extra information closed without saving stays to give; a save that fails keeps what was typed, and the next one saves it", async ({ page, visit, request }) => {
  await visit('/account?tab=orders');
  await logIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: '1 open actie bij bestelling RO-2026-0019' }).click();
  const actions = page.getByRole('dialog', { name: 'Acties van bestelling RO-2026-0019' });
  const dialog = page.getByRole('dialog', { name: 'Extra informatie over het evenement' });
  const name = dialog.getByRole('textbox', { name: 'Naam van de verantwoordelijke ter plaatse' });
  const phone = dialog.getByRole('textbox', { name: 'Gsm-nummer van de verantwoordelijke ter plaatse' });
  await actions.getByRole('button', { name: 'Extra informatie geven' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actions.getByRole('listitem')).toHaveText([/Extra informatie over het evenement geven\s*Verplicht/]);

  await actions.getByRole('button', { name: 'Extra informatie geven' }).click();
  await name.fill('Jonas Declercq');
  await phone.fill('0478 12 34 56');
  await failNext(request, 'POST /v2/shop/reservationOrders/{id}/_update');
  await dialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByText('De demo-backend simuleert een storing')).toBeVisible();
  await expect(name).toHaveValue('Jonas Declercq');
  await expect(phone).toHaveValue('0478 12 34 56');
  await expectAccessible(page);
  // Saved, but the orders cannot be read again: the pop-up stays with the order as the save returned it.
  await failNext(request, 'GET /v2/shop/reservationOrders', READ_TRIES);
  await dialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByText('De extra informatie is bewaard')).toBeVisible();
  await faultsSpent(request);
  await expect(actions.getByRole('listitem')).toHaveText([/Extra informatie over het evenement geven\s*Afgerond/]);
  await page.keyboard.press('Escape');
  await expect(actions).toBeHidden();
  await expect(page.getByRole('button', { name: /open actie bij bestelling RO-2026-0019/ })).toHaveCount(0);
});
