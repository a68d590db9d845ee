/**
 * Flows of the identity area that the contract test cannot see: answers without a body
 * (activation, password reset), the pages outside the contract (single sign-on, mailbox)
 * and what changes behind a call.
 */
import { describe, expect, it } from 'vitest';
import { createDemoApi, type DemoApi } from '../app.ts';
import type { MailRow } from '../db.ts';
import { CONTACT, CUSTOMER, DEMO_ACCOUNTS, DEMO_PASSWORD, SUB_ROLE } from '../seed/anchors.ts';
import { EXTRA_CONTACT, EXTRA_DEMO_ACCOUNTS, seedIdentity } from '../seed/identity.ts';
import { seedDatabase } from '../seed/index.ts';
import { fixedClock } from '../../tests/support/clock.ts';

const STRONG = 'Zomer!2027kamp';

function newApi(): DemoApi {
  return createDemoApi({ clock: fixedClock });
}

async function call(api: DemoApi, method: string, path: string, init: { token?: string; body?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  return api.app.fetch(new Request(`http://demo.test/api${path}`, { method, headers, body, redirect: 'manual' }));
}

async function login(api: DemoApi, userName: string, password = DEMO_PASSWORD, choice: Record<string, string> = {}) {
  return call(api, 'POST', '/v3/core/token/_login', { body: { UserName: userName, Password: password, ...choice } });
}

async function tokenOf(api: DemoApi, userName: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = (await (await login(api, userName, password)).json()) as { Token: { Access_token: string } };
  return answer.Token.Access_token;
}

const newestMail = (api: DemoApi): MailRow => api.db.mailbox.at(-1)!;

describe('the seed', () => {
  it('is fast enough to run for every contract case', () => {
    const db = seedDatabase(fixedClock);
    const started = performance.now();
    for (let i = 0; i < 50; i++) seedIdentity({ ...db, users: [], customers: [], customerDetails: [], contacts: [], registerKeys: [], mailbox: [] }, fixedClock);
    expect((performance.now() - started) / 50).toBeLessThan(5);
  });

  it('gives every login an existing contact of the customer it names', () => {
    const db = seedDatabase(fixedClock);
    for (const user of db.users) {
      for (const account of user.Accounts) {
        expect(db.contacts.find((c) => c.ContactID === account.ContactID)?.CustomerID, `${user.UserName} ${account.ContactID}`).toBe(account.CustomerID);
      }
    }
  });
});

describe('activation and passwords', () => {
  it('activates with the mailed code once', async () => {
    const api = newApi();
    const code = api.db.mailbox.find((m) => m.To === EXTRA_DEMO_ACCOUNTS.unconfirmed)!.Code!;
    expect((await call(api, 'POST', `/v2/shop/authorization/confirmuser?code=${code}`)).status).toBe(204);
    expect((await login(api, EXTRA_DEMO_ACCOUNTS.unconfirmed)).status).toBe(200);
    expect((await call(api, 'POST', `/v2/shop/authorization/confirmuser?code=${code}`)).status).toBe(400);
  });

  it('mails a reset link for a known address only, and the code sets the password once', async () => {
    const api = newApi();
    const before = api.db.mailbox.length;
    await call(api, 'POST', '/v2/shop/authorization/lostpassword', { body: { Email: 'niemand@demo.test', URL: '/reset-wachtwoord' } });
    expect(api.db.mailbox.length).toBe(before);

    const oldToken = await tokenOf(api, DEMO_ACCOUNTS.sub);
    await call(api, 'POST', '/v2/shop/authorization/lostpassword', { body: { Email: 'SUB@demo.test', LanguageID: 'nl', URL: '/reset-wachtwoord' } });
    const mail = newestMail(api);
    expect(mail).toMatchObject({ To: DEMO_ACCOUNTS.sub, Purpose: 'password-reset', Link: `/reset-wachtwoord?code=${mail.Code}` });

    const mismatch = await call(api, 'POST', '/v2/shop/authorization/setpassword', { body: { Code: mail.Code, Password: STRONG, ConfirmPassword: 'x' } });
    expect(mismatch.status).toBe(400);
    const set = await call(api, 'POST', '/v2/shop/authorization/setpassword', { body: { Code: mail.Code, Password: STRONG, ConfirmPassword: STRONG } });
    expect(set.status).toBe(204);
    expect((await login(api, DEMO_ACCOUNTS.sub)).status).toBe(400);
    expect((await login(api, DEMO_ACCOUNTS.sub, STRONG)).status).toBe(200);
    expect((await call(api, 'GET', '/v3/core/token/_user-info', { token: oldToken })).status).toBe(401);
    const again = await call(api, 'POST', '/v2/shop/authorization/setpassword', { body: { Code: mail.Code, Password: STRONG, ConfirmPassword: STRONG } });
    expect(again.status).toBe(400);
  });

  it('lets an invited contact choose a password and log in to the organisation', async () => {
    const api = newApi();
    const admin = await tokenOf(api, DEMO_ACCOUNTS.admin);
    const invite = await call(api, 'POST', `/v3/customer/customer/${CUSTOMER.branding}/shop-users/${EXTRA_CONTACT.brandingWithoutLogin}`, {
      token: admin,
      body: { FirstName: 'Jana', LastName: 'Maes', Email: 'jana@debranding.demo.test', ConfirmURL: '/reset-wachtwoord' },
    });
    expect(invite.status).toBe(200);
    expect((await login(api, 'jana@debranding.demo.test', STRONG)).status).toBe(400);
    const code = newestMail(api).Code;
    await call(api, 'POST', '/v2/shop/authorization/setpassword', { body: { Code: code, Password: STRONG, ConfirmPassword: STRONG } });
    const answer = await (await login(api, 'jana@debranding.demo.test', STRONG)).json();
    expect(answer.Accounts).toEqual([
      { CustomerID: CUSTOMER.branding, ContactID: EXTRA_CONTACT.brandingWithoutLogin, FirstName: 'Jana', LastName: 'Maes', CompanyName: 'Jeugdhuis De Branding vzw' },
    ]);
  });

  it('links an invited address that already has a login instead of creating one', async () => {
    const api = newApi();
    const admin = await tokenOf(api, DEMO_ACCOUNTS.admin);
    await call(api, 'POST', `/v2/shop/authorization/${CONTACT.adminBranding}/subaccounts`, {
      token: admin,
      body: { ContactID: EXTRA_CONTACT.brandingWithoutLogin, Email: DEMO_ACCOUNTS.multi, ConfirmURL: '/reset-wachtwoord' },
    });
    expect(newestMail(api)).toMatchObject({ To: DEMO_ACCOUNTS.multi, Purpose: 'invitation', Code: null });
    const answer = await (await login(api, DEMO_ACCOUNTS.multi)).json();
    expect(answer.Accounts).toHaveLength(4);
    expect(answer.Accounts[3]).toMatchObject({ CustomerID: CUSTOMER.branding, FirstName: 'Jana' });
  });
});

describe("the profile's password change", () => {
  const ownUser = `/v3/customer/customer/${CUSTOMER.branding}/shop-users/${CONTACT.adminBranding}`;

  it('gives the caller a new password, keeps their session and ends the others', async () => {
    const api = newApi();
    const other = await tokenOf(api, DEMO_ACCOUNTS.admin);
    const own = await tokenOf(api, DEMO_ACCOUNTS.admin);
    const changed = await call(api, 'PATCH', ownUser, { token: own, body: { Password: STRONG, ConfirmPassword: STRONG } });
    expect(changed.status).toBe(200);
    expect((await login(api, DEMO_ACCOUNTS.admin)).status).toBe(400);
    expect((await login(api, DEMO_ACCOUNTS.admin, STRONG)).status).toBe(200);
    expect((await call(api, 'GET', '/v3/core/token/_user-info', { token: own })).status).toBe(200);
    expect((await call(api, 'GET', '/v3/core/token/_user-info', { token: other })).status).toBe(401);
  });

  it("refuses a weak or unconfirmed password, and anyone else's, changing nothing", async () => {
    const api = newApi();
    const admin = await tokenOf(api, DEMO_ACCOUNTS.admin);
    const weak = await call(api, 'PATCH', ownUser, { token: admin, body: { Password: 'zwak', ConfirmPassword: 'zwak', Tel: '050 00 00 00' } });
    expect(weak.status).toBe(400);
    expect((await weak.json()).Error.Message).toMatch(/minstens 8 tekens/);
    expect((await call(api, 'PATCH', ownUser, { token: admin, body: { Password: STRONG, ConfirmPassword: 'Anders!2027' } })).status).toBe(400);
    const subUser = `/v3/customer/customer/${CUSTOMER.branding}/shop-users/${CONTACT.subBranding}`;
    expect((await call(api, 'PATCH', subUser, { token: admin, body: { Password: STRONG, ConfirmPassword: STRONG } })).status).toBe(403);
    expect((await login(api, DEMO_ACCOUNTS.admin)).status).toBe(200);
    expect((await login(api, DEMO_ACCOUNTS.sub)).status).toBe(200);
    expect(api.db.contacts.find((c) => c.ContactID === CONTACT.adminBranding)?.Tel).toBe('050 33 12 45');
  });

  it("leaves the login's e-mail address alone when the request names none", async () => {
    const api = newApi();
    const admin = await tokenOf(api, DEMO_ACCOUNTS.admin);
    await call(api, 'PATCH', `/v2/shop/contacts/${CONTACT.adminBranding}`, { token: admin, body: { Email: 'lotte@debranding.demo.test' } });
    await call(api, 'PATCH', ownUser, { token: admin, body: { Password: STRONG, ConfirmPassword: STRONG } });
    expect((await login(api, DEMO_ACCOUNTS.admin, STRONG)).status).toBe(200);
  });
});

describe('sub accounts', () => {
  it('deleting one keeps the contact but ends its tokens and its login', async () => {
    const api = newApi();
    const admin = await tokenOf(api, DEMO_ACCOUNTS.admin);
    const subToken = await tokenOf(api, DEMO_ACCOUNTS.sub);
    const path = `/v2/shop/authorization/${CONTACT.adminBranding}/subaccounts/${encodeURIComponent(DEMO_ACCOUNTS.sub)}/${CONTACT.subBranding}`;
    expect((await call(api, 'DELETE', path, { token: admin })).status).toBe(204);
    expect(api.db.contacts.some((c) => c.ContactID === CONTACT.subBranding)).toBe(true);
    expect((await call(api, 'GET', '/v3/core/token/_user-info', { token: subToken })).status).toBe(401);
    expect((await login(api, DEMO_ACCOUNTS.sub)).status).toBe(400);
    const users = await (await call(api, 'GET', `/v3/customer/customer/${CUSTOMER.branding}/shop-users`, { token: admin })).json();
    expect(users.Collection.find((u: { ContactID: string }) => u.ContactID === CONTACT.subBranding)).toMatchObject({ HasUserAccount: false });
  });

  it('after a promotion the former admin may no longer manage users', async () => {
    const api = newApi();
    const admin = await tokenOf(api, DEMO_ACCOUNTS.admin);
    const base = `/v2/shop/authorization/${CONTACT.adminBranding}/subaccounts`;
    await call(api, 'POST', `${base}/${encodeURIComponent(DEMO_ACCOUNTS.sub)}/${CONTACT.subBranding}/promote`, { token: admin });
    const info = await (await call(api, 'GET', '/v3/core/token/_user-info', { token: admin })).json();
    expect(info.RoleName).toBe(SUB_ROLE);
    const created = await call(api, 'POST', `/v3/customer/customer/${CUSTOMER.branding}/shop-users`, {
      token: admin,
      body: { Salutation: 'Mx', FirstName: 'Robin', LastName: 'Verhaeghe', Email: 'robin@debranding.demo.test' },
    });
    expect(created.status).toBe(403);
  });
});

describe('token refresh', () => {
  it('moves an anonymous cart to the new token', async () => {
    const api = newApi();
    const anonymous = (await (await call(api, 'POST', '/v3/core/token/_get-anonymous-token')).json()).Access_token as string;
    const created = await call(api, 'POST', '/v3/rental/cart', {
      token: anonymous,
      body: { WarehouseID: 'WH-BRUGGE', DeliveryID: 'PICKUP', DateTimeExpectedStart: '2026-12-04', DateTimeExpectedEnd: '2026-12-06' },
    });
    expect(created.status).toBe(201);
    const { CartID } = await created.json();
    const fresh = (await (await call(api, 'POST', '/v3/core/token/_refresh', { token: anonymous })).json()).Access_token as string;
    expect((await call(api, 'GET', `/v3/rental/cart/${CartID}`, { token: fresh })).status).toBe(200);
  });
});

describe('single sign-on', () => {
  const provider = () => newApi().db.settings.OidcProviderName;

  it('redirects to the demo sign-on page, which escapes what it echoes', async () => {
    const api = newApi();
    const start = await call(api, 'GET', `/v2/oidc/${provider()}/start?ResponseURL=${encodeURIComponent('/login?x="><script>')}`);
    expect(start.status).toBe(302);
    const location = start.headers.get('Location')!;
    expect(location).toMatch(/^\/api\/__demo\/sso\?/);
    const page = await (await call(api, 'GET', location.replace(/^\/api/, ''))).text();
    expect(page).toContain(`Aanmelden bij ${provider()}`);
    expect(page).toContain('lang="nl"');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&#34;&#62;&#60;script&#62;');
    // The multi login offers each of its accounts.
    for (const contactId of [CONTACT.multiOostkamp, CONTACT.multiRegenboogDirectie, CONTACT.multiRegenboogSecretariaat]) {
      expect(page).toContain(`value="${contactId}"`);
    }
    expect(page).not.toContain(`value="${CONTACT.locked}"`);
  });

  it('returns to ResponseURL with a token bound to the chosen account', async () => {
    const api = newApi();
    const answer = await call(api, 'POST', '/__demo/sso', {
      form: { provider: provider(), mode: 'login', ResponseURL: 'http://localhost:5173/login', account: CONTACT.multiRegenboogSecretariaat },
    });
    expect(answer.status).toBe(302);
    const target = new URL(answer.headers.get('Location')!);
    expect(target.origin + target.pathname).toBe('http://localhost:5173/login');
    const info = await (await call(api, 'GET', '/v3/core/token/_user-info', { token: target.searchParams.get('token')! })).json();
    expect(info).toMatchObject({ CustomerID: CUSTOMER.regenboog, ContactID: CONTACT.multiRegenboogSecretariaat });
  });

  it('returns with a register key holding the given names and e-mail address', async () => {
    const api = newApi();
    const answer = await call(api, 'POST', '/__demo/sso', {
      form: { provider: provider(), mode: 'register', ResponseURL: '/login', FirstName: 'Noor', LastName: 'Vercruysse', Email: 'noor@demo.test', Type: 'SCHOOL' },
    });
    expect(answer.status).toBe(302);
    const key = new URL(answer.headers.get('Location')!, 'http://demo.test').searchParams.get('registerKey')!;
    const data = await (await call(api, 'GET', `/v3/customer/customer/_register/${key}`)).json();
    expect(data).toEqual({ Key: key, Type: 'SCHOOL', Customer: {}, CustomerDetail: {}, Contact: { FirstName: 'Noor', LastName: 'Vercruysse', Email: 'noor@demo.test' } });
  });

  it('shows the form again with the problem when a field is wrong', async () => {
    const api = newApi();
    const answer = await call(api, 'POST', '/__demo/sso', {
      form: { provider: provider(), mode: 'register', ResponseURL: '/login', FirstName: 'Noor', LastName: '', Email: 'noor@demo.test', Type: 'SCHOOL' },
    });
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('LastName mag niet leeg zijn');
    expect(page).toContain('value="Noor"');
  });

  it('refuses to return to another site', async () => {
    const api = newApi();
    const page = await call(api, 'GET', `/__demo/sso?provider=${provider()}&mode=login&ResponseURL=${encodeURIComponent('https://elders.example/')}`);
    expect(page.status).toBe(400);
    const post = await call(api, 'POST', '/__demo/sso', {
      form: { provider: provider(), mode: 'login', ResponseURL: '//elders.example/', account: CONTACT.adminBranding },
    });
    expect(post.status).toBe(400);
    expect(post.headers.get('Location')).toBeNull();
  });
});

describe('the demo mailbox', () => {
  it('lists mails newest first, as a page and as JSON', async () => {
    const api = newApi();
    await call(api, 'POST', '/v2/_contact-form', {
      body: { Name: 'Marie <b>Vandewalle</b>', Email: 'marie@demo.test', Subject: 'Vraag', Message: 'Kan ik op zaterdag ophalen?' },
    });
    const rows = (await (await call(api, 'GET', '/__demo/mailbox.json')).json()) as MailRow[];
    expect(rows.map((m) => m.Purpose)).toEqual(['contact-form', 'activation']);
    const page = await (await call(api, 'GET', '/__demo/mailbox')).text();
    expect(page.indexOf('Contactformulier: Vraag')).toBeLessThan(page.indexOf('Bevestig uw account'));
    expect(page).toContain('Marie &#60;b&#62;Vandewalle&#60;/b&#62;');
    expect(page).toContain(`<a href="/activate?code=${rows[1]!.Code}">`);
  });
});
