import { UI_NAMESPACE, uiLocales } from '@laikas/ui';
import { createI18n } from '@laikas/ui/i18next';
import { bootLanguage } from './data/language';
import { webStrings } from './locales/load';

export const WEB_NAMESPACE = 'web';

export type WebLanguage = 'lt' | 'en';

/**
 * The app's i18next instance, itself outside the entry bundle (the root route loads it with the providers), and the
 * web namespace's strings one chunk per language, loaded with `loadLanguage` before the first screen renders (the
 * router waits for it) and before a switch to the other language (issue 18: entry JavaScript). The packages' namespaces register themselves where their
 * components are used (`usePackageTranslation`), so the grid's and the form's strings travel with their screens.
 */
export const i18n = createI18n({
  language: bootLanguage(),
  namespaces: { [WEB_NAMESPACE]: {}, [UI_NAMESPACE]: uiLocales },
});

const loaded = new Set<WebLanguage>();

/**
 * Loads a language's web strings into `i18n`, unless they are there already (counted here: a page's own strings, such
 * as the instructions', may have made the language's bundle before them).
 */
export async function loadLanguage(language: WebLanguage): Promise<void> {
  if (!loaded.has(language)) {
    const { default: strings } = await webStrings[language]();
    i18n.addResourceBundle(language, WEB_NAMESPACE, strings, true, true);
    loaded.add(language);
  }
}
