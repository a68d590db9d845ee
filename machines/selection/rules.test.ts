import { describe, expect, it } from 'vitest';
import { isoDay, plusDays } from '../../src/domain/days.ts';
import { rentalDays } from './rules.ts';

describe('day arithmetic on yyyy-MM-dd', () => {
  it('adds days across months, years and the DST weekends', () => {
    expect(plusDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(plusDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(plusDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(plusDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts rental days with first and last included', () => {
    expect(rentalDays({ from: '2026-11-27', to: '2026-11-30' })).toBe(4);
    expect(rentalDays({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
    expect(rentalDays({ from: '2026-12-01', to: '2026-12-01' })).toBe(1);
  });

  it('reads the calendar day where the customer is', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
