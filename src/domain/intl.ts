import { intlLocale, type Language } from './language.ts';

/**
 * A maker of Intl objects that keeps one per locale and options, made when first asked for. The
 * first number formatter a page makes loads the locale's number data: some 55 ms on a phone
 * (Chromium at 4× slower CPU), in whatever task asks for it. Made once and kept, it is paid at
 * most once, and only by a page that shows what it writes.
 */
function keptPerLocale<Options, Made>(make: (locale: string, options: Options) => Made): (locale: string, options: Options) => Made {
  const made = new Map<string, Made>();
  return (locale, options) => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let found = made.get(key);
    if (found === undefined) {
      found = make(locale, options);
      made.set(key, found);
    }
    return found;
  };
}

export const numberFormat = keptPerLocale((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = keptPerLocale((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
export const displayNames = keptPerLocale((locale, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames([locale], options));
const pluralRules = keptPerLocale((locale, options: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options));

/**
 * Which plural form a count takes in a language ("one", "other"), for a lingui `select` where a
 * `plural` would cost a number formatter: lingui writes a plural's number with
 * `Intl.NumberFormat` even when the message shows none. Plural rules alone load no number data
 * (about 2 ms on a phone).
 */
export const pluralForm = (count: number, language: Language): Intl.LDMLPluralRule => pluralRules(intlLocale(language), {}).select(count);
