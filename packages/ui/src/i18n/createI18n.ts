import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { laikasI18next } from './usePackageTranslation';

type Bundles = Record<string, Record<string, unknown>>;

/** Adds one package's namespace (its `{ en, lt }` bundles) to an i18next instance. */
export function registerNamespace(instance: I18n, namespace: string, bundles: Bundles): void {
  for (const [language, resources] of Object.entries(bundles)) {
    instance.addResourceBundle(language, namespace, resources, true, true);
  }
}

/**
 * Creates the i18next instance an app or Storybook uses: default `lt`, fallback `en`, one namespace per package; the
 * Laikas components and react-i18next's hooks speak through it. The one entry (`@laikas/ui/i18next`) that needs
 * i18next and react-i18next installed.
 */
export function createI18n(options: { language?: string; namespaces: Record<string, Bundles> }): I18n {
  const resources: Resource = {};
  for (const [namespace, bundles] of Object.entries(options.namespaces)) {
    for (const [language, bundle] of Object.entries(bundles)) {
      resources[language] = { ...resources[language], [namespace]: bundle };
    }
  }
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(laikasI18next)
    .init({
      lng: options.language ?? 'lt',
      fallbackLng: 'en',
      supportedLngs: ['lt', 'en'],
      ns: Object.keys(options.namespaces),
      defaultNS: Object.keys(options.namespaces)[0],
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}
