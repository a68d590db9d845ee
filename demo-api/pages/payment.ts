/**
 * The demo's payment provider (outside the contract): the page a payment link leads to. A tester
 * chooses the outcome; the page settles the payment and sends the browser back to the shop.
 */
import type { Hono } from 'hono';
import type { PaymentRow } from '../db.ts';
import { isoDateTime } from '../lib/dates.ts';
import { escapeHtml, type DemoEnv } from '../lib/http.ts';
import { PROCESSING_DELAY_MS, refreshPayment, settlePayment, targetLabel, targetOf } from '../routes/account/payments.ts';
import { formatEuro } from '../routes/account/shared.ts';

const METHOD_LABELS: Record<string, string> = {
  APPLEPAY: 'Apple Pay',
  BANCONTACT: 'Bancontact',
  CREDITCARD: 'Kredietkaart',
  DIRECTDEBIT: 'Domiciliëring',
  GIROPAY: 'giropay',
  IDEAL: 'iDEAL',
  KLARNA: 'Klarna',
  MASTERCARD: 'Mastercard',
  PAYPAL: 'PayPal',
  SOFORT: 'SOFORT',
  VISA: 'Visa',
  MAESTRO: 'Maestro',
  CB: 'Carte Bancaire',
};

const OUTCOMES = {
  paid: 'Betalen',
  cancel: 'Annuleren',
  fail: 'Mislukt',
  delayed: 'Betaald na 3 seconden verwerking',
} as const;
type Outcome = keyof typeof OUTCOMES;

const isOutcome = (value: unknown): value is Outcome => typeof value === 'string' && Object.hasOwn(OUTCOMES, value);

const STATUS_TEXT: Record<PaymentRow['Status'], string> = {
  Pending: 'Wacht op betaling',
  Paid: 'Betaald',
  Cancelled: 'Geannuleerd',
  Error: 'Mislukt',
  'Not paid': 'Niet betaald',
};

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; border-radius: 0.75rem; padding: 2rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .demo { background: #fef3c7; border: 1px solid #92400e; color: #78350f; padding: 0.75rem; border-radius: 0.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .amount { font-size: 1.25rem; font-weight: 700; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.75rem 1.25rem; border-radius: 0.5rem; border: 2px solid #1f2937; background: #fff; color: #111827; cursor: pointer; }
  button[value="paid"] { background: #065f46; border-color: #065f46; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  a { color: #1d4ed8; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Demo-betaalprovider</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

function paymentPage(payment: PaymentRow, label: string): string {
  const method = payment.PaymentMethod ? (METHOD_LABELS[payment.PaymentMethod] ?? payment.PaymentMethod) : 'Te kiezen bij de betaalprovider';
  const processing = payment.Status === 'Pending' && payment.SettleAt !== null;
  const details = `
<dl>
  <dt>Voor</dt><dd>${escapeHtml(label)}</dd>
  <dt>Omschrijving</dt><dd>${escapeHtml(payment.Status === 'Pending' ? payment.Message : label)}</dd>
  <dt>Bedrag</dt><dd class="amount">${escapeHtml(formatEuro(payment.Amount))}</dd>
  <dt>Betaalmethode</dt><dd>${escapeHtml(method)}</dd>
  <dt>Status</dt><dd>${escapeHtml(processing ? 'Wordt verwerkt' : STATUS_TEXT[payment.Status])}</dd>
</dl>`;
  const back = `<p><a href="${escapeHtml(payment.ReturnUrl)}">Terug naar de webshop</a></p>`;
  const choices =
    payment.Status === 'Pending' && !processing
      ? `
<form method="post" action="${escapeHtml(`/api/__demo/pay/${encodeURIComponent(payment.PaymentID)}`)}">
  <fieldset>
    <legend>Kies hoe deze betaling afloopt</legend>
    <div class="actions">
      ${Object.entries(OUTCOMES)
        .map(([value, text]) => `<button type="submit" name="outcome" value="${value}">${escapeHtml(text)}</button>`)
        .join('\n      ')}
    </div>
  </fieldset>
</form>`
      : back;
  return layout(
    `Betaling ${payment.PaymentID}`,
    `<h1>Betaling ${escapeHtml(payment.PaymentID)}</h1>
<p class="demo" role="note">Dit is een nagebootste betaalprovider van de demo: er wordt geen geld verrekend.</p>
${details}
${choices}`,
  );
}

export function registerPaymentPage(app: Hono<DemoEnv>): void {
  app.get('/__demo/pay/:id', (c) => {
    const db = c.get('db');
    const payment = db.payments.get(c.req.param('id'));
    const target = payment ? targetOf(db, payment) : null;
    if (!payment || !target) {
      return c.html(layout('Onbekende betaling', '<h1>Onbekende betaling</h1><p>Deze betaallink bestaat niet (meer).</p>'), 404, SECURITY_HEADERS);
    }
    refreshPayment(db, payment, c.get('clock').now());
    return c.html(paymentPage(payment, targetLabel(target)), 200, SECURITY_HEADERS);
  });

  app.post('/__demo/pay/:id', async (c) => {
    const db = c.get('db');
    const now = c.get('clock').now();
    const payment = db.payments.get(c.req.param('id'));
    if (!payment || !targetOf(db, payment)) {
      return c.html(layout('Onbekende betaling', '<h1>Onbekende betaling</h1><p>Deze betaallink bestaat niet (meer).</p>'), 404, SECURITY_HEADERS);
    }
    const form = await c.req.parseBody();
    const outcome = form.outcome;
    if (!isOutcome(outcome)) {
      return c.html(layout('Ongeldige keuze', '<h1>Ongeldige keuze</h1><p>Kies een van de knoppen op de betaalpagina.</p>'), 400, SECURITY_HEADERS);
    }
    refreshPayment(db, payment, now);
    // A payment that already ended (or is being processed) keeps its outcome: a second click only returns.
    if (payment.Status === 'Pending' && payment.SettleAt === null) {
      if (outcome === 'paid') settlePayment(db, payment, 'Paid');
      else if (outcome === 'cancel') settlePayment(db, payment, 'Cancelled');
      else if (outcome === 'fail') settlePayment(db, payment, 'Error');
      else payment.SettleAt = isoDateTime(new Date(now.getTime() + PROCESSING_DELAY_MS));
    }
    return c.redirect(payment.ReturnUrl, 303);
  });
}
