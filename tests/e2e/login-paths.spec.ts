import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { FlowPath } from '../../src/flows/paths.ts';
import { DEMO_PASSWORD, expect, expectAccessible } from './fixtures.ts';
import { outcome, skip, walkPathsInBrowser, type Move, type PathPlan, type Skip, type Step, type Walk } from './path-runner.ts';

/**
 * The login machine's paths through the browser (tests/e2e/path-runner.ts): an outcome of a call
 * is produced by what the person typed (which account, which password).
 */

const COMPANY: Record<string, string> = { 'CUST-1002': 'Gemeente Oostkamp – Dienst Cultuur', 'CUST-1003': 'Basisschool De Regenboog' };
const CONTACT: Record<string, string> = { 'CON-2005': 'Secretariaat De Regenboog' };
const userMenu = (page: Page) => page.getByRole('navigation', { name: 'Gebruikersmenu' });

/** What the page shows in each state; momentary states (a call under way) are not asserted. */
const STATE_ON_PAGE: Record<string, ((page: Page) => Promise<void>) | null> = {
  readingQuery: null,
  authenticating: null,
  identifyingQueryToken: null,
  startingSession: null,
  'identityPicker.authenticatingChosen': null,
  editing: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Aanmelden' })).toBeVisible();
    await expect(page.getByLabel('Gebruikersnaam of e-mailadres')).toBeVisible();
  },
  'identityPicker.choosingCustomer': async (page) => {
    await expect(page.getByRole('heading', { name: 'Voor welke organisatie meldt u zich aan?' })).toBeVisible();
  },
  'identityPicker.choosingContact': async (page) => {
    await expect(page.getByRole('heading', { name: 'Als welke contactpersoon meldt u zich aan?' })).toBeVisible();
  },
  loggedIn: async (page) => {
    await expect(userMenu(page).getByRole('link', { name: 'Mijn account' })).toBeVisible();
  },
  redirectedToRegister: async (page) => {
    await expect(page).toHaveURL(/\/register/);
  },
};

const field = (event: EventObject, key: string): unknown => (event as EventObject & Record<string, unknown>)[key];

const output = (event: EventObject | undefined) => (event as { output?: { token?: unknown; accounts?: unknown[] } } | undefined)?.output;

async function submit(page: Page, userName: string, password: string) {
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill(userName);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Aanmelden' }).click();
}

/** Which account and password make the demo backend answer the way the next step says. */
function credentialsFor(next: EventObject | undefined): [string, string] | string {
  const kind = outcome(next, 'authenticate');
  if (kind === 'error') return ['admin@demo.test', 'Fout!2026'];
  const answer = output(next);
  if (kind === 'done' && answer?.token === null && answer.accounts?.length === 3) return ['multi@demo.test', DEMO_PASSWORD];
  if (kind === 'done' && answer?.token && answer.accounts?.length === 1) return ['admin@demo.test', DEMO_PASSWORD];
  return `no demo account answers ${JSON.stringify(answer)}`;
}

function startOf(path: FlowPath): Step<Walk> {
  const input = path.input as { queryToken: string | null; registerKey: string | null; status: string | null };
  if (input.registerKey) return { title: `open /login?registerKey=${input.registerKey}`, run: async ({ page }) => void (await page.goto(`/login?registerKey=${input.registerKey}`)) };
  if (input.status) return { title: `open /login?status=${input.status}`, run: async ({ page }) => void (await page.goto(`/login?status=${input.status}`)) };
  if (input.queryToken) {
    const valid = outcome(path.steps[0]?.event, 'identifyToken') === 'done';
    return {
      title: `open /login with ${valid ? 'a valid' : 'an expired'} single-sign-on token`,
      run: async ({ page, request }) => {
        let token = 'verlopen-token';
        if (valid) {
          const answer = await request.post('/api/v3/core/token/_login', { data: { UserName: 'multi@demo.test', Password: DEMO_PASSWORD, CustomerID: 'CUST-1002', ContactID: 'CON-2003' } });
          token = ((await answer.json()) as { Token: { Access_token: string } }).Token.Access_token;
        }
        await page.goto(`/login?token=${token}`);
      },
    };
  }
  return { title: 'open /login', run: async ({ page }) => void (await page.goto('/login')) };
}

function moveOf({ event, previous, next }: { event: EventObject; previous: string; next: EventObject | undefined }): Move<Walk> | Skip {
  if (event.type === 'SUBMITTED') {
    const { userName } = field(event, 'credentials') as { userName: string };
    if (userName === '') {
      return {
        run: async ({ page }) => {
          await submit(page, '', '');
          await expect(page.getByText('Vul uw wachtwoord in.')).toBeVisible();
        },
      };
    }
    const credentials = credentialsFor(next);
    if (typeof credentials === 'string') return skip(credentials);
    return { run: ({ page }) => submit(page, ...credentials) };
  }
  if (event.type === 'CUSTOMER_CHOSEN') {
    const name = COMPANY[String(field(event, 'customerId'))];
    if (!name) return skip(`unknown customer in ${JSON.stringify(event)}`);
    return { run: ({ page }) => page.getByRole('button', { name }).click() };
  }
  if (event.type === 'CONTACT_CHOSEN') {
    const name = CONTACT[String(field(event, 'contactId'))];
    if (!name) return skip(`unknown contact in ${JSON.stringify(event)}`);
    return { run: ({ page }) => page.getByRole('button', { name }).click() };
  }
  if (event.type === 'CANCELLED') return { run: ({ page }) => page.getByRole('button', { name: 'Annuleren' }).click() };
  if (outcome(event, 'authenticate') === 'error' && previous === 'authenticating') {
    return { run: async ({ page }) => void (await expect(page.getByRole('alert')).toHaveText('Onjuiste gebruikersnaam of wachtwoord.')) };
  }
  if (outcome(event, 'identifyToken') === 'error') {
    return { run: async ({ page }) => void (await expect(page.getByRole('alert')).toHaveText('De aanmelding via de externe dienst is verlopen of ongeldig. Meld u opnieuw aan.')) };
  }
  if (outcome(event, 'authenticate') === 'done' && previous === 'identityPicker.authenticatingChosen' && !(output(event)?.token && output(event)?.accounts?.length === 1)) {
    return skip(`no demo account answers ${JSON.stringify(output(event))} once an account is chosen`);
  }
  if (outcome(event, 'authenticate') === 'done' || outcome(event, 'identifyToken') === 'done' || outcome(event, 'startSession') === 'done') {
    // The backend's answer to what the person did in the step before.
    return { run: async () => {} };
  }
  return skip(`the demo backend cannot be made to answer ${event.type} here`);
}

walkPathsInBrowser<Walk>({
  machine: 'login',
  statesOnPage: STATE_ON_PAGE,
  plan: (path): PathPlan<Walk> => ({ start: startOf(path), move: moveOf }),
  leftOut: {
    states: [],
    // A login without any account, two accounts of one customer, a failure after choosing an
    // account, a session that fails to start: no demo account produces these (the machine tests cover them).
    transitions: [
      'login.authenticating: done authenticate / rememberFailure',
      'login.identityPicker.authenticatingChosen: done authenticate / rememberFailure',
      'login.identityPicker.authenticatingChosen: error authenticate / rememberFailure',
      'login.identityPicker.deciding: always',
      'login.startingSession: error startSession / dropIdentity, rememberFailure',
    ],
  },
  walkOf: (walk) => walk,
  afterPath: ({ page }) => expectAccessible(page),
});
