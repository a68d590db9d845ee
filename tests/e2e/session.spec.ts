import { expect, expectAccessible, logIn, test } from './fixtures.ts';

const signedIn = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Mijn account' });
const signedOut = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' });

test('multi@demo.test chooses an organisation and a contact in the identity picker', async ({ page, visit }) => {
  await visit('/login');
  await logIn(page, 'multi@demo.test');
  await expect(page.getByRole('heading', { name: 'Voor welke organisatie meldt u zich aan?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Basisschool De Regenboog' }).click();
  await expect(page.getByRole('heading', { name: 'Als welke contactpersoon meldt u zich aan?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Secretariaat De Regenboog' }).click();
  await expect(signedIn(page)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await signedIn(page).click();
  await expect(page.getByRole('heading', { name: 'Mijn gegevens' })).toBeVisible();
  await expect(page.getByText('Basisschool De Regenboog')).toBeVisible();
});

test('the identity picker can be cancelled back to the form', async ({ page, visit }) => {
  await visit('/login');
  await logIn(page, 'multi@demo.test');
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('heading', { name: 'Aanmelden' })).toBeVisible();
  await expect(page.getByLabel('Gebruikersnaam of e-mailadres')).toHaveValue('multi@demo.test');
});

test('a reload keeps the session, and logging out clears it', async ({ page, visit }) => {
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
  await page.reload();
  await expect(signedIn(page)).toBeVisible();
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(signedOut(page)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('session') ?? 'null') as { accountType: string } | null);
  expect(stored?.accountType).toBe('anonymous');
  await page.reload();
  await expect(signedOut(page)).toBeVisible();
});

for (const [account, password, message] of [
  ['admin@demo.test', 'Fout!2026', 'Onjuiste gebruikersnaam of wachtwoord.'],
  ['locked@demo.test', 'Demo!2026', 'Uw account is geblokkeerd. Neem contact op met de uitleendienst.'],
  ['unapproved@demo.test', 'Demo!2026', 'Uw account is nog niet bevestigd of uw organisatie is niet goedgekeurd. Bevestig uw e-mailadres via de activatiemail, of neem contact op met de uitleendienst.'],
] as const) {
  test(`${account} with ${password === 'Demo!2026' ? 'the right' : 'a wrong'} password is told: ${message}`, async ({ page, visit }) => {
    await visit('/login');
    await logIn(page, account, password);
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByLabel('Gebruikersnaam of e-mailadres')).toHaveValue(account);
    await expect(signedOut(page)).toBeVisible();
  });
}

test('an empty form says what is missing', async ({ page, visit }) => {
  await visit('/login');
  await page.getByRole('main').getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByText('Vul uw gebruikersnaam of e-mailadres in.')).toBeVisible();
  await expect(page.getByText('Vul uw wachtwoord in.')).toBeVisible();
});

test('an account page sends a visitor to login and back after it', async ({ page, visit }) => {
  await visit('/account/details');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Fdetails$/);
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/details$/);
  await expect(page.getByRole('heading', { name: 'Mijn gegevens' })).toBeVisible();
  await expect(page.getByText('Jeugdhuis De Branding vzw')).toBeVisible();
});

test('a token that expires mid-session is refreshed and the page keeps working', async ({ page, visit, request }) => {
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
  const before = await page.evaluate(() => window.localStorage.getItem('session'));
  await request.post('/api/__demo/tokens/_expire');
  await signedIn(page).click();
  // The organisation's name comes from the stored session; the form needs the contact read with a fresh token.
  await expect(page.getByRole('textbox', { name: 'Voornaam', exact: true })).toHaveValue('Lotte');
  await expect(signedIn(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('session'))).not.toEqual(before);
});

test('a failed refresh logs out cleanly', async ({ page, visit, request }) => {
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
  await request.put('/api/__demo/switches', { data: { refreshWindowSeconds: 0 } });
  await request.post('/api/__demo/tokens/_expire');
  await signedIn(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Uw sessie is verlopen. Meld u opnieuw aan.' })).toBeVisible();
  await expect(signedOut(page)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('session') ?? 'null') as { accountType: string } | null);
  expect(stored?.accountType).toBe('anonymous');
});

test('single sign-on goes to the provider and comes back logged in', async ({ page, visit }) => {
  await visit('/login');
  await page.getByRole('link', { name: 'Aanmelden met itsme' }).click();
  await expect(page).toHaveURL(/\/api\/__demo\/sso/);
  await page.getByRole('radio', { name: /Jeugdhuis De Branding vzw \(admin@demo\.test/ }).check();
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(signedIn(page)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(page.url()).not.toContain('token=');
});

test('the shop says it could not be loaded when the backend fails, and recovers', async ({ page, request }) => {
  await request.put('/api/__demo/switches', { data: { failureRate: 1 } });
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'De winkel kon niet worden geladen' })).toBeVisible();
  await expectAccessible(page);
  await request.put('/api/__demo/switches', { data: { failureRate: 0 } });
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { name: 'Wat zoek je?' })).toBeVisible();
});

test('error pages have a way back', async ({ page, visit }) => {
  await visit('/home');
  await visit('/forbidden');
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  await expect(page.getByText('U heeft geen toegang tot deze pagina.')).toBeVisible();
  await page.getByRole('button', { name: 'Terug' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await visit('/bestaat-niet');
  await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
});
