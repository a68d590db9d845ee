import type { APIRequestContext, Page } from '@playwright/test';
import { paymentReturnPath } from '../../src/domain/payment.ts';
import { DEMO_PASSWORD, expect, expectAccessible, logIn, test } from './fixtures.ts';
import { receiptInBrugge, storeShopValues } from './shop-steps.ts';

interface OrderWithActions {
  ReservationOrderID: string;
  Actions: { ActionName: string; Completed: boolean }[];
}

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.post('/api/v3/core/token/_login', { data: { UserName: 'admin@demo.test', Password: DEMO_PASSWORD } });
  const { Token } = (await answer.json()) as { Token: { Access_token: string } };
  return { Authorization: `Bearer ${Token.Access_token}` };
}

/** The seeded order of De Branding with an open CreatePayment action (the demo resets before each test). */
async function unpaidOrder(request: APIRequestContext): Promise<{ id: string; headers: Record<string, string> }> {
  const headers = await adminHeaders(request);
  const orders = (await (await request.get('/api/v2/shop/reservationOrders?include=actions&size=100', { headers })).json()) as { Collection: OrderWithActions[] };
  const order = orders.Collection.find((o) => o.Actions.some((a) => a.ActionName === 'CreatePayment' && !a.Completed));
  expect(order, 'a seeded order with an open payment').toBeDefined();
  return { id: order!.ReservationOrderID, headers };
}

async function isPaid(request: APIRequestContext, headers: Record<string, string>, id: string): Promise<boolean> {
  const orders = (await (await request.get('/api/v2/shop/reservationOrders?include=actions&size=100', { headers })).json()) as { Collection: OrderWithActions[] };
  return orders.Collection.find((o) => o.ReservationOrderID === id)!.Actions.some((a) => a.ActionName === 'CreatePayment' && a.Completed);
}

const paymentDialog = (page: Page) => page.getByRole('dialog', { name: 'Online betalen' });

/** Opens the return address signed in: a visitor logs in first and comes back to it. */
async function openReturnAddress(page: Page, visit: (path: string) => Promise<void>, path: string): Promise<void> {
  await visit(path);
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(path);
}

/** On the demo's provider page: choose how the payment ends; the provider sends the browser back. */
async function settleAtProvider(page: Page, outcome: RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name: /^Betaling PAY-/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: outcome }).click();
}

test('an order is paid from the payment return address: pay now, the provider, back, paid', async ({ page, visit, request }) => {
  const { id, headers } = await unpaidOrder(request);
  const path = paymentReturnPath({ kind: 'order', reservationOrderId: id });
  await openReturnAddress(page, visit, path);

  const dialog = paymentDialog(page);
  await expect(dialog).toContainText(`Reservering ${id}`);
  await expect(dialog).toContainText(/Te betalen: €\s?209,98/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Nu betalen' }).click();

  await settleAtProvider(page, /^Betalen$/);
  await expect(page).toHaveURL(path);
  await expect(dialog.getByRole('status')).toHaveText('De betaling is ontvangen. Bedankt!');
  await expectAccessible(page);
  expect(await isPaid(request, headers, id)).toBe(true);

  // Closing stays on the orders tab, which reads the orders again: the order shows as paid.
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const row = page.getByRole('grid', { name: 'Bestellingen' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: id }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: /open actie/ })).toHaveCount(0);
});

test('a cancelled payment shows its message; a retry asks a new link and pays', async ({ page, visit, request }) => {
  const { id, headers } = await unpaidOrder(request);
  const path = paymentReturnPath({ kind: 'order', reservationOrderId: id });
  await openReturnAddress(page, visit, path);
  const dialog = paymentDialog(page);
  await dialog.getByRole('button', { name: 'Nu betalen' }).click();

  await settleAtProvider(page, /^Annuleren$/);
  await expect(page).toHaveURL(path);
  await expect(dialog.getByRole('alert')).toContainText('U hebt de betaling geannuleerd.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(dialog).toContainText(/Te betalen: €\s?209,98/);
  await dialog.getByRole('button', { name: 'Nu betalen' }).click();

  await settleAtProvider(page, /^Betalen$/);
  await expect(dialog.getByRole('status')).toHaveText('De betaling is ontvangen. Bedankt!');
  expect(await isPaid(request, headers, id)).toBe(true);
});

test('a pending payment is asked again every second, carries on across a reload, and ends paid after processing', async ({ page, visit, request }) => {
  const { id } = await unpaidOrder(request);
  // The tab is read case-insensitively.
  const path = paymentReturnPath({ kind: 'order', reservationOrderId: id }).replace('tab=orders', 'tab=Orders');
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/shop/payments/link')) asked++;
  });
  await openReturnAddress(page, visit, path);
  const dialog = paymentDialog(page);
  await expect(dialog).toContainText(/Te betalen: €\s?209,98/);
  await expect.poll(() => asked, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);

  await page.reload();
  await expect(dialog).toContainText(`Reservering ${id}`);
  await expect(dialog).toContainText(/Te betalen: €\s?209,98/);
  await dialog.getByRole('button', { name: 'Nu betalen' }).click();

  await settleAtProvider(page, /Betaald na 3 seconden/);
  await expect(page).toHaveURL(path);
  await expect(dialog.getByRole('status')).toHaveText('De betaling is ontvangen. Bedankt!', { timeout: 10_000 });
});

test('an invoice opens its payment modal from the invoices tab; closing it leaves a clean account address', async ({ page, visit, request }) => {
  const headers = await adminHeaders(request);
  const invoices = (await (await request.get('/api/v2/shop/invoices?include=actions', { headers })).json()) as {
    Collection: { InvoiceID: string; AmountDue: number }[];
  };
  const invoice = invoices.Collection.find((i) => i.AmountDue > 0)!;
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();

  await visit(`/account?orderAction=createPayment&tab=INVOICES&orderInvoiceId=${invoice.InvoiceID}`);
  const dialog = paymentDialog(page);
  await expect(dialog).toContainText(`Factuur ${invoice.InvoiceID}`);
  await expect(dialog).toContainText(new RegExp(`Te betalen: €\\s?${invoice.AmountDue.toFixed(2).replace('.', ',')}`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/account\/invoices$/);
  await expect(page.getByRole('grid', { name: 'Facturen' })).toBeVisible();
});

test('without a tab for what is paid, the payment modal opens over the first tab the user may open, and closing stays there', async ({ page, visit, request }) => {
  const headers = await adminHeaders(request);
  const invoices = (await (await request.get('/api/v2/shop/invoices?include=actions', { headers })).json()) as { Collection: { InvoiceID: string; AmountDue: number }[] };
  const invoice = invoices.Collection.find((i) => i.AmountDue > 0)!;
  // Read before the invoices are hidden: the demo then refuses them to the admin too.
  expect((await request.put('/api/__demo/settings', { data: { ShopShowMyDetailsFor: 'NoOne', ShopShowInvoicesFor: 'NoOne' } })).ok()).toBe(true);
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();

  await visit(`/account?orderAction=createPayment&tab=invoices&orderInvoiceId=${invoice.InvoiceID}`);
  await expect(paymentDialog(page)).toContainText(`Factuur ${invoice.InvoiceID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contactpersonen en gebruikers' })).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/account\/contact$/);
  await expect(page.getByRole('grid', { name: 'Contactpersonen en gebruikers' })).toBeVisible();
});

test('an order that cannot be paid shows the error, with a retry', async ({ page, visit }) => {
  await openReturnAddress(page, visit, paymentReturnPath({ kind: 'order', reservationOrderId: 'RO-BESTAAT-NIET' }));
  const dialog = paymentDialog(page);
  await expect(dialog.getByRole('alert')).toContainText('RO-BESTAAT-NIET');
  await expect(dialog.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  await expectAccessible(page);
});

test('a payment the backend knows no amount for says so, and is asked again on request and while waiting', async ({ page, visit, request }) => {
  // The demo always answers a pending payment with its link and amount; a real backend may answer
  // one without either (nothing to pay online): that answer stands in for the demo's.
  const nothingToPay = /\/api\/v2\/shop\/payments\/link\?/;
  const answerNothingToPay = () => page.route(nothingToPay, (route) => route.fulfill({ json: { Status: 'Pending', Message: null, PaymentLink: null, TotalAmountDue: 0 } }));
  const { id } = await unpaidOrder(request);
  await answerNothingToPay();
  await openReturnAddress(page, visit, paymentReturnPath({ kind: 'order', reservationOrderId: id }));
  const dialog = paymentDialog(page);
  await expect(dialog.getByRole('alert')).toContainText('Er is geen te betalen bedrag bekend.');
  await expectAccessible(page);

  await page.unroute(nothingToPay);
  await dialog.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(dialog).toContainText(/Te betalen: €\s?209,98/);
  // The payment is asked again every second while the customer waits: now there is nothing to pay.
  await answerNothingToPay();
  await expect(dialog.getByRole('alert')).toContainText('Er is geen te betalen bedrag bekend.');
});

test('/account without a payment goes to the tab it names', async ({ page, visit }) => {
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await visit('/account?orderAction=createPayment&tab=orders');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(paymentDialog(page)).toBeHidden();
});

const receipt = receiptInBrugge();

test('the thank-you page shows the order, its moments and the warehouse, and offers them as a calendar file', async ({ page, visit }) => {
  await visit('/home');
  await storeShopValues(page, { receipt });
  await visit('/bedankt');

  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanvraag!' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Uw reserveringsnummer: RO-2026-0101');
  await expect(main).toContainText('pas definitief na een bevestigingsmail');
  await expect(main).toContainText('prijzen zijn indicatief');
  await expect(main).toContainText('11/12/2026 09:00');
  await expect(main).toContainText('14/12/2026 16:00');
  await expect(main).toContainText('Koningin Astridlaan 110, 8200 Brugge');
  await expect(main.getByRole('link', { name: 'uitleendienst.brugge@demo.test' })).toHaveAttribute('href', 'mailto:uitleendienst.brugge@demo.test');
  // A receipt kept before the payment was: it says nothing of a payment; a visitor has no account to look in.
  await expect(main.getByRole('paragraph').filter({ hasText: /^(Betaling ontvangen|U betaalt)/ })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Mijn account' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await main.getByRole('link', { name: 'Zet in mijn agenda (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('reservering-RO-2026-0101.ics');
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const ics = Buffer.concat(chunks).toString('utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain('DTSTART;TZID=Europe/Brussels:20261211T090000');
  expect(ics).toContain('DTEND;TZID=Europe/Brussels:20261214T170000');
  expect(ics).toContain('SUMMARY:Materiaal afhalen – Uitleendienst Brugge');
  expect(ics).toContain('LOCATION:Uitleendienst Brugge\\, Koningin Astridlaan 110\\, 8200 Brugge');

  await main.getByRole('link', { name: 'Verder winkelen' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the thank-you page says the payment was received, and where the signed-in customer finds the order', async ({ page, visit }) => {
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await storeShopValues(page, { receipt: { ...receipt, payment: { kind: 'paid-online', amount: 209.98 } } });
  await visit('/bedankt');

  const main = page.getByRole('main');
  await expect(main.getByRole('paragraph').filter({ hasText: /^Betaling ontvangen:/ })).toHaveText(/^Betaling ontvangen: €\s?209,98$/);
  await expect(main).toContainText('Uw bestelling vindt u onder Mijn account.');
  await main.getByRole('link', { name: 'Mijn account' }).click();
  await expect(page).toHaveURL(/\/account\/details$/);
});

test('the thank-you page without a recent order says so and leads back to the products', async ({ page, visit }) => {
  await visit('/bedankt');
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt' })).toBeVisible();
  await expect(page.getByText('Er is geen recente bestelling om te tonen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verder winkelen' })).toHaveAttribute('href', '/products');
});
