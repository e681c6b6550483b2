import { tzOffset } from '@date-fns/tz';
import { type TimeOfDay } from '@laikas/contract';

/**
 * The one adapter between calendar dates, clock times and UTC instants (house style H7). Calendar dates are
 * `YYYY-MM-DD` strings in the institution's time zone; instants are `Date`s.
 */

/** The date's parts; the input is a valid `YYYY-MM-DD`. */
export function dateParts(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const DAY_MS = 86_400_000;
const QUARTER_HOUR_MS = 900_000;
const offsetCache = new Map<string, number>();

/** The zone's UTC offset (minutes) at an instant, memoized per quarter hour (see `offsetAt`). */
function quarterHourOffset(timeZone: string, instant: number): number {
  const key = `${timeZone}|${Math.floor(instant / QUARTER_HOUR_MS)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    if (offsetCache.size > 100_000) {
      offsetCache.clear();
    }
    offset = tzOffset(timeZone, new Date(instant));
    offsetCache.set(key, offset);
  }
  return offset;
}

/** Per zone, per UTC day (days since 1970): the offset of the whole day, or null when it changes that day. */
const dayOffsets = new Map<string, Map<number, number | null>>();

/**
 * The zone's UTC offset (minutes) at an instant. Cached per UTC day (issue 18: a listing converts every
 * reservation it shows, and the lookup, Intl, is the slowest step): a day whose first and last millisecond have the
 * same offset has it throughout (zones change offset at most once a day); on the few days a zone does change, per
 * quarter hour, since every change of the time zone database (for current years) is on a quarter-hour boundary.
 */
function offsetAt(timeZone: string, instant: number): number {
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  const day = Math.floor(instant / DAY_MS);
  let offset = days.get(day);
  if (offset === undefined) {
    if (days.size > 100_000) {
      days.clear();
    }
    const first = tzOffset(timeZone, new Date(day * DAY_MS));
    offset = first === tzOffset(timeZone, new Date(day * DAY_MS + DAY_MS - 1)) ? first : null;
    days.set(day, offset);
  }
  return offset ?? quarterHourOffset(timeZone, instant);
}

/*
 * Calendar arithmetic runs on UTC midnights (plain integers, no zone can shift a day); only turning a local
 * date and clock time into an instant, and back, asks the time zone (through @date-fns/tz's offset table).
 * Repeaters expand thousands of dates per request, so this stays free of per-call Date libraries.
 */
function utcDay(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day));
}

function formatDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** True when the text names a real calendar day (not 2026-02-30). */
export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return false;
  }
  const { year, month, day } = dateParts(date);
  const calendarDay = utcDay(year, month - 1, day);
  return (
    calendarDay.getUTCFullYear() === year && calendarDay.getUTCMonth() === month - 1 && calendarDay.getUTCDate() === day
  );
}

export function shiftDate(date: string, days: number): string {
  const { year, month, day } = dateParts(date);
  return formatDate(utcDay(year, month - 1, day + days));
}

/** The same day `years` later (29 February falls back to the 28th). */
export function shiftYears(date: string, years: number): string {
  const { year, month, day } = dateParts(date);
  const candidate = utcDay(year + years, month - 1, day);
  return formatDate(candidate.getUTCMonth() === month - 1 ? candidate : utcDay(year + years, month, 0));
}

export function daysBetween(from: string, to: string): number {
  const a = dateParts(from);
  const b = dateParts(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const { year, month, day } = dateParts(date);
  return ((utcDay(year, month - 1, day).getUTCDay() + 6) % 7) + 1;
}

/**
 * The instant a clock time on a date happens in the time zone. `24:00` is midnight of the next day. A time that
 * does not exist (skipped by a daylight-saving change) moves forward by the gap; a time that happens twice takes
 * the later one.
 */
export function toInstant(date: string, time: TimeOfDay, timeZone: string): Date {
  const { year, month, day } = dateParts(date);
  const asIfUtc = Date.UTC(year, month - 1, day, time.hours, time.minutes);
  const firstGuess = asIfUtc - offsetAt(timeZone, asIfUtc) * 60_000;
  const offset = offsetAt(timeZone, firstGuess);
  return new Date(asIfUtc - offset * 60_000);
}

/** The local date and clock time of an instant in the time zone. */
export function toLocal(instant: Date, timeZone: string): { date: string; time: TimeOfDay } {
  // One offset lookup, then integer arithmetic: listings call this for every reservation they show.
  const local = instant.getTime() + offsetAt(timeZone, instant.getTime()) * 60_000;
  const day = Math.floor(local / DAY_MS);
  const minute = Math.floor((local - day * DAY_MS) / 60_000);
  return { date: dateOfDay(day), time: { hours: Math.floor(minute / 60), minutes: minute % 60 } };
}

const dayDates = new Map<number, string>();

/** `YYYY-MM-DD` of a day counted from 1970-01-01, memoized (a listing's reservations fall on a few days). */
function dateOfDay(day: number): string {
  let date = dayDates.get(day);
  if (date === undefined) {
    if (dayDates.size > 100_000) {
      dayDates.clear();
    }
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayDates.set(day, date);
  }
  return date;
}

/** The local end of a reservation: an end at midnight reads as 24:00 of the day before. */
export function toLocalEnd(instant: Date, timeZone: string): { date: string; time: TimeOfDay } {
  const local = toLocal(instant, timeZone);
  if (local.time.hours === 0 && local.time.minutes === 0) {
    return { date: shiftDate(local.date, -1), time: { hours: 24, minutes: 0 } };
  }
  return local;
}

/** `YYYY-MM-DD HH:mm` in the time zone (the overlap lists' format). */
export function formatLocal(instant: Date, timeZone: string): string {
  const { date, time } = toLocal(instant, timeZone);
  return `${date} ${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}`;
}

/** Today's date in the time zone. */
export function todayIn(now: Date, timeZone: string): string {
  return toLocal(now, timeZone).date;
}

/** The Monday of the week that holds the date (weeks start on Monday, spec 9). */
export function weekStart(date: string): string {
  return shiftDate(date, 1 - isoWeekday(date));
}
