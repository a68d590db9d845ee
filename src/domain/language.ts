/** The languages the shop speaks: Dutch is the interface language, English and German texts exist (spec 000 §1). */
export type Language = 'nl' | 'en' | 'de';

/** The language the shop opens in, before the reader chooses another. */
export const DEFAULT_LANGUAGE: Language = 'nl';

/** The Intl locale of each language: Belgian Dutch, British English, German (spec 000 §9's number formats). */
const INTL_LOCALES = { nl: 'nl-BE', en: 'en-GB', de: 'de-DE' } as const;

/** The Intl locale of a language, for the date pickers' calendars and what Intl writes. */
export const intlLocale = (language: Language): string => INTL_LOCALES[language];
