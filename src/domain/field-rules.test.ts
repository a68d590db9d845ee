import { describe, expect, it } from 'vitest';
import { isDay, isPhoneNumber, isPostalCode, isTimeOfDay, webAddress } from './field-rules.ts';

describe('the generic field rules', () => {
  it('take a time as hours 0-23 and minutes 00-59', () => {
    for (const time of ['00:00', '9:30', '09:30', '23:59']) expect(isTimeOfDay(time), time).toBe(true);
    for (const time of ['24:00', '12:60', '12:5', '1230', '', 'noon']) expect(isTimeOfDay(time), time).toBe(false);
  });

  it('take a day as yyyy-MM-dd that exists', () => {
    expect(isDay('2026-12-11')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-31')).toBe(false);
    expect(isDay('11/12/2026')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('take a phone number as people write it, with 9 to 15 digits', () => {
    for (const phone of ['050 12 34 56', '0470/12.34.56', '+32 470 12 34 56', '+32 (0)50 12-34-56', '+352 123 456']) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
    for (const phone of ['', '1234', '050 12 34 5a', 'bel me', '+32 470 12 34 56 78 90 12 34', '++32 470 12 34 56']) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });

  it('read a web address with or without its scheme', () => {
    expect(webAddress('www.fuif.be')).toBe('https://www.fuif.be/');
    expect(webAddress(' https://jeugdhuis.be/fuif ')).toBe('https://jeugdhuis.be/fuif');
    expect(webAddress('http://example.org')).toBe('http://example.org/');
    for (const text of ['', 'geen website', 'fuif', 'ftp://files.example.org', 'mailto:info@fuif.be', 'https://', 'javascript:alert(1)']) {
      expect(webAddress(text), text).toBeNull();
    }
  });

  it('check the postal code of the countries it knows', () => {
    expect(isPostalCode('be', '8000')).toBe(true);
    expect(isPostalCode('BE', '800')).toBe(false);
    expect(isPostalCode('be', '0800')).toBe(false);
    expect(isPostalCode('nl', '4331 AB')).toBe(true);
    expect(isPostalCode('nl', '4331')).toBe(false);
    expect(isPostalCode('lu', 'L-1234')).toBe(true);
    expect(isPostalCode('fr', '59000')).toBe(true);
    expect(isPostalCode('de', '5200')).toBe(false);
    expect(isPostalCode('ch', '8001')).toBe(true);
    expect(isPostalCode('ch', ' ')).toBe(false);
  });
});
