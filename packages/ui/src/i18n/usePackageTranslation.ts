import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { builtInTranslate, type Bundle, type Translate } from './translate';

/**
 * The part of an i18next instance the packages use. The packages never import i18next: a host app with i18next
 * hands its instance over (`createI18n` of `@laikas/ui/i18next`, the `laikasI18next` plugin, or
 * `LaikasI18nProvider`), and an app without it gets the packages' own English or Lithuanian strings.
 */
export interface I18nInstance {
  language: string;
  getFixedT(language: string, namespace: string): unknown;
  addResourceBundle(
    language: string,
    namespace: string,
    resources: object,
    deep?: boolean,
    overwrite?: boolean,
  ): unknown;
  on(event: 'languageChanged', listener: (language: string) => void): unknown;
  off(event: 'languageChanged', listener: (language: string) => void): unknown;
}

type Bundles = Readonly<Record<string, Bundle>>;

let registeredInstance: I18nInstance | undefined;
const registryListeners = new Set<() => void>();

/** Makes an i18next instance the one every Laikas component speaks through (unless a provider names another). */
export function setLaikasI18n(instance: I18nInstance | undefined): void {
  registeredInstance = instance;
  registryListeners.forEach((listener) => listener());
}

/** An i18next plugin: `i18next.use(laikasI18next)` hands the instance to the Laikas components, as `initReactI18next` does to react-i18next. */
export const laikasI18next = {
  type: '3rdParty' as const,
  init(instance: I18nInstance): void {
    setLaikasI18n(instance);
  },
};

const subscribeRegistry = (listener: () => void) => {
  registryListeners.add(listener);
  return () => registryListeners.delete(listener);
};
const getRegistered = () => registeredInstance;

interface LaikasI18nSettings {
  i18n?: I18nInstance;
  language?: string;
}
const LaikasI18nContext = createContext<LaikasI18nSettings | null>(null);

/**
 * The language of the Laikas components below it: `i18n`, an i18next instance (its language and your wording), or
 * `language` (`en` or `lt`) for an app without i18next.
 */
export function LaikasI18nProvider({ i18n, language, children }: LaikasI18nSettings & { children?: ReactNode }) {
  const value = useMemo(() => ({ i18n, language }), [i18n, language]);
  return createElement(LaikasI18nContext.Provider, { value }, children);
}

const registeredBundles = new WeakMap<I18nInstance, WeakSet<Bundles>>();

/**
 * Adds a package's bundles to an instance once, without overwriting strings the host gave the namespace. A package
 * may give its namespace in parts (each component the strings it says): each part is added once.
 */
function ensureNamespace(instance: I18nInstance, namespace: string, bundles: Bundles): void {
  let added = registeredBundles.get(instance);
  if (!added) {
    added = new WeakSet();
    registeredBundles.set(instance, added);
  }
  if (!added.has(bundles)) {
    for (const [language, resources] of Object.entries(bundles)) {
      // deep: keep keys the host added; overwrite false: the host's own wording wins.
      instance.addResourceBundle(language, namespace, resources, true, false);
    }
    added.add(bundles);
  }
}

const noSubscription = () => () => undefined;

/**
 * The translate function of a package's namespace and the language it speaks: the host's i18next instance when it
 * has handed one over (the package's `en` and `lt` strings registered on it the first time), otherwise the
 * package's own strings in the provider's language, English by default.
 */
export function usePackageTranslation(
  namespace: string,
  bundles: Bundles,
): { t: Translate; i18n: { language: string } } {
  const settings = useContext(LaikasI18nContext);
  const registered = useSyncExternalStore(subscribeRegistry, getRegistered, getRegistered);
  const instance = settings?.i18n ?? registered;
  const subscribe = useCallback(
    (listener: () => void) => {
      instance?.on('languageChanged', listener);
      return () => void instance?.off('languageChanged', listener);
    },
    [instance],
  );
  const currentLanguage = () => instance?.language ?? settings?.language ?? 'en';
  const language = useSyncExternalStore(instance ? subscribe : noSubscription, currentLanguage, currentLanguage);
  const t = useMemo<Translate>(() => {
    if (!instance) {
      return builtInTranslate(bundles, language);
    }
    ensureNamespace(instance, namespace, bundles);
    return instance.getFixedT(language, namespace) as Translate;
  }, [instance, language, namespace, bundles]);
  return { t, i18n: { language } };
}
