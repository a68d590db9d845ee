import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';

const chart = (page: Page, title: string) => page.getByRole('region', { name: `Diagram van ${title}` });
const state = (page: Page, title: string, name: string) => chart(page, title).getByRole('button', { name, exact: true });
const LOGIN = 'Aanmelden met identiteitskeuze';
/** The login machine's registry description: the machines describe themselves in Dutch. */
const LOGIN_DESCRIPTION = 'Aanmelden met gebruikersnaam of e-mailadres en wachtwoord; bij een login met meerdere accounts kiest men een klant en daarna een contactpersoon.';

test('the flows page lists every machine and charts the chosen one', async ({ page, visit }) => {
  await visit('/flows');
  const machines = page.getByRole('navigation', { name: 'Machines' });
  for (const title of ['Sessie', LOGIN, 'Categorieën', 'Mijn gegevens', 'Meldingen (toasts)', 'Dialogen', 'Cookietoestemming']) {
    await expect(machines.getByRole('link', { name: title })).toBeVisible();
  }
  await expect(machines.getByText('13 toestanden · 23 overgangen')).toBeVisible();
  await expect(machines.getByText(LOGIN_DESCRIPTION)).toBeVisible();
  await expect(page.getByText('Kies een machine uit de lijst om haar diagram te zien.')).toBeVisible();

  await machines.getByRole('link', { name: LOGIN }).click();
  await expect(page).toHaveURL(/\/flows\/login$/);
  await expect(machines.getByRole('link', { name: LOGIN })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: LOGIN, exact: true }).getByText(`login – ${LOGIN_DESCRIPTION}`)).toBeVisible();
  for (const name of ['editing', 'authenticating', 'identityPicker', 'identityPicker.choosingCustomer', 'loggedIn']) {
    await expect(state(page, LOGIN, name)).toBeVisible();
  }
  await expectAccessible(page);
});

test('the chart works with the keyboard: states in order, details on Enter, pan and zoom', async ({ page, visit }) => {
  await visit('/flows/login');
  const viewport = chart(page, LOGIN);
  const drawing = viewport.locator('svg > g[transform]');
  const fitted = await drawing.getAttribute('transform');
  await viewport.focus();
  await page.keyboard.press('Tab');
  await expect(state(page, LOGIN, 'login')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(state(page, LOGIN, 'readingQuery')).toBeFocused();

  await state(page, LOGIN, 'editing').focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('region', { name: 'Toestand editing' });
  await expect(details.getByRole('heading', { name: 'Toestand editing' })).toBeVisible();
  await expect(details.getByText('SUBMITTED [credentialsComplete] / startAttempt')).toBeVisible();
  await expect(details.getByText('LOGIN: het formulier. Een weigering toont haar eigen melding (onjuist, niet goedgekeurd, geblokkeerd, niet gekoppeld).')).toBeVisible();
  await expect(state(page, LOGIN, 'editing')).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  const before = await drawing.getAttribute('transform');
  await page.keyboard.press('ArrowLeft');
  await expect(drawing).not.toHaveAttribute('transform', before ?? '');
  await page.getByRole('button', { name: 'Inzoomen' }).click();
  await expect(page.getByText('75%')).toBeVisible();
  await page.getByRole('button', { name: 'Uitzoomen' }).click();
  await expect(page.getByText('60%')).toBeVisible();
  await page.getByRole('button', { name: 'Beeld herstellen' }).click();
  await expect(drawing).toHaveAttribute('transform', fitted ?? '');
});

test('simulate: the login machine goes through the identity picker, and undo goes back', async ({ page, visit }) => {
  await visit('/flows/login');
  await page.getByRole('tab', { name: 'Simuleren' }).click();
  const current = (name: string) => expect(state(page, LOGIN, name)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('Huidige toestand: editing')).toBeVisible();
  await current('editing');

  await page.getByRole('button', { name: /^SUBMITTED userName: "multi@demo\.test"/ }).click();
  await current('authenticating');
  await expect(state(page, LOGIN, 'editing')).not.toHaveAttribute('aria-current');

  const several = page.getByRole('button', { name: 'xstate.done.actor.authenticate token: null, accounts: [3]' });
  await expect(page.getByRole('listitem').filter({ has: several })).toContainText('✓ holdsSeveralAccounts');
  await several.click();
  await current('identityPicker.choosingCustomer');
  await expect(page.getByText('Huidige toestand: identityPicker.choosingCustomer')).toBeVisible();
  await expect(page.getByText('"CompanyName": "Basisschool De Regenboog"').first()).toBeVisible();
  await expect(page.getByText('Demo!2026')).toHaveCount(0);

  await page.getByRole('button', { name: 'CUSTOMER_CHOSEN customerId: "CUST-1003"' }).click();
  await current('identityPicker.choosingContact');
  await expect(page.getByRole('button', { name: 'CONTACT_CHOSEN' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Stap terug' }).click();
  await current('identityPicker.choosingCustomer');
  await expect(state(page, LOGIN, 'identityPicker.choosingContact')).not.toHaveAttribute('aria-current');
  await page.getByRole('button', { name: 'Opnieuw beginnen' }).click();
  await current('editing');
  await expect(page.getByRole('button', { name: 'Stap terug' })).toBeDisabled();
});

test('live: the chart follows the session of a customer logging in in another tab', async ({ page, context, visit }) => {
  await visit('/flows/session');
  await page.getByRole('tab', { name: 'Live' }).click();
  await expect(page.getByText('Nog geen live actoren van deze machine.')).toBeVisible();

  const shop = await context.newPage();
  await shop.addInitScript(() => window.localStorage.setItem('cookie-consent', '{"analytics":false}'));
  await shop.goto('/login');
  const actors = page.getByRole('list', { name: 'Live actoren' });
  await expect(actors).toContainText('visiting.anonymous');
  const log = page.getByRole('list', { name: 'Gebeurtenissenlogboek' }).getByRole('listitem');
  await expect(log).not.toHaveCount(0);
  const before = await log.count();

  await logIn(shop, 'admin@demo.test');
  await expect(shop.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await expect(actors).toContainText('signedIn.active');
  await expect(state(page, 'Sessie', 'signedIn.active')).toHaveAttribute('aria-current', 'true');
  await expect(state(page, 'Sessie', 'visiting')).not.toHaveAttribute('aria-current');
  expect(await log.count()).toBeGreaterThan(before);
  await expect(log.first()).toContainText('signedIn.active');
  await expectAccessible(page);
  await shop.close();
});

test('the chosen chart downloads as SVG and as Mermaid', async ({ page, visit }) => {
  await visit('/flows/login');
  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'SVG downloaden' }).click()]);
  expect(svg.suggestedFilename()).toBe('login.svg');
  const svgText = await readFile(await svg.path(), 'utf8');
  expect(svgText).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svgText).toContain('choosingCustomer');

  const [mermaid] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Mermaid downloaden' }).click()]);
  expect(mermaid.suggestedFilename()).toBe('login.mmd');
  expect(await readFile(await mermaid.path(), 'utf8')).toContain('stateDiagram-v2');
});
