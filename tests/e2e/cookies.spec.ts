import { expect, expectAccessible, test } from './fixtures.ts';

test.use({ consentGiven: false });

const pageViews = async (request: import('@playwright/test').APIRequestContext) =>
  ((await (await request.get('/api/__demo/analytics')).json()) as unknown[]).length;

test('the cookie modal asks on the first visit; analytics loads only after consent; the choice is remembered', async ({ page, request }) => {
  const analyticsChunks: string[] = [];
  page.on('request', (r) => {
    if (/analytics/.test(r.url()) && !r.url().includes('/api/')) analyticsChunks.push(r.url());
  });
  await page.goto('/home');
  const dialog = page.getByRole('dialog', { name: 'Cookies op deze website' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await expect(dialog.getByRole('switch', { name: 'Noodzakelijke cookies (altijd aan)' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Noodzakelijke cookies (altijd aan)' })).toBeDisabled();
  expect(await pageViews(request)).toBe(0);
  expect(analyticsChunks).toEqual([]);

  await dialog.getByRole('button', { name: 'Alles accepteren' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => pageViews(request)).toBe(1);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Wat zoek je?' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('essential cookies only: no analytics, and the choice can be changed in the footer', async ({ page, request }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Enkel noodzakelijke' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Wat zoek je?' })).toBeVisible();
  expect(await pageViews(request)).toBe(0);
  await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookies op deze website' });
  await dialog.getByText('Analytische cookies', { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: 'Analytische cookies' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Keuze bewaren' }).click();
  await expect.poll(() => pageViews(request)).toBe(1);
});
