// zod/mini, set up in ./zod.ts: the forms' rules load with the forms' route chunks, never with the entry.
import { z } from './zod.ts';
import { extensionOf, isDay, isFilled, isPhoneNumber, isPostalCode, isTimeOfDay, webAddress } from './field-rules.ts';

/**
 * The generic field rules of spec 000 §5, one set for every form: a form builds its schema from
 * these checks (with the values they compare to, as they are when it checks), a refused value
 * becomes a `Problem`, and src/texts/validation.ts words each problem in nl, en and de. Rules
 * other than `required` pass an empty value: whether a field must be filled is its own rule.
 */
export type Problem =
  | { rule: 'required' }
  | { rule: 'required_if' }
  | { rule: 'email' }
  | { rule: 'confirmed' }
  | { rule: 'alpha' }
  | { rule: 'alpha_num' }
  | { rule: 'alpha_dash' }
  | { rule: 'alpha_spaces' }
  | { rule: 'between'; min: number; max: number }
  | { rule: 'digits'; length: number }
  | { rule: 'dimensions'; width: number; height: number }
  | { rule: 'excluded' }
  | { rule: 'ext'; allowed: string[] }
  | { rule: 'image' }
  | { rule: 'integer' }
  | { rule: 'length'; length: number }
  | { rule: 'max'; length: number }
  | { rule: 'max_value'; max: number }
  | { rule: 'min'; length: number }
  | { rule: 'min_value'; min: number }
  | { rule: 'numeric' }
  | { rule: 'one_of' }
  | { rule: 'regex' }
  | { rule: 'size'; kilobytes: number }
  | { rule: 'decimal_comma' }
  | { rule: 'phone' }
  | { rule: 'url' }
  | { rule: 'postal_code' }
  | { rule: 'company_number' }
  | { rule: 'national_number' }
  | { rule: 'password' }
  | { rule: 'future_date' }
  | { rule: 'min_date' }
  | { rule: 'min_time'; time: string }
  | { rule: 'max_time'; time: string }
  | { rule: 'time' }
  | { rule: 'date' };

export type Rule = Problem['rule'];

/** Reads an issue's rule and parameters back as a typed problem. */
const problemSchema: z.ZodMiniType<Problem> = z.discriminatedUnion('rule', [
  z.object({ rule: z.enum(['required', 'required_if', 'email', 'confirmed', 'alpha', 'alpha_num', 'alpha_dash', 'alpha_spaces', 'excluded', 'image', 'integer', 'numeric', 'one_of', 'regex', 'decimal_comma', 'phone', 'url', 'postal_code', 'company_number', 'national_number', 'password', 'future_date', 'min_date', 'time', 'date']) }),
  z.object({ rule: z.literal('between'), min: z.number(), max: z.number() }),
  z.object({ rule: z.enum(['digits', 'length', 'max', 'min']), length: z.number() }),
  z.object({ rule: z.literal('dimensions'), width: z.number(), height: z.number() }),
  z.object({ rule: z.literal('ext'), allowed: z.array(z.string()) }),
  z.object({ rule: z.literal('max_value'), max: z.number() }),
  z.object({ rule: z.literal('min_value'), min: z.number() }),
  z.object({ rule: z.literal('size'), kilobytes: z.number() }),
  z.object({ rule: z.enum(['min_time', 'max_time']), time: z.string() }),
]);

/** A check of one value: when `passes` says no, the value has this problem. */
function rule<T>(passes: (value: T) => boolean, problem: Problem) {
  const { rule: name, ...params } = problem;
  return z.refine<T>(passes, { error: name, params });
}

/** Only a filled text is looked at; an empty one is `required`'s business. */
const whenFilled = (test: (text: string) => boolean) => (value: string) => !isFilled(value) || test(value.trim());

// ------------------------------------------------------------------ the rules
// All of spec 000 §5's rules, with the messages it lists (src/texts/validation.ts). Some have no
// form yet (requiredIf, alpha…, excluded, the date, time and file rules): they stay because the
// spec names them, and their tests use them, which is why knip (in `npm test`) counts them as used.

export const required = () => rule<string>(isFilled, { rule: 'required' });
/** Filled when another answer asks for it (a different delivery address, a co-organiser…). */
export const requiredIf = (asked: boolean) => rule<string>((value) => !asked || isFilled(value), { rule: 'required_if' });
export const email = () => rule<string>(whenFilled((text) => z.safeParse(z.email(), text).success), { rule: 'email' });
/**
 * Equal to the value it confirms (an e-mail address or a password typed twice), compared as typed
 * (a password may hold spaces); an empty confirmation is only `required`'s business.
 */
export const confirms = (original: string) => rule<string>((value) => !isFilled(value) || value === original, { rule: 'confirmed' });
export const alpha = () => rule<string>(whenFilled((text) => /^\p{L}+$/u.test(text)), { rule: 'alpha' });
export const alphaNum = () => rule<string>(whenFilled((text) => /^[\p{L}\p{N}]+$/u.test(text)), { rule: 'alpha_num' });
export const alphaDash = () => rule<string>(whenFilled((text) => /^[\p{L}\p{N}_-]+$/u.test(text)), { rule: 'alpha_dash' });
export const alphaSpaces = () => rule<string>(whenFilled((text) => /^[\p{L}\s]+$/u.test(text)), { rule: 'alpha_spaces' });
export const integer = () => rule<string>(whenFilled((text) => /^-?\d+$/.test(text)), { rule: 'integer' });
export const numeric = () => rule<string>(whenFilled((text) => /^\d+$/.test(text)), { rule: 'numeric' });
/**
 * The comparing rules judge a number only: what is no number is the business of `integer` or
 * `numeric`, so a field says one thing at a time.
 */
const whenNumber = (test: (value: number) => boolean) => whenFilled((text) => !Number.isFinite(Number(text.replace(',', '.'))) || test(Number(text.replace(',', '.'))));
export const between = (min: number, max: number) => rule<string>(whenNumber((n) => n >= min && n <= max), { rule: 'between', min, max });
export const minValue = (min: number) => rule<string>(whenNumber((n) => n >= min), { rule: 'min_value', min });
export const maxValue = (max: number) => rule<string>(whenNumber((n) => n <= max), { rule: 'max_value', max });
/** Exactly `length` digits, nothing else. */
export const digits = (length: number) => rule<string>(whenFilled((text) => new RegExp(`^\\d{${length}}$`).test(text)), { rule: 'digits', length });
export const exactLength = (length: number) => rule<string>(whenFilled((text) => [...text].length === length), { rule: 'length', length });
export const minLength = (length: number) => rule<string>(whenFilled((text) => [...text].length >= length), { rule: 'min', length });
/** Spec 000 §5: 'This field may not be longer than {length} characters'. */
export const maxLength = (length: number) => rule<string>((value) => [...value.trim()].length <= length, { rule: 'max', length });
export const oneOf = (options: readonly string[]) => rule<string>(whenFilled((text) => options.includes(text)), { rule: 'one_of' });
export const excluded = (options: readonly string[]) => rule<string>(whenFilled((text) => !options.includes(text)), { rule: 'excluded' });
export const matches = (pattern: RegExp) => rule<string>(whenFilled((text) => pattern.test(text)), { rule: 'regex' });
/** Spec 000 §5 decimal comma: an optional minus, digits, a comma and at most `decimals` decimals (0: a whole number; any number without a limit). */
const decimalCommaPattern = (decimals?: number): RegExp => {
  if (decimals === 0) return /^-?\d+$/;
  return new RegExp(`^-?\\d+(,\\d${decimals === undefined ? '+' : `{1,${decimals}}`})?$`);
};
export const decimalComma = (decimals?: number) =>
  rule<string>(whenFilled((text) => decimalCommaPattern(decimals).test(text)), { rule: 'decimal_comma' });
export const phone = () => rule<string>(whenFilled(isPhoneNumber), { rule: 'phone' });
export const url = () => rule<string>(whenFilled((text) => webAddress(text) !== null), { rule: 'url' });
export const postalCode = (country: string) => rule<string>(whenFilled((text) => isPostalCode(country, text)), { rule: 'postal_code' });
export const companyNumber = () => rule<string>(whenFilled(isCompanyNumber), { rule: 'company_number' });
export const nationalNumber = () => rule<string>(whenFilled(isNationalNumber), { rule: 'national_number' });
export const password = () => rule<string>(whenFilled(isStrongPassword), { rule: 'password' });
export const time = () => rule<string>(whenFilled(isTimeOfDay), { rule: 'time' });
export const date = () => rule<string>(whenFilled(isDay), { rule: 'date' });
/** A day after `today` (yyyy-MM-dd). */
export const futureDate = (today: string) => rule<string>(whenFilled((day) => !isDay(day) || day > today), { rule: 'future_date' });
/** Not before the other date (yyyy-MM-dd), e.g. an end after its start. */
export const notBefore = (other: string) => rule<string>(whenFilled((day) => !isDay(day) || !isDay(other) || day >= other), { rule: 'min_date' });
/** Later than another time of the same day (HH:mm). */
export const laterThan = (other: string) =>
  rule<string>(whenFilled((value) => !isTimeOfDay(value) || !isTimeOfDay(other) || minutes(value) > minutes(other)), { rule: 'min_time', time: other });
/** Earlier than another time of the same day (HH:mm). */
export const earlierThan = (other: string) =>
  rule<string>(whenFilled((value) => !isTimeOfDay(value) || !isTimeOfDay(other) || minutes(value) < minutes(other)), { rule: 'max_time', time: other });

/** A chosen file: at most this many kilobytes. */
export const maxFileSize = (kilobytes: number) => rule<File>((file) => file.size <= kilobytes * 1024, { rule: 'size', kilobytes });
/** A chosen file: one of these extensions (lower case, without the dot). */
export const fileExtension = (allowed: readonly string[]) =>
  rule<File>((file) => allowed.includes(extensionOf(file.name)), { rule: 'ext', allowed: [...allowed] });
export const imageFile = () => rule<File>((file) => file.type.startsWith('image/'), { rule: 'image' });
/** An image of exactly these pixels. */
export const imageDimensions = (width: number, height: number) =>
  rule<{ width: number; height: number }>((size) => size.width === width && size.height === height, { rule: 'dimensions', width, height });

const minutes = (value: string) => {
  const [hours = 0, mins = 0] = value.split(':').map(Number);
  return hours * 60 + mins;
};

// ------------------------------------------------------------------ the numbers of spec 000 §5

/** At least 8 characters with a lowercase and an uppercase letter, a digit and one of @ $ ! % * ? &. */
const PASSWORD_MIN_LENGTH = 8;

export function isStrongPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[@$!%*?&]/.test(value);
}

/** A company-registry number: 0 or 1, then 9 digits, with dots after the 4th and 7th if one likes. */
export function isCompanyNumber(value: string): boolean {
  return /^[01]\d{3}\.?\d{3}\.?\d{3}$/.test(value.trim());
}

/**
 * The number of one establishment (branch) of an enterprise in the company registry: 2 to 8, then
 * 9 digits, with dots after the 1st, 4th and 7th if one likes (2.234.567.818).
 */
export function isEstablishmentNumber(value: string): boolean {
  return /^[2-8]\.?\d{3}\.?\d{3}\.?\d{3}$/.test(value.trim());
}

/** The ten digits of a company-registry number, as the registry is asked and a VAT number is made. */
export const companyNumberDigits = (value: string): string => value.replace(/\D/g, '');

/** Spec 002 §5: the VAT number of a non-profit is its business number after BE. */
export const vatNumberOf = (companyNumber: string): string => `BE${companyNumberDigits(companyNumber)}`;

/**
 * A national register number (spec 000 §5): 11 digits, yymmdd-sss-cc. The month part is 1-52
 * (bis numbers add 20 or 40), the sequence at most 998 when even and 997 when odd, and the check
 * is 97 minus the first nine digits modulo 97; for a year part under 22 the nine digits count as
 * born in 2000 or later (2 000 000 000 added).
 */
export function isNationalNumber(value: string): boolean {
  const number = value.replace(/[\s.-]/g, '');
  if (!/^\d{11}$/.test(number)) return false;
  const year = Number(number.slice(0, 2));
  const month = Number(number.slice(2, 4));
  const sequence = Number(number.slice(6, 9));
  if (month < 1 || month > 52) return false;
  if (sequence < 1 || sequence > (sequence % 2 === 0 ? 998 : 997)) return false;
  const base = Number(number.slice(0, 9)) + (year < 22 ? 2_000_000_000 : 0);
  return 97 - (base % 97) === Number(number.slice(9));
}

// ------------------------------------------------------------------ reading the answer

/** The problems of each refused field, by its path (`address.street`). */
export type FieldProblems<Own extends string = never> = Record<string, (Problem | { rule: Own })[]>;

/**
 * A rule only one form has (the event starts within the rental): the form names it, lists it
 * when it reads the answer, and words it itself.
 */
export const formRule = <Own extends string, T = string>(name: Own, passes: (value: T) => boolean) => z.refine<T>(passes, { error: name });

type CheckResult = { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string; params?: unknown }[] } };

/** Every refused field with all its problems, in the order the schema checks them. */
export function fieldProblems<Own extends string = never>(result: CheckResult, ownRules: readonly Own[] = []): FieldProblems<Own> {
  const problems: FieldProblems<Own> = {};
  for (const issue of result.error?.issues ?? []) {
    const own = ownRules.find((name) => name === issue.message);
    const read = own ? null : z.safeParse(problemSchema, { rule: issue.message, ...(typeof issue.params === 'object' ? issue.params : {}) });
    const problem: Problem | { rule: Own } | null = own ? { rule: own } : read?.success ? read.data : null;
    if (!problem) continue;
    (problems[issue.path.map(String).join('.')] ??= []).push(problem);
  }
  return problems;
}
