import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DemoError } from '../../lib/http.ts';
import { searchAssociations } from './registry.ts';
import {
  email,
  hasRegistryCheckDigits,
  isMailableUrl,
  isStrongPassword,
  isValidCompanyNumber,
  isValidEstablishmentNumber,
  isValidNationalNumber,
  nationalNumber,
  parseWith,
  requiredText,
} from './rules.ts';
import { isSafeResponseUrl, withQuery } from './sso.ts';

describe('the password rule (spec 000 §5)', () => {
  it.each(['Demo!2026', 'Abcdefg1?', 'xY7&xxxx'])('accepts %s', (password) => expect(isStrongPassword(password)).toBe(true));
  it.each([
    ['too short', 'Ab1!xyz'],
    ['no lowercase', 'ABCDEFG1!'],
    ['no uppercase', 'abcdefg1!'],
    ['no digit', 'Abcdefgh!'],
    ['no special character of @$!%*?&', 'Abcdefg12#'],
  ])('refuses a password with %s', (_, password) => expect(isStrongPassword(password)).toBe(false));
});

describe('the national register number', () => {
  it('accepts empty, and valid numbers with or without separators', () => {
    expect(isValidNationalNumber('')).toBe(true);
    expect(isValidNationalNumber('85073003328')).toBe(true);
    expect(isValidNationalNumber('85.07.30-033.28')).toBe(true);
  });

  it('prefixes 2 000 000 000 for a year part under 22 (born from 2000)', () => {
    // 97 - (2011224005 mod 97) = 88; without the prefix the check would be 59.
    expect(isValidNationalNumber('01122400588')).toBe(true);
    expect(isValidNationalNumber('01122400559')).toBe(false);
  });

  it('refuses a wrong checksum, length, month part or sequence number', () => {
    expect(isValidNationalNumber('85073003329')).toBe(false);
    expect(isValidNationalNumber('8507300332')).toBe(false);
    expect(isValidNationalNumber('85003003301')).toBe(false);
    expect(isValidNationalNumber('85530103391')).toBe(false);
    // Sequence 999 is odd and above 997.
    expect(isValidNationalNumber('85073099977')).toBe(false);
  });
});

describe('company-registry and establishment numbers', () => {
  it.each(['', '0412345614', '0412.345.614', '1234.567.890', '0412.345614'])('accepts enterprise number "%s"', (n) =>
    expect(isValidCompanyNumber(n)).toBe(true),
  );
  it.each(['412345614', '2412345614', '0412.34.5614', 'BE0412345614'])('refuses enterprise number "%s"', (n) =>
    expect(isValidCompanyNumber(n)).toBe(false),
  );
  it('takes establishment numbers beginning with 2 to 8', () => {
    expect(isValidEstablishmentNumber('2.234.567.818')).toBe(true);
    expect(isValidEstablishmentNumber('2234567818')).toBe(true);
    expect(isValidEstablishmentNumber('0412345614')).toBe(false);
    expect(isValidEstablishmentNumber('9.234.567.818')).toBe(false);
  });
  it('holds the registry to its check digits: 97 minus the first eight modulo 97', () => {
    expect(hasRegistryCheckDigits('0412.345.614')).toBe(true);
    expect(hasRegistryCheckDigits('2.234.567.818')).toBe(true);
    expect(hasRegistryCheckDigits('0412.345.615')).toBe(false);
    expect(hasRegistryCheckDigits('2234567819')).toBe(false);
  });
});

describe('links the demo puts in mails and redirects to', () => {
  it('mails only http(s) addresses and own paths', () => {
    expect(isMailableUrl('https://shop.example/reset')).toBe(true);
    expect(isMailableUrl('/activate')).toBe(true);
    expect(isMailableUrl('javascript:alert(1)')).toBe(false);
    expect(isMailableUrl('//elders.example/x')).toBe(false);
  });

  it('returns from single sign-on only to this origin or localhost', () => {
    expect(isSafeResponseUrl('/login')).toBe(true);
    expect(isSafeResponseUrl('http://localhost:5173/login')).toBe(true);
    expect(isSafeResponseUrl('http://127.0.0.1:4173/login?x=1')).toBe(true);
    for (const evil of [
      'https://elders.example/login',
      '//elders.example/login',
      '/\\elders.example',
      '/\t/elders.example',
      'http://localhost@elders.example/',
      'http://user:pw@localhost/',
      'javascript:alert(1)',
      'ftp://localhost/x',
      'login',
    ]) {
      expect(isSafeResponseUrl(evil), evil).toBe(false);
    }
  });

  it('adds query parameters and keeps a relative address relative', () => {
    expect(withQuery('/login', { token: 'a b' })).toBe('/login?token=a+b');
    expect(withQuery('/login?status=x#top', { registerKey: 'K' })).toBe('/login?status=x&registerKey=K#top');
    expect(withQuery('http://localhost:5173/login', { token: 'T' })).toBe('http://localhost:5173/login?token=T');
  });
});

describe('Dutch validation messages', () => {
  const schema = z.object({ User: z.object({ Email: email, FirstName: requiredText, NationalIdentificationNumber: nationalNumber }) });

  function messageOf(value: unknown): string {
    try {
      parseWith(schema, value);
    } catch (error) {
      expect(error).toBeInstanceOf(DemoError);
      expect((error as DemoError).status).toBe(400);
      return (error as DemoError).message;
    }
    throw new Error('expected a validation failure');
  }

  it('names each field with what is wrong', () => {
    expect(messageOf({ User: { Email: 'geen-adres', FirstName: ' ', NationalIdentificationNumber: '' } })).toBe(
      'User.Email is geen geldig e-mailadres; User.FirstName mag niet leeg zijn',
    );
    expect(messageOf({ User: { Email: 'a@b.be', NationalIdentificationNumber: '' } })).toBe('User.FirstName is verplicht');
  });

  it("puts a rule's own message first", () => {
    expect(messageOf({ User: { Email: 'a@b.be', FirstName: 'An', NationalIdentificationNumber: '12345678901' } })).toBe(
      'Rijksregisternummer is ongeldig (User.NationalIdentificationNumber)',
    );
  });
});

describe('the association register search', () => {
  it('finds by name ignoring case and accents', () => {
    expect(searchAssociations('naam', 'buurtcomite').map((v) => v.vCode)).toEqual(['V0020117']);
  });

  it('finds by a key ignoring dots', () => {
    expect(searchAssociations('sleutels.waarde', '0445239896').map((v) => v.naam)).toEqual(['Sportclub Ieper-Noord']);
  });

  it('refuses an unknown field', () => {
    expect(() => searchAssociations('adres', 'Brugge')).toThrow(DemoError);
  });
});
