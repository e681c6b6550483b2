import en from '../locales/en.json';
import { usePackageTranslation } from '@laikas/ui/i18n';
import lt from '../locales/lt.json';

/** The i18next namespace of `@laikas/timetable-grid`. */
export const TIMETABLE_GRID_NAMESPACE = 'timetable-grid';

/** Translations of `@laikas/timetable-grid`, to register with `registerNamespace` of `@laikas/ui`. */
export const timetableGridLocales = { en, lt } as const;

/** The translations of `@laikas/timetable-grid` in components: the consumer's i18next instance, or English out of the box. */
export function useTimetableGridTranslation() {
  return usePackageTranslation(TIMETABLE_GRID_NAMESPACE, timetableGridLocales);
}
