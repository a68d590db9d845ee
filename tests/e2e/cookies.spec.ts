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

test('Escape closes the question without an answer: no analytics, nothing remembered, offered again in the footer and asked again on the next visit', async ({ page, request }) => {
  await page.goto('/home');
  const dialog = page.getByRole('dialog', { name: 'Cookies op deze website' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/^We gebruiken noodzakelijke cookies/);
  await expect(dialog.getByRole('switch', { name: 'Analytische cookies' })).toBeFocused();
  // The page behind is inert: tabbing on from the last button leaves the page for the browser's own controls, then comes back into the question.
  for (let tab = 0; tab < 6; tab++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement?.closest('dialog') !== null)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Wat zoek je?' })).toBeVisible();
  expect(await pageViews(request)).toBe(0);
  // Without an answer the footer still offers the question.
  await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Analytische cookies' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBeNull();

  await page.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Enkel noodzakelijke' }).click();
  await expect(dialog).toBeHidden();
});

test('reopened from the footer by keyboard, the question gives the focus back to its button, and Escape keeps the choice made', async ({ page, request }) => {
  await page.goto('/home');
  const dialog = page.getByRole('dialog', { name: 'Cookies op deze website' });
  await dialog.getByRole('button', { name: 'Alles accepteren' }).click();
  await expect.poll(() => pageViews(request)).toBe(1);

  const reopen = page.getByRole('button', { name: 'Cookie-instellingen' });
  await reopen.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Analytische cookies' })).toBeChecked();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reopen).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('switch', { name: 'Analytische cookies' }).press('Space');
  await expect(dialog.getByRole('switch', { name: 'Analytische cookies' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Keuze bewaren' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(reopen).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Wat zoek je?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cookie-instellingen' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBe('{"analytics":false}');
});
