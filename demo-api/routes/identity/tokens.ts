import type { Hono } from 'hono';
import { z } from 'zod';
import type { DemoDb, UserRow } from '../../db.ts';
import { DemoError, MISSING_TOKEN_MESSAGE, badRequest, bearerOf, type DemoEnv } from '../../lib/http.ts';
import {
  companyNameOf,
  contactOf,
  findLogin,
  issueToken,
  isApprovedCustomer,
  refuseInactive,
  requireAnonymousShopping,
  requireApprovedCustomer,
  requireAccount,
  tokenAnswer,
  type Account,
} from './accounts.ts';
import { parseBody, requiredText } from './rules.ts';

const LoginBody = z.object({
  UserName: requiredText,
  Password: z.string().min(1),
  CustomerID: z.string().optional(),
  ContactID: z.string().optional(),
});
type LoginInput = z.output<typeof LoginBody>;

export interface LoginAccount {
  CustomerID: string;
  ContactID: string;
  FirstName: string;
  LastName: string;
  CompanyName: string;
}

export function loginAccountOf(db: DemoDb, account: Account): LoginAccount {
  const contact = contactOf(db, account.ContactID);
  return {
    CustomerID: account.CustomerID,
    ContactID: account.ContactID,
    FirstName: contact.FirstName,
    LastName: contact.LastName,
    CompanyName: companyNameOf(db, account.CustomerID),
  };
}

/**
 * Checks a login and picks the account the token will be bound to: the only one, or the one
 * the CustomerID/ContactID narrow it to. `chosen` is null while that choice is still open.
 */
function resolveLogin(db: DemoDb, input: LoginInput): { user: UserRow; chosen: Account | null } {
  const user = findLogin(db, input.UserName);
  if (!user || user.Password === '' || user.Password !== input.Password) {
    throw new DemoError(400, 'De gebruikersnaam of het wachtwoord is onjuist', 'IncorrectDetails');
  }
  refuseInactive(user);
  const named = user.Accounts.filter(
    (a) => (!input.CustomerID || a.CustomerID === input.CustomerID) && (!input.ContactID || a.ContactID === input.ContactID),
  );
  if (named.length === 0) throw badRequest('Deze klant of contactpersoon hoort niet bij uw account');
  // Only an approved organisation can be signed in for; when none is left, the login is refused as not approved.
  const matching = named.filter((a) => isApprovedCustomer(db, a.CustomerID));
  if (matching.length === 0) requireApprovedCustomer(db, named[0]!.CustomerID);
  return { user, chosen: matching.length === 1 ? matching[0]! : null };
}

export function registerTokenRoutes(app: Hono<DemoEnv>): void {
  app.post('/v3/core/token/_get-anonymous-token', (c) => {
    requireAnonymousShopping(c.get('db'));
    return c.json(tokenAnswer(issueToken(c.get('db'), c.get('clock'), c.get('switches'), null)));
  });

  app.post('/v3/core/token/_login', async (c) => {
    const db = c.get('db');
    const { user, chosen } = resolveLogin(db, await parseBody(c, LoginBody));
    const token = chosen
      ? issueToken(db, c.get('clock'), c.get('switches'), { UserName: user.UserName, CustomerID: chosen.CustomerID, ContactID: chosen.ContactID })
      : null;
    const accounts = user.Accounts.filter((a) => isApprovedCustomer(db, a.CustomerID));
    return c.json({ Token: token && tokenAnswer(token), Accounts: accounts.map((a) => loginAccountOf(db, a)) });
  });

  app.post('/v3/core/token/_refresh', (c) => {
    const bearer = bearerOf(c);
    if (!bearer) throw new DemoError(401, MISSING_TOKEN_MESSAGE, 'MissingToken');
    const db = c.get('db');
    const switches = c.get('switches');
    const old = db.tokens.get(bearer);
    const refreshableUntil = old ? new Date(old.Expires).getTime() + switches.refreshWindowSeconds * 1000 : 0;
    const user = old?.UserName ? db.users.find((u) => u.UserName === old.UserName) : undefined;
    const identityGone =
      !!old?.UserName &&
      (user?.Status !== 'Active' ||
        !user.Accounts.some((a) => a.ContactID === old.ContactID && a.CustomerID === old.CustomerID) ||
        !isApprovedCustomer(db, old.CustomerID ?? ''));
    // An anonymous token is not handed out anew where anonymous shopping is no longer allowed.
    const anonymousRefused = !!old && !old.UserName && !db.settings.AllowAnonymousShopUser;
    if (!old || old.Revoked || c.get('clock').now().getTime() > refreshableUntil || identityGone || anonymousRefused) {
      throw new DemoError(401, 'Uw sessie kan niet meer verlengd worden; meld u opnieuw aan', 'TokenExpired');
    }
    old.Revoked = true;
    const fresh = issueToken(
      db,
      c.get('clock'),
      switches,
      old.UserName && old.CustomerID && old.ContactID ? { UserName: old.UserName, CustomerID: old.CustomerID, ContactID: old.ContactID } : null,
    );
    // An anonymous cart is owned by its token: it moves to the new one.
    for (const row of db.carts.values()) if (row.OwnerToken === old.Access_token) row.OwnerToken = fresh.Access_token;
    return c.json(tokenAnswer(fresh));
  });

  app.get('/v3/core/token/_user-info', (c) => {
    const { user, account } = requireAccount(c);
    const contact = contactOf(c.get('db'), account.ContactID);
    return c.json({
      ContactID: account.ContactID,
      CustomerID: account.CustomerID,
      RoleName: account.RoleName,
      FirstName: contact.FirstName,
      LastName: contact.LastName,
      Email: user.Email,
      Barcode: user.Barcode,
      UserName: user.UserName,
    });
  });
}
