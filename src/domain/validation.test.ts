import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { companyNumber, confirms, email, fieldProblems, isCompanyNumber, isEstablishmentNumber, isNationalNumber, isStrongPassword, maxLength, password, required, vatNumberOf } from './validation.ts';

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
});
