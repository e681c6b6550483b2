import { TZDate, tzOffset, tzScan } from '@date-fns/tz';
import { parseTimeOfDay, type TimeOfDay } from '@laikas/contract/time';

/**
 * The one adapter between this package and the date library (house style H7). Dates are `YYYY-MM-DD` texts in the
 * institution's time zone; clock times are `{hours, minutes}`.
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

/** The instant a local date and clock time (24:00 = next midnight) name in a time zone. */
export function toInstant(date: string, time: TimeOfDay, timeZone: string): Date {
  const parts = parseDate(date);
  if (!parts) {
    throw new RangeError(`Not a date: ${date}`);
  }
  return new Date(+new TZDate(parts.year, parts.month - 1, parts.day, time.hours, time.minutes, timeZone));
}

/** The local wall-clock parts of an instant in a time zone. */
export function wallClockOf(
  instant: Date,
  timeZone: string,
): { year: number; month: number; day: number; hours: number; minutes: number; seconds: number } {
  const local = new TZDate(+instant, timeZone);
  return {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    hours: local.getHours(),
    minutes: local.getMinutes(),
    seconds: local.getSeconds(),
  };
}

/** UTC offset of a time zone at an instant, in minutes east of Greenwich. */
export function offsetAt(timeZone: string, instant: Date): number {
  return tzOffset(timeZone, instant);
}

/** Every change of a time zone's UTC offset between two instants. */
export function offsetChangesBetween(
  timeZone: string,
  start: Date,
  end: Date,
): { date: Date; offset: number; change: number }[] {
  return tzScan(timeZone, { start, end });
}
