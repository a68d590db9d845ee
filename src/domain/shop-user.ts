import { z } from './zod.ts';
import type { components } from '../../openapi/schema';
import { EMPTY_PERSON, fullNameOf, PERSON_FIELDS, personSchema, readPerson, SALUTATIONS, type PersonField, type PersonRules, type PersonValues } from './contact-person.ts';
import { array, boolean, literal, nullable, number, object, oneOf, recordOf, string, type Reader } from './stored-shape.ts';
import { fieldProblems, phone, type FieldProblems } from './validation.ts';

export type ShopUser = components['schemas']['ShopUser'];
export type ShopUserCreate = components['schemas']['ShopUserCreate'];
export type ShopUserUpdate = components['schemas']['ShopUserUpdate'];
/** A login linked to a contact of the organisation (`v2/shop/authorization/{contactId}/subaccounts`). */
export type SubAccount = components['schemas']['SubAccount'];

/**
 * A contact person as the form of spec 002 §2 edits it. A type, not an interface: it is kept as
 * a plain record (the contact person form's draft).
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

const readShopUserValues: Reader<ShopUserValues> = object({ person: readPerson, mobile: string() });

/**
 * What the contact person form keeps of a form not saved yet (src/app/flow-drafts.ts): whose
 * form it is (a contact of this customer, or a new one: null) and what was typed.
 */
export type ContactPersonDraft = { customerId: string; contactId: string | null; values: ShopUserValues; sendMail: boolean };

export const readContactPersonDraft: Reader<ContactPersonDraft> = object({
  customerId: string(),
  contactId: nullable(string()),
  values: readShopUserValues,
  sendMail: boolean,
});

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

const filled = string((text) => text.length > 0);

const readShopUser: Reader<ShopUser> = object({
  ContactID: filled,
  Salutation: nullable(literal(...SALUTATIONS)),
  FirstName: string(),
  LastName: string(),
  Email: string(),
  Tel: string(),
  MobilePhone: string(),
  NationalIdentificationNumber: string(),
  CustomFields: recordOf(nullable(oneOf(string(), number, boolean))),
  UserName: nullable(string()),
  RoleName: nullable(string()),
  HasUserAccount: boolean,
});

const readSubAccount: Reader<SubAccount> = object({
  UserName: filled,
  Email: string(),
  CustomerID: filled,
  ContactID: filled,
  FirstName: string(),
  LastName: string(),
  RoleName: string(),
  Status: literal('Active', 'NotApproved', 'LockedOut', 'NotLinked', 'Unconfirmed'),
});

/**
 * The organisation's people as the contacts list last read them (spec 000 §3: shop users and
 * contacts are kept), so the list shows at once the next time while it reads them again. They
 * are one customer's: another customer's list does not show them.
 */
export type KnownPeople = { customerId: string; users: ShopUser[]; logins: SubAccount[] };

export const readKnownPeople: Reader<KnownPeople> = object({ customerId: filled, users: array(readShopUser), logins: array(readSubAccount) });
