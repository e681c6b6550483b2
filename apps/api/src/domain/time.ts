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

/**
 * The zone's UTC offset (minutes) at an instant, memoized per quarter hour: every offset change of the time zone
 * database (for current years) happens on a quarter-hour boundary, so one lookup serves the whole quarter, and
 * the lookup itself (Intl) is the slowest step of listing a week.
 */
function offsetAt(timeZone: string, instant: number): number {
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

/** The date `months` months after `date` with the same day of month, or `undefined` when that month lacks it. */
export function sameDayMonthsLater(date: string, months: number): string | undefined {
  const { year, month, day } = dateParts(date);
  const candidate = utcDay(year, month - 1 + months, day);
  if (candidate.getUTCDate() !== day) {
    return undefined;
  }
  return formatDate(candidate);
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
  // One offset lookup, then plain UTC arithmetic: listings call this for every reservation they show.
  const shifted = new Date(instant.getTime() + offsetAt(timeZone, instant.getTime()) * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    time: { hours: shifted.getUTCHours(), minutes: shifted.getUTCMinutes() },
  };
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
