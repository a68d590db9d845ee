import { expect, expectAccessible, test } from './fixtures.ts';

test('the shop opens on its home page with the categories of the demo backend', async ({ page, visit }) => {
  await visit('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wat zoek je?' })).toBeVisible();
  const categories = page.getByRole('list', { name: 'Categorieën' });
  await expect(categories.getByRole('link', { name: 'Tenten' })).toBeVisible();
  await expect(categories.getByRole('link')).toHaveCount(9);
  await expect(page.getByRole('link', { name: 'Uitleendienst – naar de startpagina' })).toBeVisible();
});

test('an unknown address shows that the page does not exist', async ({ page, visit }) => {
  await visit('/bestaat-niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  await page.getByRole('button', { name: 'Terug' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the demo API is served under /api on the same port', async ({ request }) => {
  const response = await request.get('/api/v2/shop/categories');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { Collection: { Description: string }[]; Total: number };
  expect(body.Total).toBeGreaterThanOrEqual(9);
});

test('the accessibility scan every page gets finds a violation when there is one', async ({ page, visit }) => {
  await visit('/home');
  await page.evaluate(() => document.querySelector('main')?.append(Object.assign(document.createElement('button'), { className: 'unnamed' })));
  await expect(expectAccessible(page)).rejects.toThrow(/button-name \(critical\)[\s\S]*\.unnamed/);
  await page.evaluate(() => document.querySelector('button.unnamed')?.remove());
});
