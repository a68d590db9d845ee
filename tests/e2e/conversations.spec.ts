import type { Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';

/** Conversations with the lending service (issue 15, spec 002 §2, §3, §7, §8). */

/** A 1×1 PNG: the demo checks an image's bytes, not only its name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function chooseFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: 'Afbeeldingen kiezen' }).click();
  await (await chooser).setFiles(files);
}

/** The messages of the thread (not the attachments listed in them). */
const messagesOf = (page: Page) => page.getByRole('list', { name: 'Berichten' }).locator(':scope > li');

/** No address with the access token anywhere a person could copy it. */
async function expectNoTokenInPage(page: Page) {
  await expect(page.locator('[href*="token="], [src*="token="], [action*="token="]')).toHaveCount(0);
  expect(page.url()).not.toContain('token');
}

test('a new conversation about an order is started with an image and shows in its thread after a reload', async ({ page, visit }) => {
  await visit('/account/orders/detail/RO-2026-0014');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/orders\/detail\/RO-2026-0014$/);
  const section = page.getByRole('region', { name: 'Berichten over deze bestelling' });
  await expect(section).toContainText('Nog geen berichten over deze bestelling.');
  await expectAccessible(page);

  await section.getByRole('button', { name: 'Bericht over deze bestelling sturen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw bericht' });
  await expect(dialog).toContainText('Over bestelling RO-2026-0014');
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(dialog.getByText('Geef een onderwerp')).toBeVisible();
  await expect(dialog.getByText('Schrijf een bericht')).toBeVisible();

  // The subject goes as typed; markup in it stays text.
  await dialog.getByRole('textbox', { name: 'Onderwerp' }).fill('Zijwanden <b>voor</b> de tenten');
  await dialog.getByRole('textbox', { name: 'Bericht' }).fill('Kunnen we bij de partytenten ook zijwanden krijgen?\nIn bijlage een schets.');
  await chooseFiles(page, [{ name: 'schets.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(dialog.getByRole('list', { name: 'Gekozen afbeeldingen' })).toContainText('schets.png');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Versturen' }).click();

  await expect(page).toHaveURL(/\/account\/messages\/CONV-\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Uw bericht is verstuurd' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zijwanden <b>voor</b> de tenten');
  await expect(page.getByText('Over bestelling RO-2026-0014')).toBeVisible();
  const thread = page.getByRole('list', { name: 'Berichten' });
  await expect(messagesOf(page)).toHaveCount(1);
  await expect(thread).toContainText('Kunnen we bij de partytenten ook zijwanden krijgen?');
  const attachments = thread.getByRole('list', { name: 'Bijlagen' });
  await expect(attachments).toContainText('schets.png');
  await expect(attachments).toContainText('PNG');
  await expectAccessible(page);

  // The attachment reaches the browser as a file from an object URL, never as the address with the token.
  const download = page.waitForEvent('download');
  await attachments.getByRole('button', { name: 'schets.png downloaden' }).click();
  expect((await download).suggestedFilename()).toBe('schets.png');
  expect((await download).url()).toMatch(/^blob:/);
  await expectNoTokenInPage(page);

  // And it is listed with the order's conversations and on the tab.
  await page.goto('/account/orders/detail/RO-2026-0014');
  await expect(page.getByRole('region', { name: 'Berichten over deze bestelling' }).getByRole('link', { name: 'Zijwanden <b>voor</b> de tenten' })).toBeVisible();
  await page.goto('/account/messages');
  await expect(page.getByRole('list', { name: 'Gesprekken' }).getByRole('listitem').first()).toContainText('Zijwanden <b>voor</b> de tenten');
});

test("a message from the lending service renders its HTML safely and runs none of its scripts", async ({ page, visit, request }) => {
  await visit('/account/messages');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/messages$/);
  await expect(page.getByRole('list', { name: 'Gesprekken' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('link', { name: 'Schade aan een bierbankset' }).click();
  const conversationId = /\/account\/messages\/([^/]+)$/.exec(page.url())![1]!;
  const answer = await request.post(`/api/__demo/conversations/${conversationId}/provider-message`, {
    data: {
      Message:
        '<p>Zie de <strong>foto</strong>.</p><img src="geen-foto.png" alt="Foto van de bank" onerror="window.__xssImage = true">' +
        '<script>window.__xssScript = true</script><a href="javascript:window.__xssLink = true">Klik</a>',
    },
  });
  expect(answer.status()).toBe(201);
  await page.reload();

  const latest = messagesOf(page).last();
  await expect(latest).toContainText('Zie de foto.');
  await expect(latest.locator('strong')).toHaveText('foto');
  // The seeded message's script and onclick, and the new one's onerror, script and javascript: link are gone.
  await expect(page.locator('.thread script, .thread [onerror], .thread [onclick], .thread a[href^="javascript:"]')).toHaveCount(0);
  const flags = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return [w.__xssImage, w.__xssScript, w.__xssLink];
  });
  expect(flags).toEqual([undefined, undefined, undefined]);
  await expectAccessible(page);
});

test('a file of the wrong type or too big is removed with its message; the new message is checked before it goes', async ({ page, visit }) => {
  await visit('/account/messages');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/messages$/);
  await page.getByRole('button', { name: 'Nieuw bericht' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw bericht' });
  await chooseFiles(page, [
    { name: 'offerte.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    { name: 'schets.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(dialog.getByRole('alert')).toHaveText('offerte.pdf: Het geselecteerde bestand is niet ondersteund. Geldige bestanden: gif, png, jpeg, jpg');
  await expect(dialog.getByRole('list', { name: 'Gekozen afbeeldingen' }).getByRole('listitem')).toHaveText([/schets\.png/]);
  await chooseFiles(page, [{ name: 'groot.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) }]);
  await expect(dialog.getByRole('alert')).toHaveText('groot.jpg: Het geselecteerde bestand is te groot (max 5 MB)');
  await expect(dialog.getByRole('list', { name: 'Gekozen afbeeldingen' }).getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Verwijder schets.png' }).click();
  await expect(dialog.getByRole('list', { name: 'Gekozen afbeeldingen' })).toHaveCount(0);
  await expectAccessible(page);

  // A half-written message survives a reload (its images cannot); closing the form lets it go.
  await dialog.getByRole('textbox', { name: 'Onderwerp' }).fill('Half geschreven');
  await dialog.getByRole('textbox', { name: 'Bericht' }).fill('Nog niet af');
  await page.reload();
  await expect(dialog.getByRole('textbox', { name: 'Onderwerp' })).toHaveValue('Half geschreven');
  await expect(dialog.getByRole('textbox', { name: 'Bericht' })).toHaveValue('Nog niet af');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Gesprekken' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the conversations pass the accessibility scan on a phone', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit('/account/messages');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('list', { name: 'Gesprekken' }).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Schade aan een bierbankset' }).click();
  await expect(messagesOf(page)).toHaveCount(3);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Antwoorden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Antwoorden' });
  await expect(dialog).toContainText('Over: Schade aan een bierbankset');
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'Bericht' }).fill('Bedankt voor uw antwoord.');
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(dialog).toBeHidden();
  await expect(messagesOf(page)).toHaveCount(4);
  await expect(messagesOf(page).last()).toContainText('Bedankt voor uw antwoord.');
  await expectAccessible(page);
});
