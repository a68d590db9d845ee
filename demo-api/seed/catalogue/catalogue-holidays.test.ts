import { describe, expect, it } from 'vitest';
import { isoDate } from '../../lib/dates.ts';
import { belgianHolidays, easterSunday } from './holidays.ts';
import { closingDaySeed } from './logistics.ts';

describe('Belgian holidays', () => {
  it('computes Easter Sunday', () => {
    const known: Record<number, string> = { 2019: '2019-04-21', 2024: '2024-03-31', 2025: '2025-04-20', 2026: '2026-04-05', 2027: '2027-03-28', 2038: '2038-04-25' };
    for (const [year, date] of Object.entries(known)) expect(isoDate(easterSunday(Number(year)))).toBe(date);
  });

  it('derives the movable feasts from Easter', () => {
    const byName = Object.fromEntries(belgianHolidays(2027).map((h) => [h.name, h.date]));
    expect(byName).toMatchObject({
      Paasmaandag: '2027-03-29',
      'O.L.H. Hemelvaart': '2027-05-06',
      Pinkstermaandag: '2027-05-17',
      'Nationale feestdag': '2027-07-21',
      Wapenstilstand: '2027-11-11',
    });
  });

  it('closes for this year and the next, plus warehouse closures relative to today', () => {
    const days = closingDaySeed(new Date('2026-11-21T00:00:00Z'));
    expect(days.filter((d) => d.WarehouseID === null).map((d) => d.Date)).toEqual(
      [...belgianHolidays(2026), ...belgianHolidays(2027)].map((h) => h.date),
    );
    expect(days.find((d) => d.WarehouseID === 'WH-IEPER')?.Date).toBe('2026-12-11');
    expect(new Set(days.map((d) => d.ClosingDayID)).size).toBe(days.length);
  });
});
