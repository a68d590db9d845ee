import { z } from 'zod/mini';
import { isFilled as filled, isPostalCode } from './field-rules.ts';

/** The fields of the address selector (spec 002 §5), in the order it shows them. */
export const ADDRESS_FIELDS = ['title', 'street', 'number', 'postalCode', 'city', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValue = Record<AddressField, string>;

/** Country codes are lower-case ISO 3166 codes, as the backend keeps them ('be'). */
export const DEFAULT_COUNTRY = 'be';

export const EMPTY_ADDRESS: AddressValue = { title: '', street: '', number: '', postalCode: '', city: '', country: DEFAULT_COUNTRY };

/** Why an address field is refused; the form says it in words. */
export type AddressProblem = 'required' | 'invalid-postal-code';

/**
 * The address selector's rules: every shown field is required (spec 002 §5 "required by
 * default"); a hidden field is not checked. The postal code must fit the chosen country.
 * Issues carry an `AddressProblem` as their message.
 */
export function addressSchema(hidden: readonly AddressField[] = []) {
  const shown = ADDRESS_FIELDS.filter((field) => !hidden.includes(field));
  const field = z.string().check(z.refine(filled, { error: 'required' }));
  return z.object(Object.fromEntries(shown.map((name) => [name, field]))).check(
    z.refine((address: Record<string, string>) => !filled(address.postalCode ?? '') || isPostalCode(address.country ?? '', address.postalCode ?? ''), {
      error: 'invalid-postal-code',
      path: ['postalCode'],
      // Also when another field is empty: every refused field is named at once.
      when: () => shown.includes('postalCode'),
    }),
  );
}
