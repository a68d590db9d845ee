import { afterEach, describe, expect, it } from 'vitest';
import { networkError } from '../domain/api-error.ts';
import { toApiError } from '../api/errors.ts';
import { messages as english } from '../i18n/locales/en.po';
import { messages as german } from '../i18n/locales/de.po';
import { i18n } from '../i18n/i18n.ts';
import { associationSearchFailureText, associationsFoundText, companyLookupFailureText, inactiveCompanyText, searchFieldText, tooShortText } from './onboarding-lookups.ts';

const speak = (locale: 'nl' | 'en' | 'de') => {
  if (locale === 'en') i18n.load('en', english);
  if (locale === 'de') i18n.load('de', german);
  i18n.activate(locale);
};

describe('the texts of the registration look-ups', () => {
  afterEach(() => speak('nl'));

  it('say why a number is not looked up before any call', () => {
    expect(companyLookupFailureText({ kind: 'number-missing' })).toBe('Vul een ondernemingsnummer of vestigingsnummer in.');
    expect(companyLookupFailureText({ kind: 'number-invalid' })).toBe(
      'Geef een geldig ondernemingsnummer (0 of 1 en dan 9 cijfers) of vestigingsnummer (2 tot 8 en dan 9 cijfers) in.',
    );
  });

  it('say that the registry refused a number of the right shape, and what to check', () => {
    expect(companyLookupFailureText({ kind: 'number-refused' })).toBe('De Kruispuntbank van Ondernemingen kent dit nummer niet als geldig nummer. Controleer de cijfers.');
    speak('en');
    expect(companyLookupFailureText({ kind: 'number-refused' })).toBe('The Crossroads Bank for Enterprises does not accept this as a valid number. Check the digits.');
  });

  it("say what could not be reached, or the server's own message", () => {
    expect(companyLookupFailureText({ kind: 'lookup-failed', error: networkError() })).toBe('De Kruispuntbank van Ondernemingen kon niet worden geraadpleegd.');
    expect(associationSearchFailureText({ kind: 'search-failed', error: networkError() })).toBe('Het verenigingsregister kon niet worden doorzocht.');
    const refused = toApiError(503, { Error: { Message: 'Het register is in onderhoud', Code: 'InjectedFailure' } });
    expect(associationSearchFailureText({ kind: 'search-failed', error: refused })).toBe('Het register is in onderhoud');
  });

  it('count the organisations found and the characters still needed', () => {
    expect(associationsFoundText(1)).toBe('1 vereniging gevonden');
    expect(associationsFoundText(3)).toBe('3 verenigingen gevonden');
    expect(tooShortText(2)).toBe('Typ minstens 2 tekens van de naam.');
  });

  it('exist in English and German', () => {
    speak('en');
    expect(inactiveCompanyText()).toBe('This association is not active in the Crossroads Bank for Enterprises and cannot be approved; it cannot reserve equipment.');
    expect(associationsFoundText(2)).toBe('2 associations found');
    speak('de');
    expect(searchFieldText('sleutels.waarde')).toBe('Schlüssel (z. B. Unternehmensnummer)');
  });
});
