import type { Page } from '@playwright/test';
import { failNext } from './demo-faults.ts';
import { DEMO_PASSWORD, expect, expectAccessible, logIn, test } from './fixtures.ts';
import { newestMail } from './mailbox.ts';

/**
 * Getting (back) into an account (issue 12, spec 002 §2, §4, §5, §8): the activation link of the
 * registration mail, a forgotten password mailed a link, and a new password chosen with it.
 */

const signedIn = (page: Page) => page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Mijn account' });
const alert = (page: Page) => page.getByRole('main').getByRole('alert');
const newPassword = (page: Page) => page.getByRole('textbox', { name: 'Nieuw wachtwoord', exact: true });
const confirmation = (page: Page) => page.getByRole('textbox', { name: 'Herhaal het nieuwe wachtwoord' });
const STRONG = 'Nieuw!2027';

test('the activation link of the mail activates the account, which then logs in', async ({ page, visit, request }) => {
  await visit('/login');
  await logIn(page, 'unconfirmed@demo.test');
  await expect(alert(page)).toHaveText('Uw account is nog niet bevestigd of uw organisatie is niet goedgekeurd. Bevestig uw e-mailadres via de activatiemail, of neem contact op met de uitleendienst.');
  await expectAccessible(page);

  const mail = await newestMail(request, 'unconfirmed@demo.test', 'activation');
  expect(mail.Link).toMatch(/^\/activate\?code=/);
  // The confirmation does not get through at first: said, and tried again with the same code.
  await failNext(request, 'POST /v2/shop/authorization/confirmuser');
  await visit(mail.Link);
  const failed = alert(page).filter({ hasText: 'De demo-backend simuleert een storing' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Uw account is geactiveerd.' })).toBeVisible();
  // The code is used once: it leaves the address bar, and a reload tells the same success.
  await expect(page).toHaveURL(/\/activate$/);
  await page.reload();
  await expect(page.getByText('Uw account is geactiveerd.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Naar aanmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmelden' })).toBeVisible();
  await logIn(page, 'unconfirmed@demo.test');
  await expect(signedIn(page)).toBeVisible();
});

test('an activation link without a code, or with a made-up one, says why it does not activate', async ({ page, visit }) => {
  await visit('/activate');
  await expect(alert(page)).toHaveText('Deze activatielink is onvolledig: de code ontbreekt. Open de link uit de activatiemail opnieuw.');

  await visit('/activate?code=VERZONNEN');
  await expect(alert(page)).toContainText('Uw account kon niet geactiveerd worden.');
  await expect(alert(page)).toContainText('Deze code is ongeldig of werd al gebruikt');
  // A refused code is not worth trying again.
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Naar aanmelden' })).toBeVisible();
});

test('a forgotten password: the mailed link chooses a strong new one, which logs in where the old one no longer does', async ({ page, visit, request }) => {
  await visit('/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill('admin@demo.test');
  await page.getByRole('button', { name: 'Link aanvragen' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Als dit e-mailadres bij ons bekend is' });
  await expect(sent).toContainText('ontvangt u een e-mail met een link om een nieuw wachtwoord te kiezen.');
  await expect(sent).toContainText('admin@demo.test');
  await expectAccessible(page);

  const mail = await newestMail(request, 'admin@demo.test', 'password-reset');
  expect(mail.Link).toMatch(/\/reset-wachtwoord\?code=/);
  await visit(mail.Link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord kiezen' })).toBeVisible();
  const rule = 'Minstens 8 tekens, met een kleine letter, een hoofdletter, een cijfer en een van @ $ ! % * ? &';
  // The rule is told before it is broken.
  await expect(newPassword(page)).toHaveAccessibleDescription(rule);
  await newPassword(page).fill('zwakwoord');
  await confirmation(page).fill('zwakwoord');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  // Refused, the field says the rule as its error (announced with the field) and takes the focus.
  await expect(newPassword(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(newPassword(page)).toHaveAccessibleDescription(rule);
  await expect(page.getByRole('main').getByText(rule)).toBeVisible();
  await expect(newPassword(page)).toBeFocused();
  await expectAccessible(page);

  await newPassword(page).fill(STRONG);
  await confirmation(page).fill(STRONG);
  // Saving fails: said, the form stays filled, and the next press saves.
  await failNext(request, 'POST /v2/shop/authorization/setpassword');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(alert(page)).toContainText('De demo-backend simuleert een storing');
  await expect(newPassword(page)).toHaveValue(STRONG);
  await expect(confirmation(page)).toHaveValue(STRONG);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmelden' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Uw wachtwoord is gewijzigd. Meld u aan met uw nieuwe wachtwoord.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(STRONG);

  await logIn(page, 'admin@demo.test', DEMO_PASSWORD);
  await expect(alert(page)).toHaveText('Onjuiste gebruikersnaam of wachtwoord.');
  await logIn(page, 'admin@demo.test', STRONG);
  await expect(signedIn(page)).toBeVisible();

  // The link is spent: opened again, it says so and leads to a new one.
  await visit(mail.Link);
  await newPassword(page).fill(STRONG);
  await confirmation(page).fill(STRONG);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(alert(page)).toContainText('Deze link is ongeldig of werd al gebruikt.');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Nieuwe link aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
});

test('a reset link without a code leads to a new one', async ({ page, visit }) => {
  await visit('/reset-wachtwoord');
  await expect(alert(page)).toContainText('Deze link is onvolledig: de code ontbreekt.');
  await page.getByRole('link', { name: 'Nieuwe link aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
});

test('where the shop is set to lead a forgot-password request elsewhere, it goes there and says the mail is on its way', async ({ page, request, visit }) => {
  expect((await request.put('/api/__demo/style-settings', { data: { routeAfterLostPassword: '/login' } })).ok()).toBe(true);
  await visit('/wachtwoord-vergeten');
  await page.getByLabel('E-mailadres').fill('admin@demo.test');
  await page.getByRole('button', { name: 'Link aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmelden' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Als dit e-mailadres bij ons bekend is, ontvangt u een e-mail' })).toBeVisible();
});

test('a forgot-password form sent empty says why; a request that fails shows an error toast and keeps the address; the next try is sent', async ({ page, visit, request }) => {
  await failNext(request, 'POST /v2/shop/authorization/lostpassword');
  await visit('/wachtwoord-vergeten');
  // Nothing typed: refused before any call, said at the field, which takes the focus.
  await page.getByRole('button', { name: 'Link aanvragen' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByRole('alert').filter({ hasText: 'Niet alle velden zijn (correct) ingevoerd' })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription(/Dit veld is verplicht/);
  await page.getByLabel('E-mailadres').fill('admin@demo.test');
  await page.getByRole('button', { name: 'Link aanvragen' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByRole('alert').filter({ hasText: 'De demo-backend simuleert een storing' })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue('admin@demo.test');
  await expectAccessible(page);

  // A reload keeps what was typed.
  await page.reload();
  await expect(page.getByLabel('E-mailadres')).toHaveValue('admin@demo.test');
  await page.getByRole('button', { name: 'Link aanvragen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Als dit e-mailadres bij ons bekend is' })).toContainText('admin@demo.test');
});
