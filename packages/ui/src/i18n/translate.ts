/**
 * The strings of the Laikas packages without i18next: a key looked up in a package's own `{ en, lt }` bundles, the
 * `_one`/`_few`/`_many`/`_other` form `Intl.PluralRules` picks for `count`, and `{{name}}` replaced by its value —
 * the part of i18next's format the bundles use. A host app with i18next gets its instance instead (see
 * `usePackageTranslation`).
 */

/** Values a string takes: `{{name}}` placeholders, and `count` for the plural form. */
export type TranslateOptions = Readonly<Record<string, unknown>>;

/** A package's translate function: i18next's `t` of the host's instance, or the built-in one. */
export type Translate = (key: string, options?: TranslateOptions) => string;

/** One language's strings of one package: nested objects of strings. */
export type Bundle = Readonly<Record<string, unknown>>;

function lookUp(bundle: Bundle | undefined, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) {
      return undefined;
    }
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    options && options[name] !== undefined && options[name] !== null ? String(options[name]) : whole,
  );
}

/** The string of `key` in `language` (then in English, then the key itself), its plural and values filled in. */
export function translate(
  bundles: Readonly<Record<string, Bundle>>,
  language: string,
  key: string,
  options?: TranslateOptions,
): string {
  const count = options?.count;
  for (const lang of [language, 'en']) {
    const bundle = bundles[lang];
    const candidates =
      typeof count === 'number' ? [`${key}_${new Intl.PluralRules(lang).select(count)}`, `${key}_other`, key] : [key];
    for (const candidate of candidates) {
      const text = lookUp(bundle, candidate);
      if (text !== undefined) {
        return interpolate(text, options);
      }
    }
  }
  return key;
}

/** A translate function over a package's bundles in one language. */
export function builtInTranslate(bundles: Readonly<Record<string, Bundle>>, language: string): Translate {
  return (key, options) => translate(bundles, language, key, options);
}
