// Plain day arithmetic on yyyy-MM-dd: the selection's rules bring this into the entry bundle,
// where date-fns's formatting would cost ~7 KB gzip. Days are counted in UTC so a DST change
// cannot shift them.
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const utcOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** The calendar day of a moment where the customer is. */
export const isoDay = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
export const plusDays = (day: string, days: number): string => new Date(utcOf(day) + days * DAY_MS).toISOString().slice(0, 10);
/** Days from the first to the last, both included (Friday to Monday is 4). */
export const daysIncluding = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS) + 1;
