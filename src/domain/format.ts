import { displayNames, numberFormat } from './intl.ts';
import { intlLocale, type Language } from './language.ts';

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

/** Spec 000 §9: Dutch and German write a dot for thousands and a comma for decimals, English the reverse. */
const SEPARATORS: Record<Language, { thousands: string; decimals: string }> = {
  nl: { thousands: '.', decimals: ',' },
  en: { thousands: ',', decimals: '.' },
  de: { thousands: '.', decimals: ',' },
};

/**
 * A number with the language's separators, rounded half away from zero on the decimals the number
 * reads with (1.005 is 1,01), as Intl rounds; no minus for what rounds to zero. Written here and
 * not by Intl: the prices of the first screens would otherwise wait for Intl's number data (some
 * 55 ms on a phone), and the server writes exactly what the browser writes.
 */
function writeNumber(value: number, language: Language, decimals: number): { sign: string; digits: string } {
  // The shortest decimal form of the value, shifted by the decimals kept, rounds as written.
  const [mantissa, exponent] = Math.abs(value).toExponential().split('e');
  const units = String(Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`))).padStart(decimals + 1, '0');
  const whole = units.slice(0, units.length - decimals).replace(/\B(?=(\d{3})+$)/g, SEPARATORS[language].thousands);
  const fraction = decimals > 0 ? `${SEPARATORS[language].decimals}${units.slice(-decimals)}` : '';
  return { sign: value < 0 && /[1-9]/.test(units) ? '-' : '', digits: `${whole}${fraction}` };
}

/** Where each language puts the euro sign (CLDR's forms, a no-break space where there is a space). */
const EURO: Record<Language, (sign: string, digits: string) => string> = {
  nl: (sign, digits) => `€\u00a0${sign}${digits}`,
  en: (sign, digits) => `${sign}€${digits}`,
  de: (sign, digits) => `${sign}${digits}\u00a0€`,
};

/** An amount in the shop's currency (EUR, spec 000 §9), or in the currency a document names (an invoice's). */
export function formatMoney(amount: number, language: Language, currency = 'EUR'): string {
  if (currency !== 'EUR') return numberFormat(intlLocale(language), { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);
  const { sign, digits } = writeNumber(amount, language, 2);
  return EURO[language](sign, digits);
}

/** A number with a fixed count of decimals (spec 000 §9: two by default). */
export function formatNumber(value: number, language: Language, decimals = 2): string {
  const { sign, digits } = writeNumber(value, language, decimals);
  return `${sign}${digits}`;
}

/** A share (0.45) as a percentage, "45%", "45 %" in German. */
export function formatPercent(share: number, language: Language): string {
  return numberFormat(intlLocale(language), { style: 'percent' }).format(share);
}

/** A country's name in the language, from its ISO code; the code itself where Intl knows none. */
export function countryName(code: string, language: Language): string {
  return displayNames(intlLocale(language), { type: 'region' }).of(code.toUpperCase()) ?? code;
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
