import en from '../locales/en.json';
import lt from '../locales/lt.json';
import { usePackageTranslation } from './usePackageTranslation';

/** The i18next namespace of `@laikas/ui`. */
export const UI_NAMESPACE = 'ui';

/** Translations of `@laikas/ui`, to register with `i18next.addResourceBundle` (see `registerNamespace` of `@laikas/ui/i18next`). */
export const uiLocales = { en, lt } as const;

export const supportedLanguages = ['lt', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'lt';
export const fallbackLanguage: Language = 'en';
/** Locale tags used for dates and numbers. */
export const localeTags: Record<Language, string> = { en: 'en-US', lt: 'lt-LT' };

export {
  laikasI18next,
  LaikasI18nProvider,
  setLaikasI18n,
  usePackageTranslation,
  type I18nInstance,
} from './usePackageTranslation';
export { translate, type Translate, type TranslateOptions } from './translate';

/** The translations of `@laikas/ui` in components: the host's i18next instance, or the package's own strings. */
export function useUiTranslation() {
  return usePackageTranslation(UI_NAMESPACE, uiLocales);
}
