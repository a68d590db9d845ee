import { chromium, type BrowserContext } from '@playwright/test';
import { cartThroughApi, openWeekendInBrugge } from '../e2e/shop-steps.ts';
import { CART } from './report.ts';

/**
 * Who opens a page: a first-time visitor with nothing stored (the cookie question comes up once the
 * page has loaded), or, on the cart page, a visitor who comes back to the cart they filled, having
 * answered the cookie question on that earlier visit.
 */
type Visitor = 'first visit' | 'returning with a cart';

export const visitorOf = (page: string): Visitor => (page === CART ? 'returning with a cart' : 'first visit');

/** What a visitor has in the shop's local storage. */
export type StoredValues = Record<string, string>;

/**
 * The local storage the visitor opens the page with: nothing on a first visit; a returning
 * visitor's session with a cart of one party tent, made in `context` (whose base URL is the shop)
 * through the shop and the demo API as the browser tests make one. The context keeps it, so a page
 * opened there next is that visitor's.
 */
export async function storageOf(visitor: Visitor, context: BrowserContext): Promise<StoredValues> {
  if (visitor === 'first visit') return {};
  const page = await context.newPage();
  await page.goto(CART);
  await page.getByRole('button', { name: 'Enkel noodzakelijke' }).click();
  await page.waitForLoadState('networkidle');
  const period = await openWeekendInBrugge(context.request);
  await cartThroughApi(page, { period, lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], path: null });
  const stored = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])));
  await page.close();
  return stored;
}

/**
 * Puts `stored`, and nothing else, in the shop's local storage of the browser Lighthouse drives
 * (on `chromePort`), for its next run. Lighthouse clears an origin's caches, service workers and
 * file systems before a run but leaves its local storage (its `clearStorageTypes`), so a value put
 * there is what the run's page reads, and a value a run left is cleared here before the next.
 * Playwright is connected only while it writes: attached to Lighthouse's tab it would add its own
 * work to the page measured.
 */
export async function putInLighthouseProfile(chromePort: number, shopOrigin: string, stored: StoredValues): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const [profile] = browser.contexts();
    if (!profile) throw new Error('the browser Lighthouse drives has no default profile');
    const page = await profile.newPage();
    // A file of the shop, not a page of it: the shop would write its own store as it starts.
    await page.goto(`${shopOrigin}/favicon.svg`);
    await page.evaluate((values) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, stored);
    await page.close();
  } finally {
    await browser.close();
  }
}
