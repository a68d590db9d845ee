import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { plusDays } from '../../src/domain/days.ts';
import { DEMO_PASSWORD, expect, expectAccessible, logIn } from './fixtures.ts';

/** Steps of a customer that several journeys take. */

// The journeys count days as the shop does.
export { plusDays };

/** What a date field takes from the keyboard: dd, mm, yyyy. */
const typed = (day: string) => day.split('-').reverse().join('');

/** The first Friday at least `days` days ahead (as the demo seed places its anchors). */
export function fridayAhead(days: number): string {
  const day = plusDays(new Date().toISOString().slice(0, 10), days);
  return plusDays(day, (5 - new Date(`${day}T00:00:00Z`).getUTCDay() + 7) % 7);
}

/**
 * A Friday-to-Monday period in Brugge at least three weeks ahead, clear of closing days; given
 * `days`, a period from a Friday to that many days later.
 */
export async function openWeekendInBrugge(request: APIRequestContext, days = 3): Promise<{ from: string; to: string }> {
  const from = fridayAhead(21);
  const answer = await request.get(`/api/v2/closingDays?warehouse=WH-BRUGGE&dateFrom=${from}&dateTo=${plusDays(from, 120)}`);
  const closed = new Set(((await answer.json()) as { Collection: { Date: string }[] }).Collection.map((d) => d.Date.slice(0, 10)));
  for (let friday = from; ; friday = plusDays(friday, 7)) {
    if (!closed.has(friday) && !closed.has(plusDays(friday, days))) return { from: friday, to: plusDays(friday, days) };
  }
}

/** The shop's location and period selector (the configurator's, or another place's), then the button that confirms it there. */
export async function chooseLocationAndPeriod(
  page: Page,
  location: RegExp,
  period: { from: string; to: string },
  configurator: Locator = page.getByRole('region', { name: /Huren|Pakket samenstellen/ }),
  confirm = 'Bevestigen',
): Promise<void> {
  await configurator.getByRole('button', { name: /Locatie/ }).click();
  await page.getByRole('option', { name: location }).click();
  const firstSegment = configurator.getByRole('group', { name: 'Periode' }).getByRole('spinbutton').first();
  await expect(firstSegment).toBeEnabled();
  await firstSegment.click();
  await page.keyboard.type(typed(period.from) + typed(period.to));
  await expectAccessible(page);
  await configurator.getByRole('button', { name: confirm }).click();
}


export interface CartLineRequest {
  ItemID: string;
  Amount: number;
}

/**
 * A cart for the logged-in customer of the page, made through the API with the page's own
 * session token and stored as the session's cart (as adding products through the product page
 * would). The page then opens `path`, or, given null, stays off the shop for the caller's next steps.
 */
export async function cartThroughApi(
  page: Page,
  options: { lines: CartLineRequest[]; period: { from: string; to: string }; deliveryId?: string; path?: string | null },
): Promise<string> {
  const deliveryId = options.deliveryId ?? 'PICKUP';
  const { period } = options;
  const { CartID: cartId } = await callAsSession<{ CartID: string }>(page, 'POST', '/api/v3/rental/cart', {
    WarehouseID: 'WH-BRUGGE',
    DateTimeExpectedStart: period.from,
    DateTimeExpectedEnd: period.to,
    DeliveryID: deliveryId,
  });
  await callAsSession(page, 'POST', `/api/v3/rental/cart/${cartId}/items`, options.lines);
  await storeShopValues(page, { cartId, pending: { warehouseId: 'WH-BRUGGE', deliveryId, period } });
  if (options.path !== null) {
    await page.goto(options.path ?? '/winkelwagen');
    await page.waitForLoadState('networkidle');
  }
  return cartId;
}

export interface PlacedOrder {
  ReservationOrderID: string;
  Reference: string | null;
  Actions: { ActionName: string; Completed: boolean }[];
}

/** The reservation orders of the logged-in customer of the page, newest first. */
export async function ordersOf(page: Page): Promise<PlacedOrder[]> {
  const orders = await callAsSession<{ Collection: PlacedOrder[] }>(page, 'GET', '/api/v2/shop/reservationOrders?Orderby=DateTimeCreated%20desc&include=actions&size=100');
  return orders.Collection;
}

/** Chooses a radio button from the keyboard, as a person tabbing through the form does. */
export async function pick(radio: Locator): Promise<void> {
  await radio.focus();
  await radio.press('Space');
  await expect(radio).toBeChecked();
}

/** Fills the event form (spec 001 §5) with a valid event on `day`, by keyboard, and goes on. */
export async function describeEvent(page: Page, day: string): Promise<void> {
  await fillEventForm(page, day);
  await page.getByRole('button', { name: 'Verder naar het overzicht' }).press('Enter');
  await expect(page).toHaveURL(/\/samenvatting$/);
}

/** Fills the event form with a valid event on `day`, by keyboard, leaving it to be sent. */
export async function fillEventForm(page: Page, day: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Extra informatie over uw evenement' })).toBeVisible();
  await page.getByRole('button', { name: /Type evenement/ }).press('Enter');
  await page.getByRole('option', { name: 'Evenement' }).press('Enter');
  await page.getByRole('textbox', { name: 'Omschrijving', exact: true }).fill('Buurtfeest in de Sint-Pietersstraat');
  await page.getByRole('group', { name: /Startdatum/ }).getByRole('spinbutton').first().focus();
  await page.keyboard.type(typed(day));
  await page.getByRole('group', { name: /Startuur/ }).getByRole('spinbutton').first().focus();
  await page.keyboard.type('1400');
  await pick(page.getByRole('radio', { name: 'Tent' }));
  await pick(page.getByRole('radio', { name: /Publiek/ }));
  await page.getByRole('textbox', { name: 'Verwacht aantal bezoekers' }).fill('150');
  await page.getByRole('textbox', { name: 'Naam van de locatie' }).fill('Parochiezaal Sint-Pieter');
  await page.getByRole('textbox', { name: 'Straat' }).fill('Sint-Pietersstraat');
  await page.getByRole('textbox', { name: 'Nummer' }).fill('12');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('8000');
  await page.getByRole('textbox', { name: 'Gemeente' }).fill('Brugge');
  await page.getByRole('textbox', { name: 'Voornaam hoofdorganisator' }).fill('Lotte');
  await page.getByRole('textbox', { name: 'Achternaam hoofdorganisator' }).fill('Vermeulen');
  await page.getByRole('textbox', { name: 'Telefoon hoofdorganisator' }).fill('0470 12 34 56');
  await page.getByRole('textbox', { name: 'Opmerkingen (optioneel)' }).fill('Graag een seintje bij levering.');
  await expectAccessible(page);
}

/** A call to the demo backend with the page's own session token (a user's or an anonymous one). */
export async function callAsSession<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('session') ?? 'null') as { data: { token: { accessToken: string } } };
      const headers = { Authorization: `Bearer ${session.data.token.accessToken}`, 'Content-Type': 'application/json' };
      const answer = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    { method, path, body },
  );
}

/**
 * Merges values into the shop store as the shop's own forms leave them; the next page load reads
 * them. Written away from the shop, on its favicon (same origin): a running shop writes its whole
 * store whenever a load lands, and would overwrite them.
 */
export async function storeShopValues(
  page: Page,
  values: { cartId?: string | null; pending?: Record<string, unknown>; receipt?: Record<string, unknown> },
): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((values) => {
    const store = JSON.parse(localStorage.getItem('uitleendienst-shop') ?? 'null') as Record<string, unknown> & { pending: Record<string, unknown> };
    if (values.cartId !== undefined) store.cartId = values.cartId;
    if (values.receipt !== undefined) store.receipt = values.receipt;
    store.pending = { ...store.pending, ...values.pending };
    localStorage.setItem('uitleendienst-shop', JSON.stringify(store));
  }, values);
}

/** The cart's first usable pick-up and return slot, chosen through the API ("voor 7:30" is for drop-off only). */
export async function slotsThroughApi(page: Page, cartId: string, period: { from: string; to: string }): Promise<void> {
  type Slot = { BusinessHourID: string | null; BusinessHour: string; MomentCanBeUsed: boolean };
  const first = async (kind: 'start' | 'end', day: string) => {
    const slots = await callAsSession<Slot[]>(page, 'GET', `/api/v2/shop/capacity/_${kind}-business-moments?warehouseID=WH-BRUGGE&dateToCheck=${day}&cartID=${cartId}`);
    const slot = slots.find((s) => s.MomentCanBeUsed && s.BusinessHourID && s.BusinessHour !== 'voor 7:30');
    expect(slot, `a usable ${kind} slot on ${day}`).toBeDefined();
    return slot!.BusinessHourID;
  };
  const [start, end] = await Promise.all([first('start', period.from), first('end', period.to)]);
  await callAsSession(page, 'PATCH', `/api/v3/rental/cart/${cartId}`, { BusinessHourStart: start, BusinessHourEnd: end });
}

/**
 * The custom fields of the event the journeys describe (spec 001 §5): a neighbourhood party on
 * the rental's second day, organised alone.
 */
export function sampleEventFields(period: { from: string; to: string }): Record<string, unknown> {
  return {
    CUST_EventDescription: 'Buurtfeest in de Sint-Pietersstraat',
    CUST_EventStartDate: `${plusDays(period.from, 1)}T00:00:00`,
    CUST_EventStartTime: '14:00',
    CUST_EventLocationTitle: 'Parochiezaal Sint-Pieter',
    CUST_EventLocationStreet: 'Sint-Pietersstraat',
    CUST_EventLocationNumber: '12',
    CUST_EventLocationPostalCode: '8000',
    CUST_EventLocationCity: 'Brugge',
    CUST_EventLocationCountry: 'be',
    CUST_EventVenueSetting: 'Tent',
    CUST_EventAccessType: 'Public',
    CUST_IsCoorganized: false,
    CUST_ExpectedNumberAttendees: 150,
    CUST_EventMainOrganizerFirstName: 'Lotte',
    CUST_EventMainOrganizerLastName: 'Vermeulen',
    CUST_EventMainOrganizerName: 'Lotte Vermeulen',
    CUST_EventMainOrganizerTel: '0470 12 34 56',
  };
}

/**
 * The event form as a customer submitted it: the sample event's custom fields in the cart and
 * the order type as pending value, so the form opens filled in and valid.
 */
export async function eventInfoThroughApi(page: Page, cartId: string, period: { from: string; to: string }): Promise<void> {
  await callAsSession(page, 'PATCH', `/api/v3/rental/cart/${cartId}`, { CustomFields: sampleEventFields(period) });
  await storeShopValues(page, { pending: { orderType: 'LBL-RES-1' } });
}

/**
 * Scans the page with axe the first time a run of walks shows `screen` (a scan takes about a
 * second; generated paths share most of their screens). The fixtures scan each walk's last page.
 */
const scannedScreens = new Set<string>();
export async function scanOnce(page: Page, screen: string): Promise<void> {
  if (scannedScreens.has(screen)) return;
  scannedScreens.add(screen);
  await expectAccessible(page);
}

/** The demo's share of calls that fail (503): 1 fails every call until it is set back to 0. */
export async function setFailureRate(request: APIRequestContext, failureRate: number): Promise<void> {
  expect((await request.put('/api/__demo/switches', { data: { failureRate } })).ok()).toBe(true);
}

/**
 * Ends a payment at the demo provider in another tab, as a person with the payment page open
 * elsewhere: `button` is Betalen, Annuleren or Mislukt. Where the provider then sends the tab, a
 * blank page stands in for the shop (which would ask the payment's status itself), and the tab is
 * closed once that page has loaded: Chromium can leave a close racing a navigation's commit
 * unanswered for good.
 */
export async function settleInAnotherTab(page: Page, link: string, button: 'Betalen' | 'Annuleren' | 'Mislukt'): Promise<void> {
  const provider = await page.context().newPage();
  const atProvider = (url: URL) => url.pathname.startsWith('/api/__demo/pay/');
  await provider.route((url) => !atProvider(url), (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Terug naar de winkel</title>' }));
  await provider.goto(link);
  await expect(provider.getByRole('heading', { level: 1, name: /^Betaling PAY-/ })).toBeVisible();
  await scanOnce(provider, 'the payment provider');
  const taken = provider.waitForResponse((response) => response.request().method() === 'POST');
  await provider.getByRole('button', { name: button, exact: true }).click();
  expect((await taken).status()).toBe(303);
  await provider.waitForURL((url) => !atProvider(url));
  await provider.close();
}

/** The demo's administrator logs in on the login page, which returns to `path` (no stop at the home page). */
export async function logInReturningTo(page: Page, path: string): Promise<void> {
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await scanOnce(page, 'login');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(path);
}

/** The seeded order of the page's customer with an open payment (the demo resets before each test). */
export async function unpaidOrderOf(page: Page): Promise<string> {
  const order = (await ordersOf(page)).find((o) => o.Actions.some((a) => a.ActionName === 'CreatePayment' && !a.Completed));
  expect(order, 'a seeded order with an open payment').toBeDefined();
  return order!.ReservationOrderID;
}

/** Gives the admin's organisation `count` more contact persons (without login) through the API, fifty calls at a time. */
export async function addContacts(request: APIRequestContext, count: number): Promise<void> {
  const login = await request.post('/api/v3/core/token/_login', { data: { UserName: 'admin@demo.test', Password: DEMO_PASSWORD } });
  const { Token, Accounts } = (await login.json()) as { Token: { Access_token: string }; Accounts: { CustomerID: string }[] };
  const headers = { Authorization: `Bearer ${Token.Access_token}` };
  const customerId = Accounts[0]!.CustomerID;
  for (let start = 0; start < count; start += 50) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, (_, offset) => {
        const n = start + offset;
        return request.post(`/api/v3/customer/customer/${customerId}/shop-users`, {
          headers,
          data: { Salutation: 'Mx', FirstName: `Vrijwilliger ${n}`, LastName: `Nummer ${n}`, Email: `vrijwilliger.${n}@demo.test`, Tel: '050 12 34 56', MobilePhone: '0470 12 34 56' },
        });
      }),
    );
    expect(answers.every((answer) => answer.status() === 201)).toBe(true);
  }
}

/** What the thank-you page reads of an order placed in Brugge (the shop keeps it as the receipt), for a period from one day to another. */
export function receiptInBrugge(from = '2026-12-11', to = '2026-12-14') {
  return {
    reservationOrderIds: ['RO-2026-0101'],
    warehouseId: 'WH-BRUGGE',
    warehouseName: 'Uitleendienst Brugge',
    warehouseContact: { email: 'uitleendienst.brugge@demo.test', tel: '050 40 31 00', street: 'Koningin Astridlaan', houseNumber: '110', zipCode: '8200', city: 'Brugge' },
    pickUp: `${from}T09:00:00`,
    return: `${to}T16:00:00`,
    pickUpSlot: '09:00 - 10:00',
    returnSlot: '16:00 - 17:00',
  };
}

/**
 * Holds back the page's requests for a built chunk (`CartView` for `/assets/CartView-<hash>.js`)
 * until the returned function is called: what the page shows, and asks for, without that code.
 */
export async function holdChunk(page: Page, chunk: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
