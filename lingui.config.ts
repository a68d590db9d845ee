import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The i18n check extracts into a scratch copy of the catalogs: LINGUI_CATALOG_ROOT points there. */
const catalogRoot = process.env.LINGUI_CATALOG_ROOT ?? '<rootDir>/src/i18n/locales';

export default defineConfig({
  sourceLocale: 'nl',
  locales: ['nl', 'en', 'de'],
  fallbackLocales: { default: 'nl' },
  catalogs: [{ path: `${catalogRoot}/{locale}`, include: ['<rootDir>/src', '<rootDir>/machines'] }],
  // Without origins the catalogs change only when texts change, so staleness is checkable.
  format: formatter({ origins: false, lineNumbers: false }),
});
