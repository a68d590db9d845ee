import { addDays, isoDate } from '../../lib/dates.ts';

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

export interface Holiday {
  date: string;
  name: string;
}

/**
 * The days the provincial lending service closes in a year: the ten Belgian public holidays,
 * plus the Flemish Community's day and Boxing Day, which the province grants its staff.
 */
export function belgianHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => isoDate(new Date(Date.UTC(year, month - 1, day)));
  return [
    { date: fixed(1, 1), name: 'Nieuwjaar' },
    { date: isoDate(addDays(easter, 1)), name: 'Paasmaandag' },
    { date: fixed(5, 1), name: 'Dag van de Arbeid' },
    { date: isoDate(addDays(easter, 39)), name: 'O.L.H. Hemelvaart' },
    { date: isoDate(addDays(easter, 50)), name: 'Pinkstermaandag' },
    { date: fixed(7, 11), name: 'Feest van de Vlaamse Gemeenschap' },
    { date: fixed(7, 21), name: 'Nationale feestdag' },
    { date: fixed(8, 15), name: 'O.L.V. Hemelvaart' },
    { date: fixed(11, 1), name: 'Allerheiligen' },
    { date: fixed(11, 11), name: 'Wapenstilstand' },
    { date: fixed(12, 25), name: 'Kerstmis' },
    { date: fixed(12, 26), name: 'Tweede kerstdag' },
  ].sort((x, y) => x.date.localeCompare(y.date));
}
