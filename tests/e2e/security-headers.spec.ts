import type { Page, Response } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { cartThroughApi, eventInfoThroughApi, openWeekendInBrugge, receiptInBrugge, slotsThroughApi, storeShopValues } from './shop-steps.ts';

/**
 * The security headers (issue 27, decision 023) as Chromium meets them: every page of the shop
 * comes with its Content-Security-Policy and the other headers, and no route of the route map
 * (src/app/App.tsx, with ids from the demo seed) reports a violation of the policy, neither as a
 * `securitypolicyviolation` event nor on the console.
 */

declare global {
  interface Window {
    /** What the document reported refused, gathered from before its first script ran. */
    __refused?: string[];
  }
}

/** A policy as directive → sources. */
const directivesOf = (policy: string) => new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));

/**
 * Watches `page` for every violation Chromium reports: each document's events, and the console,
 * which outlives a navigation (what a page refuses while it is left is still seen). Answers what
 * was reported so far.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const onConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy/i.test(message.text())) onConsole.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.__refused = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__refused?.push(`${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`), true);
  });
  return async () => [...onConsole, ...(await page.evaluate(() => window.__refused ?? []))];
}

/** The headers of a page of the shop, as the default build (demo backend under /api) sends them. */
function expectPageHeaders(response: Response | null, path: string): void {
  expect(response, path).not.toBeNull();
  const headers = response!.headers();
  expect(headers['content-type'], path).toBe('text/html; charset=utf-8');
  const policy = directivesOf(headers['content-security-policy'] ?? '');
  expect(policy.get('default-src'), path).toEqual(["'none'"]);
  // The shop's own scripts, and inline ones by their hash only: the first wave where the page has
  // one; a page the server rendered has no inline script, and so no hash.
  const [self, ...hashes] = policy.get('script-src') ?? [];
  expect(self, path).toBe("'self'");
  for (const hash of hashes) expect(hash, path).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(policy.get('object-src'), path).toEqual(["'none'"]);
  expect(policy.get('base-uri'), path).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
  // The demo backend and its analytics collector are the shop's own origin.
  expect(policy.get('connect-src'), path).toEqual(["'self'"]);
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(headers['permissions-policy'], path).toContain(`${feature}=()`);
}

/**
 * Opens each path as a new document, as a person typing the address: its headers, the page it
 * shows (its first heading, so its scripts ran), an accessibility scan, and nothing refused.
 */
async function pageWalker(page: Page) {
  const refused = await watchViolations(page);
  const open = async (path: string, heading: string | RegExp, level = 1): Promise<void> => {
    const response = await page.goto(path);
    expectPageHeaders(response, path);
    await expect(page.getByRole('heading', { level, name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    expect(await refused(), path).toEqual([]);
  };
  return { open, refused };
}

test('every public page comes with its security headers and reports no violation', async ({ page }) => {
  test.setTimeout(120_000);
  const { open, refused } = await pageWalker(page);
  await open('/', 'Wat zoek je?');
  await open('/products', 'Producten');
  // The search takes over from the plain field with its own code, and shows products with their pictures.
  const header = page.getByRole('banner');
  await header.getByRole('textbox', { name: 'Zoek een product' }).or(header.getByRole('combobox', { name: 'Zoek een product' })).click();
  await header.getByRole('combobox', { name: 'Zoek een product' }).fill('tent');
  await expect(page.getByRole('listbox').getByRole('option', { name: /Partytent 3 x 3 m/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectAccessible(page);
  await open('/products/category/1000', 'Tenten');
  await open('/product/details/partytent-3-x-3-m', 'Partytent 3 x 3 m');
  // The ordering part loads when it comes into view.
  await page.getByRole('heading', { name: 'Huren' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Huren' }).getByRole('button', { name: /Locatie/ })).toBeVisible();
  await open('/sn/GK-2401', 'Geluidsinstallatie klein (2 x 200 W)');
  await open('/product/serial/fuifpakket', 'Fuifpakket');
  await open('/winkelwagen', 'Winkelwagen');
  await open('/login', 'Aanmelden');
  await open('/register', 'Uw organisatie registreren');
  await open('/register/DEMO-SLEUTEL-2026', 'Uw organisatie registreren');
  await open('/activate?code=VERZONNEN', 'Account activeren');
  await open('/wachtwoord-vergeten', 'Wachtwoord vergeten');
  await open('/reset-wachtwoord?code=VERZONNEN', 'Nieuw wachtwoord kiezen');
  await open('/contact', 'Contact');
  await open('/authenticatie', 'Hoe wilt u verdergaan?');
  await open('/bedankt', 'Bedankt');
  await open('/forbidden', 'Geen toegang');
  await open('/error', 'Er ging iets mis');
  await open('/bestaat-niet', 'Pagina niet gevonden');
  // The flow charts, laid out by elkjs.
  await open('/flows', 'Stroomdiagrammen');
  await open('/flows/login', 'Stroomdiagrammen');
  await expect(page.getByRole('region', { name: 'Diagram van Aanmelden met identiteitskeuze' }).getByRole('button', { name: 'identityPicker', exact: true })).toBeVisible();
  expect(await refused()).toEqual([]);
});

test('a visitor’s checkout pages with a cart come with their headers and report no violation', async ({ page, request }) => {
  const period = await openWeekendInBrugge(request);
  const { open, refused } = await pageWalker(page);
  await open('/home', 'Wat zoek je?');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('session'))).toContain('anonymous');
  const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'BIERBANKSET', Amount: 3 }], period, path: null });
  await slotsThroughApi(page, cartId, period);
  await eventInfoThroughApi(page, cartId, period);
  await open('/winkelwagen', 'Levering', 2);
  await open('/extra-info', 'Extra informatie over uw evenement');
  await open('/authenticatie?returnTo=%2Fsamenvatting', 'Hoe wilt u verdergaan?');
  await open('/authenticatie/gast', 'Verder als gast: uw gegevens');
  await open('/samenvatting', 'Samenvatting');
  expect(await refused()).toEqual([]);
});

test('a customer’s account pages, an invoice’s PDF and the checkout come with their headers and report no violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const period = await openWeekendInBrugge(request);
  const { open, refused } = await pageWalker(page);
  await open('/login', 'Aanmelden');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await open('/account', 'Mijn gegevens');
  await open('/account/details', 'Mijn gegevens');
  await open('/account/contact', 'Contactpersonen');
  await open('/account/contact/add', 'Contactpersoon toevoegen');
  await open('/account/contact/edit/CON-2002', 'Contactpersoon bewerken');
  await open('/account/orders', 'Bestellingen');
  await open('/account/orders/detail/RO-2026-0014', 'Bestelling RO-2026-0014');
  await open('/account/orders/edit/RO-2026-0019', 'Bestelling RO-2026-0019 wijzigen');
  await open('/account/messages', 'Berichten');
  await open('/account/messages/CONV-301', 'Openingsuren tijdens de kerstvakantie');
  await open('/account/items', 'Mijn materiaal');
  await open('/account/invoices', 'Facturen');
  // An invoice downloads as a PDF made in the page (a blob), which the policy leaves alone.
  const firstInvoice = page.getByRole('grid', { name: 'Facturen' }).getByRole('row').nth(1);
  const [download] = await Promise.all([page.waitForEvent('download'), firstInvoice.getByRole('button', { name: /downloaden als PDF$/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], period, path: null });
  await slotsThroughApi(page, cartId, period);
  await eventInfoThroughApi(page, cartId, period);
  await open('/winkelwagen', 'Levering', 2);
  await open('/extra-info', 'Extra informatie over uw evenement');
  await open('/samenvatting', 'Samenvatting');
  await storeShopValues(page, {
    receipt: receiptInBrugge(period.from, period.to),
  });
  await open('/bedankt', 'Bedankt voor uw aanvraag!');
  expect(await refused()).toEqual([]);
});

test('single sign-on leaves the shop for the provider and comes back to a page with its headers, reporting no violation', async ({ page }) => {
  const { open, refused } = await pageWalker(page);
  await open('/login', 'Aanmelden');
  await page.getByRole('link', { name: 'Aanmelden met itsme' }).click();
  await expect(page).toHaveURL(/\/api\/__demo\/sso/);
  await page.getByRole('radio', { name: /Jeugdhuis De Branding vzw \(admin@demo\.test/ }).check();
  const back = page.waitForResponse((response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === '/login');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  expectPageHeaders(await back, '/login?token=…');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expectAccessible(page);
  expect(await refused()).toEqual([]);
});

test.describe('a first visit on an iPhone', () => {
  test.use({
    consentGiven: false,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('the cookie question, then a react-aria modal (the lightbox) with the style it adds on an iPhone, and the page views once accepted', async ({ page }) => {
    // react-aria tells an iPhone by the platform the browser names.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'iPhone' });
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    });
    const { open, refused } = await pageWalker(page);
    await open('/product/details/partytent-3-x-3-m', 'Partytent 3 x 3 m');
    // The cookie question is the browser's own dialog (decision 025): nothing of react-aria's.
    const question = page.getByRole('dialog', { name: 'Cookies op deze website' });
    await expect(question).toBeVisible();
    await expectAccessible(page);
    const pageView = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/__demo/analytics');
    await question.getByRole('button', { name: 'Alles accepteren' }).click();
    await pageView;
    await expect(question).toBeHidden();
    // On iPhone and iPad react-aria adds a style element while its modal is open: the policy allows it by its hash.
    await page.getByRole('button', { name: /Afbeelding vergroten/ }).click();
    await expect(page.getByRole('dialog', { name: 'Partytent 3 x 3 m' })).toBeVisible();
    const scrollStyle = () => page.evaluate(() => [...document.querySelectorAll('style')].some((style) => style.textContent.includes('overscroll-behavior') && style.sheet !== null));
    await expect.poll(scrollStyle).toBe(true);
    await expectAccessible(page);
    expect(await refused()).toEqual([]);
  });
});

test('the watch sees a violation when there is one: a page whose policy lacks its inline scripts’ hashes', async ({ page }) => {
  const { refused } = await pageWalker(page);
  await page.route(
    (url) => url.pathname === '/login',
    async (route) => {
      const response = await route.fetch();
      const policy = response.headers()['content-security-policy']!.replace(/script-src [^;]*/, "script-src 'self'");
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    },
  );
  await page.goto('/login');
  // The first wave and the script that starts the app are refused: the frame the server painted stays, and no app.
  await expect(page.getByRole('banner').getByRole('link', { name: /naar de startpagina/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmelden' })).toHaveCount(0);
  await expect.poll(refused).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem refused inline/), expect.stringMatching(/Content Security Policy/)]));
});

test('files, API answers and errors say what they are and keep the referrer to the origin, without a page’s policy', async ({ request }) => {
  // A page names its entry in the script that starts the app once the page is painted (decision 029).
  const shell = await (await request.get('/winkelwagen')).text();
  const entry = /"(\/assets\/index-[^"]+\.js)"/.exec(shell)?.[1];
  expect(entry).toBeDefined();
  for (const path of [entry!, '/robots.txt', '/favicon.svg', '/style-settings.json', '/api/v2/shop/categories', '/assets/bestaat-niet.js', '/api/v2/shop/items/bestaat-niet']) {
    const answer = await request.get(path);
    expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(answer.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(answer.headers()['content-security-policy'], path).toBeUndefined();
  }
});
