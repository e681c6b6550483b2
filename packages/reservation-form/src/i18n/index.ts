import en from '../locales/en.json';
import lt from '../locales/lt.json';

/** The i18next namespace of `@laikas/reservation-form`. */
export const RESERVATION_FORM_NAMESPACE = 'reservation-form';

/** Translations of `@laikas/reservation-form`, to register with `registerNamespace` of `@laikas/ui`. */
export const reservationFormLocales = { en, lt } as const;
