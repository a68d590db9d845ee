/**
 * The demo mailbox: every mail the demo backend "sends" (activation, password reset,
 * invitation, order confirmation, contact form), so a tester can follow the link or copy
 * the code. Outside the contract.
 */
import type { Hono } from 'hono';
import type { MailRow } from '../db.ts';
import { escapeHtml, type DemoEnv } from '../lib/http.ts';
import { isMailableUrl } from '../routes/identity/rules.ts';

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; color: #1b1b1b; background: #f6f6f4; margin: 0; }
  main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
  h2 { font-size: 1.15rem; margin: 0 0 .5rem; }
  article, form { background: #fff; border: 1px solid #c9c9c4; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 .5rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  code { background: #eef; padding: 0 .25rem; font-size: 1rem; }
  .body { white-space: pre-wrap; margin: 0; }
  ol { list-style: none; padding: 0; }
  a { color: #0b4f9c; }
  :focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
  label { display: block; font-weight: 600; margin-top: .75rem; }
  input[type=text], input[type=email], select { font: inherit; width: 100%; max-width: 24rem; padding: .4rem; border: 1px solid #6b6b66; border-radius: .25rem; }
  fieldset { border: 0; padding: 0; margin: 0; }
  legend { font-weight: 600; margin-bottom: .25rem; }
  .choice { display: flex; gap: .5rem; align-items: baseline; margin: .35rem 0; }
  .choice label { display: inline; font-weight: 400; margin: 0; }
  button { font: inherit; margin-top: 1rem; padding: .5rem 1.25rem; border: 0; border-radius: .25rem; background: #0b4f9c; color: #fff; cursor: pointer; }
  .error { border-left: 4px solid #b00020; background: #fdecee; padding: .5rem .75rem; }
`;

/** A small accessible page of the demo backend. `main` must already be escaped HTML. */
export function demoPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${main}</main></body>
</html>`;
}

const PURPOSE_LABELS: Record<MailRow['Purpose'], string> = {
  activation: 'Activatie van een account',
  'password-reset': 'Wachtwoord herstellen',
  invitation: 'Uitnodiging',
  'order-confirmation': 'Bevestiging van een aanvraag',
  'contact-form': 'Contactformulier',
};

function renderMail(mail: MailRow): string {
  const id = `mail-${escapeHtml(mail.MailID)}`;
  const rows: [string, string][] = [
    ['Aan', escapeHtml(mail.To)],
    ['Verzonden', `<time datetime="${escapeHtml(mail.SentAt)}">${escapeHtml(mail.SentAt.slice(0, 16).replace('T', ' '))} (UTC)</time>`],
    ['Soort', escapeHtml(PURPOSE_LABELS[mail.Purpose])],
  ];
  if (mail.Code) rows.push(['Code', `<code>${escapeHtml(mail.Code)}</code>`]);
  if (mail.Link) {
    // Only http(s) addresses and paths become links: a mail must never carry a script URL.
    const link = escapeHtml(mail.Link);
    rows.push(['Link', isMailableUrl(mail.Link) ? `<a href="${link}">${link}</a>` : link]);
  }
  return `<li><article aria-labelledby="${id}">
<h2 id="${id}">${escapeHtml(mail.Subject)}</h2>
<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>
<p class="body">${escapeHtml(mail.Body)}</p>
</article></li>`;
}

export function registerMailboxPages(app: Hono<DemoEnv>): void {
  app.get('/__demo/mailbox', (c) => {
    const mails = [...c.get('db').mailbox].reverse();
    const list = mails.length ? `<ol>${mails.map(renderMail).join('\n')}</ol>` : '<p>Er zijn nog geen mails.</p>';
    return c.html(
      demoPage(
        'Demo-mailbox',
        `<h1>Demo-mailbox</h1>
<p>De demo-backend verstuurt geen echte mails: ze komen hier terecht, de nieuwste eerst (${mails.length}).</p>
${list}`,
      ),
    );
  });

  /** The same mails as JSON, newest first, for tests that follow a link or a code. */
  app.get('/__demo/mailbox.json', (c) => c.json([...c.get('db').mailbox].reverse()));
}
