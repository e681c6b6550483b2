import { i18n, WEB_NAMESPACE } from '../../i18n';
import en from '../../locales/pages/instructions/en.json';
import lt from '../../locales/pages/instructions/lt.json';

/**
 * The instructions' text, a third of the web strings, travels with the two instruction pages instead of with every
 * screen's frame: both languages, so that switching the language on the page needs no load.
 */
for (const [language, strings] of Object.entries({ en, lt })) {
  i18n.addResourceBundle(language, WEB_NAMESPACE, { instructions: strings }, true, true);
}
