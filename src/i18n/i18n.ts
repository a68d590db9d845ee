import { i18n, type Messages } from '@lingui/core';
import { messages as nl } from './locales/nl.po';

export type Locale = 'nl' | 'en' | 'de';
export const LOCALES: readonly Locale[] = ['nl', 'en', 'de'];

/** Dutch is the interface language and ships in the entry bundle; the others load on demand. */
const loaders: Record<Exclude<Locale, 'nl'>, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.po'),
  de: () => import('./locales/de.po'),
};

i18n.load('nl', nl);
i18n.activate('nl');

export async function activateLocale(locale: Locale): Promise<void> {
  if (locale !== 'nl' && !i18n.messages[locale]) {
    const { messages } = await loaders[locale]();
    i18n.load(locale, messages);
  }
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

export { i18n };
