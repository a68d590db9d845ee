import { z } from './zod.ts';
import { object, string, type Reader } from './stored-shape.ts';
import { postalCode, required } from './validation.ts';

/** The fields of the address selector (spec 002 §5), in the order it shows them. */
export const ADDRESS_FIELDS = ['title', 'street', 'number', 'addition', 'postalCode', 'city', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValue = Record<AddressField, string>;

/** A house number addition ("bus 3") exists only for some addresses: never required. */
const OPTIONAL_FIELDS: readonly AddressField[] = ['addition'];

/** Country codes are lower-case ISO 3166 codes, as the backend keeps them ('be'). */
export const DEFAULT_COUNTRY = 'be';

export const EMPTY_ADDRESS: AddressValue = { title: '', street: '', number: '', addition: '', postalCode: '', city: '', country: DEFAULT_COUNTRY };

/** An address as a flow's draft kept it (src/app/flow-drafts.ts). */
export const readAddress: Reader<AddressValue> = object({
  title: string(),
  street: string(),
  number: string(),
  addition: string(),
  postalCode: string(),
  city: string(),
  country: string(),
});

/**
 * The address selector's rules for this address: every shown field is required (spec 002 §5
 * "required by default") but the addition; a hidden field is not checked. The postal code must
 * fit the chosen country.
 */
export function addressSchema(address: Pick<AddressValue, 'country'>, hidden: readonly AddressField[] = []) {
  const shown = ADDRESS_FIELDS.filter((field) => !hidden.includes(field));
  const rules = (field: AddressField) => {
    if (OPTIONAL_FIELDS.includes(field)) return z.string();
    if (field === 'postalCode') return z.string().check(required(), postalCode(address.country));
    return z.string().check(required());
  };
  return z.object(Object.fromEntries(shown.map((field) => [field, rules(field)])));
}

/** Where a customer record (and a checkout address) keeps each part of its address. */
export const CUSTOMER_ADDRESS_KEYS = {
  street: 'Street',
  number: 'HouseNumber',
  addition: 'HouseNumberAddition',
  postalCode: 'ZipCode',
  city: 'City',
  country: 'CountryID',
} as const satisfies Record<Exclude<AddressField, 'title'>, string>;

/** An address as a pending draft or custom fields kept it: whatever is missing there starts empty. */
export function addressFrom(read: (field: AddressField) => string): AddressValue {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, read(field) || EMPTY_ADDRESS[field]])) as AddressValue;
}
