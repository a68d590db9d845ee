import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat, pluralForm } from './intl.ts';

describe('the Intl objects, one per locale and options', () => {
  it('hands out the same formatter for the same locale and options, made once', () => {
    const first = numberFormat('nl-BE', { style: 'percent' });
    expect(numberFormat('nl-BE', { style: 'percent' })).toBe(first);
    expect(first.format(0.45)).toBe('45%');
    expect(dateTimeFormat('de-DE', { month: 'long' })).toBe(dateTimeFormat('de-DE', { month: 'long' }));
    expect(displayNames('en-GB', { type: 'region' })).toBe(displayNames('en-GB', { type: 'region' }));
  });

  it('makes another for another locale, and for other options', () => {
    const dutch = numberFormat('nl-BE', { style: 'percent' });
    const german = numberFormat('de-DE', { style: 'percent' });
    expect(german).not.toBe(dutch);
    expect(german.format(0.45)).toBe('45\u00a0%');
    expect(numberFormat('nl-BE', { style: 'percent', maximumFractionDigits: 1 })).not.toBe(dutch);
    expect(dateTimeFormat('nl-BE', { month: 'long' })).not.toBe(dateTimeFormat('de-DE', { month: 'long' }));
  });

  it('gives the plural form of a count in each language the shop speaks', () => {
    for (const language of ['nl', 'en', 'de'] as const) {
      expect(pluralForm(1, language)).toBe('one');
      expect([0, 2, 5, 21, 100].map((count) => pluralForm(count, language))).toEqual(['other', 'other', 'other', 'other', 'other']);
    }
  });
});
