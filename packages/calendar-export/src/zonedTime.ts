import { TZDate, tzOffset, tzScan } from '@date-fns/tz';
import { type TimeOfDay } from '@laikas/contract/time';
import { parseDate } from './calendarDates.js';

/**
 * Instants and local times in a time zone: the one adapter between this package and the time-zone library (house
 * style H7).
 */

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
