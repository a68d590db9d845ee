/** The languages the shop speaks: Dutch is the interface language, English and German texts exist (spec 000 §1). */
export type Language = 'nl' | 'en' | 'de';

/** The language the shop opens in, before the reader chooses another. */
export const DEFAULT_LANGUAGE: Language = 'nl';
