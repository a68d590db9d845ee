/** Date helpers on ISO strings; the demo backend works in UTC days. */

export const DAY_MS = 86_400_000;

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isoDateTime(date: Date): string {
  return date.toISOString().slice(0, 19);
}

export function parseDay(value: string): Date {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${value}`);
  return date;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function startOfDay(date: Date): Date {
  return parseDay(isoDate(date));
}

/** Inclusive list of days from `from` to `to`. */
export function eachDay(from: Date, to: Date): Date[] {
  const days: Date[] = [];
  for (let day = startOfDay(from); day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whether two inclusive date-time ranges share a moment. */
export function overlaps(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return aStart <= bEnd && bStart <= aEnd;
}

/** Rental days, counting start and end day (a Friday-to-Monday rental is 4 days). */
export function rentalDays(start: string, end: string): number {
  return Math.round((parseDay(end).getTime() - parseDay(start).getTime()) / DAY_MS) + 1;
}
