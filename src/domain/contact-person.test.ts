import { describe, expect, it } from 'vitest';
import { EMPTY_PERSON, personFrom, personSchema } from './contact-person.ts';
import { fieldProblems } from './validation.ts';

const filled = { salutation: 'Ms' as const, firstName: 'Els', lastName: 'Maes', email: 'els.maes@example.test', phone: '0470 11 22 33' };
const problems = (values: typeof filled | typeof EMPTY_PERSON, rules: Parameters<typeof personSchema>[0]) =>
  Object.keys(fieldProblems(personSchema(rules).safeParse(values)));

describe('the person of a registration or a guest order', () => {
  it('wants the salutation and the phone only where the form asks them', () => {
    expect(problems(EMPTY_PERSON, { salutationRequired: true, phoneRequired: true })).toEqual(['salutation', 'firstName', 'lastName', 'email', 'phone']);
    expect(problems(EMPTY_PERSON, { salutationRequired: false, phoneRequired: false })).toEqual(['firstName', 'lastName', 'email']);
    expect(problems(filled, { salutationRequired: true, phoneRequired: true })).toEqual([]);
  });

  it('checks an optional phone when it is given, and the e-mail address always', () => {
    expect(problems({ ...filled, phone: '12', email: 'els@' }, { salutationRequired: false, phoneRequired: false })).toEqual(['email', 'phone']);
  });

  it('reads a tampered draft as far as it makes sense', () => {
    expect(personFrom({ salutation: 'Dr', firstName: 'Els', phone: 470 })).toEqual({ ...EMPTY_PERSON, firstName: 'Els' });
  });
});
