import { TIMETABLE_GRID_NAMESPACE, timetableGridLocales } from '@laikas/timetable-grid';
import { RESERVATION_FORM_NAMESPACE, reservationFormLocales } from '@laikas/reservation-form';
import { UI_NAMESPACE, uiLocales } from '@laikas/ui';
import { createI18n } from '@laikas/ui/i18next';

/**
 * Every package's namespace, registered once for all stories. A package that ships
 * translations adds its `{ en, lt }` bundles here and in the app's i18n set-up.
 */
export const storybookI18n = createI18n({
  language: 'lt',
  namespaces: {
    [UI_NAMESPACE]: uiLocales,
    [RESERVATION_FORM_NAMESPACE]: reservationFormLocales,
    [TIMETABLE_GRID_NAMESPACE]: timetableGridLocales,
  },
});
