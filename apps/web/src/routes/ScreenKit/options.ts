import { formatTimeOfDay } from '@laikas/contract/time';

/** The hours of a day as choices (when a reminder is sent): 00:00 to 23:00. */
export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: hour,
  label: formatTimeOfDay({ hours: hour, minutes: 0 }),
}));

/** The languages a person can choose, or be written to in, each named in itself. */
export const LANGUAGE_OPTIONS = [
  { value: 'lt' as const, label: 'Lietuvių' },
  { value: 'en' as const, label: 'English' },
];
