import { parseTimeOfDay, type TimeOfDay } from '@laikas/contract/time';

/**
 * Calendar dates and clock times, no time zone involved: dates are `YYYY-MM-DD` texts (in the institution's time
 * zone), clock times `{hours, minutes}`. Apart from `zonedTime.ts` so that an app using only these (the reservation
 * form's first render) does not load the time-zone conversions.
 */

/** The time zone reservations are local to when none is given. */
export const DEFAULT_TIME_ZONE = 'Europe/Vilnius';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The parts of a `YYYY-MM-DD` text, or undefined when it is not a real date. */
export function parseDate(date: string): { year: number; month: number; day: number } | undefined {
  const match = DATE_PATTERN.exec(date);
  if (!match) {
    return undefined;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

function utcDayOf(date: string): Date {
  const parts = parseDate(date);
  if (!parts) {
    throw new RangeError(`Not a date: ${date}`);
  }
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

/** The date `days` after a `YYYY-MM-DD` date (calendar days: UTC arithmetic, no time zone involved). */
export function shiftDate(date: string, days: number): string {
  return new Date(utcDayOf(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf(date: string): number {
  const weekday = utcDayOf(date).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** A clock time given as `{hours, minutes}` or `HH:MM`; null when there is none or it does not read. */
export function toTimeOfDay(value: TimeOfDay | string | null | undefined): TimeOfDay | null {
  if (value === null || value === undefined) {
    return null;
  }
  if (typeof value === 'string') {
    return parseTimeOfDay(value.trim()) ?? null;
  }
  return { hours: value.hours, minutes: value.minutes };
}
