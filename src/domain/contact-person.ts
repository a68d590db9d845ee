import { z } from './zod.ts';
import { literal, object, string, type Reader } from './stored-shape.ts';
import { email, phone, required } from './validation.ts';

/** Spec 002 §3: Mr, Ms, Mx (shown in registration as Dhr., Mw., Mx.). */
export const SALUTATIONS = ['Mr', 'Ms', 'Mx'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** The person an organisation, a registration or a guest order is for, as typed. */
export type PersonValues = {
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
};
export type PersonField = keyof PersonValues;
export const PERSON_FIELDS: readonly PersonField[] = ['salutation', 'firstName', 'lastName', 'email', 'phone'];

export const EMPTY_PERSON: PersonValues = { salutation: '', firstName: '', lastName: '', email: '', phone: '' };

/** The keys of a person as a flow's draft keeps them, for a draft whose form holds a person and more. */
export const PERSON_SHAPE = {
  salutation: literal('', ...SALUTATIONS),
  firstName: string(),
  lastName: string(),
  email: string(),
  phone: string(),
};

/** A person as a flow's draft kept it (src/app/flow-drafts.ts). */
export const readPerson: Reader<PersonValues> = object(PERSON_SHAPE);

export interface PersonRules {
  /** Spec 002 §5: the salutation is asked of a registration, not of a guest. */
  salutationRequired: boolean;
  phoneRequired: boolean;
}

/** Names and a valid e-mail address always; the salutation and the phone as the form asks them. */
export function personSchema({ salutationRequired, phoneRequired }: PersonRules) {
  return z.object({
    salutation: salutationRequired ? z.string().check(required()) : z.string(),
    firstName: z.string().check(required()),
    lastName: z.string().check(required()),
    email: z.string().check(required(), email()),
    phone: phoneRequired ? z.string().check(required(), phone()) : z.string().check(phone()),
  });
}

/** "Lotte Vermeulen": what stands for a person where a name of an organisation is missing (spec 002 §5). */
export const fullNameOf = (person: Pick<PersonValues, 'firstName' | 'lastName'>): string => `${person.firstName.trim()} ${person.lastName.trim()}`;

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The person as a pending draft kept it: whatever is missing or malformed there starts empty. */
export function personFrom(draft: Record<string, unknown>): PersonValues {
  return {
    salutation: SALUTATIONS.find((salutation) => salutation === draft.salutation) ?? '',
    firstName: asText(draft.firstName),
    lastName: asText(draft.lastName),
    email: asText(draft.email),
    phone: asText(draft.phone),
  };
}
