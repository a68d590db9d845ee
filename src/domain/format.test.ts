import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDateTime, formatMoney, formatNumber, formatPeriodDate } from './format.ts';

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
