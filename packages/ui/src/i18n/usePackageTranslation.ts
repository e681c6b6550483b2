import i18next, { type i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';

type Bundles = Readonly<Record<string, Record<string, unknown>>>;

let standalone: I18n | undefined;

/** The instance of a consumer that set up no i18next at all: English (the fallback language), strings ready. */
function standaloneInstance(): I18n {
  if (!standalone) {
    standalone = i18next.createInstance();
    void standalone.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  return standalone;
}

const registered = new WeakMap<I18n, Set<string>>();

/** Adds a package's bundles to an instance once, without overwriting strings the consumer gave the namespace. */
function ensureNamespace(instance: I18n, namespace: string, bundles: Bundles): void {
  let namespaces = registered.get(instance);
  if (!namespaces) {
    namespaces = new Set();
    registered.set(instance, namespaces);
  }
  if (namespaces.has(namespace)) {
    return;
  }
  for (const [language, resources] of Object.entries(bundles)) {
    // deep: keep keys the consumer added; overwrite false: the consumer's own wording wins.
    instance.addResourceBundle(language, namespace, resources, true, false);
  }
  namespaces.add(namespace);
}

/**
 * `useTranslation` for a package's own namespace that works out of the box: it uses the consumer's i18next
 * instance (from `I18nextProvider` or `initReactI18next`) and registers the package's `en` and `lt` bundles on
 * it the first time; a consumer with no i18next at all gets English from a standalone instance instead of keys.
 */
export function usePackageTranslation(namespace: string, bundles: Bundles) {
  const fromContext = useContext(I18nContext)?.i18n;
  const instance = fromContext ?? getI18n() ?? standaloneInstance();
  ensureNamespace(instance, namespace, bundles);
  return useTranslation(namespace, { i18n: instance });
}
