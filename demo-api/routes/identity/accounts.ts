/**
 * Logins, tokens, one-time codes and mails: the identity area's shared machinery. Other areas
 * may use `sendMail` (order confirmations) and `registerCustomer` (checkout with registration).
 */
import { createHash } from 'node:crypto';
import { nextId, type AccessLevel, type Contact, type DemoDb, type MailRow, type ShopSettings, type TokenRow, type UserRow } from '../../db.ts';
import {
  DemoError,
  forbidden,
  notFound,
  requireOwnCustomer,
  requireUser,
  tokenExpired,
  type Clock,
  type DemoContext,
  type DemoSwitches,
  type UserSession,
} from '../../lib/http.ts';
import { SUB_ROLE } from '../../seed/anchors.ts';

export type Account = UserRow['Accounts'][number];
export type CodePurpose = UserRow['PendingCodes'][number]['Purpose'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** 13 digits printed on the member card; derived from the first contact so it is stable. */
export function barcodeFor(contactId: string): string {
  return `2100${contactId.replace(/\D/g, '').padStart(9, '0')}`;
}

/** A login by user name or e-mail address, case-insensitively. */
export function findLogin(db: DemoDb, name: string): UserRow | undefined {
  const wanted = name.trim().toLowerCase();
  return db.users.find((u) => u.UserName.toLowerCase() === wanted || u.Email.toLowerCase() === wanted);
}

/** A contact has at most one login; null when it has none. */
export function loginOfContact(db: DemoDb, contactId: string): { user: UserRow; account: Account } | null {
  for (const user of db.users) {
    const account = user.Accounts.find((a) => a.ContactID === contactId);
    if (account) return { user, account };
  }
  return null;
}

export function contactOf(db: DemoDb, contactId: string): Contact {
  const contact = db.contacts.find((c) => c.ContactID === contactId);
  if (!contact) throw notFound('Contactpersoon');
  return contact;
}

// ---------------------------------------------------------------- tokens

export interface Identity {
  UserName: string;
  CustomerID: string;
  ContactID: string;
}

export function issueToken(db: DemoDb, clock: Clock, switches: DemoSwitches, identity: Identity | null): TokenRow {
  const issued = clock.now();
  const token: TokenRow = {
    // Opaque like a real token, yet deterministic: hashed from a sequence number.
    Access_token: digest(`token:${nextId(db, 'TOKEN-')}`).toString('base64url'),
    Issued: issued.toISOString(),
    Expires: new Date(issued.getTime() + switches.tokenLifetimeSeconds * 1000).toISOString(),
    UserName: identity?.UserName ?? null,
    CustomerID: identity?.CustomerID ?? null,
    ContactID: identity?.ContactID ?? null,
    Revoked: false,
  };
  db.tokens.set(token.Access_token, token);
  return token;
}

/** The contract's Token: the internal fields stay out. */
export const tokenAnswer = (token: TokenRow) => ({ Access_token: token.Access_token, Issued: token.Issued, Expires: token.Expires });

export function revokeTokens(db: DemoDb, matches: (token: TokenRow) => boolean): void {
  for (const token of db.tokens.values()) if (matches(token)) token.Revoked = true;
}

// ---------------------------------------------------------------- the caller

export interface ActiveAccount {
  session: UserSession;
  user: UserRow;
  account: Account;
  /** The admin (main) user is the one whose role equals the DefaultRoleName setting. */
  isAdmin: boolean;
}

export function requireAccount(c: DemoContext): ActiveAccount {
  const session = requireUser(c);
  const db = c.get('db');
  const user = db.users.find((u) => u.UserName === session.UserName);
  const account = user?.Accounts.find((a) => a.CustomerID === session.CustomerID && a.ContactID === session.ContactID);
  if (!user || !account) throw tokenExpired();
  return { session, user, account, isAdmin: account.RoleName === db.settings.DefaultRoleName };
}

export function requireAdmin(c: DemoContext, customerId: string): ActiveAccount {
  requireOwnCustomer(c, customerId);
  const caller = requireAccount(c);
  if (!caller.isAdmin) throw forbidden('Alleen de hoofdgebruiker van uw organisatie mag dit doen');
  return caller;
}

/** The settings that say who may see an account tab's data (spec 000 §6, 002 §6). */
export type TabSetting = Extract<keyof ShopSettings, 'ShopShowMyDetailsFor' | 'ShopShowReservationsAndOrdersFor' | 'ShopShowInvoicesFor' | 'ShopShowContactsFor'>;

const TAB_REFUSALS: Record<TabSetting, string> = {
  ShopShowMyDetailsFor: 'U hebt geen toegang tot de gegevens van uw account',
  ShopShowReservationsAndOrdersFor: 'U hebt geen toegang tot de bestellingen van uw organisatie',
  ShopShowInvoicesFor: 'U hebt geen toegang tot de facturen van uw organisatie',
  ShopShowContactsFor: 'U hebt geen toegang tot de contactpersonen van uw organisatie',
};

/**
 * Who may read a tab's data: the admin when the level is OnlyUser or UserAndSubUser, a sub user
 * when it is OnlySubUser or UserAndSubUser; one's own details the admin may always, unless NoOne.
 */
function levelAllows(setting: TabSetting, level: AccessLevel, isAdmin: boolean): boolean {
  if (level === 'NoOne') return false;
  if (level === 'UserAndSubUser') return true;
  if (isAdmin && setting === 'ShopShowMyDetailsFor') return true;
  return isAdmin ? level === 'OnlyUser' : level === 'OnlySubUser';
}

/** The caller, when the setting of the tab whose data is asked lets them see it (403 otherwise). */
export function requireTabAccess(c: DemoContext, setting: TabSetting): ActiveAccount {
  const caller = requireAccount(c);
  if (!levelAllows(setting, c.get('db').settings[setting], caller.isAdmin)) throw forbidden(TAB_REFUSALS[setting]);
  return caller;
}

const NO_ANONYMOUS_SHOPPING_MESSAGE = 'Anoniem winkelen is niet toegelaten: meld u aan of registreer';

/** Spec 000 §4, §6: anonymous tokens and guest orders only where the setting AllowAnonymousShopUser allows them. */
export function requireAnonymousShopping(db: DemoDb): void {
  if (!db.settings.AllowAnonymousShopUser) throw forbidden(NO_ANONYMOUS_SHOPPING_MESSAGE);
}

/** Refuses a login that may not sign in, with the code the shop maps to its login messages. */
export function refuseInactive(user: UserRow): void {
  switch (user.Status) {
    case 'Active':
      return;
    case 'Unconfirmed':
      throw new DemoError(403, 'Uw account is nog niet bevestigd. Klik op de link in de activatiemail die we u stuurden.', 'UserNotApproved');
    case 'LockedOut':
      throw new DemoError(403, 'Uw account is geblokkeerd. Neem contact op met de uitleendienst.', 'UserLockedOut');
    case 'NotLinked':
      throw new DemoError(403, 'Uw account is niet gekoppeld aan een goedgekeurde organisatie', 'NotLinkedToApprovedOrganisation');
  }
}

export const NOT_APPROVED_MESSAGE = 'Uw organisatie is niet goedgekeurd door de uitleendienst en kan niet bestellen';

/** Spec 002 §4: an organisation the lending service did not approve cannot sign in or order. */
export function isApprovedCustomer(db: DemoDb, customerId: string): boolean {
  return !db.unapprovedCustomers.has(customerId);
}

/** Refuses what only an approved organisation may do (a cart, an order), with the code the shop knows. */
export function requireApprovedCustomer(db: DemoDb, customerId: string): void {
  if (!isApprovedCustomer(db, customerId)) throw new DemoError(403, NOT_APPROVED_MESSAGE, 'UserNotApproved');
}

/**
 * Gives a login a new e-mail address (its user name follows, as in the shop). Refused when the
 * login also serves another organisation, whose admin did not ask for it.
 */
export function changeLoginEmail(db: DemoDb, user: UserRow, customerId: string, newEmail: string): void {
  if (user.Email.toLowerCase() === newEmail.toLowerCase()) return;
  if (user.Accounts.some((a) => a.CustomerID !== customerId)) {
    throw forbidden('Deze login wordt ook door een andere organisatie gebruikt; alleen de gebruiker zelf kan het e-mailadres wijzigen');
  }
  if (findLogin(db, newEmail)) throw new DemoError(409, 'Er bestaat al een account met dit e-mailadres', 'Duplicate');
  for (const token of db.tokens.values()) if (token.UserName === user.UserName) token.UserName = newEmail;
  user.UserName = newEmail;
  user.Email = newEmail;
}

// ---------------------------------------------------------------- codes and mail

/** A new one-time code for the login; it replaces an unredeemed code of the same purpose. */
export function issueCode(db: DemoDb, user: UserRow, purpose: CodePurpose): string {
  const code = digest(`code:${nextId(db, 'CODE-')}`).toString('hex').slice(0, 12).toUpperCase();
  user.PendingCodes = [...user.PendingCodes.filter((p) => p.Purpose !== purpose), { Code: code, Purpose: purpose }];
  return code;
}

/** Redeems a code once; an unknown or used one fails 400. */
export function redeemCode(db: DemoDb, code: string, purposes: CodePurpose[]): { user: UserRow; purpose: CodePurpose } {
  const wanted = code.trim().toUpperCase();
  for (const user of db.users) {
    const pending = user.PendingCodes.find((p) => p.Code === wanted && purposes.includes(p.Purpose));
    if (pending) {
      user.PendingCodes = user.PendingCodes.filter((p) => p !== pending);
      return { user, purpose: pending.Purpose };
    }
  }
  throw new DemoError(400, 'Deze code is ongeldig of werd al gebruikt', 'Validation');
}

export function withCode(url: string, code: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`;
}

/** Writes a mail to the demo mailbox (/api/__demo/mailbox): the demo sends nothing out. */
export function sendMail(db: DemoDb, clock: Clock, mail: Omit<MailRow, 'MailID' | 'SentAt'>): MailRow {
  const row: MailRow = { MailID: nextId(db, 'MAIL-'), SentAt: clock.now().toISOString(), ...mail };
  db.mailbox.push(row);
  return row;
}

export function companyNameOf(db: DemoDb, customerId: string): string {
  return db.customers.find((c) => c.CustomerID === customerId)?.CompanyName ?? '';
}

/**
 * Gives a contact without a login access as a sub user. An address that already has a login is
 * linked to it (that person then picks the organisation when signing in); otherwise a new login
 * without password is created and mailed a code with which it sets one (setpassword).
 */
export function inviteContact(
  db: DemoDb,
  clock: Clock,
  contact: Contact,
  invitee: { Email: string; FirstName?: string; LastName?: string },
  confirmUrl: string,
): UserRow {
  if (loginOfContact(db, contact.ContactID)) {
    throw new DemoError(409, 'Deze contactpersoon heeft al een gebruikersaccount', 'Conflict');
  }
  Object.assign(contact, invitee);
  const email = invitee.Email;
  const account: Account = { CustomerID: contact.CustomerID, ContactID: contact.ContactID, RoleName: SUB_ROLE };
  const company = companyNameOf(db, contact.CustomerID);
  const existing = findLogin(db, email);
  if (existing) {
    existing.Accounts.push(account);
    sendMail(db, clock, {
      To: existing.Email,
      Subject: `U hebt nu ook toegang voor ${company}`,
      Body: `U werd toegevoegd als gebruiker van ${company}. Meld u aan met uw bestaande account en kies bij het aanmelden voor welke organisatie u werkt.`,
      Link: null,
      Code: null,
      Purpose: 'invitation',
    });
    return existing;
  }
  const user: UserRow = {
    UserName: email,
    Email: email,
    Password: '',
    Status: 'Unconfirmed',
    Accounts: [account],
    Barcode: barcodeFor(contact.ContactID),
    PendingCodes: [],
  };
  db.users.push(user);
  const code = issueCode(db, user, 'invitation');
  sendMail(db, clock, {
    To: email,
    Subject: `Uitnodiging van ${company} voor de webshop van de uitleendienst`,
    Body: `${contact.FirstName}, u werd uitgenodigd als gebruiker van ${company}. Kies via de link een wachtwoord om uw account te activeren.`,
    Link: withCode(confirmUrl, code),
    Code: code,
    Purpose: 'invitation',
  });
  return user;
}

/** Removes a contact's access; the login disappears with its last account. */
export function unlinkAccount(db: DemoDb, user: UserRow, account: Account): void {
  user.Accounts = user.Accounts.filter((a) => a !== account);
  if (user.Accounts.length === 0) db.users.splice(db.users.indexOf(user), 1);
  revokeTokens(db, (t) => t.UserName === user.UserName && t.ContactID === account.ContactID);
}
