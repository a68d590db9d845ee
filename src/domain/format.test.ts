import { describe, expect, it, vi } from 'vitest';
import { countryName, formatClockTime, formatDate, formatDateTime, formatDayRange, formatMoment, formatMoney, formatNumber, formatPercent, formatPeriodDate } from './format.ts';
import { intlLocale, type Language } from './language.ts';

const LANGUAGES: Language[] = ['nl', 'en', 'de'];

// Intl may use a narrow no-break space between amount and symbol.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formats (spec 000 §9)', () => {
  it('writes money in EUR with Dutch separators', () => {
    expect(plain(formatMoney(1234.5, 'nl'))).toBe('€ 1.234,50');
    expect(plain(formatMoney(1234.5, 'de'))).toBe('1.234,50 €');
    expect(plain(formatMoney(1234.5, 'en'))).toBe('€1,234.50');
  });

  it('writes numbers with dot thousands and comma decimals in Dutch and German, the reverse in English', () => {
    expect(formatNumber(1234.567, 'nl')).toBe('1.234,57');
    expect(formatNumber(1234.567, 'de')).toBe('1.234,57');
    expect(formatNumber(1234.567, 'en')).toBe('1,234.57');
    expect(formatNumber(3, 'nl', 0)).toBe('3');
    expect(formatNumber(1234567, 'en', 0)).toBe('1,234,567');
    expect(formatNumber(-0.5, 'de', 1)).toBe('-0,5');
  });

  it('writes the euro sign where each language does, with a no-break space', () => {
    expect(formatMoney(-1234.5, 'nl')).toBe('€\u00a0-1.234,50');
    expect(formatMoney(-1234.5, 'en')).toBe('-€1,234.50');
    expect(formatMoney(-1234.5, 'de')).toBe('-1.234,50\u00a0€');
    expect(formatMoney(0, 'nl')).toBe('€\u00a00,00');
  });

  it('rounds half away from zero on the decimals a number reads with, as Intl does; what rounds to zero has no minus', () => {
    expect(formatMoney(1.005, 'nl')).toBe('€\u00a01,01');
    expect(formatMoney(2.675, 'en')).toBe('€2.68');
    expect(formatMoney(-2.675, 'en')).toBe('-€2.68');
    expect(formatNumber(0.5, 'nl', 0)).toBe('1');
    expect(formatNumber(-0.001, 'nl')).toBe('0,00');
    expect(formatNumber(-0, 'nl')).toBe('0,00');
    expect(formatNumber(1e-7, 'en', 2)).toBe('0.00');
  });

  it('writes what Intl writes for the euro and for numbers', () => {
    const amounts = [...Array.from({ length: 4001 }, (_, i) => (i - 1000) / 1000), 22.505, 18.6 * 1.21, 1234567.891, 999.995, 0.045, 100000];
    for (const language of LANGUAGES) {
      const money = new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, signDisplay: 'negative' });
      for (const decimals of [0, 1, 2]) {
        const numbers = new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: 'negative' });
        expect(amounts.map((amount) => formatNumber(amount, language, decimals))).toEqual(amounts.map((amount) => numbers.format(amount)));
      }
      expect(amounts.map((amount) => formatMoney(amount, language))).toEqual(amounts.map((amount) => money.format(amount)));
    }
  });

  it('makes no Intl formatter for the euro or a number: the first screens show prices', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    formatMoney(12.5, 'nl');
    formatNumber(1234, 'de', 0);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('leaves another currency (an invoice\'s) to Intl', () => {
    expect(plain(formatMoney(12.5, 'nl', 'USD'))).toBe('US$ 12,50');
  });

  it('writes a share as a percentage and a country by its name, in the language', () => {
    expect(formatPercent(0.45, 'nl')).toBe('45%');
    expect(formatPercent(0.45, 'de')).toBe('45\u00a0%');
    expect(countryName('be', 'nl')).toBe('België');
    expect(countryName('BE', 'de')).toBe('Belgien');
  });

  it('writes date-times as dd/MM/yyyy HH:mm and periods as dd MMM yyyy', () => {
    const moment = new Date(2026, 2, 7, 9, 5);
    expect(formatDateTime(moment)).toBe('07/03/2026 09:05');
    expect(formatPeriodDate(moment, 'nl')).toBe('07 mrt. 2026');
    expect(formatPeriodDate(moment, 'de')).toBe('07 März 2026');
    expect(formatPeriodDate(moment, 'en')).toBe('07 Mar 2026');
  });

  it('writes the time of day to the second as HH:mm:ss', () => {
    expect(formatClockTime(new Date(2026, 2, 7, 9, 5, 3).getTime())).toBe('09:05:03');
  });
});

describe('a pick-up or return moment', () => {
  it('shows date, time and slot; without a slot (a sale) only the date', () => {
    expect(formatMoment({ at: '2026-12-11T09:00:00', slot: '09:00 - 10:00' })).toBe('11/12/2026 09:00 (09:00 - 10:00)');
    expect(formatMoment({ at: '2026-12-11T00:00:00', slot: null })).toBe('11/12/2026');
    expect(formatDate('2026-03-07T23:30:00')).toBe('07/03/2026');
  });

  it('shows a period of one day as that day', () => {
    expect(formatDayRange('2026-12-11T09:00:00', '2026-12-14T16:00:00', 'nl')).toBe(`${formatPeriodDate('2026-12-11T09:00:00', 'nl')} – ${formatPeriodDate('2026-12-14T16:00:00', 'nl')}`);
    expect(formatDayRange('2026-12-11T00:00:00', '2026-12-11T00:00:00', 'nl')).toBe(formatPeriodDate('2026-12-11T00:00:00', 'nl'));
  });
});
