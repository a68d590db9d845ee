import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { failNext, READ_TRIES } from './demo-faults.ts';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';

/** The organisation's own serial-numbered items, "Mijn materiaal" (issue 15, spec 002 §2, §3, §7, §9). */

const itemList = (page: Page) => page.getByRole('list', { name: 'Mijn materiaal' });
const rows = (page: Page) => itemList(page).getByRole('listitem');

async function openItems(page: Page, visit: (path: string) => Promise<void>) {
  await visit('/account?tab=items');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/items$/);
  await expect(rows(page)).toHaveCount(20);
}

test('the items list shows 20 items last serviced first, more when scrolled to the end, and a search narrows it', async ({ page, visit }) => {
  await openItems(page, visit);
  await expect(page.getByRole('link', { name: 'Mijn materiaal' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('30 toestellen, 20 getoond')).toBeVisible();
  // The most recently serviced item first (11 days ago), with its status and brand.
  await expect(rows(page).first()).toContainText('BB-C1001-04');
  await expect(rows(page).first()).toContainText('Sicli');
  await expect(rows(page).filter({ hasText: 'AED-C1001-02' })).toHaveCount(0);
  await expectAccessible(page);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(rows(page)).toHaveCount(30);
  await expect(page.getByText('30 toestellen, 30 getoond')).toBeVisible();
  await expect(rows(page).filter({ hasText: 'AED-C1001-02' })).toContainText('Onderhoud nodig');
  await expect(rows(page).last()).toContainText('Nog niet onderhouden');
  await expect(rows(page).filter({ hasText: 'BB-C1001-03' })).toContainText('OK');

  await page.getByRole('searchbox', { name: 'Zoeken in mijn materiaal' }).fill('allen');
  await expect(rows(page)).toHaveCount(6);
  for (const row of await rows(page).all()) await expect(row).toContainText('Allen & Heath');
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Zoeken in mijn materiaal' }).fill('geen-zulk-toestel');
  await expect(page.getByText('Geen materiaal dat aan uw zoekopdracht voldoet.')).toBeVisible();
  await expect(itemList(page)).toHaveCount(0);
  await expectAccessible(page);
});

test("an item's documents show in a dialog, each downloadable, and every document downloads as one zip", async ({ page, visit, request }) => {
  await openItems(page, visit);
  await page.getByRole('button', { name: 'Documenten van AED-C1001-01' }).click();
  const dialog = page.getByRole('dialog', { name: 'Documenten van AED-C1001-01' });
  const documents = dialog.getByRole('list', { name: 'Documenten van AED-C1001-01' }).getByRole('link');
  await expect(documents).toHaveText(['handleiding-aed.pdf', 'onderhoudsattest.pdf']);
  const manual = await request.get((await documents.first().getAttribute('href'))!);
  expect(manual.ok()).toBe(true);
  expect((await manual.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Alle documenten downloaden (zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('documenten-CUST-1001.zip');
  expect((await readFile(await download.path())).subarray(0, 2).toString()).toBe('PK');
  await expect(page.getByRole('button', { name: 'Alle documenten downloaden (zip)' })).toBeEnabled();
});


test("items, a next page, an item's documents and the zip that cannot be read each say so, keep what is shown and are read again on request", async ({ page, visit, request }) => {
  // Signed in on another tab first, then to the items: a person coming from elsewhere in the account.
  await visit('/account?tab=details');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/details$/);
  await failNext(request, 'GET /v2/shop/customer/customeritemserials', READ_TRIES);
  await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('link', { name: 'Mijn materiaal' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(rows(page)).toHaveCount(20);

  // Down to the end, up and down again at once: one page is asked for, and it fails.
  await failNext(request, 'GET /v2/shop/customer/customeritemserials', READ_TRIES);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const top of [document.body.scrollHeight, 0, document.body.scrollHeight]) {
      window.scrollTo(0, top);
      await frame();
    }
  });
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await expect(rows(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(rows(page)).toHaveCount(30);

  await failNext(request, 'GET /v2/shop/customer/{customerId}/customeritems/{itemId}/serials/{serialId}/attachments', 2 * READ_TRIES);
  await page.getByRole('button', { name: 'Documenten van AED-C1001-01' }).click();
  const dialog = page.getByRole('dialog', { name: 'Documenten van AED-C1001-01' });
  await expect(dialog.getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(dialog.getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toHaveCount(0);

  // A slow line: the dialog is closed while the documents are still on their way.
  expect((await request.put('/api/__demo/switches', { data: { latencyMs: 2000 } })).ok()).toBe(true);
  await page.getByRole('button', { name: 'Documenten van AED-C1001-01' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'De documenten worden geladen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await request.put('/api/__demo/switches', { data: { latencyMs: 0 } })).ok()).toBe(true);

  await failNext(request, 'GET /v2/shop/customer/{customerId}/customeritems/serials/attachments/_zip', READ_TRIES);
  await page.getByRole('button', { name: 'Alle documenten downloaden (zip)' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Alle documenten downloaden (zip)' }).click();
  expect((await downloading).suggestedFilename()).toBe('documenten-CUST-1001.zip');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('the items page and an item\'s documents read at 390 px', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openItems(page, visit);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(rows(page)).toHaveCount(30);
  await page.getByRole('button', { name: 'Documenten van GK-C1001-01' }).click();
  await expect(page.getByRole('dialog', { name: 'Documenten van GK-C1001-01' }).getByRole('link')).toHaveText(['handleiding-geluidsinstallatie-klein.pdf', 'onderhoudsattest.pdf']);
  await expectAccessible(page);
});

test("a serial number leads to its product, which lists the serial's public documents", async ({ page, visit, request }) => {
  await visit('/sn/GK-2401');
  await expect(page).toHaveURL(/\/product\/details\/[^?]+\?serial=GK-2401$/);
  const section = page.getByRole('region', { name: 'Documenten bij serienummer GK-2401' });
  const link = section.getByRole('link', { name: 'handleiding-geluidsinstallatie-klein.pdf' });
  await expect(link).toBeVisible();
  // No token: the link works for anyone.
  const answer = await request.get((await link.getAttribute('href'))!);
  expect(answer.ok()).toBe(true);
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section).toBeVisible();
  await expectAccessible(page);

  // A product reached by its own number shows no serial's documents.
  await visit('/sn/GELUIDSINSTALLATIE-KLEIN');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /Documenten bij serienummer/ })).toHaveCount(0);
});
