import type { APIRequestContext, Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { registeredMachine } from '../../machines/registry.ts';
import { valuePaths } from '../../src/flows/model.ts';
import { coverageOf, generatePaths, minimalCoveringPaths, type FlowPath } from '../../src/flows/paths.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

/**
 * The browser-level path runner for the login machine: the generated paths, walked through the
 * real UI against the demo backend. Each state maps to an assertion on the page, each event to
 * what a person does; an outcome of a call is produced by what the person typed (which account,
 * which password). Paths needing an outcome the demo backend cannot be made to give on cue
 * are left out, each with its reason, and the rest are cut to the fewest that take every
 * transition they can.
 */

type Step = { title: string; run: (page: Page, request: APIRequestContext) => Promise<void> };
type Plan = { start: Step; steps: Step[] } | { skip: string };

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

const outcome = (event: EventObject | undefined, actor: string) => {
  const match = event && /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return match && match[2] === actor ? (match[1] as 'done' | 'error') : null;
};
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

function planFor(path: FlowPath): Plan {
  const input = path.input as { queryToken: string | null; registerKey: string | null; status: string | null };
  const first = path.steps[0]?.event;
  let start: Step;
  if (input.registerKey) start = { title: `open /login?registerKey=${input.registerKey}`, run: async (page) => void (await page.goto(`/login?registerKey=${input.registerKey}`)) };
  else if (input.status) start = { title: `open /login?status=${input.status}`, run: async (page) => void (await page.goto(`/login?status=${input.status}`)) };
  else if (input.queryToken) {
    const valid = outcome(first, 'identifyToken') === 'done';
    start = {
      title: `open /login with ${valid ? 'a valid' : 'an expired'} single-sign-on token`,
      run: async (page, request) => {
        let token = 'verlopen-token';
        if (valid) {
          const answer = await request.post('/api/v3/core/token/_login', { data: { UserName: 'multi@demo.test', Password: DEMO_PASSWORD, CustomerID: 'CUST-1002', ContactID: 'CON-2003' } });
          token = ((await answer.json()) as { Token: { Access_token: string } }).Token.Access_token;
        }
        await page.goto(`/login?token=${token}`);
      },
    };
  } else start = { title: 'open /login', run: async (page) => void (await page.goto('/login')) };

  const steps: Step[] = [];
  for (const [i, step] of path.steps.entries()) {
    const { event } = step;
    const previous = i === 0 ? valuePaths(path.initial) : valuePaths(path.steps[i - 1]!.value);
    const expectState = STATE_ON_PAGE[valuePaths(step.value)];
    if (expectState === undefined) return { skip: `no page assertion for state ${valuePaths(step.value)}` };
    let run: Step['run'];
    if (event.type === 'SUBMITTED') {
      const { userName } = field(event, 'credentials') as { userName: string };
      if (userName === '') {
        run = async (page) => {
          await submit(page, '', '');
          await expect(page.getByText('Vul uw wachtwoord in.')).toBeVisible();
        };
      } else {
        const credentials = credentialsFor(path.steps[i + 1]?.event);
        if (typeof credentials === 'string') return { skip: credentials };
        run = (page) => submit(page, ...credentials);
      }
    } else if (event.type === 'CUSTOMER_CHOSEN') {
      const name = COMPANY[String(field(event, 'customerId'))];
      if (!name) return { skip: `unknown customer in ${JSON.stringify(event)}` };
      run = (page) => page.getByRole('button', { name }).click();
    } else if (event.type === 'CONTACT_CHOSEN') {
      const name = CONTACT[String(field(event, 'contactId'))];
      if (!name) return { skip: `unknown contact in ${JSON.stringify(event)}` };
      run = (page) => page.getByRole('button', { name }).click();
    } else if (event.type === 'CANCELLED') {
      run = (page) => page.getByRole('button', { name: 'Annuleren' }).click();
    } else if (outcome(event, 'authenticate') === 'error' && previous === 'authenticating') {
      run = async (page) => void (await expect(page.getByRole('alert')).toHaveText('Onjuiste gebruikersnaam of wachtwoord.'));
    } else if (outcome(event, 'identifyToken') === 'error') {
      run = async (page) =>
        void (await expect(page.getByRole('alert')).toHaveText('De aanmelding via de externe dienst is verlopen of ongeldig. Meld u opnieuw aan.'));
    } else if (outcome(event, 'authenticate') === 'done' && previous === 'identityPicker.authenticatingChosen' && !(output(event)?.token && output(event)?.accounts?.length === 1)) {
      return { skip: `no demo account answers ${JSON.stringify(output(event))} once an account is chosen` };
    } else if (outcome(event, 'authenticate') === 'done' || outcome(event, 'identifyToken') === 'done' || outcome(event, 'startSession') === 'done') {
      // The backend's answer to what the person did in the step before.
      run = async () => {};
    } else {
      return { skip: `the demo backend cannot be made to answer ${event.type} here` };
    }
    steps.push({
      title: `${i + 1}. ${event.type} → ${valuePaths(step.value)}`,
      run: async (page, request) => {
        await run(page, request);
        await expectState?.(page);
      },
    });
  }
  return { start, steps };
}

const entry = registeredMachine('login');
const planned = generatePaths(entry).map((path) => ({ path, plan: planFor(path) }));
const walkable = planned.filter((p): p is { path: FlowPath; plan: { start: Step; steps: Step[] } } => !('skip' in p.plan));
const chosen = new Set(minimalCoveringPaths(entry, walkable.map((p) => p.path)));

test.describe('the login machine walked through the browser', () => {
  test('walks every state, leaving out only outcomes the demo backend cannot give on cue', () => {
    const coverage = coverageOf(entry, [...chosen]);
    expect(coverage.missing.states).toEqual([]);
    // A login without any account, two accounts of one customer, a failure after choosing an
    // account, a session that fails to start: no demo account produces these (the machine tests cover them).
    expect([...coverage.missing.transitions].sort()).toEqual([
      'login.authenticating: done authenticate / rememberFailure',
      'login.identityPicker.authenticatingChosen: done authenticate / rememberFailure',
      'login.identityPicker.authenticatingChosen: error authenticate / rememberFailure',
      'login.identityPicker.deciding: always',
      'login.startingSession: error startSession / dropIdentity, rememberFailure',
    ]);
  });

  for (const [n, { path, plan }] of walkable.filter((p) => chosen.has(p.path)).entries()) {
    test(`path ${n + 1} to ${path.name}`, async ({ page, request }) => {
      await test.step(plan.start.title, () => plan.start.run(page, request));
      await STATE_ON_PAGE[valuePaths(path.initial)]?.(page);
      for (const step of plan.steps) await test.step(step.title, () => step.run(page, request));
      await expectAccessible(page);
    });
  }
});
