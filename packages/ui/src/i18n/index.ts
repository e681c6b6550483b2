import buttonEn from '../locales/areas/button/en.json';
import buttonLt from '../locales/areas/button/lt.json';
import formEn from '../locales/areas/form/en.json';
import formLt from '../locales/areas/form/lt.json';
import en from '../locales/en.json';
import lt from '../locales/lt.json';
import { usePackageTranslation } from './usePackageTranslation';

/** The i18next namespace of `@laikas/ui`. */
export const UI_NAMESPACE = 'ui';

/*
 * The namespace's strings come in parts, so that a component brings only the strings it says: the Button's (one
 * word, `locales/areas/button`), the other widgets' (`locales/{en,lt}.json`) and the form block's
 * (`locales/areas/form`, half of all the strings: the contract's messages). One `Button` in an app without i18next
 * carries its own word only (issue 29: one Button <= 6 kB).
 */
const buttonLocales = { en: buttonEn, lt: buttonLt } as const;
const widgetLocales = { en, lt } as const;
const joined = <A extends object, B extends object, C extends object>(a: A, b: B, c: C): A & B & C => ({
  ...a,
  ...b,
  ...c,
});
const formLocales = { en: formEn, lt: formLt } as const;

/** Translations of `@laikas/ui`, to register with `i18next.addResourceBundle` (see `registerNamespace` of `@laikas/ui/i18next`). */
export const uiLocales = {
  // Marked pure so that an app that never registers them (one `Button`) leaves the form's strings out of its bundle.
  en: /* @__PURE__ */ joined(buttonEn, en, formEn),
  lt: /* @__PURE__ */ joined(buttonLt, lt, formLt),
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

/** The Button's one word (`button.*`), as `useUiTranslation` gives the widgets'. */
export function useUiButtonTranslation() {
  return usePackageTranslation(UI_NAMESPACE, buttonLocales);
}

/** The form block's translations (`form.*`), as `useUiTranslation` gives the widgets'. */
export function useUiFormTranslation() {
  return usePackageTranslation(UI_NAMESPACE, formLocales);
}
