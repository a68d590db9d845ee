import { afterEach, describe, expect, it } from 'vitest';
import { networkError } from '../domain/api-error.ts';
import { toApiError } from '../api/errors.ts';
import { messages as german } from '../i18n/locales/de.po';
import { messages as english } from '../i18n/locales/en.po';
import { i18n } from '../i18n/i18n.ts';
import { accountDetailsFailureText } from './account.ts';

const storing = toApiError(503, { Error: { Message: 'De demo-backend simuleert een storing', Code: 'InjectedFailure' } });

describe('what failed on "Mijn gegevens" (spec 002 §8)', () => {
  afterEach(() => i18n.activate('nl'));

  it('names what could not be read, with the server’s reason when it gave one', () => {
    expect(accountDetailsFailureText({ kind: 'contact-load-failed', error: networkError() })).toBe('Uw contactgegevens konden niet geladen worden.');
    expect(accountDetailsFailureText({ kind: 'customer-load-failed', error: storing })).toBe(
      'De gegevens van uw organisatie konden niet geladen worden. De demo-backend simuleert een storing',
    );
  });

  it('says a save failed in the spec’s words, or in the server’s own', () => {
    expect(accountDetailsFailureText({ kind: 'save-failed', error: networkError() })).toBe('Uw account kon niet worden gewijzigd');
    expect(accountDetailsFailureText({ kind: 'save-failed', error: storing })).toBe('De demo-backend simuleert een storing');
  });

  it('in English and German too', () => {
    i18n.load('en', english);
    i18n.activate('en');
    expect(accountDetailsFailureText({ kind: 'save-failed', error: networkError() })).toBe('Your account could not be changed');
    i18n.load('de', german);
    i18n.activate('de');
    expect(accountDetailsFailureText({ kind: 'contact-load-failed', error: networkError() })).toBe('Ihre Kontaktdaten konnten nicht geladen werden.');
  });
});
