import type { Hono } from 'hono';
import { z } from 'zod';
import { nextId, type Contact, type CustomFields, type DemoDb } from '../../db.ts';
import { isoDateTime } from '../../lib/dates.ts';
import {
  DemoError,
  badRequest,
  collection,
  forbidden,
  notFound,
  requireOwnCustomer,
  requireUser,
  type DemoContext,
  type DemoEnv,
} from '../../lib/http.ts';
import { FIRST_NEW_CONTACT } from '../../seed/identity.ts';
import { changeLoginEmail, inviteContact, loginOfContact, requireAccount, requireAdmin, requireTabAccess, revokeTokens, unlinkAccount } from './accounts.ts';
import {
  checkNewPassword,
  companyNumber,
  contactCustomFields,
  customFields,
  customerCustomFields,
  email,
  mailableUrl,
  nationalNumber,
  parseBody,
  requiredText,
  salutation,
} from './rules.ts';

const CustomerUpdateBody = z
  .object({
    CompanyName: requiredText,
    FirstName: z.string().trim(),
    LastName: z.string().trim(),
    Salutation: salutation,
    Street: requiredText,
    HouseNumber: requiredText,
    HouseNumberAddition: z.string().trim(),
    ZipCode: requiredText,
    City: requiredText,
    Municipality: z.string().trim(),
    CountryID: requiredText,
    Tel: z.string().trim(),
    Email: email,
    Website: z.string().trim(),
    CustomFields: customerCustomFields,
  })
  .partial();

const CustomerDetailUpdateBody = z
  .object({
    InvoiceEmail: z.union([email, z.literal('')]),
    InvoiceSalutation: salutation,
    InvoiceFirstName: z.string().trim(),
    InvoiceLastName: z.string().trim(),
    InvoiceTel: z.string().trim(),
    InvoiceZipCode: z.string().trim(),
    InvoiceStreet: z.string().trim(),
    InvoiceHouseNumber: z.string().trim(),
    InvoiceHouseNumberAddition: z.string().trim(),
    InvoiceCity: z.string().trim(),
    InvoiceMunicipality: z.string().trim(),
    InvoiceCompanyName: z.string().trim(),
    BusinessNo: companyNumber,
    VATNo: z.string().trim(),
    CustomFields: customFields,
  })
  .partial();

const contactFields = {
  Salutation: salutation,
  FirstName: requiredText,
  LastName: requiredText,
  Email: email,
  Tel: z.string().trim(),
  MobilePhone: z.string().trim(),
  NationalIdentificationNumber: nationalNumber,
  CustomFields: contactCustomFields,
};
const ContactUpdateBody = z.object(contactFields).partial();
const ShopUserCreateBody = z.object({
  ...contactFields,
  Tel: contactFields.Tel.default(''),
  MobilePhone: contactFields.MobilePhone.default(''),
  NationalIdentificationNumber: contactFields.NationalIdentificationNumber.default(''),
  CustomFields: contactFields.CustomFields.default({}),
  ConfirmURL: mailableUrl.optional(),
});
const ShopUserInviteBody = z.object({ FirstName: requiredText, LastName: requiredText, Email: email, ConfirmURL: mailableUrl });
const ShopUserUpdateBody = z.object({ ...contactFields, UserName: z.string().trim(), Password: z.string(), ConfirmPassword: z.string() }).partial();

/**
 * Copies the fields a PATCH sent onto an entity; custom fields are merged, so a client can
 * change one without repeating the others.
 */
function applyPatch<T extends { CustomFields: CustomFields }>(target: T, patch: Partial<T>): void {
  for (const [key, value] of Object.entries(patch) as [keyof T, T[keyof T]][]) {
    if (value === undefined) continue;
    if (key === 'CustomFields') target.CustomFields = { ...target.CustomFields, ...(value as CustomFields) };
    else target[key] = value;
  }
}

function shopUserOf(db: DemoDb, contact: Contact) {
  const login = loginOfContact(db, contact.ContactID);
  return {
    ContactID: contact.ContactID,
    Salutation: contact.Salutation,
    FirstName: contact.FirstName,
    LastName: contact.LastName,
    Email: contact.Email,
    Tel: contact.Tel,
    MobilePhone: contact.MobilePhone,
    NationalIdentificationNumber: contact.NationalIdentificationNumber,
    CustomFields: contact.CustomFields,
    UserName: login?.user.UserName ?? null,
    RoleName: login?.account.RoleName ?? null,
    HasUserAccount: login !== null,
  };
}

function customerOf(c: DemoContext) {
  const id = c.req.param('id') ?? '';
  requireOwnCustomer(c, id);
  const customer = c.get('db').customers.find((x) => x.CustomerID === id);
  if (!customer) throw notFound('Klant');
  return customer;
}

function detailOf(c: DemoContext) {
  const id = c.req.param('id') ?? '';
  requireOwnCustomer(c, id);
  const detail = c.get('db').customerDetails.find((x) => x.CustomerID === id);
  if (!detail) throw notFound('Klantdetails');
  return detail;
}

/** A contact of the caller's own customer (403 for another customer's). */
function ownContact(c: DemoContext, contactId: string, customerId?: string): Contact {
  requireUser(c);
  const contact = c.get('db').contacts.find((x) => x.ContactID === contactId && (!customerId || x.CustomerID === customerId));
  if (!contact) throw notFound('Contactpersoon');
  requireOwnCustomer(c, contact.CustomerID);
  return contact;
}

/** The admin edits every contact of the organisation; a sub user only their own. */
function requireEditor(c: DemoContext, contact: Contact): void {
  const caller = requireAccount(c);
  if (!caller.isAdmin && caller.account.ContactID !== contact.ContactID) {
    throw forbidden('U kunt alleen uw eigen gegevens wijzigen');
  }
}

/**
 * The signed-in user's own new password (the profile's password change), checked now and set
 * when the rest of the request passed; nobody chooses another person's. The login's other
 * sessions end; the one that asked goes on.
 */
function ownPasswordChange(c: DemoContext, contact: Contact, password: string, confirmation: string): () => void {
  const caller = requireAccount(c);
  if (caller.account.ContactID !== contact.ContactID) throw forbidden('U kunt alleen uw eigen wachtwoord wijzigen');
  checkNewPassword(password, confirmation);
  return () => {
    caller.user.Password = password;
    revokeTokens(c.get('db'), (token) => token.UserName === caller.user.UserName && token.Access_token !== caller.session.Access_token);
  };
}

export function registerCustomerRoutes(app: Hono<DemoEnv>): void {
  app.get('/v3/customer/customer/:id', (c) => c.json(customerOf(c)));

  // The customer itself is read at every login; the invoice details only by "Mijn gegevens".
  app.get('/v3/customer/customer/:id/detail', (c) => {
    const detail = detailOf(c);
    requireTabAccess(c, 'ShopShowMyDetailsFor');
    return c.json(detail);
  });

  app.patch('/v2/shop/customers/:id', async (c) => {
    const customer = customerOf(c);
    requireTabAccess(c, 'ShopShowMyDetailsFor');
    applyPatch(customer, await parseBody(c, CustomerUpdateBody));
    customer.DateTimeModified = isoDateTime(c.get('clock').now());
    return c.json(customer);
  });

  app.patch('/v2/shop/customers/:id/detail', async (c) => {
    const detail = detailOf(c);
    requireTabAccess(c, 'ShopShowMyDetailsFor');
    applyPatch(detail, await parseBody(c, CustomerDetailUpdateBody));
    return c.json(detail);
  });

  app.get('/v2/shop/contacts', (c) => {
    const customerId = c.req.query('customerID') || requireAccount(c).account.CustomerID;
    requireOwnCustomer(c, customerId);
    requireTabAccess(c, 'ShopShowContactsFor');
    return c.json(collection(c.get('db').contacts.filter((x) => x.CustomerID === customerId)));
  });

  app.get('/v2/shop/contacts/:id', (c) => c.json(ownContact(c, c.req.param('id'))));

  app.patch('/v2/shop/contacts/:id', async (c) => {
    const contact = ownContact(c, c.req.param('id'));
    requireEditor(c, contact);
    requireTabAccess(c, 'ShopShowMyDetailsFor');
    applyPatch(contact, await parseBody(c, ContactUpdateBody));
    return c.json(contact);
  });

  app.get('/v3/customer/customer/:id/shop-users', (c) => {
    const customer = customerOf(c);
    requireTabAccess(c, 'ShopShowContactsFor');
    const db = c.get('db');
    return c.json(collection(db.contacts.filter((x) => x.CustomerID === customer.CustomerID).map((x) => shopUserOf(db, x))));
  });

  app.post('/v3/customer/customer/:id/shop-users', async (c) => {
    const db = c.get('db');
    const customer = customerOf(c);
    requireAdmin(c, customer.CustomerID);
    const sendMail = c.req.query('sendMail') === 'true';
    const { ConfirmURL, ...fields } = await parseBody(c, ShopUserCreateBody);
    if (sendMail && !ConfirmURL) throw badRequest('ConfirmURL is verplicht wanneer sendMail=true');
    const contact: Contact = { ContactID: nextId(db, 'CON-', FIRST_NEW_CONTACT), CustomerID: customer.CustomerID, ...fields };
    db.contacts.push(contact);
    if (sendMail && ConfirmURL) inviteContact(db, c.get('clock'), contact, { Email: contact.Email }, ConfirmURL);
    return c.json(shopUserOf(db, contact), 201);
  });

  app.get('/v3/customer/customer/:id/shop-users/:userId', (c) =>
    c.json(shopUserOf(c.get('db'), ownContact(c, c.req.param('userId'), c.req.param('id')))),
  );

  app.post('/v3/customer/customer/:id/shop-users/:userId', async (c) => {
    const db = c.get('db');
    const contact = ownContact(c, c.req.param('userId'), c.req.param('id'));
    requireAdmin(c, contact.CustomerID);
    const { ConfirmURL, ...invitee } = await parseBody(c, ShopUserInviteBody);
    inviteContact(db, c.get('clock'), contact, invitee, ConfirmURL);
    return c.json(shopUserOf(db, contact));
  });

  app.patch('/v3/customer/customer/:id/shop-users/:userId', async (c) => {
    const db = c.get('db');
    const contact = ownContact(c, c.req.param('userId'), c.req.param('id'));
    requireEditor(c, contact);
    const { UserName, Password, ConfirmPassword, ...patch } = await parseBody(c, ShopUserUpdateBody);
    const newEmail = patch.Email ?? contact.Email;
    if (UserName !== undefined && UserName.toLowerCase() !== newEmail.toLowerCase()) {
      throw badRequest('UserName moet gelijk zijn aan Email');
    }
    const login = loginOfContact(db, contact.ContactID);
    // Everything is checked before anything changes: a refused request changes nothing.
    const setPassword = Password !== undefined || ConfirmPassword !== undefined ? ownPasswordChange(c, contact, Password ?? '', ConfirmPassword ?? '') : null;
    // Without an e-mail address in the request the login keeps its own (a password change sends none).
    if (login && patch.Email !== undefined) changeLoginEmail(db, login.user, contact.CustomerID, newEmail);
    setPassword?.();
    applyPatch(contact, patch);
    return c.json(shopUserOf(db, contact));
  });

  app.delete('/v3/customer/customer/:id/shop-users/:userId', (c) => {
    const db = c.get('db');
    const contact = ownContact(c, c.req.param('userId'), c.req.param('id'));
    const caller = requireAdmin(c, contact.CustomerID);
    if (caller.account.ContactID === contact.ContactID) throw new DemoError(409, 'U kunt uzelf niet verwijderen', 'Conflict');
    if (db.orders.some((row) => row.order.ContactID === contact.ContactID)) {
      throw new DemoError(409, 'Deze contactpersoon heeft reservaties of bestellingen en kan niet verwijderd worden', 'Conflict');
    }
    const login = loginOfContact(db, contact.ContactID);
    if (login) unlinkAccount(db, login.user, login.account);
    db.contacts.splice(db.contacts.indexOf(contact), 1);
    return c.body(null, 204);
  });
}
