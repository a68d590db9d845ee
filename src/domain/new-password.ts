import { z } from './zod.ts';
import { confirms, fieldProblems, password, required, type FieldProblems } from './validation.ts';

/**
 * A new password, typed twice: for a password reset and for an account made at checkout.
 * Never stored: it lives in memory only.
 */
export type NewPassword = { password: string; confirmation: string };
export type NewPasswordField = keyof NewPassword;

export const EMPTY_NEW_PASSWORD: NewPassword = { password: '', confirmation: '' };
export const NEW_PASSWORD_FIELDS: readonly NewPasswordField[] = ['password', 'confirmation'];

/** Spec 000 §5 and 002 §5: the strength rule, and a confirmation equal to it. */
function newPasswordSchema(values: NewPassword) {
  return z.object({
    password: z.string().check(required(), password()),
    confirmation: z.string().check(required(), confirms(values.password)),
  });
}

export function newPasswordProblems(values: NewPassword): FieldProblems {
  return fieldProblems(newPasswordSchema(values).safeParse(values));
}

export type NewPasswordCheck = { valid: true } | { valid: false; errors: FieldProblems; firstField: NewPasswordField };

export function checkNewPassword(values: NewPassword): NewPasswordCheck {
  const errors = newPasswordProblems(values);
  const firstField = NEW_PASSWORD_FIELDS.find((field) => errors[field]);
  return firstField ? { valid: false, errors, firstField } : { valid: true };
}
