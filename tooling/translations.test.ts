import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** Every folder `src/locales` of a package or app: one i18next namespace each. */
function findLocaleFolders(): string[] {
  const folders: string[] = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      const folder = join(root, group, name, 'src', 'locales');
      try {
        if (statSync(folder).isDirectory()) {
          folders.push(folder);
          // An app's areas keep their strings apart (apps/web/src/locales/areas/<area>/{en,lt}.json), and so do the
          // strings that load with their pages (locales/pages/<page>/{en,lt}.json).
          for (const parts of ['areas', 'pages']) {
            const sub = join(folder, parts);
            if (statSync(sub, { throwIfNoEntry: false })?.isDirectory()) {
              folders.push(...readdirSync(sub).map((area) => join(sub, area)));
            }
          }
        }
      } catch {
        // this package has no translations
      }
    }
  }
  return folders;
}

/** Dotted paths of every leaf of a translation tree (`header.menu.profile`). */
function listKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') {
    return [prefix];
  }
  return Object.entries(tree).flatMap(([key, value]) => listKeys(value, prefix ? `${prefix}.${key}` : key));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys with i18next plural suffixes folded: `count_one`, `count_few` → `count`. */
function baseKeys(keys: string[]): Set<string> {
  return new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')));
}

/** Plural keys a language lacks: every plural base needs each category the language uses. */
function missingPluralForms(keys: string[], language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const bases = new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
  const present = new Set(keys);
  return [...bases].flatMap((base) =>
    categories.map((category) => `${base}_${category}`).filter((key) => !present.has(key)),
  );
}

const namespaces = findLocaleFolders().map((folder) => ({ namespace: relative(root, folder), folder }));

describe('translations', () => {
  it('should find the namespaces of the packages', () => {
    expect(namespaces.map((entry) => entry.namespace)).toContain(join('packages', 'ui', 'src', 'locales'));
  });

  describe.each(namespaces)('given the namespace in $namespace', ({ folder }) => {
    const read = (language: string) => JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8')) as unknown;

    it('should have exactly the same keys in lt and en', () => {
      const en = baseKeys(listKeys(read('en')));
      const lt = baseKeys(listKeys(read('lt')));
      expect({
        onlyInEn: [...en].filter((key) => !lt.has(key)),
        onlyInLt: [...lt].filter((key) => !en.has(key)),
      }).toEqual({
        onlyInEn: [],
        onlyInLt: [],
      });
    });

    it('should have every plural form each language needs', () => {
      expect({
        en: missingPluralForms(listKeys(read('en')), 'en'),
        lt: missingPluralForms(listKeys(read('lt')), 'lt'),
      }).toEqual({
        en: [],
        lt: [],
      });
    });

    // A walk of the app (Dec 2026): a room's closed times and the ITC import said „patalpa“ while every other screen
    // says „auditorija“ (or „išteklius“, „auditorija ar priemonė“ where equipment is meant too).
    it('should call a room „auditorija“ in Lithuanian, never „patalpa“', () => {
      const lt = read('lt');
      const said = listKeys(lt).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], lt);
        return /patalp/iu.test(String(value));
      });
      expect(said).toEqual([]);
    });

    it('should have no empty texts', () => {
      for (const language of ['en', 'lt']) {
        const empty = listKeys(read(language)).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read(language));
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${language}.json`).toEqual([]);
      }
    });
  });
});

// The form block says a contract schema's own message (`schema.emailInvalid`) on the client in the words the server
// says it in a 422: its copy in @laikas/ui must not drift from the server's catalogue (issue 29).
describe("the form block's copy of the schema messages", () => {
  it.each(['en', 'lt'] as const)('should equal the server catalogue in %s', async (language) => {
    const catalogue = (await import(`../apps/api/src/i18n/${language}.ts`)) as Record<string, { schema: object }>;
    const ui = JSON.parse(
      readFileSync(join(root, 'packages', 'ui', 'src', 'locales', 'areas', 'form', `${language}.json`), 'utf8'),
    ) as {
      form: { schema: object };
    };
    expect(ui.form.schema).toEqual(catalogue[language]!.schema);
  });
});
