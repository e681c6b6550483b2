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

const loading = new Map<WebLanguage, Promise<void>>();

/** Loads a language's web strings into `i18n` (once; later calls share the first load). */
export function loadLanguage(language: WebLanguage): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = webStrings[language]().then(
      (module) => {
        i18n.addResourceBundle(language, WEB_NAMESPACE, module.default, true, true);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** The language of the interface, as `i18n` holds it. */
export function currentLanguage(): WebLanguage {
  return i18n.language === 'en' ? 'en' : 'lt';
}
