/**
 * The validation rules of spec 000 §5 / 002 §5 the backend enforces too, and the mapping of
 * zod's findings to the Dutch messages the shop shows as they are.
 */
import { z } from 'zod';
import { badRequest, jsonBody, type DemoContext } from '../../lib/http.ts';

export const PASSWORD_RULE_MESSAGE =
  'Het wachtwoord moet minstens 8 tekens bevatten, met een kleine letter, een hoofdletter, een cijfer en een van de tekens @ $ ! % * ? &';
const PASSWORD_MISMATCH_MESSAGE = 'De wachtwoorden komen niet overeen';

export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) && /[@$!%*?&]/.test(password);
}

/** A new password and its confirmation (setpassword, a profile's password change): refused with the shop's message. */
export function checkNewPassword(password: string, confirmation: string): void {
  if (password !== confirmation) throw badRequest(PASSWORD_MISMATCH_MESSAGE);
  if (!isStrongPassword(password)) throw badRequest(PASSWORD_RULE_MESSAGE);
}

/**
 * Belgian national register number: empty, or 11 digits (dots, dashes and spaces allowed as
 * separators) whose month part is 1-52, whose sequence number stays within 998 (even) or 997
 * (odd), and whose last two digits are 97 minus the first nine modulo 97 (prefixed with
 * 2 000 000 000 when the year part is under 22, for those born from 2000).
 */
export function isValidNationalNumber(value: string): boolean {
  if (value === '') return true;
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const year = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const sequence = Number(digits.slice(6, 9));
  if (month < 1 || month > 52) return false;
  if (sequence > (sequence % 2 === 0 ? 998 : 997)) return false;
  const base = Number(digits.slice(0, 9)) + (year < 22 ? 2_000_000_000 : 0);
  return 97 - (base % 97) === Number(digits.slice(9));
}

/** Company-registry (enterprise) number: empty, or 0/1 and 9 digits, dots after the 4th and 7th optional. */
export function isValidCompanyNumber(value: string): boolean {
  return value === '' || /^[01]\d{3}\.?\d{3}\.?\d{3}$/.test(value);
}

/** Establishment numbers begin with 2 to 8: 2.123.456.789. */
export function isValidEstablishmentNumber(value: string): boolean {
  return /^[2-8]\.?\d{3}\.?\d{3}\.?\d{3}$/.test(value);
}

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * The company registry's own check, stricter than the form's rule (spec 002 §5 names only the
 * shape): the last two digits of an enterprise or establishment number are 97 minus the first
 * eight modulo 97. A typo that keeps the shape is refused here, as the real registry refuses it.
 */
export function hasRegistryCheckDigits(value: string): boolean {
  const digits = digitsOf(value);
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** A link the demo may put in a mail: an http(s) address or a path on the shop's own origin. */
export function isMailableUrl(value: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?![/\\])\S*$/.test(value);
}

// ---------------------------------------------------------------- zod building blocks

export const requiredText = z.string().trim().min(1);
export const email = z.string().trim().pipe(z.email());
export const salutation = z.enum(['Mr', 'Ms', 'Mx']).nullable();
export const nationalNumber = z.string().trim().refine(isValidNationalNumber, 'Rijksregisternummer is ongeldig');
export const companyNumber = z.string().trim().refine(isValidCompanyNumber, 'Ondernemingsnummer is ongeldig (0 of 1 gevolgd door 9 cijfers)');
export const mailableUrl = z.string().trim().refine(isMailableUrl, 'Het adres moet een http(s)-adres of een pad zijn');
const customValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const customFields = z.record(z.string(), customValue);
const recognition = z.enum(['RecognizedByMunicipality', 'RecognizedByProvince', 'RecognizedByFlemishCommunity']);
export const customerCustomFields = z
  .object({ CUST_SubscribedForNewsletter: z.boolean().optional(), CUST_Recognition: recognition.nullable().optional() })
  .catchall(customValue);
export const contactCustomFields = z.object({ CUST_ReceiveNewsletter: z.boolean().optional() }).catchall(customValue);

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'getal',
  boolean: 'waar of onwaar',
  object: 'object',
  array: 'lijst',
};

function dutchIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is verplicht' : `moet ${TYPE_NAMES[issue.expected] ?? issue.expected} zijn`;
    case 'invalid_format':
      return issue.format === 'email' ? 'is geen geldig e-mailadres' : 'heeft een ongeldig formaat';
    case 'invalid_value':
      return `moet een van ${issue.values.map(String).join(', ')} zijn`;
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'mag niet leeg zijn' : `moet minstens ${issue.minimum} tekens bevatten`;
      return `moet minstens ${issue.minimum} zijn`;
    case 'too_big':
      return issue.origin === 'string' ? `mag niet langer zijn dan ${issue.maximum} tekens` : `mag hoogstens ${issue.maximum} zijn`;
    default:
      return undefined;
  }
}

/**
 * Parses a value, or fails 400 Validation naming each offending field: "User.Email is geen
 * geldig e-mailadres"; a rule's own message names its field in brackets.
 */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value, { error: dutchIssue });
  if (result.success) return result.data;
  const messages = result.error.issues.slice(0, 3).map((issue) => {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'custom') return field ? `${issue.message} (${field})` : issue.message;
    return field ? `${field} ${issue.message}` : `Het verzoek ${issue.message}`;
  });
  throw badRequest(messages.join('; '));
}

export async function parseBody<T extends z.ZodType>(c: DemoContext, schema: T): Promise<z.output<T>> {
  return parseWith(schema, await jsonBody<unknown>(c));
}
