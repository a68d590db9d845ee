import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import {
  nextId,
  type Contact,
  type Customer,
  type CustomerDetail,
  type DemoDb,
  type RegisterKeyRow,
  type RegistrationType,
  type UserRow,
} from '../../db.ts';
import { isoDateTime } from '../../lib/dates.ts';
import { DemoError, badRequest, notFound, type Clock, type DemoEnv } from '../../lib/http.ts';
import { FIRST_NEW_CONTACT, FIRST_NEW_CUSTOMER } from '../../seed/identity.ts';
import { barcodeFor, findLogin, issueCode, sendMail, withCode } from './accounts.ts';
import { companyStatusOf } from './registry.ts';
import {
  PASSWORD_RULE_MESSAGE,
  companyNumber,
  contactCustomFields,
  customFields,
  customerCustomFields,
  digitsOf,
  email,
  isStrongPassword,
  mailableUrl,
  nationalNumber,
  parseBody,
  requiredText,
  salutation,
} from './rules.ts';

const optionalText = z.string().trim().default('');

export const RegistrationTypeSchema = z.enum(['NON_PROFIT', 'SCHOOL', 'GOVERNMENT']);

export const RegistrationCustomerSchema = z.object({
  CompanyName: requiredText,
  FirstName: optionalText,
  LastName: optionalText,
  Salutation: salutation.default(null),
  Street: requiredText,
  HouseNumber: requiredText,
  HouseNumberAddition: optionalText,
  ZipCode: requiredText,
  City: requiredText,
  Municipality: optionalText,
  CountryID: optionalText,
  Tel: optionalText,
  Email: email,
  Website: optionalText,
  CustomFields: customerCustomFields.default({}),
});

export const RegistrationCustomerDetailSchema = z.object({
  InvoiceEmail: z.union([email, z.literal('')]).default(''),
  InvoiceSalutation: salutation.default(null),
  InvoiceFirstName: optionalText,
  InvoiceLastName: optionalText,
  InvoiceTel: optionalText,
  InvoiceZipCode: optionalText,
  InvoiceStreet: optionalText,
  InvoiceHouseNumber: optionalText,
  InvoiceHouseNumberAddition: optionalText,
  InvoiceCity: optionalText,
  InvoiceMunicipality: optionalText,
  InvoiceCompanyName: optionalText,
  BusinessNo: companyNumber.default(''),
  VATNo: optionalText,
  CustomFields: customFields.default({}),
});

const person = {
  Salutation: salutation.default(null),
  FirstName: requiredText,
  LastName: requiredText,
  Email: email,
  Tel: optionalText,
  MobilePhone: optionalText,
  NationalIdentificationNumber: nationalNumber.default(''),
  CustomFields: contactCustomFields.default({}),
};
const RegistrationContactSchema = z.object(person);
export const RegistrationUserSchema = z.object({ ...person, Tel: requiredText, Password: z.string(), ConfirmURL: mailableUrl });

const RegistrationBody = z.object({
  Type: RegistrationTypeSchema,
  Customer: RegistrationCustomerSchema,
  User: RegistrationUserSchema,
  CustomerDetail: RegistrationCustomerDetailSchema,
  Contact: RegistrationContactSchema.optional(),
});
const MultipleContactsBody = z.object({
  Type: RegistrationTypeSchema,
  Customer: RegistrationCustomerSchema,
  CustomerDetail: RegistrationCustomerDetailSchema,
  User: RegistrationUserSchema,
  Contacts: z.array(RegistrationContactSchema),
});

type Person = Omit<Contact, 'ContactID' | 'CustomerID'>;

export interface RegistrationInput {
  Type: RegistrationType;
  Customer: Omit<Customer, 'CustomerID' | 'DateTimeCreated' | 'DateTimeModified'>;
  CustomerDetail: Omit<CustomerDetail, 'CustomerID'>;
  /** The login and its own contact person. */
  User: Person & { Password: string; ConfirmURL: string };
  /** Further contact persons, without a login. */
  Contacts: Person[];
}

export interface RegistrationResult {
  CustomerID: string;
  ContactID: string;
  UserName: string;
  ContactIDs: string[];
}

/**
 * Spec 002 §4: an association whose business number the company registry knows as inactive is
 * not approved and cannot order. Without a number, or one the registry does not know, nothing
 * speaks against it.
 */
export function approvedAtRegistration(type: RegistrationType, businessNo: string): boolean {
  return !(type === 'NON_PROFIT' && companyStatusOf(businessNo) === 'Inactive');
}

const NOT_APPROVED_NOTE =
  'Let op: uw vereniging is niet actief in de Kruispuntbank van Ondernemingen. De uitleendienst kan ze daarom niet goedkeuren en u kunt nog niet bestellen.';

/**
 * Creates the customer, its detail, the contacts and an unconfirmed login with the admin role,
 * and mails the activation code (redeemed by confirmuser). An association inactive in the
 * company registry is registered, but not approved.
 */
export function registerCustomer(db: DemoDb, clock: Clock, input: RegistrationInput): RegistrationResult {
  const { Password, ConfirmURL, ...own } = input.User;
  if (findLogin(db, own.Email)) throw new DemoError(409, 'Er bestaat al een account met dit e-mailadres', 'Duplicate');
  if (!isStrongPassword(Password)) throw badRequest(PASSWORD_RULE_MESSAGE);
  if (input.Type === 'NON_PROFIT' && !input.Customer.CustomFields.CUST_Recognition) {
    throw badRequest('Customer.CustomFields.CUST_Recognition is verplicht voor een vereniging');
  }
  const now = isoDateTime(clock.now());
  const CustomerID = nextId(db, 'CUST-', FIRST_NEW_CUSTOMER);
  const { BusinessNo, VATNo } = input.CustomerDetail;
  const approved = approvedAtRegistration(input.Type, BusinessNo);
  if (!approved) db.unapprovedCustomers.add(CustomerID);
  db.customers.push({
    ...input.Customer,
    CustomerID,
    FirstName: input.Customer.FirstName || own.FirstName,
    LastName: input.Customer.LastName || own.LastName,
    Salutation: input.Customer.Salutation ?? own.Salutation,
    CountryID: input.Customer.CountryID || db.settings.DefaultRegisterCountryID,
    DateTimeCreated: now,
    DateTimeModified: now,
  });
  db.customerDetails.push({
    ...input.CustomerDetail,
    CustomerID,
    // An association's VAT number is its business number prefixed with BE (spec 002 §5).
    VATNo: VATNo || (input.Type === 'NON_PROFIT' && BusinessNo ? `BE${digitsOf(BusinessNo)}` : ''),
  });
  const contacts: Contact[] = [own, ...input.Contacts].map((p) => ({ ...p, ContactID: nextId(db, 'CON-', FIRST_NEW_CONTACT), CustomerID }));
  db.contacts.push(...contacts);
  const ContactID = contacts[0]!.ContactID;
  const user: UserRow = {
    UserName: own.Email,
    Email: own.Email,
    Password,
    Status: 'Unconfirmed',
    Accounts: [{ CustomerID, ContactID, RoleName: db.settings.DefaultRoleName }],
    Barcode: barcodeFor(ContactID),
    PendingCodes: [],
  };
  db.users.push(user);
  const code = issueCode(db, user, 'activation');
  sendMail(db, clock, {
    To: user.Email,
    Subject: 'Bevestig uw account bij de uitleendienst',
    Body: [
      `Welkom ${own.FirstName}! ${input.Customer.CompanyName} werd geregistreerd. Bevestig uw e-mailadres via de link om uw account te activeren.`,
      ...(approved ? [] : [NOT_APPROVED_NOTE]),
    ].join(' '),
    Link: withCode(ConfirmURL, code),
    Code: code,
    Purpose: 'activation',
  });
  return { CustomerID, ContactID, UserName: user.UserName, ContactIDs: contacts.map((c) => c.ContactID) };
}

/** A register key carrying pre-defined data (the single sign-on registration creates one). */
export function createRegisterKey(db: DemoDb, type: RegistrationType, contact: Partial<Contact>): RegisterKeyRow {
  const key = `SSO-${createHash('sha256').update(nextId(db, 'REGISTER-KEY-')).digest('hex').slice(0, 10).toUpperCase()}`;
  const row: RegisterKeyRow = { Key: key, Type: type, Customer: {}, CustomerDetail: {}, Contact: contact, Used: false };
  db.registerKeys.push(row);
  return row;
}

function usableKey(db: DemoDb, key: string): RegisterKeyRow {
  const row = db.registerKeys.find((k) => k.Key === key);
  if (!row) throw notFound('Registratiesleutel');
  if (row.Used) throw badRequest('Deze registratiesleutel werd al gebruikt');
  return row;
}

export function registerRegistrationRoutes(app: Hono<DemoEnv>): void {
  app.post('/v3/customer/customer/_register', async (c) => {
    const { Contact, ...body } = await parseBody(c, RegistrationBody);
    return c.json(registerCustomer(c.get('db'), c.get('clock'), { ...body, Contacts: Contact ? [Contact] : [] }), 201);
  });

  app.post('/v3/customer/customer/_register-multiple-contacts', async (c) =>
    c.json(registerCustomer(c.get('db'), c.get('clock'), await parseBody(c, MultipleContactsBody)), 201),
  );

  app.get('/v3/customer/customer/_register/:key', (c) => {
    const row = usableKey(c.get('db'), c.req.param('key'));
    return c.json({ Key: row.Key, Type: row.Type, Customer: row.Customer, CustomerDetail: row.CustomerDetail, Contact: row.Contact });
  });

  app.post('/v3/customer/customer/_register/:key', async (c) => {
    const db = c.get('db');
    const row = usableKey(db, c.req.param('key'));
    const { Contact, ...body } = await parseBody(c, RegistrationBody);
    // What the key pre-defines wins: the shop shows those fields disabled.
    const { Salutation, FirstName, LastName } = row.Contact;
    const result = registerCustomer(db, c.get('clock'), {
      Type: row.Type,
      Customer: { ...body.Customer, ...row.Customer },
      CustomerDetail: { ...body.CustomerDetail, ...row.CustomerDetail },
      User: {
        ...body.User,
        ...(Salutation !== undefined ? { Salutation } : {}),
        ...(FirstName ? { FirstName } : {}),
        ...(LastName ? { LastName } : {}),
      },
      Contacts: Contact ? [Contact] : [],
    });
    row.Used = true;
    return c.json(result, 201);
  });
}
