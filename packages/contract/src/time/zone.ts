import { tzOffset } from '@date-fns/tz';
import { civilDateOfEpochDay, DAY_MS, epochDayOf, shiftDate, type CivilDate } from './civilDate.js';
import { formatTimeOfDay, type TimeOfDay } from './clock.js';

/**
 * Instants and local dates and clock times in an IANA time zone: the one adapter to the time-zone database
 * (@date-fns/tz, over Intl). Everything else is integer arithmetic, so it stays cheap for listings that convert
 * every reservation they show.
 */

/** The time zone reservations are local to when none is given (the institution's default). */
export const DEFAULT_TIME_ZONE = 'Europe/Vilnius';

const MINUTE_MS = 60_000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const CACHE_LIMIT = 100_000;
const quarterHourOffsets = new Map<string, number>();
/** Per zone, per UTC day (days since 1970): the offset of the whole day, or null when it changes that day. */
const dayOffsets = new Map<string, Map<number, number | null>>();

function quarterHourOffset(timeZone: string, instant: number): number {
  const key = `${timeZone}|${Math.floor(instant / QUARTER_HOUR_MS)}`;
  let offset = quarterHourOffsets.get(key);
  if (offset === undefined) {
    if (quarterHourOffsets.size > CACHE_LIMIT) {
      quarterHourOffsets.clear();
    }
    offset = tzOffset(timeZone, new Date(instant));
    quarterHourOffsets.set(key, offset);
  }
  return offset;
}

function offsetAtMs(timeZone: string, instant: number): number {
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  const day = Math.floor(instant / DAY_MS);
  let offset = days.get(day);
  if (offset === undefined) {
    if (days.size > CACHE_LIMIT) {
      days.clear();
    }
    const first = tzOffset(timeZone, new Date(day * DAY_MS));
    offset = first === tzOffset(timeZone, new Date(day * DAY_MS + DAY_MS - 1)) ? first : null;
    days.set(day, offset);
  }
  return offset ?? quarterHourOffset(timeZone, instant);
}

/**
 * UTC offset of a time zone at an instant, in minutes east of Greenwich. Cached per UTC day (issue 18: the lookup,
 * Intl, is the slowest step of a listing): a day whose first and last millisecond have one offset has it throughout
 * (zones change at most once a day); on the few days a zone changes, per quarter hour, since every change of the
 * time-zone database for current years falls on a quarter-hour boundary.
 */
export function offsetAt(timeZone: string, instant: Date | number): number {
  return offsetAtMs(timeZone, typeof instant === 'number' ? instant : instant.getTime());
}

/**
 * The instant a clock time on a local date happens in the time zone. `24:00` is midnight of the next day. A time
 * that does not exist (skipped by a daylight-saving change) moves forward by the gap; a time that happens twice
 * takes the later one (what @date-fns/tz's TZDate does too).
 */
export function toInstant(date: CivilDate, time: TimeOfDay, timeZone: string): Date {
  const asIfUtc = epochDayOf(date) * DAY_MS + (time.hours * 60 + time.minutes) * MINUTE_MS;
  const firstGuess = asIfUtc - offsetAtMs(timeZone, asIfUtc) * MINUTE_MS;
  return new Date(asIfUtc - offsetAtMs(timeZone, firstGuess) * MINUTE_MS);
}

/** The local date and clock time of an instant in the time zone (seconds dropped). */
export function toLocal(instant: Date | number, timeZone: string): { date: CivilDate; time: TimeOfDay } {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const local = ms + offsetAtMs(timeZone, ms) * MINUTE_MS;
  const day = Math.floor(local / DAY_MS);
  const minute = Math.floor((local - day * DAY_MS) / MINUTE_MS);
  return { date: dateOfDay(day), time: { hours: Math.floor(minute / 60), minutes: minute % 60 } };
}

const dayDates = new Map<number, CivilDate>();

/** `YYYY-MM-DD` of a day counted from 1970-01-01, memoized (a listing's reservations fall on a few days). */
function dateOfDay(day: number): CivilDate {
  let date = dayDates.get(day);
  if (date === undefined) {
    if (dayDates.size > CACHE_LIMIT) {
      dayDates.clear();
    }
    date = civilDateOfEpochDay(day);
    dayDates.set(day, date);
  }
  return date;
}

/** The local end of a reservation: an end at midnight reads as 24:00 of the day before. */
export function toLocalEnd(instant: Date | number, timeZone: string): { date: CivilDate; time: TimeOfDay } {
  const local = toLocal(instant, timeZone);
  if (local.time.hours === 0 && local.time.minutes === 0) {
    return { date: shiftDate(local.date, -1), time: { hours: 24, minutes: 0 } };
  }
  return local;
}

/** `YYYY-MM-DD HH:MM` in the time zone (the overlap lists' format). */
export function formatLocal(instant: Date | number, timeZone: string): string {
  const { date, time } = toLocal(instant, timeZone);
  return `${date} ${formatTimeOfDay(time)}`;
}

/** Today's date in the time zone. */
export function todayIn(now: Date | number, timeZone: string): CivilDate {
  return toLocal(now, timeZone).date;
}
