import type { Hono } from 'hono';
import { z } from 'zod';
import type { DemoDb, UserRow } from '../../db.ts';
import { DemoError, collection, forbidden, notFound, requiredQuery, type DemoContext, type DemoEnv } from '../../lib/http.ts';
import { SUB_ROLE } from '../../seed/anchors.ts';
import {
  changeLoginEmail,
  contactOf,
  findLogin,
  inviteContact,
  issueCode,
  redeemCode,
  requireAccount,
  requireTabAccess,
  revokeTokens,
  sendMail,
  unlinkAccount,
  withCode,
  type Account,
  type ActiveAccount,
} from './accounts.ts';
import { loginAccountOf } from './tokens.ts';
import { checkNewPassword, email, mailableUrl, parseBody, requiredText } from './rules.ts';

const LostPasswordBody = z.object({ Email: email, LanguageID: z.string().optional(), URL: mailableUrl });
const SetPasswordBody = z.object({ Code: requiredText, Password: z.string(), ConfirmPassword: z.string() });
const SubAccountCreateBody = z.object({ ContactID: requiredText, Email: email, ConfirmURL: mailableUrl });
const SubAccountUpdateBody = z
  .object({ Email: email.optional(), Status: z.enum(['Active', 'LockedOut']).optional() })
  .refine((body) => body.Email !== undefined || body.Status !== undefined, 'Geef Email of Status op');

function subAccountOf(db: DemoDb, user: UserRow, account: Account) {
  const contact = contactOf(db, account.ContactID);
  return {
    UserName: user.UserName,
    Email: user.Email,
    CustomerID: account.CustomerID,
    ContactID: account.ContactID,
    FirstName: contact.FirstName,
    LastName: contact.LastName,
    RoleName: account.RoleName,
    Status: user.Status,
  };
}

function subAccountsOf(db: DemoDb, customerId: string) {
  return collection(
    db.users.flatMap((user) => user.Accounts.filter((a) => a.CustomerID === customerId).map((a) => subAccountOf(db, user, a))),
  );
}

/** The path names the caller's own contact; changes need the admin. */
function requireCaller(c: DemoContext, adminOnly: boolean): ActiveAccount {
  const caller = requireAccount(c);
  if (caller.account.ContactID !== c.req.param('contactId')) throw forbidden('Dit contact hoort niet bij uw aanmelding');
  if (adminOnly && !caller.isAdmin) throw forbidden('Alleen de hoofdgebruiker van uw organisatie mag gebruikers beheren');
  return caller;
}

/** The sub account named by {userName}/{targetContactId}, within the caller's organisation. */
function targetOf(c: DemoContext, caller: ActiveAccount, refuseSelf: string): { user: UserRow; account: Account } {
  const db = c.get('db');
  const user = findLogin(db, c.req.param('userName') ?? '');
  const account = user?.Accounts.find((a) => a.ContactID === c.req.param('targetContactId') && a.CustomerID === caller.account.CustomerID);
  if (!user || !account) throw notFound('Gebruiker');
  if (account === caller.account) throw new DemoError(409, refuseSelf, 'Conflict');
  return { user, account };
}

export function registerAuthorizationRoutes(app: Hono<DemoEnv>): void {
  app.get('/v2/shop/authorization/user', (c) => {
    const db = c.get('db');
    const { user, account } = requireAccount(c);
    const contact = contactOf(db, account.ContactID);
    return c.json({
      UserName: user.UserName,
      Email: user.Email,
      Status: user.Status,
      CustomerID: account.CustomerID,
      ContactID: account.ContactID,
      RoleName: account.RoleName,
      FirstName: contact.FirstName,
      LastName: contact.LastName,
      Accounts: user.Accounts.map((a) => loginAccountOf(db, a)),
    });
  });

  app.post('/v2/shop/authorization/confirmuser', (c) => {
    const { user } = redeemCode(c.get('db'), requiredQuery(c, 'code'), ['activation']);
    if (user.Status === 'Unconfirmed') user.Status = 'Active';
    return c.body(null, 204);
  });

  app.post('/v2/shop/authorization/lostpassword', async (c) => {
    const db = c.get('db');
    const body = await parseBody(c, LostPasswordBody);
    const user = findLogin(db, body.Email);
    // Answered alike for an unknown address, so the call reveals nothing.
    if (user) {
      const code = issueCode(db, user, 'password-reset');
      sendMail(db, c.get('clock'), {
        To: user.Email,
        Subject: 'Nieuw wachtwoord voor de webshop van de uitleendienst',
        Body: 'U vroeg een nieuw wachtwoord aan. Kies via de link een nieuw wachtwoord. Vroeg u niets aan? Dan mag u deze mail negeren.',
        Link: withCode(body.URL, code),
        Code: code,
        Purpose: 'password-reset',
      });
    }
    return c.body(null, 204);
  });

  app.post('/v2/shop/authorization/setpassword', async (c) => {
    const db = c.get('db');
    const body = await parseBody(c, SetPasswordBody);
    checkNewPassword(body.Password, body.ConfirmPassword);
    const { user } = redeemCode(db, body.Code, ['password-reset', 'invitation']);
    user.Password = body.Password;
    // The mailed code proves the address, so it confirms an unconfirmed login as well.
    if (user.Status === 'Unconfirmed') user.Status = 'Active';
    revokeTokens(db, (t) => t.UserName === user.UserName);
    return c.body(null, 204);
  });

  app.get('/v2/shop/authorization/:contactId/subaccounts', (c) => {
    const caller = requireCaller(c, false);
    requireTabAccess(c, 'ShopShowContactsFor');
    return c.json(subAccountsOf(c.get('db'), caller.account.CustomerID));
  });

  app.post('/v2/shop/authorization/:contactId/subaccounts', async (c) => {
    const db = c.get('db');
    const caller = requireCaller(c, true);
    const body = await parseBody(c, SubAccountCreateBody);
    const contact = db.contacts.find((x) => x.ContactID === body.ContactID && x.CustomerID === caller.account.CustomerID);
    if (!contact) throw notFound('Contactpersoon');
    const user = inviteContact(db, c.get('clock'), contact, { Email: body.Email }, body.ConfirmURL);
    return c.json(subAccountOf(db, user, user.Accounts.find((a) => a.ContactID === contact.ContactID)!), 201);
  });

  app.patch('/v2/shop/authorization/:contactId/subaccounts/:userName/:targetContactId', async (c) => {
    const db = c.get('db');
    const caller = requireCaller(c, true);
    const target = targetOf(c, caller, 'Uw eigen account wijzigt u via uw profiel');
    const body = await parseBody(c, SubAccountUpdateBody);
    if (body.Status) {
      if (target.user.Status !== 'Active' && target.user.Status !== 'LockedOut') {
        throw new DemoError(409, 'Alleen een actieve of geblokkeerde gebruiker kan (de)geblokkeerd worden', 'Conflict');
      }
      if (target.user.Accounts.some((a) => a.CustomerID !== caller.account.CustomerID)) {
        throw forbidden('Deze login wordt ook door een andere organisatie gebruikt en kan niet geblokkeerd worden');
      }
      target.user.Status = body.Status;
      if (body.Status === 'LockedOut') revokeTokens(db, (t) => t.UserName === target.user.UserName);
    }
    if (body.Email) {
      changeLoginEmail(db, target.user, caller.account.CustomerID, body.Email);
      contactOf(db, target.account.ContactID).Email = body.Email;
    }
    return c.json(subAccountOf(db, target.user, target.account));
  });

  app.delete('/v2/shop/authorization/:contactId/subaccounts/:userName/:targetContactId', (c) => {
    const caller = requireCaller(c, true);
    const target = targetOf(c, caller, 'U kunt uw eigen account niet verwijderen');
    unlinkAccount(c.get('db'), target.user, target.account);
    return c.body(null, 204);
  });

  app.post('/v2/shop/authorization/:contactId/subaccounts/:userName/:targetContactId/promote', (c) => {
    const db = c.get('db');
    const caller = requireCaller(c, true);
    const target = targetOf(c, caller, 'U bent al de hoofdgebruiker');
    if (target.user.Status !== 'Active') throw new DemoError(409, 'Alleen een actieve gebruiker kan hoofdgebruiker worden', 'Conflict');
    target.account.RoleName = db.settings.DefaultRoleName;
    caller.account.RoleName = SUB_ROLE;
    return c.json(subAccountsOf(db, caller.account.CustomerID));
  });
}
