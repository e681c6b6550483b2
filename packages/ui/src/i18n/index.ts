import en from '../locales/en.json';
import lt from '../locales/lt.json';
import { usePackageTranslation } from './usePackageTranslation';

/** The i18next namespace of `@laikas/ui`. */
export const UI_NAMESPACE = 'ui';

/** Translations of `@laikas/ui`, to register with `i18next.addResourceBundle` (see `registerNamespace`). */
export const uiLocales = { en, lt } as const;

export const supportedLanguages = ['lt', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'lt';
export const fallbackLanguage: Language = 'en';
/** Locale tags used for dates and numbers. */
export const localeTags: Record<Language, string> = { en: 'en-US', lt: 'lt-LT' };

export { createI18n, registerNamespace } from './createI18n';
export { usePackageTranslation } from './usePackageTranslation';

/** The translations of `@laikas/ui` in components: the consumer's i18next instance, or English out of the box. */
export function useUiTranslation() {
  return usePackageTranslation(UI_NAMESPACE, uiLocales);
}
