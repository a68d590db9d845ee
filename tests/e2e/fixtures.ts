import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { recordWalk } from './flow-walk.ts';

export const DEMO_PASSWORD = 'Demo!2026';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
type Axe = typeof axe;

/**
 * Runs axe on the page as it is now; fails with the violations listed readably. axe is put in
 * once per document (the shop is a single page, so most scans find it there already) and runs in
 * the page itself: the shop has no frames, which is what the frame-by-frame run of
 * `@axe-core/playwright` is for, at the cost of a blank page opened for every scan.
 */
export async function expectAccessible(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (tags) => (await (window as unknown as { axe: Axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations,
    WCAG_AA,
  );
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

export async function logIn(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill(userName);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Aanmelden' }).click();
}

/** How much of each the summary of a failed test keeps: enough to see what went wrong, short enough to read in CI's log. */
const SUMMARY_REQUESTS = 15;
const SUMMARY_CONSOLE = 15;
const SUMMARY_TEXT_CHARS = 1500;

/**
 * Keeps the page's last requests (with their status, or why they failed) and console messages;
 * the returned function writes them down with the page's text. CI keeps no files (no trace), so a
 * failed test prints this beside its error.
 */
function watchForSummary(page: Page): () => Promise<string> {
  const requests: string[] = [];
  const messages: string[] = [];
  const keep = (list: string[], line: string, most: number) => {
    list.push(line);
    if (list.length > most) list.shift();
  };
  const at = () => new Date().toISOString().slice(11, 23);
  page.on('requestfinished', (request) => {
    const line = (outcome: string) => keep(requests, `${at()} ${request.method()} ${request.url()} → ${outcome}`, SUMMARY_REQUESTS);
    // A request that finishes as the test closes its page has no answer to read: an unread one would fail the test.
    request.response().then(
      (response) => line(String(response?.status() ?? '?')),
      () => line('(the page closed before its answer was read)'),
    );
  });
  page.on('requestfailed', (request) => keep(requests, `${at()} ${request.method()} ${request.url()} → ${request.failure()?.errorText ?? 'failed'}`, SUMMARY_REQUESTS));
  page.on('console', (message) => keep(messages, `${at()} [${message.type()}] ${message.text()}`, SUMMARY_CONSOLE));
  page.on('pageerror', (error) => keep(messages, `${at()} [page error] ${error.message}`, SUMMARY_CONSOLE));
  return async () => {
    const text = page.isClosed() ? '(the page was closed)' : await page.locator('body').innerText({ timeout: 2_000 }).catch(() => '(no text could be read)');
    return [
      `Address: ${page.isClosed() ? '(closed)' : page.url()}`,
      `Last requests:\n${requests.join('\n') || '(none)'}`,
      `Console:\n${messages.join('\n') || '(nothing)'}`,
      `Page text:\n${text.slice(0, SUMMARY_TEXT_CHARS)}${text.length > SUMMARY_TEXT_CHARS ? '…' : ''}`,
    ].join('\n\n');
  };
}

interface Fixtures {
  /** Opens a path and scans it. */
  visit: (path: string) => Promise<void>;
  /** Whether the cookie choice is already made (most tests) or this is a first visit. */
  consentGiven: boolean;
  demoReset: void;
  scanAtEnd: void;
}

/**
 * Every browser test starts from the demo seed, and scans each page it visited: `visit()` scans
 * on arrival, tests scan after client-side steps, and the last page is scanned after each test.
 */
export const test = base.extend<Fixtures>({
  // Every worker talks to its own shop (playwright.config.ts starts one per worker): the demo data
  // one test resets or changes is never another's.
  baseURL: async ({ baseURL }, use, testInfo) => {
    const url = new URL(baseURL ?? 'http://127.0.0.1:4180');
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await use(url.toString().replace(/\/$/, ''));
  },
  // What the shop's machines walk in every page of the test, for the browser coverage of the flows.
  context: async ({ context }, use, testInfo) => {
    const attachWalk = await recordWalk(context);
    await use(context);
    await attachWalk(testInfo);
  },
  consentGiven: [true, { option: true }],
  demoReset: [
    async ({ request }, use) => {
      expect((await request.post('/api/__demo/reset')).ok()).toBe(true);
      await use();
    },
    { auto: true },
  ],
  page: async ({ page, consentGiven }, use, testInfo) => {
    if (consentGiven) {
      await page.addInitScript(() => {
        if (!window.localStorage.getItem('cookie-consent')) window.localStorage.setItem('cookie-consent', '{"analytics":false}');
      });
    }
    const summary = watchForSummary(page);
    await use(page);
    // The reporter would cut an attachment's text at 300 characters: printed whole, beside the error.
    if (testInfo.status !== testInfo.expectedStatus) console.error(`\n── What the page did last, in “${testInfo.title}” ──\n${await summary()}\n`);
  },
  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  },
  scanAtEnd: [
    async ({ page }, use) => {
      await use();
      if (page.url().startsWith('http')) await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect };
