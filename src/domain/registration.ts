// zod/mini: the entry already carries it (stored-session.ts), so the form's rules cost the
// route chunk next to nothing.
import { z } from './zod.ts';
import type { components } from '../../openapi/schema';
import { addressFrom, addressSchema, ADDRESS_FIELDS, DEFAULT_COUNTRY, EMPTY_ADDRESS, type AddressField, type AddressValue } from './address.ts';
import { EMPTY_PERSON, PERSON_FIELDS, personFrom, personSchema, SALUTATIONS, type PersonField, type PersonRules, type PersonValues } from './contact-person.ts';
import { isFilled, webAddress } from './field-rules.ts';
import { DEPARTMENTS, governmentCompanyName, governmentPartsOf, MUNICIPALITIES } from './government.ts';
import { companyNumber, confirms, email, fieldProblems, formRule, oneOf, password, phone, required, url, vatNumberOf, type FieldProblems } from './validation.ts';

type Schemas = components['schemas'];
export type RegistrationType = Schemas['RegistrationType'];
export type Recognition = Schemas['CustomerRecognition'];
export type RegistrationCustomer = Schemas['RegistrationCustomer'];
export type RegistrationCustomerDetail = Schemas['RegistrationCustomerDetail'];
type RegistrationUser = Schemas['RegistrationUser'];
type RegistrationContact = Schemas['RegistrationContact'];
export type RegistrationKey = Schemas['RegistrationKey'];
type CheckoutAddress = Schemas['CheckoutAddress'];

/** Spec 002 §2: the three kinds of organisation, in the order the shop offers them. */
export const REGISTRATION_TYPES: readonly RegistrationType[] = ['GOVERNMENT', 'NON_PROFIT', 'SCHOOL'];

/** Spec 002 §3: who recognised a non-profit. */
export const RECOGNITIONS: readonly Recognition[] = ['RecognizedByMunicipality', 'RecognizedByProvince', 'RecognizedByFlemishCommunity'];

/** What each kind asks of its organisation; the fields another kind asks are kept, not sent. */
export type OrganisationValues = {
  /** A non-profit's or a school's name. */
  name: string;
  /** A public service's municipality (or the province) and its department. */
  municipality: string;
  department: string;
  /** A non-profit's company-registry number. */
  businessNumber: string;
  recognition: Recognition | '';
  email: string;
  phone: string;
  website: string;
};

/** Where a school's or a public service's invoices go (`CustomerDetail.Invoice*`, `VATNo`). */
export type BillingValues = {
  /** The invoices go to the organisation itself: its name, address and e-mail address. */
  sameAsOrganisation: boolean;
  companyName: string;
  vatNumber: string;
  email: string;
  address: AddressValue;
};

/**
 * The registration form as typed (spec 002 §5), for every kind at once, so a kind chosen again
 * keeps what was typed. The passwords are not part of it: they are never kept in a draft.
 * A type, not an interface: it is kept as a plain record (the registration's draft).
 */
export type RegistrationValues = {
  organisation: OrganisationValues;
  /** The organisation's address (the customer's). */
  address: AddressValue;
  billing: BillingValues;
  /** The person who registers: the first user, with a login. */
  person: PersonValues;
  emailConfirmation: string;
  /** More contact persons, without a login. */
  contacts: PersonValues[];
  /** Only asked at checkout: the order's address when it is not the organisation's. */
  differentDelivery: boolean;
  delivery: AddressValue;
  newsletter: boolean;
  termsAccepted: boolean;
};

export type RegistrationSecrets = { password: string; passwordConfirmation: string };
export const NO_SECRETS: RegistrationSecrets = { password: '', passwordConfirmation: '' };

export type RegistrationPatch = {
  organisation?: Partial<OrganisationValues>;
  address?: Partial<AddressValue>;
  billing?: Partial<Omit<BillingValues, 'address'>> & { address?: Partial<AddressValue> };
  person?: Partial<PersonValues>;
  emailConfirmation?: string;
  differentDelivery?: boolean;
  delivery?: Partial<AddressValue>;
  newsletter?: boolean;
  termsAccepted?: boolean;
};

/** The organisation's own address and the delivery address have no name of a place. */
export const ORGANISATION_HIDDEN_ADDRESS_FIELDS: readonly AddressField[] = ['title'];
/** An invoice address has no country of its own in the contract. */
export const BILLING_HIDDEN_ADDRESS_FIELDS: readonly AddressField[] = ['title', 'country'];

/** Spec 002 §5: the one who registers gives a salutation and a phone number. */
export const REGISTRANT_RULES: PersonRules = { salutationRequired: true, phoneRequired: true };
/** An extra contact person: the contract asks no phone of them. */
export const CONTACT_RULES: PersonRules = { salutationRequired: true, phoneRequired: false };

type Section<T> = Extract<keyof T, string>;
export type RegistrationField =
  | `organisation.${Section<OrganisationValues>}`
  | `address.${AddressField}`
  | `billing.${Exclude<Section<BillingValues>, 'address'>}`
  | `billing.address.${AddressField}`
  | `person.${PersonField}`
  | 'emailConfirmation'
  | 'password'
  | 'passwordConfirmation'
  | `contacts.${number}.${PersonField}`
  | 'differentDelivery'
  | `delivery.${AddressField}`
  | 'newsletter'
  | 'termsAccepted';

/** The terms must be ticked: a rule of this form only, with its own message. */
export const TERMS_NOT_ACCEPTED = 'terms_not_accepted';

export function emptyRegistration(country: string): RegistrationValues {
  const address = { ...EMPTY_ADDRESS, country };
  return {
    organisation: { name: '', municipality: '', department: '', businessNumber: '', recognition: '', email: '', phone: '', website: '' },
    address,
    billing: { sameAsOrganisation: false, companyName: '', vatNumber: '', email: '', address: EMPTY_ADDRESS },
    person: EMPTY_PERSON,
    emailConfirmation: '',
    contacts: [],
    differentDelivery: false,
    delivery: address,
    newsletter: false,
    termsAccepted: false,
  };
}

/** The countries are lower-case codes in the shop; the setting may say `BE`. */
export const registerCountryOf = (setting: string | null | undefined): string => setting?.trim().toLowerCase() || DEFAULT_COUNTRY;

/** Only the fields not locked (by a register key, by an organisation chosen from the register). */
function openPart<T extends object>(part: Partial<T> | undefined, section: string, locked: readonly string[]): Partial<T> {
  if (!part) return {};
  return Object.fromEntries(Object.entries(part).filter(([field]) => !locked.includes(`${section}.${field}`))) as Partial<T>;
}

/** The values with a patch applied, leaving alone what is locked. */
export function patchRegistration(values: RegistrationValues, patch: RegistrationPatch, locked: readonly RegistrationField[] = []): RegistrationValues {
  const { organisation, address, billing, person, delivery, ...plain } = patch;
  const { address: billingAddress, ...billingOwn } = billing ?? {};
  return {
    ...values,
    ...Object.fromEntries(Object.entries(plain).filter(([, value]) => value !== undefined)),
    organisation: { ...values.organisation, ...openPart(organisation, 'organisation', locked) },
    address: { ...values.address, ...openPart(address, 'address', locked) },
    billing: {
      ...values.billing,
      ...openPart(billingOwn, 'billing', locked),
      address: { ...values.billing.address, ...openPart(billingAddress, 'billing.address', locked) },
    },
    person: { ...values.person, ...openPart(person, 'person', locked) },
    delivery: { ...values.delivery, ...openPart(delivery, 'delivery', locked) },
  };
}

export const addContact = (values: RegistrationValues): RegistrationValues => ({ ...values, contacts: [...values.contacts, EMPTY_PERSON] });
export const changeContact = (values: RegistrationValues, index: number, patch: Partial<PersonValues>): RegistrationValues => ({
  ...values,
  contacts: values.contacts.map((contact, at) => (at === index ? { ...contact, ...patch } : contact)),
});
export const removeContact = (values: RegistrationValues, index: number): RegistrationValues => ({ ...values, contacts: values.contacts.filter((_, at) => at !== index) });

// ------------------------------------------------------------------ the rules

type OrganisationField = Section<OrganisationValues>;

/**
 * Spec 002 §5, field by field: what each kind must give of its organisation. A non-profit gives
 * its name, e-mail address, phone, website and who recognised it; its business number follows the
 * company-registry number rule, which allows it empty (an association without one is not in the
 * company registry). A school gives its name, a public service its municipality and department,
 * both an e-mail address and a phone; their website is optional. The address is asked of all.
 */
const REQUIRED_ORGANISATION_FIELDS: Record<RegistrationType, readonly OrganisationField[]> = {
  NON_PROFIT: ['name', 'recognition', 'email', 'phone', 'website'],
  SCHOOL: ['name', 'email', 'phone'],
  GOVERNMENT: ['municipality', 'department', 'email', 'phone'],
};

export const requiredOrganisationFields = (type: RegistrationType): readonly OrganisationField[] => REQUIRED_ORGANISATION_FIELDS[type];

const ofType = (type: RegistrationType, ...types: RegistrationType[]) => types.includes(type);
const asks = <T extends z.core.SomeType>(asked: boolean, schema: T) => (asked ? schema : z.string());
/** A repeated value is asked first, and then must equal the original: one message at a time. */
const repeats = (value: string, original: string) => (isFilled(value) ? z.string().check(confirms(original)) : z.string().check(required()));
/** A section another kind or another mode asks: not checked. */
const notAsked = z.object({});

export interface RegistrationMode {
  /** At checkout the form also asks where the order goes, and leaves the terms to the summary. */
  checkout: boolean;
}

function registrationSchema(type: RegistrationType, values: RegistrationValues, secrets: RegistrationSecrets, mode: RegistrationMode) {
  const nonProfit = ofType(type, 'NON_PROFIT');
  const ownBilling = !nonProfit && !values.billing.sameAsOrganisation;
  const needs = (field: OrganisationField) => requiredOrganisationFields(type).includes(field);
  /** A field's own rule, and required where this kind must fill it in. */
  const field = (name: OrganisationField, ...rules: Parameters<ReturnType<typeof z.string>['check']>) =>
    z.string().check(...(needs(name) ? [required(), ...rules] : rules));
  return z.object({
    organisation: z.object({
      name: asks(needs('name'), field('name')),
      municipality: asks(needs('municipality'), field('municipality', oneOf(MUNICIPALITIES))),
      department: asks(needs('department'), field('department', oneOf(DEPARTMENTS))),
      businessNumber: asks(nonProfit, field('businessNumber', companyNumber())),
      recognition: asks(needs('recognition'), field('recognition')),
      email: field('email', email()),
      phone: field('phone', phone()),
      website: field('website', url()),
    }),
    address: addressSchema(values.address, ORGANISATION_HIDDEN_ADDRESS_FIELDS),
    billing: nonProfit
      ? notAsked
      : z.object({
          companyName: asks(ownBilling, z.string().check(required())),
          vatNumber: z.string().check(required()),
          email: asks(ownBilling, z.string().check(required(), email())),
          // The invoice address asks no country: its postal code is one of the organisation's country.
          address: ownBilling ? addressSchema({ ...values.billing.address, country: values.address.country }, BILLING_HIDDEN_ADDRESS_FIELDS) : notAsked,
        }),
    person: personSchema(REGISTRANT_RULES),
    emailConfirmation: repeats(values.emailConfirmation, values.person.email),
    password: z.string().check(required(), password()),
    passwordConfirmation: repeats(secrets.passwordConfirmation, secrets.password),
    contacts: z.array(personSchema(CONTACT_RULES)),
    delivery: mode.checkout && values.differentDelivery ? addressSchema(values.delivery, ORGANISATION_HIDDEN_ADDRESS_FIELDS) : notAsked,
    // At checkout the summary asks for the terms, beside the button that orders and registers.
    termsAccepted: mode.checkout ? z.boolean() : z.boolean().check(formRule(TERMS_NOT_ACCEPTED, (accepted: boolean) => accepted)),
  });
}

export type RegistrationErrors = FieldProblems<typeof TERMS_NOT_ACCEPTED>;
export type RegistrationProblem = RegistrationErrors[string][number];
export type RegistrationCheck = { valid: true } | { valid: false; errors: RegistrationErrors; firstField: RegistrationField };

const addressFields = (section: 'address' | 'delivery' | 'billing.address', hidden: readonly AddressField[]) =>
  ADDRESS_FIELDS.filter((field) => !hidden.includes(field)).map((field) => `${section}.${field}` as const);

/** The fields in the order the form shows them: the first refused one takes the focus. */
export function registrationFields(values: Pick<RegistrationValues, 'contacts'>): RegistrationField[] {
  return [
    'organisation.name',
    'organisation.municipality',
    'organisation.department',
    'organisation.businessNumber',
    'organisation.recognition',
    'organisation.email',
    'organisation.phone',
    'organisation.website',
    ...addressFields('address', ORGANISATION_HIDDEN_ADDRESS_FIELDS),
    'billing.sameAsOrganisation',
    'billing.companyName',
    'billing.vatNumber',
    'billing.email',
    ...addressFields('billing.address', BILLING_HIDDEN_ADDRESS_FIELDS),
    'person.salutation',
    'person.firstName',
    'person.lastName',
    'person.email',
    'emailConfirmation',
    'person.phone',
    'password',
    'passwordConfirmation',
    ...values.contacts.flatMap((_, index) => PERSON_FIELDS.map((field) => `contacts.${index}.${field}` as const)),
    'differentDelivery',
    ...addressFields('delivery', ORGANISATION_HIDDEN_ADDRESS_FIELDS),
    'newsletter',
    'termsAccepted',
  ];
}

/** Spec 002 §5 for the chosen kind: each refused field with its problems, and the first of them in the form. */
export function checkRegistration(type: RegistrationType, values: RegistrationValues, secrets: RegistrationSecrets, mode: RegistrationMode): RegistrationCheck {
  const result = registrationSchema(type, values, secrets, mode).safeParse({ ...values, ...secrets });
  if (result.success) return { valid: true };
  const errors = fieldProblems(result, [TERMS_NOT_ACCEPTED]);
  const fields = registrationFields(values);
  const firstField = fields.find((field) => errors[field] !== undefined) ?? fields[0]!;
  return { valid: false, errors, firstField };
}

// ------------------------------------------------------------------ what is sent

/** Spec 002 §5: a public service is "municipality - department"; the others have a name of their own. */
export function companyNameOf(type: RegistrationType, organisation: OrganisationValues): string {
  return type === 'GOVERNMENT' ? governmentCompanyName(organisation.municipality, organisation.department) : organisation.name.trim();
}

const street = (address: AddressValue) => ({
  Street: address.street.trim(),
  HouseNumber: address.number.trim(),
  HouseNumberAddition: address.addition.trim(),
  ZipCode: address.postalCode.trim(),
  City: address.city.trim(),
});

/** The customer of a registration that passed its check. */
export function registrationCustomerOf(type: RegistrationType, values: RegistrationValues): RegistrationCustomer {
  const { organisation, person } = values;
  const website = webAddress(organisation.website);
  return {
    CompanyName: companyNameOf(type, organisation),
    Salutation: person.salutation || null,
    FirstName: person.firstName.trim(),
    LastName: person.lastName.trim(),
    ...street(values.address),
    CountryID: values.address.country,
    ...(type === 'GOVERNMENT' ? { Municipality: organisation.municipality } : {}),
    Tel: organisation.phone.trim(),
    Email: organisation.email.trim(),
    ...(website ? { Website: website } : {}),
    CustomFields: {
      CUST_SubscribedForNewsletter: values.newsletter,
      ...(type === 'NON_PROFIT' && organisation.recognition ? { CUST_Recognition: organisation.recognition } : {}),
    },
  };
}

/**
 * A non-profit's business number and its VAT number, `BE` + that number (spec 002 §5), both empty
 * without one; a school's or a public service's invoice details, the organisation's own when they
 * are the same.
 */
export function registrationCustomerDetailOf(type: RegistrationType, values: RegistrationValues): RegistrationCustomerDetail {
  const { organisation, billing } = values;
  if (type === 'NON_PROFIT') {
    const businessNumber = organisation.businessNumber.trim();
    return { BusinessNo: businessNumber, VATNo: businessNumber ? vatNumberOf(businessNumber) : '' };
  }
  const same = billing.sameAsOrganisation;
  const address = street(same ? values.address : billing.address);
  return {
    InvoiceCompanyName: same ? companyNameOf(type, organisation) : billing.companyName.trim(),
    InvoiceEmail: (same ? organisation.email : billing.email).trim(),
    InvoiceStreet: address.Street,
    InvoiceHouseNumber: address.HouseNumber,
    InvoiceHouseNumberAddition: address.HouseNumberAddition,
    InvoiceZipCode: address.ZipCode,
    InvoiceCity: address.City,
    VATNo: billing.vatNumber.trim(),
  };
}

/** The person who registers, without the password (which is never stored with it). */
type PendingRegistrationUser = Omit<RegistrationUser, 'Password'>;

function registrationUserOf(values: RegistrationValues, confirmUrl: string): PendingRegistrationUser {
  const { person } = values;
  return {
    Salutation: person.salutation || null,
    FirstName: person.firstName.trim(),
    LastName: person.lastName.trim(),
    Email: person.email.trim(),
    Tel: person.phone.trim(),
    CustomFields: { CUST_ReceiveNewsletter: values.newsletter },
    ConfirmURL: confirmUrl,
  };
}

function registrationContactOf(person: PersonValues): RegistrationContact {
  return {
    Salutation: person.salutation || null,
    FirstName: person.firstName.trim(),
    LastName: person.lastName.trim(),
    Email: person.email.trim(),
    ...(isFilled(person.phone) ? { Tel: person.phone.trim() } : {}),
  };
}

/** A registration ready to send; the call decides whether the contacts go as `Contact` or `Contacts`. */
export interface RegistrationRequest {
  Type: RegistrationType;
  Customer: RegistrationCustomer;
  CustomerDetail: RegistrationCustomerDetail;
  User: RegistrationUser;
  Contacts: RegistrationContact[];
}

export function registrationRequestOf(type: RegistrationType, values: RegistrationValues, secrets: RegistrationSecrets, confirmUrl: string): RegistrationRequest {
  return {
    Type: type,
    Customer: registrationCustomerOf(type, values),
    CustomerDetail: registrationCustomerDetailOf(type, values),
    User: { ...registrationUserOf(values, confirmUrl), Password: secrets.password },
    Contacts: values.contacts.map(registrationContactOf),
  };
}

/**
 * What a registration at checkout leaves for the summary (spec 002 §4): the pending user (no
 * password), customer, detail and address, and the kind, which `_checkout-and-register` takes as
 * `Registration.Type` (without it only the rules every kind shares apply). The address is the
 * delivery address when one was given; none otherwise, so no earlier one lingers. A type: the
 * session keeps it as pending values.
 */
export type CheckoutRegistration = {
  user: PendingRegistrationUser;
  customer: RegistrationCustomer;
  customerDetail: RegistrationCustomerDetail;
  address: CheckoutAddress | null;
  registrationType: RegistrationType;
};

export function checkoutRegistrationOf(type: RegistrationType, values: RegistrationValues, confirmUrl: string): CheckoutRegistration {
  return {
    user: registrationUserOf(values, confirmUrl),
    customer: registrationCustomerOf(type, values),
    customerDetail: registrationCustomerDetailOf(type, values),
    address: values.differentDelivery ? { ...street(values.delivery), CountryID: values.delivery.country } : null,
    registrationType: type,
  };
}

// ------------------------------------------------------------------ what the form starts from

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const addressOf = (value: unknown) => {
  const address = record(value);
  return addressFrom((field) => asText(address[field]));
};

export const isRegistrationType = (value: unknown): value is RegistrationType => REGISTRATION_TYPES.some((type) => type === value);

/** The form as its draft kept it; whatever is missing or malformed there starts empty. */
export function registrationValuesFrom(draft: Record<string, unknown>, country: string): RegistrationValues {
  const empty = emptyRegistration(country);
  const organisation = record(draft.organisation);
  const billing = record(draft.billing);
  return {
    organisation: {
      name: asText(organisation.name),
      municipality: asText(organisation.municipality),
      department: asText(organisation.department),
      businessNumber: asText(organisation.businessNumber),
      recognition: RECOGNITIONS.find((recognition) => recognition === organisation.recognition) ?? '',
      email: asText(organisation.email),
      phone: asText(organisation.phone),
      website: asText(organisation.website),
    },
    address: isRecord(draft.address) ? addressOf(draft.address) : empty.address,
    billing: {
      sameAsOrganisation: billing.sameAsOrganisation === true,
      companyName: asText(billing.companyName),
      vatNumber: asText(billing.vatNumber),
      email: asText(billing.email),
      address: addressOf(billing.address),
    },
    person: personFrom(record(draft.person)),
    emailConfirmation: asText(draft.emailConfirmation),
    contacts: Array.isArray(draft.contacts) ? draft.contacts.map((contact) => personFrom(record(contact))) : [],
    differentDelivery: draft.differentDelivery === true,
    delivery: isRecord(draft.delivery) ? addressOf(draft.delivery) : empty.delivery,
    newsletter: draft.newsletter === true,
    termsAccepted: draft.termsAccepted === true,
  };
}

/**
 * What a register key pre-defines (spec 002 §5 "Register key"). The customer's and the detail's
 * values win over what is sent (the contract), and so do the contact's salutation and names: the
 * form shows those locked. The contact's e-mail address and phone only fill the form.
 */
export interface KeyValues {
  /** The values the key defines and the backend keeps whatever is sent: shown locked. */
  locked: RegistrationPatch;
  lockedFields: RegistrationField[];
  /** The values the key suggests; the person may change them. */
  suggested: RegistrationPatch;
}

type Defined<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/** The entries that hold a value: a key defines only what it names. */
function definedOf<T extends Record<string, string | null | undefined>>(entries: T): Defined<T> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as Defined<T>;
}

const fieldsOf = <T extends object>(section: string, part: T) => Object.keys(part).map((field) => `${section}.${field}` as RegistrationField);

export function keyValuesOf(key: RegistrationKey): KeyValues {
  const customer = key.Customer;
  const detail = key.CustomerDetail;
  const contact = key.Contact;
  const government = key.Type === 'GOVERNMENT' && customer.CompanyName ? governmentPartsOf(customer.CompanyName) : null;
  const organisation = definedOf({
    ...(government ?? { name: customer.CompanyName }),
    businessNumber: detail.BusinessNo,
    recognition: customer.CustomFields?.CUST_Recognition,
    email: customer.Email,
    phone: customer.Tel,
    website: customer.Website,
  }) as Partial<OrganisationValues>;
  const address = definedOf({
    street: customer.Street,
    number: customer.HouseNumber,
    addition: customer.HouseNumberAddition,
    postalCode: customer.ZipCode,
    city: customer.City,
    country: customer.CountryID?.toLowerCase(),
  });
  const billing = definedOf({ companyName: detail.InvoiceCompanyName, vatNumber: detail.VATNo, email: detail.InvoiceEmail });
  const billingAddress = definedOf({
    street: detail.InvoiceStreet,
    number: detail.InvoiceHouseNumber,
    addition: detail.InvoiceHouseNumberAddition,
    postalCode: detail.InvoiceZipCode,
    city: detail.InvoiceCity,
  });
  const salutation = SALUTATIONS.find((option) => option === contact.Salutation);
  const person = definedOf({ salutation, firstName: contact.FirstName, lastName: contact.LastName }) as Partial<PersonValues>;
  const suggestedPerson = definedOf({ email: contact.Email, phone: contact.Tel });
  return {
    locked: { organisation, address, billing: { ...billing, address: billingAddress }, person },
    lockedFields: [
      ...fieldsOf('organisation', organisation),
      ...fieldsOf('address', address),
      ...fieldsOf('billing', billing),
      ...fieldsOf('billing.address', billingAddress),
      ...fieldsOf('person', person),
    ],
    // The e-mail address the key names was not typed: it needs no second typing.
    suggested: { person: suggestedPerson, ...(suggestedPerson.email ? { emailConfirmation: suggestedPerson.email } : {}) },
  };
}
