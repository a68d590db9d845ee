import { describe, expect, it } from 'vitest';
import { daysIncluding, isoDay, plusDays } from './days.ts';

describe('days as yyyy-MM-dd', () => {
  it('reads the calendar day where the customer is', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('counts across a month, a year and the change to summer time without shifting', () => {
    expect(plusDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(plusDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(plusDays('2026-03-02', -2)).toBe('2026-02-28');
  });

  it('counts a period with its first and last day', () => {
    expect(daysIncluding('2026-12-18', '2026-12-21')).toBe(4);
    expect(daysIncluding('2026-03-27', '2026-03-30')).toBe(4);
    expect(daysIncluding('2026-12-18', '2026-12-18')).toBe(1);
  });
});
