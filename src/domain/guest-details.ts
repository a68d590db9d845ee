import { z } from './zod.ts';
import type { components } from '../../openapi/schema';
import { addressFrom, addressSchema, ADDRESS_FIELDS, CUSTOMER_ADDRESS_KEYS, EMPTY_ADDRESS, type AddressField, type AddressValue } from './address.ts';
import { EMPTY_PERSON, fullNameOf, PERSON_FIELDS, personFrom, personSchema, type PersonField, type PersonRules, type PersonValues } from './contact-person.ts';
import { leniently } from './stored-shape.ts';
import { fieldProblems, type FieldProblems } from './validation.ts';

export type CheckoutCustomer = components['schemas']['CheckoutCustomer'];
export type CheckoutAddress = components['schemas']['CheckoutAddress'];

/**
 * The details a guest orders with (spec 002 §3 customer, contact and address): the organisation
 * is optional, the person and the address are asked as everywhere else. A type, not an
 * interface: it is kept as a plain record (the guest details' draft).
 */
export type GuestDetailsValues = {
  person: PersonValues;
  organisation: string;
  address: AddressValue;
};

export type GuestDetailsPatch = { organisation?: string; person?: Partial<PersonValues>; address?: Partial<AddressValue> };

/** Spec 002 §5: the salutation is not asked of an anonymous buyer; the phone is. */
export const GUEST_PERSON_RULES: PersonRules = { salutationRequired: false, phoneRequired: true };

/** The guest's own address has no name of a place. */
export const GUEST_HIDDEN_ADDRESS_FIELDS: readonly AddressField[] = ['title'];

export type GuestDetailsField = 'organisation' | `person.${PersonField}` | `address.${AddressField}`;

/** The fields in the order the form shows them: the first refused one takes the focus. */
export const GUEST_DETAILS_FIELDS: readonly GuestDetailsField[] = [
  ...PERSON_FIELDS.map((field) => `person.${field}` as const),
  'organisation',
  ...ADDRESS_FIELDS.filter((field) => !GUEST_HIDDEN_ADDRESS_FIELDS.includes(field)).map((field) => `address.${field}` as const),
];

export const EMPTY_GUEST_DETAILS: GuestDetailsValues = { organisation: '', person: EMPTY_PERSON, address: EMPTY_ADDRESS };

export function patchGuestDetails(values: GuestDetailsValues, patch: GuestDetailsPatch): GuestDetailsValues {
  return {
    organisation: patch.organisation ?? values.organisation,
    person: { ...values.person, ...patch.person },
    address: { ...values.address, ...patch.address },
  };
}

function guestDetailsSchema(values: GuestDetailsValues) {
  return z.object({
    organisation: z.string(),
    person: personSchema(GUEST_PERSON_RULES),
    address: addressSchema(values.address, GUEST_HIDDEN_ADDRESS_FIELDS),
  });
}

export type GuestDetailsErrors = FieldProblems;
export type GuestDetailsCheck = { valid: true } | { valid: false; errors: GuestDetailsErrors; firstField: GuestDetailsField };

/** Each refused field with its problems (spec 000 §5), and the first of them in the form. */
export function checkGuestDetails(values: GuestDetailsValues): GuestDetailsCheck {
  const result = guestDetailsSchema(values).safeParse(values);
  if (result.success) return { valid: true };
  const errors = fieldProblems(result);
  const firstField = GUEST_DETAILS_FIELDS.find((field) => errors[field] !== undefined) ?? GUEST_DETAILS_FIELDS[0]!;
  return { valid: false, errors, firstField };
}

/**
 * The pending customer of a guest order (`CheckoutCustomer`), for details that passed their
 * check. Spec 002 §5: the company name defaults to first plus last name.
 */
export function guestCustomerOf(values: GuestDetailsValues): CheckoutCustomer {
  const { person } = values;
  return {
    CompanyName: values.organisation.trim() || fullNameOf(person),
    FirstName: person.firstName.trim(),
    LastName: person.lastName.trim(),
    Salutation: person.salutation || null,
    Email: person.email.trim(),
    Tel: person.phone.trim(),
    ...guestAddressOf(values),
  };
}

/** The pending address of a guest order (`CheckoutAddress`): the guest's own. */
export function guestAddressOf({ address }: GuestDetailsValues): Required<Omit<CheckoutAddress, 'Title'>> {
  return {
    Street: address.street.trim(),
    HouseNumber: address.number.trim(),
    HouseNumberAddition: address.addition.trim(),
    ZipCode: address.postalCode.trim(),
    City: address.city.trim(),
    CountryID: address.country,
  };
}

/** Where a customer record keeps each part of its address. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The form as its draft kept it; whatever is missing or malformed there starts empty. */
function guestDetailsFromDraft(draft: Record<string, unknown>): GuestDetailsValues {
  const address = isRecord(draft.address) ? draft.address : {};
  return {
    organisation: asText(draft.organisation),
    person: personFrom(isRecord(draft.person) ? draft.person : {}),
    address: addressFrom((field) => asText(address[field])),
  };
}

/** The guest's details as their flow keeps them as a draft (src/app/flow-drafts.ts), read as far as they make sense. */
export const readGuestDetailsDraft = leniently(guestDetailsFromDraft);

/** The form as a pending customer holds it: a company name that is only the person's name was not typed. */
export function guestDetailsFromCustomer(customer: Record<string, unknown>): GuestDetailsValues {
  const person = personFrom({
    salutation: customer.Salutation,
    firstName: customer.FirstName,
    lastName: customer.LastName,
    email: customer.Email,
    phone: customer.Tel,
  });
  const companyName = asText(customer.CompanyName);
  return {
    organisation: companyName === fullNameOf(person) ? '' : companyName,
    person,
    address: addressFrom((field) => (field === 'title' ? '' : asText(customer[CUSTOMER_ADDRESS_KEYS[field]]))),
  };
}

/** What the form starts from: the draft (typed, not yet sent), else the pending customer, else nothing. */
export function initialGuestDetails({ draft, customer }: { draft: GuestDetailsValues | null; customer: Record<string, unknown> | null }): GuestDetailsValues {
  if (draft) return draft;
  if (customer) return guestDetailsFromCustomer(customer);
  return EMPTY_GUEST_DETAILS;
}
