import type { Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';

/**
 * The orders table's columns (issue 25 point 13, spec 002 §2): order number, date/time, rental
 * period, product count, total price, type and status show from the start, beside the account
 * menu on a desktop; the customer can still hide any of them.
 */

const table = (page: Page) => page.getByRole('grid', { name: 'Bestellingen' });
const SPEC_COLUMNS = ['Bestelnummer', 'Datum', 'Huurperiode', 'Artikelen', 'Totaal', 'Type', 'Status'];

test('every column the spec lists shows at first, each row with its date and time; a column can be hidden', async ({ page, visit }) => {
  await visit('/account?tab=orders');
  await logIn(page, 'admin@demo.test');
  // The header row and the organisation's fifteen orders.
  await expect(table(page).getByRole('row')).toHaveCount(16);
  await expect(table(page).getByRole('columnheader')).toHaveText([...SPEC_COLUMNS, 'Acties']);
  const newest = table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'RO-2026-0019' }) });
  await expect(newest.getByRole('gridcell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  // All of it fits beside the account menu: the row's menu is in view without scrolling sideways.
  await expect(page.getByRole('button', { name: 'Acties voor bestelling RO-2026-0019' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('orders-columns.png') });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Kolommen' }).click();
  const created = page.getByRole('menuitemcheckbox', { name: 'Datum' });
  await expect(created).toBeChecked();
  await created.click();
  await page.keyboard.press('Escape');
  await expect(table(page).getByRole('columnheader')).toHaveText(SPEC_COLUMNS.filter((column) => column !== 'Datum').concat('Acties'));
  await expectAccessible(page);
});
