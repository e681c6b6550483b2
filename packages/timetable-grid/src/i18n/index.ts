import en from '../locales/en.json';
import lt from '../locales/lt.json';

/** The i18next namespace of `@laikas/timetable-grid`. */
export const TIMETABLE_GRID_NAMESPACE = 'timetable-grid';

/** Translations of `@laikas/timetable-grid`, to register with `registerNamespace` of `@laikas/ui`. */
export const timetableGridLocales = { en, lt } as const;
