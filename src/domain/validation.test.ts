import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import {
  alpha,
  alphaDash,
  alphaNum,
  alphaSpaces,
  between,
  companyNumber,
  confirms,
  date,
  decimalComma,
  digits,
  earlierThan,
  email,
  exactLength,
  excluded,
  fieldProblems,
  fileExtension,
  formRule,
  futureDate,
  imageDimensions,
  imageFile,
  integer,
  isCompanyNumber,
  isEstablishmentNumber,
  isNationalNumber,
  isStrongPassword,
  laterThan,
  matches,
  maxFileSize,
  maxLength,
  maxValue,
  minLength,
  minValue,
  nationalNumber,
  notBefore,
  numeric,
  oneOf,
  password,
  phone,
  postalCode,
  required,
  requiredIf,
  time,
  url,
  vatNumberOf,
  type Problem,
  type Rule,
} from './validation.ts';

type Check<T> = z.core.$ZodCheck<T>;

/** The problems one check finds in one value, read back as a form reads them. */
const problemsOf = <T,>(check: Check<T>, value: T): Problem[] => fieldProblems(z.safeParse(z.custom<T>().check(check), value))[''] ?? [];

/** A rule, the values it lets through, the values it refuses, and what it says when it refuses. */
type Case<T> = { name: string; check: Check<T>; valid: T[]; invalid: T[]; problem: Problem };

const textCases: Case<string>[] = [
  { name: 'required', check: required(), valid: ['Jan', ' Kerkstraat 1 '], invalid: ['', '   '], problem: { rule: 'required' } },
  { name: 'requiredIf, when asked', check: requiredIf(true), valid: ['Kerkstraat 1'], invalid: ['', '  '], problem: { rule: 'required_if' } },
  { name: 'requiredIf, when not asked', check: requiredIf(false), valid: ['', 'Kerkstraat 1'], invalid: [], problem: { rule: 'required_if' } },
  {
    name: 'email',
    check: email(),
    valid: ['jan.peeters@example.be', 'info+verhuur@jeugdhuis-sint-jan.be', ' an@example.be '],
    invalid: ['niet-een-adres', 'jan@', '@example.be', 'jan peeters@example.be', 'jan@@example.be'],
    problem: { rule: 'email' },
  },
  // Compared as typed: a password may end in a space.
  { name: 'confirms', check: confirms('Demo!2026'), valid: ['Demo!2026'], invalid: ['demo!2026', 'Demo!2026 ', 'Demo!2025'], problem: { rule: 'confirmed' } },
  { name: 'alpha', check: alpha(), valid: ['Jan', 'Zoë', 'Çelik'], invalid: ['Jan2', 'Jan Peeters', "O'Neil", 'Anne-Marie'], problem: { rule: 'alpha' } },
  { name: 'alphaNum', check: alphaNum(), valid: ['Lokaal12', 'B2', 'Zaal'], invalid: ['Lokaal 12', 'Lokaal-12', 'zaal_1'], problem: { rule: 'alpha_num' } },
  { name: 'alphaDash', check: alphaDash(), valid: ['chiro-sint_jan', 'KSA-2026', 'Zoë'], invalid: ['chiro sint jan', 'chiro.sint', 'ksa/2026'], problem: { rule: 'alpha_dash' } },
  { name: 'alphaSpaces', check: alphaSpaces(), valid: ['Jan Peeters', 'Zoë Van Damme'], invalid: ['Jan-Peeters', 'Jan 2', 'J. Peeters'], problem: { rule: 'alpha_spaces' } },
  { name: 'integer', check: integer(), valid: ['42', '-3', '0', ' 12 '], invalid: ['4,5', '4.5', 'vier', '+3', '1 000'], problem: { rule: 'integer' } },
  { name: 'numeric', check: numeric(), valid: ['42', '007'], invalid: ['-3', '4,5', '4.5', 'vier'], problem: { rule: 'numeric' } },
  { name: 'between 1 and 10', check: between(1, 10), valid: ['1', '10', '5,5', '7.5', '01'], invalid: ['0', '11', '10,5', '-1', '0,99'], problem: { rule: 'between', min: 1, max: 10 } },
  { name: 'minValue 1', check: minValue(1), valid: ['1', '250', '1,5'], invalid: ['0', '-5', '0,5'], problem: { rule: 'min_value', min: 1 } },
  { name: 'maxValue 250', check: maxValue(250), valid: ['250', '0', '249,99', '-3'], invalid: ['251', '250,01', '1000'], problem: { rule: 'max_value', max: 250 } },
  { name: 'digits 4', check: digits(4), valid: ['1234', '0042'], invalid: ['123', '12345', '12a4', '12 34', '-123'], problem: { rule: 'digits', length: 4 } },
  // Counted in characters as a person sees them, not in UTF-16 units.
  { name: 'exactLength 4', check: exactLength(4), valid: ['abcd', 'Zoë!', '😀😀😀😀'], invalid: ['abc', 'abcde', '😀😀'], problem: { rule: 'length', length: 4 } },
  { name: 'minLength 3', check: minLength(3), valid: ['Jan', 'Peeters', '😀😀😀'], invalid: ['Al', ' A ', '😀😀'], problem: { rule: 'min', length: 3 } },
  // Spec 002: an event description holds at most 250 characters; the spaces around it do not count.
  { name: 'maxLength 250', check: maxLength(250), valid: ['', 'x'.repeat(250), `${'x'.repeat(250)}  `, '😀'.repeat(250)], invalid: ['x'.repeat(251)], problem: { rule: 'max', length: 250 } },
  { name: 'oneOf', check: oneOf(['be', 'nl', 'lu']), valid: ['be', 'lu'], invalid: ['fr', 'BE', 'b'], problem: { rule: 'one_of' } },
  { name: 'excluded', check: excluded(['admin', 'root']), valid: ['jan', 'administratie'], invalid: ['admin', 'root'], problem: { rule: 'excluded' } },
  {
    name: 'matches (a Belgian IBAN)',
    check: matches(/^BE\d{2}( ?\d{4}){3}$/),
    valid: ['BE68 5390 0754 7034', 'BE68539007547034'],
    invalid: ['NL91ABNA0417164300', 'BE68 5390 0754', 'be68539007547034'],
    problem: { rule: 'regex' },
  },
  {
    name: 'decimalComma',
    check: decimalComma(),
    valid: ['12,50', '12', '-3,125', '0,5', '12,123456'],
    invalid: ['12.50', '12,', ',5', '1.000,50', '12,5,0', '€ 12,50', '--3'],
    problem: { rule: 'decimal_comma' },
  },
  { name: 'decimalComma with 2 decimals', check: decimalComma(2), valid: ['12,5', '12,50', '12'], invalid: ['12,505', '12.50'], problem: { rule: 'decimal_comma' } },
  {
    name: 'phone',
    check: phone(),
    valid: ['050 12 34 56', '+32 470 12 34 56', '0470123456', '0470/12.34.56', '(050) 12-34-56', '+31 20 123 4567'],
    invalid: ['12-ab', '12 34 56', '0470 12 34 56 x', '32+470123456', '+32 470 12 34 56 78 90 12', 'geen'],
    problem: { rule: 'phone' },
  },
  {
    name: 'url',
    check: url(),
    valid: ['www.example.be', 'example.be', 'https://www.example.be/verhuur?categorie=tenten', 'http://jeugdhuis.be', 'https://chiro.example.be/', 'www.example.be:8080/verhuur'],
    invalid: ['niet een adres', 'example', 'ftp://example.be', 'mailto:info@example.be', 'https://', 'www example be', 'javascript:alert(1)', 'localhost:3000'],
    problem: { rule: 'url' },
  },
  { name: 'postalCode of Belgium', check: postalCode('be'), valid: ['8000', '1000', '9999', ' 3500 '], invalid: ['800', '80000', '0800', '80OO', 'B-8000'], problem: { rule: 'postal_code' } },
  // The country as an address holds it: the code's case does not matter.
  { name: 'postalCode of Belgium (BE)', check: postalCode('BE'), valid: ['8000'], invalid: ['800'], problem: { rule: 'postal_code' } },
  { name: 'postalCode of the Netherlands', check: postalCode('nl'), valid: ['1012 AB', '1012ab', '9999 ZZ'], invalid: ['1012', '0123 AB', '1012 A', '8000', '1012 A1'], problem: { rule: 'postal_code' } },
  { name: 'postalCode of Luxembourg', check: postalCode('lu'), valid: ['1234', 'L-1234', 'l1234'], invalid: ['123', 'L-12345'], problem: { rule: 'postal_code' } },
  { name: 'postalCode of Germany', check: postalCode('de'), valid: ['10115', '01067'], invalid: ['1011', '101155'], problem: { rule: 'postal_code' } },
  // A country the shop has no rule for: whatever is filled in is its postal code.
  { name: 'postalCode of another country', check: postalCode('gb'), valid: ['SW1A 1AA', '8000'], invalid: [], problem: { rule: 'postal_code' } },
  {
    name: 'companyNumber',
    check: companyNumber(),
    valid: ['0123456749', '0123.456.749', '1234.567.890', ' 0123.456.749 '],
    invalid: ['2123456749', 'BE0123456749', '0123-456-749', '012345674', '01234567490'],
    problem: { rule: 'company_number' },
  },
  {
    name: 'nationalNumber',
    check: nationalNumber(),
    valid: ['85.07.30-033.28', '85073003328', '85 07 30 033 28', '01020399843'],
    invalid: ['85073003329', '8507300332', '85003003328', 'geen nummer'],
    problem: { rule: 'national_number' },
  },
  { name: 'password', check: password(), valid: ['Demo!2026', 'Verhuur&Tent9', 'Ab1?abcd'], invalid: ['demo!2026', 'DEMO!2026', 'Demo2026', 'Demo!dem', 'Dem!26'], problem: { rule: 'password' } },
  { name: 'time', check: time(), valid: ['09:30', '9:30', '00:00', '23:59', ' 17:00 '], invalid: ['25:00', '24:00', '12:60', '9.30', '0930', '9u30', '9:5'], problem: { rule: 'time' } },
  { name: 'date', check: date(), valid: ['2026-03-10', '2024-02-29', '2026-12-31'], invalid: ['2026-02-29', '2026-13-01', '2026-04-31', '10/03/2026', '2026-3-10', 'morgen'], problem: { rule: 'date' } },
  // What is no day at all is the business of `date`.
  { name: 'futureDate after 2026-03-10', check: futureDate('2026-03-10'), valid: ['2026-03-11', '2027-01-01', 'morgen'], invalid: ['2026-03-10', '2026-03-09', '2025-12-31'], problem: { rule: 'future_date' } },
  { name: 'notBefore 2026-07-01', check: notBefore('2026-07-01'), valid: ['2026-07-01', '2026-07-03', '01/07/2026'], invalid: ['2026-06-30', '2025-07-01'], problem: { rule: 'min_date' } },
  // While the other date is not a day yet, there is nothing to compare with.
  { name: 'notBefore an unfilled date', check: notBefore(''), valid: ['2026-06-30'], invalid: [], problem: { rule: 'min_date' } },
  { name: 'laterThan 09:00', check: laterThan('09:00'), valid: ['09:30', '9:01', '23:59', '9u30'], invalid: ['09:00', '9:00', '08:59', '0:00'], problem: { rule: 'min_time', time: '09:00' } },
  { name: 'laterThan an unfilled time', check: laterThan(''), valid: ['08:00'], invalid: [], problem: { rule: 'min_time', time: '' } },
  { name: 'earlierThan 17:00', check: earlierThan('17:00'), valid: ['16:59', '9:00', '00:00'], invalid: ['17:00', '17:30', '23:59'], problem: { rule: 'max_time', time: '17:00' } },
  { name: 'earlierThan 10:00 against one digit of hours', check: earlierThan('10:00'), valid: ['9:59'], invalid: ['10:01'], problem: { rule: 'max_time', time: '10:00' } },
];

const image = (name: string, type: string, bytes = 1) => new File([new Uint8Array(bytes)], name, { type });
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

const fileCases: Case<File>[] = [
  {
    name: 'maxFileSize 2048 KB',
    check: maxFileSize(2048),
    valid: [image('tent.png', 'image/png', 2048 * 1024), image('leeg.png', 'image/png', 0)],
    invalid: [image('tent.png', 'image/png', 2048 * 1024 + 1), image('affiche.pdf', 'application/pdf', 3 * 1024 * 1024)],
    problem: { rule: 'size', kilobytes: 2048 },
  },
  {
    name: 'fileExtension of an image uploader',
    check: fileExtension(IMAGE_EXTENSIONS),
    valid: [image('tent.png', 'image/png'), image('TENT.JPG', 'image/jpeg'), image('affiche.definitief.webp', 'image/webp'), image('podium.jpeg', 'image/jpeg')],
    invalid: [image('tent.gif', 'image/gif'), image('tent.png.exe', 'application/octet-stream'), image('tent', 'image/png'), image('affiche.pdf', 'application/pdf')],
    problem: { rule: 'ext', allowed: IMAGE_EXTENSIONS },
  },
  {
    name: 'imageFile',
    check: imageFile(),
    valid: [image('x.png', 'image/png'), image('foto.jpg', 'image/jpeg'), image('logo.svg', 'image/svg+xml')],
    invalid: [image('affiche.pdf', 'application/pdf'), image('x.png', ''), image('notities.txt', 'text/plain')],
    problem: { rule: 'image' },
  },
];

const sizeCases: Case<{ width: number; height: number }>[] = [
  {
    name: 'imageDimensions 800 by 600',
    check: imageDimensions(800, 600),
    valid: [{ width: 800, height: 600 }],
    invalid: [
      { width: 600, height: 800 },
      { width: 801, height: 600 },
      { width: 800, height: 599 },
    ],
    problem: { rule: 'dimensions', width: 800, height: 600 },
  },
];

const describeCases = <T,>(cases: Case<T>[]) =>
  describe.each(cases)('$name', ({ check, valid, invalid, problem }) => {
    if (valid.length > 0) it.each(valid)('lets %j through', (value) => expect(problemsOf(check, value)).toEqual([]));
    if (invalid.length > 0) it.each(invalid)('refuses %j, saying exactly why', (value) => expect(problemsOf(check, value)).toEqual([problem]));
  });

describe('each rule of spec 000 §5 on values as people type them', () => {
  describeCases(textCases);
});

describe('the rules of a chosen file (spec 000 §5 uploads)', () => {
  describeCases(fileCases);
  describeCases(sizeCases);
});

describe('one thing at a time', () => {
  // Every rule of a text except `required` itself: whether a field must be filled is `required`'s business.
  const optional: [string, Check<string>][] = textCases.filter(({ problem }) => problem.rule !== 'required' && problem.rule !== 'required_if').map(({ name, check }) => [name, check]);

  it.each(optional)('%s lets an empty or blank value through', (_name, check) => {
    expect(problemsOf(check, '')).toEqual([]);
    expect(problemsOf(check, '   ')).toEqual([]);
  });

  it.each([
    ['between', between(1, 10)],
    ['minValue', minValue(1)],
    ['maxValue', maxValue(250)],
  ])('%s leaves what is no number to integer and numeric', (_name, check) => {
    for (const text of ['tien', '12 stuks', '€ 5', '1,2,3', 'Infinity']) expect(problemsOf(check, text), text).toEqual([]);
  });

  it('an unanswered question asks nothing, an answered one asks a filled field', () => {
    expect(problemsOf(requiredIf(false), '   ')).toEqual([]);
    expect(problemsOf(requiredIf(true), '   ')).toEqual([{ rule: 'required_if' }]);
  });

  it('every problem of spec 000 §5 has a rule above that reports it', () => {
    const everyRule: Record<Rule, true> = {
      required: true,
      required_if: true,
      email: true,
      confirmed: true,
      alpha: true,
      alpha_num: true,
      alpha_dash: true,
      alpha_spaces: true,
      between: true,
      digits: true,
      dimensions: true,
      excluded: true,
      ext: true,
      image: true,
      integer: true,
      length: true,
      max: true,
      max_value: true,
      min: true,
      min_value: true,
      numeric: true,
      one_of: true,
      regex: true,
      size: true,
      decimal_comma: true,
      phone: true,
      url: true,
      postal_code: true,
      company_number: true,
      national_number: true,
      password: true,
      future_date: true,
      min_date: true,
      min_time: true,
      max_time: true,
      time: true,
      date: true,
    };
    const tested = [...textCases, ...fileCases, ...sizeCases].filter(({ invalid }) => invalid.length > 0).map(({ problem }) => problem.rule);
    expect(new Set(tested)).toEqual(new Set(Object.keys(everyRule)));
  });
});

describe('the national register number (spec 000 §5)', () => {
  it.each(['85073003328', '85.07.30-033.28', '01020399843', '90015299719'])('accepts %s', (number) => {
    expect(isNationalNumber(number)).toBe(true);
  });

  it.each([
    ['85073003329', 'a wrong check'],
    ['8507300332', 'ten digits'],
    ['85003003328', 'month 0'],
    ['85533003328', 'month 53'],
    ['85073099981', 'an odd sequence of 999'],
    ['01020399943', 'born after 2000 with the check of before'],
    ['01020399845', 'a wrong check after 2000'],
  ])('refuses %s (%s)', (number) => {
    expect(isNationalNumber(number)).toBe(false);
  });
});

describe('the company-registry number and its VAT number', () => {
  it.each(['0123456749', '0123.456.749', '1234.567.890'])('accepts %s', (number) => expect(isCompanyNumber(number)).toBe(true));
  it.each(['2123456749', '012345674', '0123-456-749', '01234567490'])('refuses %s', (number) => expect(isCompanyNumber(number)).toBe(false));
  it('makes the VAT number from the business number', () => expect(vatNumberOf('0123.456.749')).toBe('BE0123456749'));
});

describe('the establishment number of the company registry', () => {
  it.each(['2234567818', '2.234.567.818', '8.999.999.999', ' 2234.567.818 '])('accepts %s', (number) => expect(isEstablishmentNumber(number)).toBe(true));
  it.each(['0412345614', '1234567890', '9234567818', '2.234.567.81', '22345678180', '2-234-567-818', ''])('refuses %s', (number) =>
    expect(isEstablishmentNumber(number)).toBe(false),
  );
});

describe('a form checked with the generic rules', () => {
  it('names every refused field with all its problems, and lets optional empty fields pass', () => {
    const values = { email: 'niet-een-adres', confirmation: 'iets anders', password: 'kort', note: '', company: '' };
    const schema = z.object({
      email: z.string().check(required(), email()),
      confirmation: z.string().check(confirms(values.email)),
      password: z.string().check(required(), password()),
      note: z.string().check(maxLength(3)),
      company: z.string().check(companyNumber()),
    });
    expect(fieldProblems(z.safeParse(schema, values))).toEqual({
      email: [{ rule: 'email' }],
      confirmation: [{ rule: 'confirmed' }],
      password: [{ rule: 'password' }],
    });
    expect(fieldProblems(z.safeParse(schema, { ...values, email: '', note: 'vier' }))).toMatchObject({ email: [{ rule: 'required' }], note: [{ rule: 'max', length: 3 }] });
  });

  it('asks a strong password: 8 characters, lower and upper case, a digit and one of @ $ ! % * ? &', () => {
    expect(isStrongPassword('Demo!2026')).toBe(true);
    for (const weak of ['Demo!20', 'demo!2026', 'DEMO!2026', 'Demo!demo', 'Demo2026']) expect(isStrongPassword(weak), weak).toBe(false);
  });

  it('lists a field’s problems in the order its rules are checked, under the dotted path of the field', () => {
    const schema = z.object({
      name: z.string().check(minLength(3), alpha()),
      address: z.object({ street: z.string().check(required()), postalCode: z.string().check(digits(4), postalCode('be')) }),
    });
    expect(fieldProblems(z.safeParse(schema, { name: 'J2', address: { street: ' ', postalCode: '080' } }))).toEqual({
      name: [{ rule: 'min', length: 3 }, { rule: 'alpha' }],
      'address.street': [{ rule: 'required' }],
      'address.postalCode': [{ rule: 'digits', length: 4 }, { rule: 'postal_code' }],
    });
  });

  it('finds nothing in a valid form', () => {
    const schema = z.object({ phone: z.string().check(required(), phone()), website: z.string().check(url()) });
    expect(fieldProblems(z.safeParse(schema, { phone: '050 12 34 56', website: 'www.example.be' }))).toEqual({});
  });

  it('reports a rule of the form’s own only when the form names it, and leaves out what is no rule', () => {
    const startsInRental = formRule('starts_in_rental', (day: string) => day >= '2026-07-01');
    const schema = z.object({ start: z.string().check(date(), startsInRental), amount: z.string() });
    const values = { start: '2026-06-30', amount: 3 };
    expect(fieldProblems(z.safeParse(schema, values), ['starts_in_rental'])).toEqual({ start: [{ rule: 'starts_in_rental' }] });
    expect(fieldProblems(z.safeParse(schema, values))).toEqual({});
  });
});

describe('edge cases of the number and file rules', () => {
  it('decimalComma(0) is a whole number: it lets 12 through and refuses 12,5', () => {
    expect(problemsOf(decimalComma(0), '12')).toEqual([]);
    expect(problemsOf(decimalComma(0), '12,5')).toEqual([{ rule: 'decimal_comma' }]);
  });

  it('a file name without a dot has no extension: "png" is not a png', () => {
    expect(problemsOf(fileExtension(['jpg', 'png']), new File(['x'], 'png', { type: 'image/png' }))).toEqual([{ rule: 'ext', allowed: ['jpg', 'png'] }]);
    expect(problemsOf(fileExtension(['pdf']), new File(['x'], 'pdf'))).toEqual([{ rule: 'ext', allowed: ['pdf'] }]);
  });
});
