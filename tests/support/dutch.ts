import { i18n } from '../../src/i18n/i18n.ts';

// Texts are Dutch in every test, as in the shop: compiled into the code, with no catalog to load.
// A test of another language switches back after itself.
i18n.load('nl', {});
i18n.activate('nl');
