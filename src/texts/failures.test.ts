import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../i18n/locales/en.po';
import { messages as german } from '../i18n/locales/de.po';
import { i18n } from '../i18n/i18n.ts';
import { networkError } from '../domain/api-error.ts';
import { toApiError } from '../api/errors.ts';
import { cartFailureText } from './cart.ts';
import { failureText } from './failures.ts';
import { loginFailureText } from './login.ts';

const speak = (locale: 'nl' | 'en' | 'de') => {
  if (locale === 'en') i18n.load('en', english);
  if (locale === 'de') i18n.load('de', german);
  i18n.activate(locale);
};

describe('the text a person reads of a failed call (spec 000 §8)', () => {
  afterEach(() => speak('nl'));

  it('is Dutch for a Dutch reader', () => {
    speak('nl');
    expect(failureText(networkError())).toBe('Er ging iets mis, probeer het opnieuw');
    expect(cartFailureText({ kind: 'clear-failed', error: networkError() })).toBe('De winkelwagen kon niet leeggemaakt worden. Probeer het later opnieuw.');
  });

  it('is English for an English reader', () => {
    speak('en');
    expect(failureText(networkError())).toBe('Something went wrong, try again');
    expect(cartFailureText({ kind: 'clear-failed', error: networkError() })).toBe('The cart could not be emptied. Please try again later.');
    expect(loginFailureText({ kind: 'refused', error: toApiError(400, { Error: { Message: 'De gebruikersnaam of het wachtwoord is onjuist', Code: 'IncorrectDetails' } }) })).toBe(
      'Incorrect username or password.',
    );
  });

  it('is German for a German reader', () => {
    speak('de');
    expect(failureText(networkError())).toBe('Etwas ist schiefgelaufen, versuchen Sie es erneut');
  });

  it("is the server's own message when it sent one, in every language", () => {
    const refused = toApiError(409, { Error: { Message: 'Dit artikel is niet meer beschikbaar', Code: 'Validation' } });
    for (const locale of ['nl', 'en', 'de'] as const) {
      speak(locale);
      expect(failureText(refused)).toBe('Dit artikel is niet meer beschikbaar');
      expect(cartFailureText({ kind: 'change-failed', change: 'amount', error: refused })).toBe('Dit artikel is niet meer beschikbaar');
    }
  });
});
