import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDate, formatDateTime, formatDayRange, formatMoment, formatMoney, formatNumber, formatPeriodDate } from './format.ts';

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
