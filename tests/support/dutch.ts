import { messages } from '../../src/i18n/locales/nl.po';
import { i18n } from '../../src/i18n/i18n.ts';

// Texts are Dutch in every test, as in the shop; a test of another language switches back after itself.
i18n.load('nl', messages);
i18n.activate('nl');
