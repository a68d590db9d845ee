import type { Language } from './language.ts';

/** Number formats per language (spec 000 §9): Dutch and German 1.234,56; English 1,234.56. */
const NUMBER_LOCALES = { nl: 'nl-BE', en: 'en-GB', de: 'de-DE' } as const;

/** The Intl locale of a language, for numbers and for the date pickers' calendars. */
export const intlLocale = (language: Language): string => NUMBER_LOCALES[language];

/**
 * Short month names as the shop writes them in a date (the Belgian Dutch, British and German
 * customs). A table, not date-fns's locales: the selection summary of the first screens shows a
 * date, and three locales with a formatter cost those screens 8 KB.
 */
const SHORT_MONTHS: Record<Language, readonly string[]> = {
  nl: ['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'],
};

const twoDigits = (value: number): string => String(value).padStart(2, '0');
const asDate = (date: Date | string): Date => (typeof date === 'string' ? new Date(date) : date);

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in the shop's currency (EUR, spec 000 §9), or in the currency a document names (an invoice's). */
export function formatMoney(amount: number, language: Language, currency = 'EUR'): string {
  const key = `${language} ${currency}`;
  let formatter = moneyFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALES[language], { style: 'currency', currency, minimumFractionDigits: 2 });
    moneyFormats.set(key, formatter);
  }
  return formatter.format(amount);
}

export function formatNumber(value: number, language: Language, decimals = 2): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language], { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** A moment in local time, dd/MM/yyyy HH:mm in every language (spec 000 §9). */
export function formatDateTime(date: Date | string): string {
  const d = asDate(date);
  return `${twoDigits(d.getDate())}/${twoDigits(d.getMonth() + 1)}/${d.getFullYear()} ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
}

/** A day in local time, dd/MM/yyyy in every language (the date part of spec 000 §9's format). */
export function formatDate(date: Date | string): string {
  const d = asDate(date);
  return `${twoDigits(d.getDate())}/${twoDigits(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** A period of days, "07 mrt. 2026 – 09 mrt. 2026"; one day (a sale, a one-day rental) as that day alone. */
export function formatDayRange(from: Date | string, to: Date | string, language: Language): string {
  const first = formatPeriodDate(from, language);
  const last = formatPeriodDate(to, language);
  return first === last ? first : `${first} – ${last}`;
}

/** A pick-up or return: the business date-time and the slot it was chosen in, if any. */
export interface Moment {
  at: string;
  slot: string | null;
}

/**
 * When a pick-up or return is: date and time. Without a slot (a sale, or a day that has none) the
 * time is the day's midnight and says nothing: the date alone.
 */
export function formatMomentWhen({ at, slot }: Moment): string {
  return slot ? formatDateTime(at) : formatDate(at);
}

/** A pick-up or return moment with the slot it was chosen in. */
export function formatMoment(moment: Moment): string {
  return `${formatMomentWhen(moment)}${moment.slot ? ` (${moment.slot})` : ''}`;
}

/** The time of day to the second, HH:mm:ss in every language: when a live snapshot came. */
export function formatClockTime(date: Date | number): string {
  const d = new Date(date);
  return `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}:${twoDigits(d.getSeconds())}`;
}

/** A day of a period in local time: "07 mrt. 2026", "07 Mar 2026", "07 März 2026". */
export function formatPeriodDate(date: Date | string, language: Language): string {
  const d = asDate(date);
  return `${twoDigits(d.getDate())} ${SHORT_MONTHS[language][d.getMonth()]} ${d.getFullYear()}`;
}
