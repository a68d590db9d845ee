import type { ReactNode } from 'react';
import type { AddressField } from '../../../domain/address.ts';
import type { PersonField } from '../../../domain/contact-person.ts';
import type { RegistrationErrors, RegistrationField, RegistrationPatch, RegistrationValues } from '../../../domain/registration.ts';
import { registrationProblemsText } from '../../../texts/onboarding-registration.ts';

/** What every part of the form is given: the values, their refusals and locks, and how to change them. */
export interface FormPart {
  values: RegistrationValues;
  errors: RegistrationErrors;
  locked: readonly RegistrationField[];
  change: (patch: RegistrationPatch) => void;
}

/** A field's refusals in words (joined with a space). */
export const errorOf = (errors: RegistrationErrors, field: RegistrationField): string | null => registrationProblemsText(errors[field]);

/** The messages of a group of fields (an address, a person), by their own names. */
export function errorsOf<F extends AddressField | PersonField>(errors: RegistrationErrors, prefix: string, fields: readonly F[]): Partial<Record<F, string | null>> {
  return Object.fromEntries(fields.map((field) => [field, registrationProblemsText(errors[`${prefix}.${field}`])])) as Partial<Record<F, string | null>>;
}

/** The locked fields of a group, by their own names. */
export function lockedOf<F extends string>(locked: readonly RegistrationField[], prefix: string): F[] {
  return locked.filter((field) => field.startsWith(`${prefix}.`) && !field.slice(prefix.length + 1).includes('.')).map((field) => field.slice(prefix.length + 1) as F);
}

/** Each field's box names its field, so the first refused one can take the focus. */
export function Field({ name, className, children }: { name: RegistrationField; className?: string; children: ReactNode }) {
  return (
    <div data-field={name} className={className}>
      {children}
    </div>
  );
}
