import { expect } from 'vitest';
import type { MailRow } from '../../../demo-api/db.ts';
import { ADMIN_ROLE, CONTACT, CUSTOMER, DEMO_ACCOUNTS, DEMO_PASSWORD, SUB_ROLE } from '../../../demo-api/seed/anchors.ts';
import { DEMO_REGISTER_KEY, EXTRA_CONTACT, EXTRA_DEMO_ACCOUNTS } from '../../../demo-api/seed/identity.ts';
import type { CaseContext, ContractCase } from '../harness.ts';

const sub = { email: DEMO_ACCOUNTS.sub };
const multiDirectie = { email: DEMO_ACCOUNTS.multi, customerId: CUSTOMER.regenboog, contactId: CONTACT.multiRegenboogDirectie };
const branding = CUSTOMER.branding;
const subAccountPath = (userName: string, contactId: string) =>
  `/v2/shop/authorization/${CONTACT.adminBranding}/subaccounts/${encodeURIComponent(userName)}/${contactId}`;

const STRONG = 'Nieuw!2026wachtwoord';

async function mails(ctx: CaseContext): Promise<MailRow[]> {
  return ctx.json<MailRow[]>('GET', '/__demo/mailbox.json');
}

async function login(ctx: CaseContext, userName: string, password = DEMO_PASSWORD): Promise<Response> {
  return ctx.call('POST', '/v3/core/token/_login', { body: { UserName: userName, Password: password }, token: null });
}

function registration(email: string, password = STRONG) {
  return {
    Type: 'NON_PROFIT',
    Customer: {
      CompanyName: 'Fanfare De Eendracht vzw',
      Street: 'Markt',
      HouseNumber: '7',
      ZipCode: '8700',
      City: 'Tielt',
      Municipality: 'Tielt',
      Tel: '051 40 12 12',
      Email: 'info@eendracht.demo.test',
      Website: 'https://www.eendracht.demo.test',
      CustomFields: { CUST_Recognition: 'RecognizedByMunicipality', CUST_SubscribedForNewsletter: false },
    },
    User: {
      Salutation: 'Mr',
      FirstName: 'Bart',
      LastName: 'Vanneste',
      Email: email,
      Tel: '0477 11 22 33',
      Password: password,
      ConfirmURL: '/activate',
    },
    CustomerDetail: { BusinessNo: '0851.234.584', InvoiceEmail: 'penningmeester@eendracht.demo.test' },
  };
}

const refused = (code: string) => (body: { Error: { Code: string } }) => expect(body.Error.Code).toBe(code);

export const cases: ContractCase[] = [
  // ---------------------------------------------------------------- tokens
  {
    operation: 'POST /v3/core/token/_get-anonymous-token',
    as: 'none',
    status: 200,
    check: (body) => expect(new Date(body.Expires).getTime() - new Date(body.Issued).getTime()).toBe(3600_000),
  },
  {
    operation: 'POST /v3/core/token/_login',
    title: 'with one account (e-mail address in another case)',
    as: 'none',
    body: { UserName: 'ADMIN@demo.test', Password: DEMO_PASSWORD },
    status: 200,
    check: (body) => {
      expect(body.Token.Access_token).toBeTruthy();
      expect(body.Accounts).toEqual([
        { CustomerID: branding, ContactID: CONTACT.adminBranding, FirstName: 'Lotte', LastName: 'Vermeulen', CompanyName: 'Jeugdhuis De Branding vzw' },
      ]);
    },
  },
  {
    operation: 'POST /v3/core/token/_login',
    title: 'with several accounts and none chosen: no token, the accounts',
    as: 'none',
    body: { UserName: DEMO_ACCOUNTS.multi, Password: DEMO_PASSWORD },
    status: 200,
    check: (body) => {
      expect(body.Token).toBeNull();
      expect(body.Accounts.map((a: { ContactID: string }) => a.ContactID)).toEqual([
        CONTACT.multiOostkamp,
        CONTACT.multiRegenboogDirectie,
        CONTACT.multiRegenboogSecretariaat,
      ]);
    },
  },
  {
    operation: 'POST /v3/core/token/_login',
    title: 'with a customer chosen that has two contacts: still no token',
    as: 'none',
    body: { UserName: DEMO_ACCOUNTS.multi, Password: DEMO_PASSWORD, CustomerID: CUSTOMER.regenboog },
    status: 200,
    check: (body) => expect(body.Token).toBeNull(),
  },
  {
    operation: 'POST /v3/core/token/_login',
    title: 'with customer and contact chosen: a token bound to them',
    as: 'none',
    body: { UserName: DEMO_ACCOUNTS.multi, Password: DEMO_PASSWORD, CustomerID: CUSTOMER.regenboog, ContactID: CONTACT.multiRegenboogSecretariaat },
    status: 200,
    check: async (body, ctx) => {
      const info = await ctx.call('GET', '/v3/core/token/_user-info', { token: body.Token.Access_token });
      expect(await info.json()).toMatchObject({ CustomerID: CUSTOMER.regenboog, ContactID: CONTACT.multiRegenboogSecretariaat, RoleName: SUB_ROLE });
    },
  },
  {
    operation: 'POST /v3/core/token/_login',
    title: 'with a wrong password',
    as: 'none',
    body: { UserName: DEMO_ACCOUNTS.admin, Password: 'Fout!2026' },
    status: 400,
    check: refused('IncorrectDetails'),
  },
  {
    operation: 'POST /v3/core/token/_login',
    title: 'of a login that is not approved',
    as: 'none',
    body: { UserName: DEMO_ACCOUNTS.unapproved, Password: DEMO_PASSWORD },
    status: 403,
    check: refused('UserNotApproved'),
  },
  {
    operation: 'POST /v3/core/token/_login',
    title: 'of a login that is not yet confirmed',
    as: 'none',
    body: { UserName: EXTRA_DEMO_ACCOUNTS.unconfirmed, Password: DEMO_PASSWORD },
    status: 403,
    check: (body) => {
      expect(body.Error.Code).toBe('UserNotApproved');
      expect(body.Error.Message).toContain('nog niet bevestigd');
    },
  },
  {
    operation: 'POST /v3/core/token/_login',
    title: 'of a blocked login',
    as: 'none',
    body: { UserName: DEMO_ACCOUNTS.locked, Password: DEMO_PASSWORD },
    status: 403,
    check: refused('UserLockedOut'),
  },
  {
    operation: 'POST /v3/core/token/_login',
    title: 'of a login not linked to an approved organisation',
    as: 'none',
    body: { UserName: EXTRA_DEMO_ACCOUNTS.notLinked, Password: DEMO_PASSWORD },
    status: 403,
    check: refused('NotLinkedToApprovedOrganisation'),
  },
  {
    operation: 'POST /v3/core/token/_refresh',
    title: 'of an expired token: same identity, the old token revoked',
    path: async (ctx) => {
      await ctx.call('POST', '/__demo/tokens/_expire');
      return '/v3/core/token/_refresh';
    },
    status: 200,
    check: async (body, ctx) => {
      expect(body.Access_token).not.toBe(ctx.token);
      const info = await ctx.call('GET', '/v3/core/token/_user-info', { token: body.Access_token });
      expect((await info.json()).ContactID).toBe(CONTACT.adminBranding);
      const again = await ctx.call('POST', '/v3/core/token/_refresh');
      expect(again.status).toBe(401);
    },
  },
  {
    operation: 'POST /v3/core/token/_refresh',
    title: 'of a token expired longer than the refresh window',
    path: async (ctx) => {
      ctx.api.switches.refreshWindowSeconds = 0;
      await ctx.call('POST', '/__demo/tokens/_expire');
      return '/v3/core/token/_refresh';
    },
    status: 401,
    check: refused('TokenExpired'),
  },
  {
    operation: 'GET /v3/core/token/_user-info',
    status: 200,
    check: (body) =>
      expect(body).toEqual({
        ContactID: CONTACT.adminBranding,
        CustomerID: branding,
        RoleName: ADMIN_ROLE,
        FirstName: 'Lotte',
        LastName: 'Vermeulen',
        Email: DEMO_ACCOUNTS.admin,
        Barcode: expect.stringMatching(/^\d{13}$/),
        UserName: DEMO_ACCOUNTS.admin,
      }),
  },
  { operation: 'GET /v3/core/token/_user-info', title: 'with an anonymous token', as: 'anonymous', status: 401 },

  // ---------------------------------------------------------------- authorization
  {
    operation: 'GET /v2/shop/authorization/user',
    as: multiDirectie,
    status: 200,
    check: (body) => {
      expect(body).toMatchObject({ UserName: DEMO_ACCOUNTS.multi, Status: 'Active', ContactID: CONTACT.multiRegenboogDirectie, RoleName: ADMIN_ROLE });
      expect(body.Accounts).toHaveLength(3);
    },
  },
  {
    operation: 'POST /v2/shop/authorization/confirmuser',
    as: 'none',
    path: async (ctx) => {
      const mail = (await mails(ctx)).find((m) => m.To === EXTRA_DEMO_ACCOUNTS.unconfirmed && m.Purpose === 'activation')!;
      return `/v2/shop/authorization/confirmuser?code=${mail.Code}`;
    },
    status: 204,
  },
  { operation: 'POST /v2/shop/authorization/confirmuser', title: 'with an unknown code', as: 'none', query: { code: 'ONBEKEND' }, status: 400 },
  {
    operation: 'POST /v2/shop/authorization/lostpassword',
    as: 'none',
    body: { Email: DEMO_ACCOUNTS.sub, LanguageID: 'nl', URL: 'http://localhost:5173/reset-wachtwoord' },
    status: 204,
  },
  {
    operation: 'POST /v2/shop/authorization/lostpassword',
    title: 'for an unknown address: the same answer',
    as: 'none',
    body: { Email: 'niemand@demo.test', LanguageID: 'nl', URL: '/reset-wachtwoord' },
    status: 204,
  },
  {
    operation: 'POST /v2/shop/authorization/setpassword',
    as: 'none',
    body: async (ctx: CaseContext) => {
      await ctx.call('POST', '/v2/shop/authorization/lostpassword', { body: { Email: DEMO_ACCOUNTS.sub, URL: '/reset-wachtwoord' } });
      const mail = (await mails(ctx)).find((m) => m.Purpose === 'password-reset')!;
      return { Code: mail.Code, Password: STRONG, ConfirmPassword: STRONG };
    },
    status: 204,
  },
  {
    operation: 'POST /v2/shop/authorization/setpassword',
    title: 'with a confirmation that differs',
    as: 'none',
    body: { Code: 'WHATEVER', Password: STRONG, ConfirmPassword: `${STRONG}x` },
    status: 400,
    check: (body) => expect(body.Error.Message).toBe('De wachtwoorden komen niet overeen'),
  },
  {
    operation: 'POST /v2/shop/authorization/setpassword',
    title: 'with a weak password',
    as: 'none',
    body: { Code: 'WHATEVER', Password: 'zwak', ConfirmPassword: 'zwak' },
    status: 400,
    check: (body) => expect(body.Error.Message).toContain('minstens 8 tekens'),
  },
  {
    operation: 'GET /v2/shop/authorization/{contactId}/subaccounts',
    path: `/v2/shop/authorization/${CONTACT.adminBranding}/subaccounts`,
    status: 200,
    check: (body) =>
      expect(body.Collection.map((a: { UserName: string; RoleName: string }) => [a.UserName, a.RoleName])).toEqual([
        [DEMO_ACCOUNTS.admin, ADMIN_ROLE],
        [DEMO_ACCOUNTS.sub, SUB_ROLE],
      ]),
  },
  {
    operation: 'GET /v2/shop/authorization/{contactId}/subaccounts',
    title: "for someone else's contact",
    path: `/v2/shop/authorization/${CONTACT.subBranding}/subaccounts`,
    status: 403,
  },
  {
    operation: 'POST /v2/shop/authorization/{contactId}/subaccounts',
    path: `/v2/shop/authorization/${CONTACT.adminBranding}/subaccounts`,
    body: { ContactID: EXTRA_CONTACT.brandingWithoutLogin, Email: 'jana@debranding.demo.test', ConfirmURL: '/reset-wachtwoord' },
    status: 201,
    check: async (body, ctx) => {
      expect(body).toMatchObject({ UserName: 'jana@debranding.demo.test', ContactID: EXTRA_CONTACT.brandingWithoutLogin, RoleName: SUB_ROLE, Status: 'Unconfirmed' });
      const [mail] = await mails(ctx);
      expect(mail).toMatchObject({ To: 'jana@debranding.demo.test', Purpose: 'invitation' });
      expect(mail!.Link).toBe(`/reset-wachtwoord?code=${mail!.Code}`);
    },
  },
  {
    operation: 'POST /v2/shop/authorization/{contactId}/subaccounts',
    title: 'by a sub user',
    as: sub,
    path: `/v2/shop/authorization/${CONTACT.subBranding}/subaccounts`,
    body: { ContactID: EXTRA_CONTACT.brandingWithoutLogin, Email: 'jana@debranding.demo.test', ConfirmURL: '/reset-wachtwoord' },
    status: 403,
  },
  {
    operation: 'POST /v2/shop/authorization/{contactId}/subaccounts',
    title: 'for a contact that has a login',
    path: `/v2/shop/authorization/${CONTACT.adminBranding}/subaccounts`,
    body: { ContactID: CONTACT.subBranding, Email: 'wout@debranding.demo.test', ConfirmURL: '/reset-wachtwoord' },
    status: 409,
  },
  {
    operation: 'PATCH /v2/shop/authorization/{contactId}/subaccounts/{userName}/{targetContactId}',
    path: subAccountPath(DEMO_ACCOUNTS.sub, CONTACT.subBranding),
    body: { Status: 'LockedOut' },
    status: 200,
    check: async (body, ctx) => {
      expect(body.Status).toBe('LockedOut');
      expect(await (await login(ctx, DEMO_ACCOUNTS.sub)).json()).toMatchObject({ Error: { Code: 'UserLockedOut' } });
    },
  },
  {
    operation: 'PATCH /v2/shop/authorization/{contactId}/subaccounts/{userName}/{targetContactId}',
    title: 'of the own account',
    path: subAccountPath(DEMO_ACCOUNTS.admin, CONTACT.adminBranding),
    body: { Status: 'LockedOut' },
    status: 409,
  },
  {
    operation: 'DELETE /v2/shop/authorization/{contactId}/subaccounts/{userName}/{targetContactId}',
    path: subAccountPath(DEMO_ACCOUNTS.sub, CONTACT.subBranding),
    status: 204,
  },
  {
    operation: 'DELETE /v2/shop/authorization/{contactId}/subaccounts/{userName}/{targetContactId}',
    title: 'of an unknown login',
    path: subAccountPath('niemand@demo.test', CONTACT.subBranding),
    status: 404,
  },
  {
    operation: 'POST /v2/shop/authorization/{contactId}/subaccounts/{userName}/{targetContactId}/promote',
    path: `${subAccountPath(DEMO_ACCOUNTS.sub, CONTACT.subBranding)}/promote`,
    status: 200,
    check: async (body, ctx) => {
      const roles = Object.fromEntries(body.Collection.map((a: { UserName: string; RoleName: string }) => [a.UserName, a.RoleName]));
      expect(roles).toEqual({ [DEMO_ACCOUNTS.admin]: SUB_ROLE, [DEMO_ACCOUNTS.sub]: ADMIN_ROLE });
      const again = await ctx.call('POST', `${subAccountPath(DEMO_ACCOUNTS.sub, CONTACT.subBranding)}/promote`);
      expect(again.status).toBe(403);
    },
  },
  {
    operation: 'POST /v2/shop/authorization/{contactId}/subaccounts/{userName}/{targetContactId}/promote',
    title: 'by a sub user',
    as: sub,
    path: `/v2/shop/authorization/${CONTACT.subBranding}/subaccounts/${encodeURIComponent(DEMO_ACCOUNTS.admin)}/${CONTACT.adminBranding}/promote`,
    status: 403,
  },

  // ---------------------------------------------------------------- single sign-on
  {
    operation: 'GET /v2/oidc/{provider}/start',
    as: 'none',
    path: (ctx) => `/v2/oidc/${ctx.api.db.settings.OidcProviderName}/start`,
    query: { ResponseURL: '/login' },
    status: 302,
  },
  {
    operation: 'GET /v2/oidc/{provider}/start',
    title: 'returning to another site',
    as: 'none',
    path: (ctx) => `/v2/oidc/${ctx.api.db.settings.OidcProviderName}/start`,
    query: { ResponseURL: 'https://elders.example/login' },
    status: 400,
  },
  {
    operation: 'GET /v2/oidc/{provider}/start',
    title: 'of an unknown provider',
    as: 'none',
    path: '/v2/oidc/onbekend/start',
    query: { ResponseURL: '/login' },
    status: 404,
  },
  {
    operation: 'GET /v2/oidc/{provider}/start/register',
    as: 'none',
    path: (ctx) => `/v2/oidc/${ctx.api.db.settings.OidcProviderName}/start/register`,
    query: { ResponseURL: 'http://localhost:5173/login' },
    status: 302,
  },

  // ---------------------------------------------------------------- customers and contacts
  {
    operation: 'GET /v3/customer/customer/{id}',
    path: `/v3/customer/customer/${branding}`,
    status: 200,
    check: (body) => expect(body).toMatchObject({ CustomerID: branding, CompanyName: 'Jeugdhuis De Branding vzw', City: 'Brugge' }),
  },
  { operation: 'GET /v3/customer/customer/{id}', title: 'of another customer', path: `/v3/customer/customer/${CUSTOMER.oostkamp}`, status: 403 },
  { operation: 'GET /v3/customer/customer/{id}', title: 'without token', as: 'none', path: `/v3/customer/customer/${branding}`, status: 401 },
  {
    operation: 'GET /v3/customer/customer/{id}/detail',
    path: `/v3/customer/customer/${branding}/detail`,
    status: 200,
    check: (body) => expect(body).toMatchObject({ CustomerID: branding, BusinessNo: '0412.345.614', VATNo: 'BE0412345614' }),
  },
  {
    operation: 'PATCH /v2/shop/customers/{id}',
    path: `/v2/shop/customers/${branding}`,
    body: { Tel: '050 99 88 77', CustomFields: { CUST_SubscribedForNewsletter: false } },
    status: 200,
    check: async (body, ctx) => {
      expect(body.DateTimeModified).toBe('2026-11-21T09:00:00');
      const read = await ctx.json<{ Tel: string; CustomFields: Record<string, unknown> }>('GET', `/v3/customer/customer/${branding}`);
      expect(read.Tel).toBe('050 99 88 77');
      expect(read.CustomFields).toEqual({ CUST_SubscribedForNewsletter: false, CUST_Recognition: 'RecognizedByMunicipality', CUST_ReferenceRequired: false });
    },
  },
  {
    operation: 'PATCH /v2/shop/customers/{id}',
    title: 'of another customer',
    path: `/v2/shop/customers/${CUSTOMER.oostkamp}`,
    body: { Tel: '050 99 88 77' },
    status: 403,
  },
  {
    operation: 'PATCH /v2/shop/customers/{id}/detail',
    path: `/v2/shop/customers/${branding}/detail`,
    body: { InvoiceEmail: 'facturen@debranding.demo.test' },
    status: 200,
    check: async (_body, ctx) =>
      expect((await ctx.json<{ InvoiceEmail: string }>('GET', `/v3/customer/customer/${branding}/detail`)).InvoiceEmail).toBe(
        'facturen@debranding.demo.test',
      ),
  },
  {
    operation: 'PATCH /v2/shop/customers/{id}/detail',
    title: 'with a malformed business number',
    path: `/v2/shop/customers/${branding}/detail`,
    body: { BusinessNo: '412345614' },
    status: 400,
    check: (body) => expect(body.Error.Message).toContain('BusinessNo'),
  },
  {
    operation: 'GET /v2/shop/contacts',
    query: { customerID: branding },
    status: 200,
    check: (body) =>
      expect(body.Collection.map((c: { ContactID: string }) => c.ContactID)).toEqual([
        CONTACT.adminBranding,
        CONTACT.subBranding,
        EXTRA_CONTACT.brandingWithoutLogin,
      ]),
  },
  { operation: 'GET /v2/shop/contacts', title: "of another customer's", query: { customerID: CUSTOMER.oostkamp }, status: 403 },
  {
    operation: 'GET /v2/shop/contacts/{id}',
    path: `/v2/shop/contacts/${CONTACT.subBranding}`,
    status: 200,
    check: (body) => expect(body).toMatchObject({ FirstName: 'Wout', LastName: 'Declercq', CustomerID: branding }),
  },
  { operation: 'GET /v2/shop/contacts/{id}', title: "of another customer's", path: `/v2/shop/contacts/${CONTACT.multiOostkamp}`, status: 403 },
  { operation: 'GET /v2/shop/contacts/{id}', title: 'unknown', path: '/v2/shop/contacts/CON-9999', status: 404 },
  {
    operation: 'PATCH /v2/shop/contacts/{id}',
    path: `/v2/shop/contacts/${CONTACT.subBranding}`,
    body: { MobilePhone: '0499 00 11 22', NationalIdentificationNumber: '90.01.01-001.23' },
    status: 200,
    check: async (_body, ctx) =>
      expect(await ctx.json('GET', `/v2/shop/contacts/${CONTACT.subBranding}`)).toMatchObject({
        MobilePhone: '0499 00 11 22',
        NationalIdentificationNumber: '90.01.01-001.23',
      }),
  },
  {
    operation: 'PATCH /v2/shop/contacts/{id}',
    title: 'with an invalid national register number',
    path: `/v2/shop/contacts/${CONTACT.subBranding}`,
    body: { NationalIdentificationNumber: '90010100124' },
    status: 400,
    check: (body) => expect(body.Error.Message).toContain('Rijksregisternummer is ongeldig'),
  },
  {
    operation: 'PATCH /v2/shop/contacts/{id}',
    title: "by a sub user, of someone else's contact",
    as: sub,
    path: `/v2/shop/contacts/${CONTACT.adminBranding}`,
    body: { MobilePhone: '0499 00 11 22' },
    status: 403,
  },

  // ---------------------------------------------------------------- registration
  {
    operation: 'POST /v3/customer/customer/_register',
    as: 'anonymous',
    body: { ...registration('bart@eendracht.demo.test'), Contact: { FirstName: 'Els', LastName: 'Deprez', Email: 'els@eendracht.demo.test' } },
    status: 201,
    check: async (body, ctx) => {
      expect(body.ContactIDs).toHaveLength(2);
      expect(body.UserName).toBe('bart@eendracht.demo.test');
      const [mail] = await mails(ctx);
      expect(mail).toMatchObject({ To: 'bart@eendracht.demo.test', Purpose: 'activation', Link: `/activate?code=${mail!.Code}` });
      expect((await login(ctx, 'bart@eendracht.demo.test', STRONG)).status).toBe(403);
      await ctx.call('POST', `/v2/shop/authorization/confirmuser?code=${mail!.Code}`);
      const answer = await (await login(ctx, 'bart@eendracht.demo.test', STRONG)).json();
      expect(answer.Accounts[0]).toMatchObject({ CustomerID: body.CustomerID, CompanyName: 'Fanfare De Eendracht vzw' });
      const detail = await ctx.call('GET', `/v3/customer/customer/${body.CustomerID}/detail`, { token: answer.Token.Access_token });
      expect(await detail.json()).toMatchObject({ BusinessNo: '0851.234.584', VATNo: 'BE0851234584' });
    },
  },
  {
    operation: 'POST /v3/customer/customer/_register',
    title: 'with an address that already has an account',
    as: 'anonymous',
    body: registration(DEMO_ACCOUNTS.admin),
    status: 409,
    check: (body) => expect(body.Error).toEqual({ Code: 'Duplicate', Message: 'Er bestaat al een account met dit e-mailadres' }),
  },
  {
    operation: 'POST /v3/customer/customer/_register',
    title: 'with a weak password',
    as: 'anonymous',
    body: registration('bart@eendracht.demo.test', 'eendracht'),
    status: 400,
  },
  {
    operation: 'GET /v3/customer/customer/_register/{key}',
    as: 'anonymous',
    path: `/v3/customer/customer/_register/${DEMO_REGISTER_KEY}`,
    status: 200,
    check: (body) => {
      expect(body).toMatchObject({ Key: DEMO_REGISTER_KEY, Type: 'SCHOOL', Contact: { FirstName: 'An', LastName: 'Desmet' } });
      expect(body.Customer.CompanyName).toBe('Vrije Basisschool Sint-Jozef');
    },
  },
  { operation: 'GET /v3/customer/customer/_register/{key}', title: 'unknown', as: 'anonymous', path: '/v3/customer/customer/_register/ONBEKEND', status: 404 },
  {
    operation: 'POST /v3/customer/customer/_register/{key}',
    as: 'anonymous',
    path: `/v3/customer/customer/_register/${DEMO_REGISTER_KEY}`,
    body: registration('an.desmet@sintjozef-ieper.demo.test'),
    status: 201,
    check: async (body, ctx) => {
      const contact = ctx.api.db.contacts.find((c) => c.ContactID === body.ContactID)!;
      expect(contact).toMatchObject({ FirstName: 'An', LastName: 'Desmet', Salutation: 'Ms' });
      expect(ctx.api.db.customers.find((c) => c.CustomerID === body.CustomerID)!.CompanyName).toBe('Vrije Basisschool Sint-Jozef');
      const again = await ctx.call('GET', `/v3/customer/customer/_register/${DEMO_REGISTER_KEY}`);
      expect(again.status).toBe(400);
    },
  },
  {
    operation: 'POST /v3/customer/customer/_register-multiple-contacts',
    as: 'anonymous',
    body: {
      ...registration('bart@eendracht.demo.test'),
      Contacts: [
        { Salutation: 'Ms', FirstName: 'Els', LastName: 'Deprez', Email: 'els@eendracht.demo.test' },
        { Salutation: 'Mr', FirstName: 'Ruben', LastName: 'Naessens', Email: 'ruben@eendracht.demo.test', MobilePhone: '0470 55 66 77' },
      ],
    },
    status: 201,
    check: (body, ctx) => {
      expect(body.ContactIDs).toHaveLength(3);
      expect(ctx.api.db.contacts.filter((c) => c.CustomerID === body.CustomerID).map((c) => c.FirstName)).toEqual(['Bart', 'Els', 'Ruben']);
    },
  },

  // ---------------------------------------------------------------- shop users
  {
    operation: 'GET /v3/customer/customer/{id}/shop-users',
    path: `/v3/customer/customer/${branding}/shop-users`,
    status: 200,
    check: (body) =>
      expect(body.Collection.map((u: { ContactID: string; RoleName: string | null; HasUserAccount: boolean }) => [u.ContactID, u.RoleName, u.HasUserAccount])).toEqual([
        [CONTACT.adminBranding, ADMIN_ROLE, true],
        [CONTACT.subBranding, SUB_ROLE, true],
        [EXTRA_CONTACT.brandingWithoutLogin, null, false],
      ]),
  },
  {
    operation: 'POST /v3/customer/customer/{id}/shop-users',
    title: 'without mail: a contact to invite later',
    path: `/v3/customer/customer/${branding}/shop-users`,
    body: { Salutation: 'Mx', FirstName: 'Robin', LastName: 'Verhaeghe', Email: 'robin@debranding.demo.test', Tel: '050 12 12 12' },
    status: 201,
    check: (body) => expect(body).toMatchObject({ FirstName: 'Robin', HasUserAccount: false, UserName: null, MobilePhone: '' }),
  },
  {
    operation: 'POST /v3/customer/customer/{id}/shop-users',
    title: 'with sendMail: invited at once',
    path: `/v3/customer/customer/${branding}/shop-users`,
    query: { sendMail: 'true' },
    body: { Salutation: 'Mx', FirstName: 'Robin', LastName: 'Verhaeghe', Email: 'robin@debranding.demo.test', ConfirmURL: '/reset-wachtwoord' },
    status: 201,
    check: async (body, ctx) => {
      expect(body).toMatchObject({ HasUserAccount: true, UserName: 'robin@debranding.demo.test', RoleName: SUB_ROLE });
      expect((await mails(ctx))[0]).toMatchObject({ To: 'robin@debranding.demo.test', Purpose: 'invitation' });
    },
  },
  {
    operation: 'POST /v3/customer/customer/{id}/shop-users',
    title: 'by a sub user',
    as: sub,
    path: `/v3/customer/customer/${branding}/shop-users`,
    body: { Salutation: 'Mx', FirstName: 'Robin', LastName: 'Verhaeghe', Email: 'robin@debranding.demo.test' },
    status: 403,
  },
  {
    operation: 'GET /v3/customer/customer/{id}/shop-users/{userId}',
    path: `/v3/customer/customer/${branding}/shop-users/${CONTACT.subBranding}`,
    status: 200,
    check: (body) => expect(body).toMatchObject({ ContactID: CONTACT.subBranding, UserName: DEMO_ACCOUNTS.sub, HasUserAccount: true }),
  },
  {
    operation: 'GET /v3/customer/customer/{id}/shop-users/{userId}',
    title: "of another customer's contact",
    path: `/v3/customer/customer/${branding}/shop-users/${CONTACT.multiOostkamp}`,
    status: 404,
  },
  {
    operation: 'POST /v3/customer/customer/{id}/shop-users/{userId}',
    path: `/v3/customer/customer/${branding}/shop-users/${EXTRA_CONTACT.brandingWithoutLogin}`,
    body: { FirstName: 'Jana', LastName: 'Maes', Email: 'jana@debranding.demo.test', ConfirmURL: 'http://localhost:5173/reset-wachtwoord' },
    status: 200,
    check: async (body, ctx) => {
      expect(body).toMatchObject({ HasUserAccount: true, UserName: 'jana@debranding.demo.test', Email: 'jana@debranding.demo.test', RoleName: SUB_ROLE });
      const [mail] = await mails(ctx);
      expect(mail!.Link).toBe(`http://localhost:5173/reset-wachtwoord?code=${mail!.Code}`);
    },
  },
  {
    operation: 'POST /v3/customer/customer/{id}/shop-users/{userId}',
    title: 'of a contact that has a login',
    path: `/v3/customer/customer/${branding}/shop-users/${CONTACT.subBranding}`,
    body: { FirstName: 'Wout', LastName: 'Declercq', Email: 'wout@debranding.demo.test', ConfirmURL: '/reset-wachtwoord' },
    status: 409,
  },
  {
    operation: 'PATCH /v3/customer/customer/{id}/shop-users/{userId}',
    path: `/v3/customer/customer/${branding}/shop-users/${CONTACT.subBranding}`,
    body: { Email: 'wout@debranding.demo.test', UserName: 'wout@debranding.demo.test', Tel: '050 33 12 46' },
    status: 200,
    check: async (body, ctx) => {
      expect(body).toMatchObject({ Email: 'wout@debranding.demo.test', UserName: 'wout@debranding.demo.test', Tel: '050 33 12 46' });
      expect((await login(ctx, 'wout@debranding.demo.test')).status).toBe(200);
    },
  },
  {
    operation: 'PATCH /v3/customer/customer/{id}/shop-users/{userId}',
    title: 'with a user name other than the e-mail address',
    path: `/v3/customer/customer/${branding}/shop-users/${CONTACT.subBranding}`,
    body: { Email: 'wout@debranding.demo.test', UserName: 'wout' },
    status: 400,
  },
  {
    operation: 'PATCH /v3/customer/customer/{id}/shop-users/{userId}',
    title: "to another login's address",
    path: `/v3/customer/customer/${branding}/shop-users/${CONTACT.subBranding}`,
    body: { Email: DEMO_ACCOUNTS.multi },
    status: 409,
  },
  {
    operation: 'DELETE /v3/customer/customer/{id}/shop-users/{userId}',
    path: async (ctx) => {
      const created = await ctx.json<{ ContactID: string }>('POST', `/v3/customer/customer/${branding}/shop-users`, {
        Salutation: 'Mx',
        FirstName: 'Robin',
        LastName: 'Verhaeghe',
        Email: 'robin@debranding.demo.test',
      });
      return `/v3/customer/customer/${branding}/shop-users/${created.ContactID}`;
    },
    status: 204,
  },
  {
    operation: 'DELETE /v3/customer/customer/{id}/shop-users/{userId}',
    title: 'of oneself',
    path: `/v3/customer/customer/${branding}/shop-users/${CONTACT.adminBranding}`,
    status: 409,
  },

  // ---------------------------------------------------------------- other
  {
    operation: 'POST /v2/_contact-form',
    as: 'none',
    body: { Name: 'Marie Vandewalle', Email: 'marie@demo.test', Phone: '0475 12 34 56', Subject: 'Vraag over podiumelementen', Message: 'Kan ik ook op zaterdag ophalen?' },
    status: 204,
  },
  {
    operation: 'GET /v2/kruispuntdatabank/enterprise/{number}',
    as: 'none',
    path: '/v2/kruispuntdatabank/enterprise/0412345614',
    status: 200,
    check: (body) =>
      expect(body).toEqual({
        EnterpriseNumber: '0412.345.614',
        Name: 'Jeugdhuis De Branding',
        Status: 'Active',
        JuridicalForm: 'Vereniging zonder winstoogmerk',
        StartDate: '1994-03-15',
      }),
  },
  {
    operation: 'GET /v2/kruispuntdatabank/enterprise/{number}',
    title: 'of an association that is not approved',
    as: 'none',
    path: '/v2/kruispuntdatabank/enterprise/0812.345.702',
    status: 200,
    check: (body) => expect(body.Status).toBe('Inactive'),
  },
  { operation: 'GET /v2/kruispuntdatabank/enterprise/{number}', title: 'unknown', as: 'none', path: '/v2/kruispuntdatabank/enterprise/0999.999.922', status: 404 },
  {
    operation: 'GET /v2/kruispuntdatabank/enterprise/{number}',
    title: 'of the right shape with wrong check digits',
    as: 'none',
    path: '/v2/kruispuntdatabank/enterprise/0412.345.615',
    status: 400,
    check: (body) => expect(body).toMatchObject({ Error: { Message: expect.stringContaining('controlecijfers') } }),
  },
  { operation: 'GET /v2/kruispuntdatabank/enterprise/{number}', title: 'malformed', as: 'none', path: '/v2/kruispuntdatabank/enterprise/12345', status: 400 },
  {
    operation: 'GET /v2/kruispuntdatabank/enterprise/{number}/address',
    as: 'none',
    path: '/v2/kruispuntdatabank/enterprise/0412.345.614/address',
    status: 200,
    check: (body) => expect(body).toEqual({ Street: 'Sint-Pieterskaai', HouseNumber: '42', ZipCode: '8000', City: 'Brugge', CountryID: 'be' }),
  },
  {
    operation: 'GET /v2/kruispuntdatabank/establishment/{number}',
    as: 'none',
    path: '/v2/kruispuntdatabank/establishment/2.234.567.818',
    status: 200,
    check: (body) => expect(body).toMatchObject({ EnterpriseNumber: '0412.345.614', Status: 'Active' }),
  },
  { operation: 'GET /v2/kruispuntdatabank/establishment/{number}', title: 'malformed', as: 'none', path: '/v2/kruispuntdatabank/establishment/0412345614', status: 400 },
  {
    operation: 'GET /v2/kruispuntdatabank/establishment/{number}/address',
    as: 'none',
    path: '/v2/kruispuntdatabank/establishment/2234567818/address',
    status: 200,
    check: (body) => expect(body.City).toBe('Brugge'),
  },
  {
    operation: 'GET /v2/shop/verenigings-register/verenigingen/search',
    title: 'by name',
    as: 'anonymous',
    query: { searchField: 'naam', searchValue: 'jeugdhuis' },
    status: 200,
    check: (body) => expect(body.Collection.map((v: { naam: string }) => v.naam)).toEqual(["Jeugdhuis 't Kruispunt", 'Jeugdhuis De Branding']),
  },
  {
    operation: 'GET /v2/shop/verenigings-register/verenigingen/search',
    title: 'by company-registry number',
    as: 'anonymous',
    query: { searchField: 'sleutels.waarde', searchValue: '0412345614' },
    status: 200,
    check: (body) =>
      expect(body.Collection).toEqual([
        {
          vCode: 'V0004211',
          naam: 'Jeugdhuis De Branding',
          sleutels: [
            { bron: 'VR', waarde: 'V0004211' },
            { bron: 'KBO', waarde: '0412.345.614' },
          ],
          primairAdres: { straatnaam: 'Sint-Pieterskaai', huisnummer: '42', busnummer: '', postcode: '8000', gemeente: 'Brugge' },
        },
      ]),
  },
  {
    operation: 'GET /v2/shop/verenigings-register/verenigingen/search',
    title: 'by code',
    as: 'anonymous',
    query: { searchField: 'vCode', searchValue: 'v0012876' },
    status: 200,
    check: (body) => expect(body.Total).toBe(1),
  },
  {
    operation: 'GET /v2/shop/verenigings-register/verenigingen/search',
    title: 'on an unknown field',
    as: 'anonymous',
    query: { searchField: 'adres', searchValue: 'Brugge' },
    status: 400,
  },
];
