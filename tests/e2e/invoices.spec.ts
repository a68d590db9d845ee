import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { failNext } from './demo-faults.ts';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';

/** The organisation's invoices (issue 15, spec 002 §2, §7). */

const table = (page: Page) => page.getByRole('grid', { name: 'Facturen' });

async function openInvoices(page: Page, visit: (path: string) => Promise<void>) {
  await visit('/account?tab=invoices');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
  // While the invoices load, the rows are placeholders without a number (issue 28's "no download": a
  // slow answer left the test reading an empty number and clicking a button no row had).
  await expect(table(page).getByRole('row').nth(1).getByRole('rowheader')).toHaveText(/^F-\d+$/);
}

test('the invoices table lists the invoices, and one downloads as a real PDF', async ({ page, visit }) => {
  await openInvoices(page, visit);
  const firstRow = table(page).getByRole('row').nth(1);
  const number = (await firstRow.getByRole('rowheader').innerText()).trim();
  await expect(firstRow).toContainText('€');
  await expectAccessible(page);

  const [download] = await Promise.all([page.waitForEvent('download'), firstRow.getByRole('button', { name: `Factuur ${number} downloaden als PDF` }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Factuur-.+\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
});

test('an unpaid invoice is paid through the payment modal over the invoices tab, and then offers no payment', async ({ page, visit }) => {
  await openInvoices(page, visit);
  const pay = table(page).getByRole('button', { name: /^Factuur .+ nu betalen$/ }).first();
  const label = (await pay.getAttribute('aria-label'))!;
  const number = label.replace(/^Factuur /, '').replace(/ nu betalen$/, '');
  await pay.click();
  const payment = page.getByRole('dialog', { name: 'Online betalen' });
  await expect(payment).toContainText(`Factuur ${number}`);
  await expect(table(page)).toBeAttached();
  await expectAccessible(page);
  await payment.getByRole('button', { name: 'Nu betalen' }).click();

  await expect(page.getByRole('heading', { name: /^Betaling PAY-/ })).toBeVisible();
  await page.getByRole('button', { name: /^Betalen$/ }).click();
  await expect(payment.getByRole('status')).toHaveText('De betaling is ontvangen. Bedankt!');
  await payment.getByRole('button', { name: 'Sluiten' }).click();
  await expect(page).toHaveURL(/\/account\/invoices$/);
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await expect(table(page).getByRole('button', { name: `Factuur ${number} nu betalen` })).toHaveCount(0);
  await expect(table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) })).toContainText('Betaald');
});

test('a PDF that cannot be fetched says so, and the table stays', async ({ page, visit, request }) => {
  await openInvoices(page, visit);
  await failNext(request, 'GET /v2/shop/invoices/{id}/_pdf', 10);
  await table(page).getByRole('button', { name: /downloaden als PDF$/ }).first().click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  // While the invoices load, the rows are placeholders without a number (issue 28's "no download": a
  // slow answer left the test reading an empty number and clicking a button no row had).
  await expect(table(page).getByRole('row').nth(1).getByRole('rowheader')).toHaveText(/^F-\d+$/);
});
