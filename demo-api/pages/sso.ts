/**
 * The demo's stand-in for the identity provider of single sign-on, reached through
 * /api/v2/oidc/{provider}/start[/register]. Signing in returns to ResponseURL with a real
 * `token`; registering returns with a `registerKey` holding the names and e-mail given here.
 * Outside the contract.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { DemoDb } from '../db.ts';
import { DemoError, escapeHtml, type DemoContext, type DemoEnv } from '../lib/http.ts';
import { companyNameOf, contactOf, isApprovedCustomer, issueToken, loginOfContact, refuseInactive, requireApprovedCustomer } from '../routes/identity/accounts.ts';
import { RegistrationTypeSchema, createRegisterKey } from '../routes/identity/registration.ts';
import { email, parseWith, requiredText } from '../routes/identity/rules.ts';
import { RESPONSE_URL_MESSAGE, isSafeResponseUrl, withQuery, type SignOnMode } from '../routes/identity/sso.ts';
import { demoPage } from './mailbox.ts';

interface SignOnRequest {
  provider: string;
  mode: SignOnMode;
  responseUrl: string;
}

type FormValues = Record<string, string>;

const RegistrationForm = z.object({ FirstName: requiredText, LastName: requiredText, Email: email, Type: RegistrationTypeSchema });

const TYPE_LABELS: Record<z.output<typeof RegistrationTypeSchema>, string> = {
  NON_PROFIT: 'Vereniging zonder winstoogmerk',
  SCHOOL: 'School',
  GOVERNMENT: 'Openbare dienst',
};

function readRequest(values: FormValues): SignOnRequest {
  const provider = values.provider ?? '';
  const mode = values.mode;
  const responseUrl = values.ResponseURL ?? '';
  if (!provider || (mode !== 'login' && mode !== 'register')) throw new DemoError(400, 'Onvolledige aanmeldaanvraag', 'Validation');
  if (!isSafeResponseUrl(responseUrl)) throw new DemoError(400, RESPONSE_URL_MESSAGE, 'Validation');
  return { provider, mode, responseUrl };
}

const hidden = (request: SignOnRequest) =>
  [
    ['provider', request.provider],
    ['mode', request.mode],
    ['ResponseURL', request.responseUrl],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value!)}">`)
    .join('');

const errorBlock = (error: string | null) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '');

function loginForm(db: DemoDb, request: SignOnRequest, error: string | null): string {
  const choices = db.users
    .filter((user) => user.Status === 'Active')
    .flatMap((user) =>
      user.Accounts.filter((account) => isApprovedCustomer(db, account.CustomerID)).map((account) => {
        const contact = contactOf(db, account.ContactID);
        const id = `account-${escapeHtml(account.ContactID)}`;
        return `<div class="choice"><input type="radio" name="account" id="${id}" value="${escapeHtml(account.ContactID)}" required>
<label for="${id}">${escapeHtml(`${contact.FirstName} ${contact.LastName}`)} — ${escapeHtml(companyNameOf(db, account.CustomerID))}
(${escapeHtml(user.UserName)}, ${escapeHtml(account.RoleName)})</label></div>`;
      }),
    );
  return `<h1>Aanmelden bij ${escapeHtml(request.provider)}</h1>
<p>Dit is de nagebootste aanmeldpagina van de demo-backend. Kies met welk demo-account en voor welke organisatie u zich aanmeldt; daarna keert u terug naar de webshop.</p>
${errorBlock(error)}
<form method="post" action="/api/__demo/sso">${hidden(request)}
<fieldset><legend>Demo-account en organisatie</legend>
${choices.join('\n')}
</fieldset>
<button type="submit">Aanmelden</button>
</form>
<p><a href="${escapeHtml(request.responseUrl)}">Annuleren en terug naar de webshop</a></p>`;
}

function registerForm(request: SignOnRequest, values: FormValues, error: string | null): string {
  const field = (name: string, label: string, type: string, autocomplete: string) =>
    `<label for="${name}">${label}</label><input type="${type}" id="${name}" name="${name}" autocomplete="${autocomplete}" required value="${escapeHtml(values[name] ?? '')}">`;
  const chosen = values.Type ?? 'NON_PROFIT';
  const types = Object.entries(TYPE_LABELS)
    .map(
      ([value, label]) =>
        `<div class="choice"><input type="radio" name="Type" id="type-${value}" value="${value}"${value === chosen ? ' checked' : ''}><label for="type-${value}">${label}</label></div>`,
    )
    .join('\n');
  return `<h1>Registreren via ${escapeHtml(request.provider)}</h1>
<p>Dit is de nagebootste aanmeldpagina van de demo-backend. Vul in wat de aanmeldprovider over u doorgeeft; de webshop opent daarna het registratieformulier met deze gegevens ingevuld.</p>
${errorBlock(error)}
<form method="post" action="/api/__demo/sso">${hidden(request)}
${field('FirstName', 'Voornaam', 'text', 'given-name')}
${field('LastName', 'Familienaam', 'text', 'family-name')}
${field('Email', 'E-mailadres', 'email', 'email')}
<fieldset><legend>Soort organisatie</legend>
${types}
</fieldset>
<button type="submit">Doorgaan naar de registratie</button>
</form>
<p><a href="${escapeHtml(request.responseUrl)}">Annuleren en terug naar de webshop</a></p>`;
}

function render(db: DemoDb, request: SignOnRequest, values: FormValues, error: string | null): string {
  const title = request.mode === 'login' ? `Aanmelden bij ${request.provider}` : `Registreren via ${request.provider}`;
  return demoPage(title, request.mode === 'login' ? loginForm(db, request, error) : registerForm(request, values, error));
}

/** Where to send the browser after the form was submitted. */
function complete(c: DemoContext, request: SignOnRequest, values: FormValues): string {
  const db = c.get('db');
  if (request.mode === 'login') {
    const login = loginOfContact(db, values.account ?? '');
    if (!login) throw new DemoError(400, 'Kies een demo-account', 'Validation');
    refuseInactive(login.user);
    requireApprovedCustomer(db, login.account.CustomerID);
    const token = issueToken(db, c.get('clock'), c.get('switches'), {
      UserName: login.user.UserName,
      CustomerID: login.account.CustomerID,
      ContactID: login.account.ContactID,
    });
    return withQuery(request.responseUrl, { token: token.Access_token });
  }
  const form = parseWith(RegistrationForm, values);
  const key = createRegisterKey(db, form.Type, { FirstName: form.FirstName, LastName: form.LastName, Email: form.Email });
  return withQuery(request.responseUrl, { registerKey: key.Key });
}

const errorPage = (error: DemoError) =>
  demoPage('Aanmelden mislukt', `<h1>Aanmelden mislukt</h1><p class="error" role="alert">${escapeHtml(error.message)}</p>`);

export function registerSingleSignOnPage(app: Hono<DemoEnv>): void {
  app.get('/__demo/sso', (c) => {
    const values = c.req.query();
    try {
      return c.html(render(c.get('db'), readRequest(values), values, null));
    } catch (error) {
      if (error instanceof DemoError) return c.html(errorPage(error), 400);
      throw error;
    }
  });

  app.post('/__demo/sso', async (c) => {
    const values: FormValues = {};
    for (const [name, value] of Object.entries(await c.req.parseBody())) if (typeof value === 'string') values[name] = value;
    let request: SignOnRequest | null = null;
    try {
      request = readRequest(values);
      return c.redirect(complete(c, request, values), 302);
    } catch (error) {
      if (!(error instanceof DemoError)) throw error;
      return c.html(request ? render(c.get('db'), request, values, error.message) : errorPage(error), 400);
    }
  });
}
