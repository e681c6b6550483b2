import { toMinutes, isCivilDate } from '@laikas/contract/time';
import type { ReservationFormValues } from './formValues';
import { validateRepeater, type RepeaterErrorCode } from './repeater';

// Each message names its field (WCAG 3.3.1): it is read out alone, from the live region under the field.
export const formErrorCodes = [
  'nameRequired',
  'dateRequired',
  'resourceRequired',
  'timeRequired',
  'endBeforeStart',
] as const;
export type FormErrorCode = (typeof formErrorCodes)[number] | RepeaterErrorCode;

/** Field key (the API's) → what is wrong, as a translation code. */
export type ClientErrors = Partial<Record<string, FormErrorCode>>;

/**
 * What the form checks before sending (the server checks everything again): a resource, a name,
 * a real date, both times with the end after the start, and the repeat rule (interval 1–20, until).
 */
export function validateFormValues(values: ReservationFormValues): ClientErrors {
  const errors: ClientErrors = {};
  if (values.reservable.length === 0) {
    errors.reservable = 'resourceRequired';
  }
  if (values.name.trim() === '') {
    errors.name = 'nameRequired';
  }
  if (!isCivilDate(values.from)) {
    errors.from = 'dateRequired';
  }
  if (!values.from_time || !values.to_time) {
    errors.to = 'timeRequired';
  } else if (toMinutes(values.to_time) <= toMinutes(values.from_time)) {
    errors.to = 'endBeforeStart';
  }
  if (values.repeater) {
    Object.assign(errors, validateRepeater(values.repeater, values.from));
  }
  return errors;
}

/** Whether a set of client errors is empty. */
export function hasErrors(errors: ClientErrors): boolean {
  return Object.values(errors).some((code) => code !== undefined);
}
