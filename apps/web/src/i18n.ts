import { RESERVATION_FORM_NAMESPACE, reservationFormLocales } from '@laikas/reservation-form';
import { TIMETABLE_GRID_NAMESPACE, timetableGridLocales } from '@laikas/timetable-grid';
import { createI18n, UI_NAMESPACE, uiLocales } from '@laikas/ui';
import { readStoredLanguage } from './data/language';
import en from './locales/en.json';
import lt from './locales/lt.json';

type Tree = Record<string, unknown>;

/*
 * Each area of the app (admin, notifications, reports, …) keeps its strings in its own folder,
 * `locales/areas/<area>/{en,lt}.json`, merged into the web namespace under the key `<area>`
 * (`t('admin.resources.title')`), so that areas grow without touching one shared file.
 */
const areaFiles = import.meta.glob<Tree>('./locales/areas/*/*.json', { eager: true, import: 'default' });

function withAreas(base: Tree, language: 'en' | 'lt'): Tree {
  const merged: Tree = { ...base };
  for (const [path, tree] of Object.entries(areaFiles)) {
    const match = /\/areas\/([^/]+)\/(en|lt)\.json$/.exec(path);
    if (match?.[2] === language) {
      merged[match[1]!] = tree;
    }
  }
  return merged;
}

export const WEB_NAMESPACE = 'web';

function initialLanguage(): 'lt' | 'en' {
  // Spec 4: the user's language, else the stored one, else lt.
  try {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { language?: string } | null;
    if (user?.language === 'lt' || user?.language === 'en') {
      return user.language;
    }
  } catch {
    // a damaged stored user is ignored
  }
  return readStoredLanguage();
}

/** The app's i18next instance with every package's namespace registered. */
export const i18n = createI18n({
  language: initialLanguage(),
  namespaces: {
    [WEB_NAMESPACE]: { en: withAreas(en, 'en'), lt: withAreas(lt, 'lt') },
    [UI_NAMESPACE]: uiLocales,
    [TIMETABLE_GRID_NAMESPACE]: timetableGridLocales,
    [RESERVATION_FORM_NAMESPACE]: reservationFormLocales,
  },
});
