import { z } from 'zod/mini';
import type { components } from '../../openapi/schema';
import { EMPTY_PERSON, fullNameOf, PERSON_FIELDS, personFrom, personSchema, SALUTATIONS, type PersonField, type PersonRules, type PersonValues } from './contact-person.ts';
import { anyRecord, INVALID } from './stored-shape.ts';
import { fieldProblems, phone, type FieldProblems } from './validation.ts';

export type ShopUser = components['schemas']['ShopUser'];
export type ShopUserCreate = components['schemas']['ShopUserCreate'];
export type ShopUserUpdate = components['schemas']['ShopUserUpdate'];

/**
 * A contact person as the form of spec 002 §2 edits it. A type, not an interface: it is kept as
 * a plain record (the pending `contactDraft`).
 */
export type ShopUserValues = {
  person: PersonValues;
  mobile: string;
};

export type ShopUserPatch = { person?: Partial<PersonValues>; mobile?: string };

/** Spec 002 §2: salutation, first and last name and a valid e-mail address required; phone and mobile optional. */
export const SHOP_USER_PERSON_RULES: PersonRules = { salutationRequired: true, phoneRequired: false };

export type ShopUserField = `person.${PersonField}` | 'mobile';

/** The fields in the order the form shows them: the first refused one takes the focus. */
export const SHOP_USER_FIELDS: readonly ShopUserField[] = [...PERSON_FIELDS.map((field) => `person.${field}` as const), 'mobile'];

export const EMPTY_SHOP_USER: ShopUserValues = { person: EMPTY_PERSON, mobile: '' };

export function patchShopUser(values: ShopUserValues, patch: ShopUserPatch): ShopUserValues {
  return { person: { ...values.person, ...patch.person }, mobile: patch.mobile ?? values.mobile };
}

export type ShopUserCheck = { valid: true } | { valid: false; errors: FieldProblems; firstField: ShopUserField };

const shopUserSchema = z.object({ person: personSchema(SHOP_USER_PERSON_RULES), mobile: z.string().check(phone()) });

export function checkShopUser(values: ShopUserValues): ShopUserCheck {
  const result = shopUserSchema.safeParse(values);
  if (result.success) return { valid: true };
  const errors = fieldProblems(result);
  const firstField = SHOP_USER_FIELDS.find((field) => errors[field] !== undefined) ?? SHOP_USER_FIELDS[0]!;
  return { valid: false, errors, firstField };
}

/** The form of a contact as the backend has them. */
export function shopUserValuesOf(user: ShopUser): ShopUserValues {
  return {
    person: {
      salutation: SALUTATIONS.find((salutation) => salutation === user.Salutation) ?? '',
      firstName: user.FirstName,
      lastName: user.LastName,
      email: user.Email,
      phone: user.Tel,
    },
    mobile: user.MobilePhone,
  };
}

/** The form as a pending draft kept it: whatever is missing or malformed there starts empty. */
export function shopUserValuesFrom(stored: unknown): ShopUserValues {
  const record = anyRecord(stored);
  const draft = record === INVALID ? {} : record;
  const person = anyRecord(draft.person);
  return { person: personFrom(person === INVALID ? {} : person), mobile: typeof draft.mobile === 'string' ? draft.mobile : '' };
}

/** The person's fields both calls send, as typed, trimmed. */
function contactFieldsOf({ person, mobile }: ShopUserValues) {
  return {
    Salutation: person.salutation || null,
    FirstName: person.firstName.trim(),
    LastName: person.lastName.trim(),
    Email: person.email.trim(),
    Tel: person.phone.trim(),
    MobilePhone: mobile.trim(),
  };
}

/** A new contact (`POST …/shop-users`); the invitation's link leads to `confirmUrl`. */
export const shopUserCreateOf = (values: ShopUserValues, confirmUrl: string): ShopUserCreate => ({ ...contactFieldsOf(values), ConfirmURL: confirmUrl });

/** Spec 002 §7: the update's `UserName` equals its `Email`, so a login follows its contact's new address. */
export function shopUserUpdateOf(values: ShopUserValues): ShopUserUpdate {
  const fields = contactFieldsOf(values);
  return { ...fields, UserName: fields.Email };
}

/** "Jana Maes": how a toast or a dialog names a contact person. */
export const contactsPersonName = (user: Pick<ShopUser, 'FirstName' | 'LastName'>): string => fullNameOf({ firstName: user.FirstName, lastName: user.LastName });
