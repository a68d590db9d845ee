import { z } from 'zod/mini';
import { confirms, fieldProblems, password, required, type FieldProblems } from './validation.ts';

/** A password chosen for a new account, typed twice. Never stored: it lives in memory only. */
export type NewPassword = { password: string; confirmation: string };
export type NewPasswordField = keyof NewPassword;

export const EMPTY_NEW_PASSWORD: NewPassword = { password: '', confirmation: '' };

/** Spec 000 §5: the strength rule, and a confirmation equal to it. */
function newPasswordSchema(values: NewPassword) {
  return z.object({
    password: z.string().check(required(), password()),
    confirmation: z.string().check(required(), confirms(values.password)),
  });
}

export type NewPasswordCheck = { valid: true } | { valid: false; errors: FieldProblems; firstField: NewPasswordField };

export function checkNewPassword(values: NewPassword): NewPasswordCheck {
  const result = newPasswordSchema(values).safeParse(values);
  if (result.success) return { valid: true };
  const errors = fieldProblems(result);
  return { valid: false, errors, firstField: errors.password ? 'password' : 'confirmation' };
}
