import { z } from 'zod/mini';
import { confirms, email, fieldProblems, password, required, type FieldProblems } from './validation.ts';

/**
 * The two forms of a forgotten password (spec 002 §5): the address a reset link goes to, and the
 * new password chosen with that link. Both are checked with the one rule set of spec 000 §5.
 */

/** The forgot-password form: one address. A type, not an interface: it is kept as a plain record (the pending draft). */
export type LostPasswordValues = { email: string };
export type LostPasswordField = keyof LostPasswordValues;

export const EMPTY_LOST_PASSWORD: LostPasswordValues = { email: '' };

/** The address as the pending draft kept it (read as stored: anything malformed there starts empty). */
export function lostPasswordFromDraft(draft: unknown): LostPasswordValues {
  const email = typeof draft === 'object' && draft !== null && 'email' in draft ? draft.email : null;
  return { email: typeof email === 'string' ? email : '' };
}

const lostPasswordSchema = z.object({ email: z.string().check(required(), email()) });

/** Spec 002 §5 "Forgot password": the address is required, and valid. */
export function lostPasswordProblems(values: LostPasswordValues): FieldProblems {
  return fieldProblems(lostPasswordSchema.safeParse(values));
}

/** The reset form: a new password and the same typed again. Never stored anywhere. */
export type NewPasswordValues = { password: string; confirmation: string };
export type NewPasswordField = keyof NewPasswordValues;

export const EMPTY_NEW_PASSWORD: NewPasswordValues = { password: '', confirmation: '' };
export const NEW_PASSWORD_FIELDS: readonly NewPasswordField[] = ['password', 'confirmation'];

function newPasswordSchema(values: NewPasswordValues) {
  return z.object({
    password: z.string().check(required(), password()),
    // An empty confirmation is only missing: it says one thing at a time.
    confirmation: values.confirmation === '' ? z.string().check(required()) : z.string().check(confirms(values.password)),
  });
}

/** Spec 002 §5 "Reset password": the password meets the strength rule and the confirmation equals it. */
export function newPasswordProblems(values: NewPasswordValues): FieldProblems {
  return fieldProblems(newPasswordSchema(values).safeParse(values));
}

/** Whether a form's check found nothing to refuse. */
export const passes = (problems: FieldProblems): boolean => Object.keys(problems).length === 0;
