import { z } from './zod.ts';
import type { components } from '../../openapi/schema';
import { ADDRESS_FIELDS, addressSchema, CUSTOMER_ADDRESS_KEYS, DEFAULT_COUNTRY, readAddress, type AddressField, type AddressValue } from './address.ts';
import { fullNameOf, PERSON_FIELDS, PERSON_SHAPE, personSchema, type PersonValues } from './contact-person.ts';
import { webAddress } from './field-rules.ts';
import { newPasswordProblems, NEW_PASSWORD_FIELDS, type NewPassword } from './new-password.ts';
import { BILLING_HIDDEN_ADDRESS_FIELDS, CONTACT_RULES, ORGANISATION_HIDDEN_ADDRESS_FIELDS } from './registration.ts';
import { boolean, object, string, type Reader } from './stored-shape.ts';
import { companyNumber, email, fieldProblems, nationalNumber, phone, required, url, type FieldProblems } from './validation.ts';

type Schemas = components['schemas'];
export type Contact = Schemas['Contact'];
export type Customer = Schemas['Customer'];
export type CustomerDetail = Schemas['CustomerDetail'];
export type ContactUpdate = Schemas['ContactUpdate'];
export type CustomerUpdate = Schemas['CustomerUpdate'];
export type CustomerDetailUpdate = Schemas['CustomerDetailUpdate'];

/**
 * "Mijn gegevens" as typed (spec 002 §2, §3, §5): the signed-in contact, their organisation (the
 * customer) and where its invoices go (the customer detail). Types, not interfaces: the form is
 * kept as a plain record (the draft of "Mijn gegevens"). The new password is not part of it.
 */
type ProfileContactValues = PersonValues & {
  mobile: string;
  /** Asked in the provincial details tab only. */
  nationalNumber: string;
  /** `CustomFields.CUST_ReceiveNewsletter`. */
  newsletter: boolean;
};

type ProfileOrganisationValues = {
  companyName: string;
  address: AddressValue;
  phone: string;
  email: string;
  website: string;
};

type ProfileInvoiceValues = {
  companyName: string;
  /** Its country is the organisation's: the customer detail keeps none. */
  address: AddressValue;
  email: string;
  businessNumber: string;
  vatNumber: string;
};

export type ProfileValues = {
  contact: ProfileContactValues;
  organisation: ProfileOrganisationValues;
  invoice: ProfileInvoiceValues;
};

type AddressPatch = { address?: Partial<AddressValue> };
export type ProfilePatch = {
  contact?: Partial<ProfileContactValues>;
  organisation?: Partial<Omit<ProfileOrganisationValues, 'address'>> & AddressPatch;
  invoice?: Partial<Omit<ProfileInvoiceValues, 'address'>> & AddressPatch;
};

/** What the form shows and checks, beyond its values. */
export interface ProfileMode {
  /**
   * Spec 002 §5, the provincial details tab: names, the organisation and the addresses are
   * read-only there, and the contact's national register number is asked.
   */
  provincial: boolean;
  /** The customer detail could be read: without it the invoice details are neither shown nor saved (spec 002 §8). */
  invoice: boolean;
  /** The password is being changed (spec 002 §4): it is saved with the rest. */
  passwordChange: boolean;
}

type Keys<T> = Extract<keyof T, string>;
export type ProfileField =
  | `contact.${Keys<ProfileContactValues>}`
  | `organisation.${Exclude<Keys<ProfileOrganisationValues>, 'address'>}`
  | `organisation.address.${AddressField}`
  | `invoice.${Exclude<Keys<ProfileInvoiceValues>, 'address'>}`
  | `invoice.address.${AddressField}`
  | `newPassword.${Keys<NewPassword>}`;

const shownAddressFields = (section: 'organisation' | 'invoice', hidden: readonly AddressField[]) =>
  ADDRESS_FIELDS.filter((field) => !hidden.includes(field)).map((field) => `${section}.address.${field}` as const);

/** The fields in the order the form shows them: the first refused one takes the focus. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  ...PERSON_FIELDS.map((field) => `contact.${field}` as const),
  'contact.mobile',
  'contact.nationalNumber',
  'contact.newsletter',
  'organisation.companyName',
  ...shownAddressFields('organisation', ORGANISATION_HIDDEN_ADDRESS_FIELDS),
  'organisation.phone',
  'organisation.email',
  'organisation.website',
  'invoice.companyName',
  ...shownAddressFields('invoice', BILLING_HIDDEN_ADDRESS_FIELDS),
  'invoice.email',
  'invoice.businessNumber',
  'invoice.vatNumber',
  ...NEW_PASSWORD_FIELDS.map((field) => `newPassword.${field}` as const),
];

/** Spec 002 §5: in the provincial details tab the names, the organisation and the addresses are read-only. */
const PROVINCIAL_LOCKED: readonly ProfileField[] = [
  'contact.firstName',
  'contact.lastName',
  ...PROFILE_FIELDS.filter((field) => field.startsWith('organisation.')),
  'invoice.companyName',
  ...PROFILE_FIELDS.filter((field) => field.startsWith('invoice.address.')),
];

export const lockedProfileFields = (mode: Pick<ProfileMode, 'provincial'>): readonly ProfileField[] => (mode.provincial ? PROVINCIAL_LOCKED : []);

const lockedIn = (locked: readonly ProfileField[], section: string) =>
  locked.filter((field) => field.startsWith(`${section}.`)).map((field) => field.slice(section.length + 1));

// ------------------------------------------------------------------ from the backend, from a draft

const addressOf = (read: (field: Exclude<AddressField, 'title'>) => string): AddressValue => ({
  title: '',
  street: read('street'),
  number: read('number'),
  addition: read('addition'),
  postalCode: read('postalCode'),
  city: read('city'),
  country: read('country') || DEFAULT_COUNTRY,
});

/** Where the customer detail keeps each part of the invoice address. */
const INVOICE_ADDRESS_KEYS = {
  street: 'InvoiceStreet',
  number: 'InvoiceHouseNumber',
  addition: 'InvoiceHouseNumberAddition',
  postalCode: 'InvoiceZipCode',
  city: 'InvoiceCity',
} as const satisfies Record<Exclude<AddressField, 'title' | 'country'>, keyof CustomerDetail>;

/** The form as the backend has it now; without a customer detail its part starts empty (and is not shown). */
export function profileFrom(contact: Contact, customer: Customer, detail: CustomerDetail | null): ProfileValues {
  return {
    contact: {
      salutation: contact.Salutation ?? '',
      firstName: contact.FirstName,
      lastName: contact.LastName,
      email: contact.Email,
      phone: contact.Tel,
      mobile: contact.MobilePhone,
      nationalNumber: contact.NationalIdentificationNumber,
      newsletter: contact.CustomFields.CUST_ReceiveNewsletter === true,
    },
    organisation: {
      companyName: customer.CompanyName,
      address: addressOf((field) => customer[CUSTOMER_ADDRESS_KEYS[field]]),
      phone: customer.Tel,
      email: customer.Email,
      website: customer.Website,
    },
    invoice: {
      companyName: detail?.InvoiceCompanyName ?? '',
      address: addressOf((field) => (field === 'country' ? customer.CountryID : (detail?.[INVOICE_ADDRESS_KEYS[field]] ?? ''))),
      email: detail?.InvoiceEmail ?? '',
      businessNumber: detail?.BusinessNo ?? '',
      vatNumber: detail?.VATNo ?? '',
    },
  };
}

/**
 * What "Mijn gegevens" keeps of changes not saved yet (src/app/flow-drafts.ts): whose they are
 * and the form as it was. Never the new password.
 */
export type ProfileDraft = { customerId: string; contactId: string; values: ProfileValues };

const readProfileValues: Reader<ProfileValues> = object({
  contact: object({ ...PERSON_SHAPE, mobile: string(), nationalNumber: string(), newsletter: boolean }),
  organisation: object({ companyName: string(), address: readAddress, phone: string(), email: string(), website: string() }),
  invoice: object({ companyName: string(), address: readAddress, email: string(), businessNumber: string(), vatNumber: string() }),
});

export const readProfileDraft: Reader<ProfileDraft> = object({ customerId: string(), contactId: string(), values: readProfileValues });

/** The values with a patch applied, leaving alone what is read-only. */
export function patchProfile(values: ProfileValues, patch: ProfilePatch, locked: readonly ProfileField[] = []): ProfileValues {
  const open = <T extends object>(part: T | undefined, section: string): Partial<T> =>
    Object.fromEntries(Object.entries(part ?? {}).filter(([field, value]) => value !== undefined && !lockedIn(locked, section).includes(field))) as Partial<T>;
  const { address: organisationAddress, ...organisation } = patch.organisation ?? {};
  const { address: invoiceAddress, ...invoice } = patch.invoice ?? {};
  return {
    contact: { ...values.contact, ...open(patch.contact, 'contact') },
    organisation: {
      ...values.organisation,
      ...open(organisation, 'organisation'),
      address: { ...values.organisation.address, ...open(organisationAddress, 'organisation.address') },
    },
    invoice: {
      ...values.invoice,
      ...open(invoice, 'invoice'),
      address: { ...values.invoice.address, ...open(invoiceAddress, 'invoice.address') },
    },
  };
}

// ------------------------------------------------------------------ the rules

/** A field that is read-only, or not shown, is not checked. */
const unchecked = z.unknown();
const notShown = z.object({});

/**
 * Spec 002 §5 "Profile form": every shown field that can be changed is required, except the
 * contact's phone, the organisation's phone and name, a house number addition and the invoice
 * e-mail address; e-mail addresses valid, the business number a company-registry number, the
 * national register number a valid one.
 */
function profileSchema(values: ProfileValues, mode: ProfileMode) {
  const locked = lockedProfileFields(mode);
  const ask = (field: ProfileField, schema: z.ZodMiniType) => (locked.includes(field) ? unchecked : schema);
  const person = personSchema(CONTACT_RULES);
  return z.object({
    contact: z.object({
      ...person.shape,
      firstName: ask('contact.firstName', person.shape.firstName),
      lastName: ask('contact.lastName', person.shape.lastName),
      mobile: z.string().check(required(), phone()),
      nationalNumber: mode.provincial ? z.string().check(required(), nationalNumber()) : unchecked,
    }),
    organisation: z.object({
      companyName: ask('organisation.companyName', z.string()),
      address: addressSchema(values.organisation.address, [...ORGANISATION_HIDDEN_ADDRESS_FIELDS, ...(lockedIn(locked, 'organisation.address') as AddressField[])]),
      phone: ask('organisation.phone', z.string().check(phone())),
      email: ask('organisation.email', z.string().check(required(), email())),
      website: ask('organisation.website', z.string().check(required(), url())),
    }),
    invoice: mode.invoice
      ? z.object({
          companyName: ask('invoice.companyName', z.string().check(required())),
          // The invoice address has no country of its own: its postal code is one of the organisation's country.
          address: addressSchema(values.organisation.address, [...BILLING_HIDDEN_ADDRESS_FIELDS, ...(lockedIn(locked, 'invoice.address') as AddressField[])]),
          email: z.string().check(email()),
          businessNumber: z.string().check(required(), companyNumber()),
          vatNumber: z.string().check(required()),
        })
      : notShown,
  });
}

export type ProfileErrors = FieldProblems;
export type ProfileCheck = { valid: true } | { valid: false; errors: ProfileErrors; firstField: ProfileField };

/** Each refused field with its problems, the new password's too when it is changed, and the first of them in the form. */
export function checkProfile(values: ProfileValues, newPassword: NewPassword, mode: ProfileMode): ProfileCheck {
  const passwordProblems = mode.passwordChange ? newPasswordProblems(newPassword) : {};
  const errors: ProfileErrors = {
    ...fieldProblems(profileSchema(values, mode).safeParse(values)),
    ...Object.fromEntries(Object.entries(passwordProblems).map(([field, problems]) => [`newPassword.${field}`, problems])),
  };
  const firstField = PROFILE_FIELDS.find((field) => errors[field] !== undefined);
  return firstField ? { valid: false, errors, firstField } : { valid: true };
}

// ------------------------------------------------------------------ what is sent

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A wanted value is already there when each of its own keys is (custom fields are merged, so others may exist). */
function isAlready(wanted: unknown, current: unknown): boolean {
  if (isRecord(wanted)) return isRecord(current) && Object.entries(wanted).every(([key, value]) => isAlready(value, current[key]));
  return wanted === current;
}

/** Only what differs from what the backend has (spec 002 §7: each PATCH changes only the fields sent); null when nothing does. */
function changesOf<T extends object>(wanted: T, current: object): Partial<T> | null {
  const changed = Object.entries(wanted).filter(([key, value]) => !isAlready(value, (current as Record<string, unknown>)[key]));
  return changed.length > 0 ? (Object.fromEntries(changed) as Partial<T>) : null;
}

/** The changes the form holds, per call; a part without changes (or not to be saved) is null. */
export interface ProfileChanges {
  contact: ContactUpdate | null;
  customer: CustomerUpdate | null;
  detail: CustomerDetailUpdate | null;
}

/**
 * What the form changes, per call. Read-only fields are the backend's (neither a change nor a
 * draft touches them: `patchProfile`), so they never count as changed.
 */
export function profileChangesOf(values: ProfileValues, current: { contact: Contact; customer: Customer; detail: CustomerDetail | null }, mode: ProfileMode): ProfileChanges {
  const { contact, organisation, invoice } = values;
  const contactUpdate: ContactUpdate = {
      Salutation: contact.salutation || null,
      FirstName: contact.firstName.trim(),
      LastName: contact.lastName.trim(),
      Email: contact.email.trim(),
      Tel: contact.phone.trim(),
      MobilePhone: contact.mobile.trim(),
      ...(mode.provincial ? { NationalIdentificationNumber: contact.nationalNumber.trim() } : {}),
      CustomFields: { CUST_ReceiveNewsletter: contact.newsletter },
  };
  const customerUpdate: CustomerUpdate = {
      // Spec 002 §5: a company name left empty is the person's name.
      CompanyName: organisation.companyName.trim() || fullNameOf(contact),
      Street: organisation.address.street.trim(),
      HouseNumber: organisation.address.number.trim(),
      HouseNumberAddition: organisation.address.addition.trim(),
      ZipCode: organisation.address.postalCode.trim(),
      City: organisation.address.city.trim(),
      CountryID: organisation.address.country,
      Tel: organisation.phone.trim(),
      Email: organisation.email.trim(),
      Website: organisation.website.trim(),
  };
  const detailUpdate: CustomerDetailUpdate = {
      InvoiceCompanyName: invoice.companyName.trim(),
      InvoiceStreet: invoice.address.street.trim(),
      InvoiceHouseNumber: invoice.address.number.trim(),
      InvoiceHouseNumberAddition: invoice.address.addition.trim(),
      InvoiceZipCode: invoice.address.postalCode.trim(),
      InvoiceCity: invoice.address.city.trim(),
      InvoiceEmail: invoice.email.trim(),
      BusinessNo: invoice.businessNumber.trim(),
      VATNo: invoice.vatNumber.trim(),
  };
  const customerChanges = changesOf(customerUpdate, current.customer);
  return {
    contact: changesOf(contactUpdate, current.contact),
    // A web address is sent as a full address ("www.fuif.be" as https://www.fuif.be/), as at registration.
    customer: customerChanges?.Website ? { ...customerChanges, Website: webAddress(customerChanges.Website) ?? customerChanges.Website } : customerChanges,
    detail: mode.invoice && current.detail ? changesOf(detailUpdate, current.detail) : null,
  };
}

export const hasProfileChanges = (changes: ProfileChanges): boolean => changes.contact !== null || changes.customer !== null || changes.detail !== null;
