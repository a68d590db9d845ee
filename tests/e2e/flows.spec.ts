import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { registry } from '../../machines/registry.ts';
import { transitionsWalked, walkOf, type BrowserCoverageReport, type TestWalk } from '../../src/flows/browser-coverage.ts';
import { flowGraphOf } from '../../src/flows/model.ts';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';

const chart = (page: Page, title: string) => page.getByRole('region', { name: `Diagram van ${title}` });
const state = (page: Page, title: string, name: string) => chart(page, title).getByRole('button', { name, exact: true });
const LOGIN = 'Aanmelden met identiteitskeuze';
/** The login machine's registry description: the machines describe themselves in Dutch. */
const LOGIN_DESCRIPTION = 'Aanmelden met gebruikersnaam of e-mailadres en wachtwoord; bij een login met meerdere accounts kiest men een klant en daarna een contactpersoon.';

test('the flows page lists every machine and charts the chosen one', async ({ page, visit }) => {
  await visit('/flows');
  const machines = page.getByRole('navigation', { name: 'Machines' });
  for (const title of ['Sessie', LOGIN, 'Categorieën', 'Mijn gegevens', 'Meldingen (toasts)', 'Cookietoestemming']) {
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

test('browser coverage: a report draws the cart chart by coverage, and a transition lists the tests that walked it', async ({ page, visit }, testInfo) => {
  const graph = flowGraphOf(registry.find((entry) => entry.id === 'cart')!.machine);
  const WALKED = 'cart.loading|xstate.done.actor.loadCart|0';
  const REPLAYED = 'cart.loaded.lines.idle|CLEAR_REQUESTED|0';
  const UNCOVERED = 'cart.loadFailed|RETRY_REQUESTED|0';
  const walks: TestWalk[] = [
    { test: 'cart.spec.ts › the cart lists its lines', records: [{ machine: 'cart', transitions: [WALKED], values: [] }] },
    { test: 'cart.spec.ts › an amount changes', records: [{ machine: 'cart', transitions: [WALKED, 'cart.loaded.lines.idle|AMOUNT_CHANGED|0'], values: [] }] },
  ];
  const report: BrowserCoverageReport = { createdAt: new Date(2026, 10, 26, 14, 3).toISOString(), machines: [walkOf(graph, walks, new Set([REPLAYED]))] };
  const reportFile = testInfo.outputPath('flows.json');
  await writeFile(reportFile, JSON.stringify(report));
  const otherFile = testInfo.outputPath('package.json');
  await writeFile(otherFile, JSON.stringify({ name: 'not a report' }));
  const choose = async (file: string) => {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Dekkingsrapport kiezen' }).click()]);
    await chooser.setFiles(file);
  };
  const edge = (transitionId: string) => page.locator(`[data-transition="${transitionId}"] path[stroke]`).first();

  await visit('/flows/cart');
  await expect(edge(WALKED)).toHaveAttribute('stroke-width', '1.5');
  await page.getByRole('tab', { name: 'Dekking' }).click();
  await choose(reportFile);
  await expect(page.getByText('Rapport flows.json van 26/11/2026 14:03.')).toBeVisible();

  // Told apart by line style, not by colour alone.
  await expect(edge(WALKED)).toHaveAttribute('stroke', '#1e6b3a');
  await expect(edge(WALKED)).toHaveAttribute('stroke-width', '3');
  await expect(edge(WALKED)).not.toHaveAttribute('stroke-dasharray', /./);
  await expect(edge(REPLAYED)).toHaveAttribute('stroke-dasharray', '10 5');
  await expect(edge(UNCOVERED)).toHaveAttribute('stroke', '#a4161a');
  await expect(edge(UNCOVERED)).toHaveAttribute('stroke-dasharray', '0 5');
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Diagram' }).click();
  // The cart's transitions as its definition has them today, two of them walked (the share rounded down).
  const { total, percent } = transitionsWalked(report);
  const share = new Intl.NumberFormat('nl-BE', { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
  await expect(page.getByText(`Browserdekking: 2 van ${total} overgangen (${share}) gelopen door de browsertests.`)).toBeVisible();
  // A click on the line itself, where a person would click: halfway along it, scrolled into the window.
  const middleOf = (transitionId: string) =>
    edge(transitionId).evaluate((path: SVGPathElement) => {
      const point = path.getPointAtLength(path.getTotalLength() / 2);
      const matrix = path.getScreenCTM()!;
      return { x: point.x * matrix.a + point.y * matrix.c + matrix.e, y: point.x * matrix.b + point.y * matrix.d + matrix.f };
    });
  await page.evaluate((y) => window.scrollBy(0, y - window.innerHeight / 2), (await middleOf(WALKED)).y);
  const middle = await middleOf(WALKED);
  await page.mouse.click(middle.x, middle.y);
  const walked = page.getByRole('region', { name: /^Overgang loading → loaded/ });
  await expect(walked.getByText('Gelopen door de browsertests.')).toBeVisible();
  await expect(walked.getByRole('listitem')).toHaveText(['cart.spec.ts › an amount changes', 'cart.spec.ts › the cart lists its lines']);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Dekking' }).click();
  // Neither of the two walked nor the one replayed.
  const uncoveredList = page.getByRole('list', { name: `Niet gedekt (${total - 3})` });
  await expect(uncoveredList).toBeVisible();
  const unwalked = uncoveredList.getByRole('button', { name: /^loadFailed → loading: RETRY_REQUESTED/ });
  await unwalked.focus();
  await page.keyboard.press('Enter');
  await expect(unwalked).toHaveAttribute('aria-pressed', 'true');
  const uncovered = page.getByRole('region', { name: /^Overgang loadFailed → loading/ });
  await expect(uncovered.getByText('Geen browsertest liep deze overgang.')).toBeVisible();
  await expect(uncovered.getByText('Niet gedekt: geen browsertest en geen gegenereerd pad neemt deze overgang.')).toBeVisible();
  await expect(page.locator(`[data-transition="${UNCOVERED}"]`).first()).toHaveClass(/is-selected/);

  // A file that is no report is refused, and the loaded report stays.
  await choose(otherFile);
  await expect(page.getByRole('alert').filter({ hasText: 'package.json' })).toHaveText('package.json is geen dekkingsrapport van de browsertests. Het geladen rapport blijft getoond.');
  await expect(edge(WALKED)).toHaveAttribute('stroke', '#1e6b3a');
  await expectAccessible(page);

  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'SVG downloaden' }).click()]);
  const svgText = await readFile(await svg.path(), 'utf8');
  expect(svgText).toContain('<title>Winkelwagen, browserdekking van 26/11/2026 14:03</title>');
  expect(svgText).toMatch(/stroke="#1e6b3a" stroke-width="3"/);

  await page.getByRole('button', { name: 'Rapport sluiten' }).click();
  await expect(edge(WALKED)).toHaveAttribute('stroke-width', '1.5');
  await expect(page.getByRole('button', { name: /^loadFailed → loading/ })).toHaveCount(0);
});
