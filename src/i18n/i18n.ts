import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE } from '../domain/language.ts';

export type Locale = 'nl' | 'en' | 'de';

/** The interface language, also before its catalog has loaded. */
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;

/**
 * The other languages' catalogs load on demand: a catalog holds the texts of every screen, and in
 * the entry bundle it would grow with each screen added (see docs/decisions/004). Dutch, the
 * source language, needs none: each text comes compiled in the code that shows it
 * (serve/source-messages.ts).
 */
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  nl: () => Promise.resolve({ messages: {} }),
  en: () => import('./locales/en.po'),
  de: () => import('./locales/de.po'),
};

const loaded = new Set<Locale>();

export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await loaders[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

export { i18n };
