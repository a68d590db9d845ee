import { z } from './zod.ts';
import { leniently } from './stored-shape.ts';
import { email, fieldProblems, required, type FieldProblems } from './validation.ts';

/**
 * The forgot-password form (spec 002 §5): the address a reset link goes to, checked with the one
 * rule set of spec 000 §5. The new password chosen with that link is a `NewPassword`.
 */

/** The forgot-password form: one address. A type, not an interface: it is kept as a plain record (its draft). */
export type LostPasswordValues = { email: string };
export type LostPasswordField = keyof LostPasswordValues;

export const EMPTY_LOST_PASSWORD: LostPasswordValues = { email: '' };

/** The address as the form's draft kept it (src/app/flow-drafts.ts): anything malformed there starts empty, and nothing else is read. */
export const readLostPasswordDraft = leniently((kept): LostPasswordValues => ({ email: typeof kept.email === 'string' ? kept.email : '' }));

const lostPasswordSchema = z.object({ email: z.string().check(required(), email()) });

/** Spec 002 §5 "Forgot password": the address is required, and valid. */
export function lostPasswordProblems(values: LostPasswordValues): FieldProblems {
  return fieldProblems(lostPasswordSchema.safeParse(values));
}

/** Whether a form's check found nothing to refuse. */
export const passes = (problems: FieldProblems): boolean => Object.keys(problems).length === 0;
