import { formatTimeOfDay, parseCivilDate, parseLocalDateTime, type TimeOfDay } from '@laikas/contract/time';
import { format, type Locale } from 'date-fns';

/**
 * The one adapter between the date picker's string values and dates (house style H7):
 * values are `YYYY-MM-DD` (spec 5) or, with a time, `YYYY-MM-DD HH:mm`, in local time.
 */

export type { TimeOfDay };

export interface DateTimeValue {
  /** Local midnight of the day. */
  date: Date;
  time: TimeOfDay | null;
}

/** Display and value format of dates (spec 9: `Y-MM-dd`). */
export const DATE_FORMAT = 'yyyy-MM-dd';
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm';
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;
export const DEFAULT_MINUTE_STEP = 5;

/**
 * Reads a `YYYY-MM-DD` or `YYYY-MM-DD HH:mm` value; null for an empty or malformed one. The time core
 * (`@laikas/contract/time`) says whether the day is real and reads the clock; a picked time ends before midnight.
 */
export function parseDateValue(value: string | null | undefined): DateTimeValue | null {
  const local = parseLocalDateTime(value ?? '');
  const day = local ? parseCivilDate(local.date) : undefined;
  if (!local || !day || (local.time && local.time.hours > 23)) {
    return null;
  }
  return { date: new Date(day.year, day.month - 1, day.day), time: local.time };
}

/** Writes a day (and a time) as the picker's value. */
export function formatDateValue(date: Date, time: TimeOfDay | null = null): string {
  if (!time) {
    return format(date, DATE_FORMAT);
  }
  return `${format(date, DATE_FORMAT)} ${formatTimeOfDay(time)}`;
}

/** Rounds minutes down to the step (10:43 with 5-minute steps is 10:40). */
export function floorToStep(time: TimeOfDay, step = DEFAULT_MINUTE_STEP): TimeOfDay {
  return { hours: time.hours, minutes: Math.floor(time.minutes / step) * step };
}

/** The minutes a person can pick with the step: 0, 5, …, 55 for 5. */
export function listMinuteOptions(step = DEFAULT_MINUTE_STEP): number[] {
  const minutes: number[] = [];
  for (let minute = 0; minute < 60; minute += step) {
    minutes.push(minute);
  }
  return minutes;
}

/** A day spelled out for assistive technology ("Monday, March 9, 2026"): the digits stay whole words. */
export function formatLongDate(date: Date, locale: Locale): string {
  return format(date, 'EEEE, MMMM d, yyyy', { locale });
}
