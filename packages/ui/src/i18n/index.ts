import formEn from '../locales/areas/form/en.json';
import formLt from '../locales/areas/form/lt.json';
import en from '../locales/en.json';
import lt from '../locales/lt.json';
import { usePackageTranslation } from './usePackageTranslation';

/** The i18next namespace of `@laikas/ui`. */
export const UI_NAMESPACE = 'ui';

/*
 * The namespace's strings come in two parts, so that a component brings only the strings it says: the widgets'
 * (`locales/{en,lt}.json`) and the form block's (`locales/areas/form`, half of all the strings: the contract's
 * messages). One `Button` in an app without i18next carries the first part only.
 */
const widgetLocales = { en, lt } as const;
const joined = <A extends object, B extends object>(a: A, b: B): A & B => ({ ...a, ...b });
const formLocales = { en: formEn, lt: formLt } as const;

/** Translations of `@laikas/ui`, to register with `i18next.addResourceBundle` (see `registerNamespace` of `@laikas/ui/i18next`). */
export const uiLocales = {
  // Marked pure so that an app that never registers them (one `Button`) leaves the form's strings out of its bundle.
  en: /* @__PURE__ */ joined(en, formEn),
  lt: /* @__PURE__ */ joined(lt, formLt),
} as const;

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
  return usePackageTranslation(UI_NAMESPACE, widgetLocales);
}

/** The form block's translations (`form.*`), as `useUiTranslation` gives the widgets'. */
export function useUiFormTranslation() {
  return usePackageTranslation(UI_NAMESPACE, formLocales);
}
