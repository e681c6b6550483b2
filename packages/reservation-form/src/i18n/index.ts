import en from '../locales/en.json';
import { usePackageTranslation } from '@laikas/ui/i18n';
import lt from '../locales/lt.json';

/** The i18next namespace of `@laikas/reservation-form`. */
export const RESERVATION_FORM_NAMESPACE = 'reservation-form';

/** Translations of `@laikas/reservation-form`, to register with `registerNamespace` of `@laikas/ui`. */
export const reservationFormLocales = { en, lt } as const;

/** The translations of `@laikas/reservation-form` in components: the consumer's i18next instance, or English out of the box. */
export function useReservationFormTranslation() {
  return usePackageTranslation(RESERVATION_FORM_NAMESPACE, reservationFormLocales);
}
