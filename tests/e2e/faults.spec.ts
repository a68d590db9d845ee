import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { cartThroughApi, chooseLocationAndPeriod, fillEventForm, openWeekendInBrugge, plusDays } from './shop-steps.ts';
import { failNext, READ_TRIES } from './demo-faults.ts';

/**
 * The faults a customer meets (issue 11), provoked on cue: an expired token with a cart, two tabs
 * of one browser, a read that fails once, a cart that cannot be read, a customer that cannot be
 * loaded, and a whole journey on a slow and unreliable line.
 */

const signedIn = (page: Page) => page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Mijn account' });
const cartButton = (page: Page) => page.getByRole('link', { name: /^Winkelwagen/ });
const storedCartId = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('uitleendienst-shop') ?? 'null') as { cartId: string | null } | null)?.cartId ?? null);

/** The demo's administrator, logged in, with a cart of one tent for a weekend in Brugge, on the home page. */
async function signedInWithCart(page: Page, visit: (path: string) => Promise<void>, request: APIRequestContext): Promise<string> {
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
  const period = await openWeekendInBrugge(request);
  const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], period, path: '/home' });
  await expect(cartButton(page)).toContainText('1');
  return cartId;
}

test('an expired token with a cart: pages keep working, and after a reload the cart is still there', async ({ page, visit, request }) => {
  const cartId = await signedInWithCart(page, visit, request);

  await request.post('/api/__demo/tokens/_expire');
  await page.getByRole('link', { name: 'Tenten' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tenten' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Producten' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('list', { name: 'Producten' }).getByRole('link').first().click();
  await expect(page.getByRole('region', { name: /Huren|Pakket samenstellen/ })).toBeVisible();

  await page.reload();
  await expect(signedIn(page)).toBeVisible();
  await expect(cartButton(page)).toContainText('1');
  expect(await storedCartId(page)).toBe(cartId);
});

test('two tabs: the token expires, each tab keeps the session and the cart; logging out in one logs out both', async ({ page, visit, request }) => {
  const cartId = await signedInWithCart(page, visit, request);
  const second = await page.context().newPage();
  await second.goto('/winkelwagen');
  await expect(signedIn(second)).toBeVisible();
  await expect(cartButton(second)).toContainText('1');

  await request.post('/api/__demo/tokens/_expire');
  await Promise.all([page.goto('/account/details'), second.reload()]);
  await expect(page.getByText('Jeugdhuis De Branding vzw')).toBeVisible();
  await expect(second.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  for (const tab of [page, second]) {
    await expect(signedIn(tab)).toBeVisible();
    await expect(cartButton(tab)).toContainText('1');
  }
  expect(await storedCartId(page)).toBe(cartId);

  await page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('button', { name: 'Afmelden' }).click();
  await expect(second.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await second.close();
});

test('a first read that fails once heals without the customer pressing anything', async ({ page, request }) => {
  await failNext(request, 'GET /v2/shop/core/settings', 1);
  await failNext(request, 'GET /v2/shop/categories', 1);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Wat zoek je?' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categorieën' }).getByRole('link', { name: 'Tenten' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
});

test('a cart that cannot be read says so, never "empty", keeps the cart and reads it again on request', async ({ page, visit, request }) => {
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
  const period = await openWeekendInBrugge(request);
  const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }], period, path: null });
  // The first read and each of its retries fail.
  await failNext(request, 'GET /v3/rental/cart/{id}', READ_TRIES);
  await page.goto('/winkelwagen');
  await expect(page.getByRole('alert').filter({ hasText: 'De winkelwagen kon niet geladen worden.' })).toBeVisible();
  await expect(page.getByText('Uw winkelwagen is leeg.')).toHaveCount(0);
  await expectAccessible(page);
  expect(await storedCartId(page)).toBe(cartId);

  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Partytent 3 x 3 m');
  await expect(cartButton(page)).toContainText('1');
});

test('a customer that cannot be loaded: the login page says so and stays', async ({ page, visit, request }) => {
  await visit('/login');
  await failNext(request, 'GET /v3/customer/customer/{id}', 1, 404);
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('alert')).toHaveText('Klant niet gevonden.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await expectAccessible(page);

  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
});

/** A radio button chosen from the keyboard, as a person tabbing through does. */
async function choose(radio: Locator): Promise<void> {
  await radio.focus();
  await radio.press('Space');
}

/**
 * What a customer does on a bad line: does it again until it worked. A failed write says so
 * and changes nothing; a read that failed even after its retries offers "Opnieuw proberen".
 */
async function persevere(page: Page, attempt: () => Promise<void>, worked: Locator, what: string): Promise<void> {
  const retry = page.getByRole('button', { name: 'Opnieuw proberen' }).first();
  const failures = page.getByRole('alert').filter({ hasText: /mis|mislukt|storing|niet/ });
  for (let tries = 1; tries <= 8; tries++) {
    const failedBefore = await failures.count();
    await attempt();
    // A radio button that took the choice is hidden behind its label: being there is enough.
    const outcome = await Promise.race([
      worked.waitFor({ state: 'attached', timeout: 20_000 }).then(() => 'worked' as const),
      retry.waitFor({ timeout: 20_000 }).then(() => 'offered a retry' as const),
      failures.nth(failedBefore).waitFor({ timeout: 20_000 }).then(() => 'said it failed' as const),
    ]).catch(() => 'nothing happened' as const);
    if (outcome === 'worked' || (await worked.count()) > 0) return;
    if (outcome === 'offered a retry') await retry.click();
  }
  throw new Error(`${what} never worked`);
}

test('a whole journey on a line where one call in five fails and each takes a second ends on the thank-you page', async ({ page, request }) => {
  test.setTimeout(300_000);
  // The access token travels in headers only, never in an address.
  const tokens = new Set<string>();
  const addresses: string[] = [];
  page.on('request', (sent) => {
    addresses.push(sent.url());
    const bearer = /^Bearer (.+)$/.exec(sent.headers()['authorization'] ?? '')?.[1];
    if (bearer) tokens.add(bearer);
  });
  const period = await openWeekendInBrugge(request);
  expect((await request.put('/api/__demo/switches', { data: { failureRate: 0.2, latencyMs: 1000, failureSeed: 2026 } })).ok()).toBe(true);

  const loginHeading = page.getByRole('heading', { level: 1, name: 'Aanmelden' });
  await persevere(page, () => page.goto('/login').then(() => undefined), loginHeading, 'opening the login page');
  await persevere(page, () => logIn(page, 'admin@demo.test'), signedIn(page), 'logging in');

  const configurator = page.getByRole('region', { name: 'Huren' });
  await persevere(page, () => page.goto('/product/details/partytent-3-x-3-m').then(() => undefined), configurator, 'opening the product');
  await persevere(page, () => chooseLocationAndPeriod(page, /Uitleendienst Brugge/, period), configurator.getByRole('button', { name: 'Toevoegen aan winkelwagen' }), 'choosing the period');
  await persevere(
    page,
    () => configurator.getByRole('button', { name: 'Toevoegen aan winkelwagen' }).click(),
    page.getByText('Succesvol toegevoegd aan de winkelwagen'),
    'adding to the cart',
  );

  const pickUp = page.getByRole('radiogroup', { name: /^Afhalen op/ }).getByRole('radio').first();
  await persevere(page, () => page.goto('/winkelwagen').then(() => undefined), pickUp, 'opening the cart');
  await persevere(page, () => choose(pickUp), page.getByRole('radiogroup', { name: /^Afhalen op/ }).getByRole('radio', { checked: true }), 'choosing a pick-up moment');
  const returnSlot = page.getByRole('radiogroup', { name: /^Terugbrengen op/ }).getByRole('radio').nth(1);
  await persevere(page, () => choose(returnSlot), page.getByRole('radiogroup', { name: /^Terugbrengen op/ }).getByRole('radio', { checked: true }), 'choosing a return moment');
  const eventForm = page.getByRole('heading', { level: 1, name: 'Extra informatie over uw evenement' });
  await persevere(page, () => page.getByRole('button', { name: 'Verder naar de evenementgegevens' }).click(), page.getByRole('textbox', { name: 'Omschrijving', exact: true }), 'going on to the event form');
  await expect(eventForm).toBeVisible();
  await fillEventForm(page, plusDays(period.from, 1));
  const summary = page.getByRole('heading', { level: 1, name: 'Samenvatting' });
  await persevere(page, () => page.getByRole('button', { name: 'Verder naar het overzicht' }).click(), summary, 'saving the event');

  const atPickUp = page.getByRole('radio', { name: 'Betalen bij het afhalen' });
  await persevere(page, async () => {}, atPickUp, 'reading the summary');
  await choose(atPickUp);
  await persevere(page, () => page.getByRole('button', { name: /^Reservering bevestigen|^Bevestigen/ }).click(), page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanvraag!' }), 'confirming');
  await expect(page).toHaveURL(/\/bedankt$/);
  expect((await request.put('/api/__demo/switches', { data: { failureRate: 0, latencyMs: 0 } })).ok()).toBe(true);
  await expectAccessible(page);
  expect(tokens.size).toBeGreaterThan(0);
  expect(addresses.filter((address) => [...tokens].some((token) => address.includes(token)))).toEqual([]);
});

test('a refused refresh signs out; after the next login the open cart is there again', async ({ page, visit, request }) => {
  await signedInWithCart(page, visit, request);

  await request.put('/api/__demo/switches', { data: { refreshWindowSeconds: 0 } });
  await request.post('/api/__demo/tokens/_expire');
  await signedIn(page).click();
  await expect(page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await expect(cartButton(page)).toContainText('0');

  await request.put('/api/__demo/switches', { data: { refreshWindowSeconds: 7 * 24 * 3600 } });
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(signedIn(page)).toBeVisible();
  await expect(cartButton(page)).toContainText('1');
});

test('the shop starts whatever local storage holds: broken, of another shape, or 2 MB of junk', async ({ page }) => {
  for (const [session, store] of [
    ['{', '['],
    ['[]', '{"version":1}'],
    ['x'.repeat(2 * 1024 * 1024), 'null'],
  ]) {
    await page.goto('/favicon.svg');
    await page.evaluate(([session, store]) => {
      localStorage.setItem('session', session!);
      localStorage.setItem('uitleendienst-shop', store!);
    }, [session, store]);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Wat zoek je?' })).toBeVisible();
  }
});
