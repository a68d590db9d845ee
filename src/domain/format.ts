import { format as formatDate } from 'date-fns';
import { de, enGB, nlBE } from 'date-fns/locale';
import type { Language } from './language.ts';

const DATE_LOCALES = { nl: nlBE, en: enGB, de } as const;
/** Number formats per language (spec 000 §9): Dutch and German 1.234,56; English 1,234.56. */
const NUMBER_LOCALES = { nl: 'nl-BE', en: 'en-GB', de: 'de-DE' } as const;

/** The Intl locale of a language, for numbers and for the date pickers' calendars. */
export const intlLocale = (language: Language): string => NUMBER_LOCALES[language];

export const DATE_TIME_PATTERN = 'dd/MM/yyyy HH:mm';
export const PERIOD_DATE_PATTERN = 'dd MMM yyyy';
export const DATE_INPUT_PATTERN = 'yyyy-MM-dd';

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

export function formatDateTime(date: Date | string, language: Language): string {
  return formatDate(typeof date === 'string' ? new Date(date) : date, DATE_TIME_PATTERN, { locale: DATE_LOCALES[language] });
}

export function formatPeriodDate(date: Date | string, language: Language): string {
  return formatDate(typeof date === 'string' ? new Date(date) : date, PERIOD_DATE_PATTERN, { locale: DATE_LOCALES[language] });
}
