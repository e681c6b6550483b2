/**
 * The one module that reads instants and names dates in a language, through the platform (`Date.parse`, `Intl`):
 * no date library reaches a consumer's bundle.
 * Civil dates, clock times and time zones are `@laikas/contract/time`'s (issue 26: one time core); this adapter
 * only speaks the grid's vocabulary over them (a local day and the minutes since its midnight).
 */
import {
  daysBetween,
  fromMinutes,
  isCivilDate,
  isoWeekday,
  shiftDate,
  toInstant as toZonedInstant,
  toLocal,
  toMinutes,
  type CivilDate,
} from '@laikas/contract/time';

export type { CivilDate };

/** @deprecated Use `shiftDate` of `@laikas/contract/time`. */
export const addDaysToDate = shiftDate;
/** @deprecated Use `isoWeekday` of `@laikas/contract/time`. */
export const getWeekday = isoWeekday;
/** @deprecated Use `daysBetween` of `@laikas/contract/time`. */
export const differenceInDays = daysBetween;
/** @deprecated Use `isCivilDate` of `@laikas/contract/time`. */
export { isCivilDate };

/** A moment in time as the grid accepts it: a Date or an ISO 8601 string with an offset. */
export type InstantInput = Date | string | number;

/** A local day and the minutes since its midnight, in some time zone. */
export interface ZonedDayMinute {
  date: CivilDate;
  /** Wall-clock minutes since the local midnight, 0..1439. */
  minutes: number;
}

const localeTags = { en: 'en-US', lt: 'lt-LT' } as const;
export type DateLanguage = keyof typeof localeTags;

/** Milliseconds since the epoch of a Date, ISO string or number; NaN when unreadable. */
export function toInstant(value: InstantInput): number {
  if (typeof value === 'number') {
    return value;
  }
  if (value instanceof Date) {
    return value.getTime();
  }
  // ISO 8601 with Z or an offset is that instant; without one it is the local time of the runtime, a date alone its
  // local midnight (as date-fns' parseISO read them; `Date.parse` alone would take a bare date for UTC midnight).
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return Date.parse(dateOnly ? `${value}T00:00:00` : value.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'));
}

/** The local day and wall-clock minute of an instant in an IANA time zone. */
export function toZonedDayMinute(instant: number, timeZone: string): ZonedDayMinute {
  const { date, time } = toLocal(instant, timeZone);
  return { date, minutes: toMinutes(time) };
}

/**
 * The instant of a wall-clock minute (0..1440) of a local day: built from the day's own fields, never by adding
 * milliseconds to midnight, so a daylight-saving change cannot shift it; a minute that does not exist (the skipped
 * spring hour) moves forward as the zone does.
 */
export function fromZonedDayMinute(date: CivilDate, minutes: number, timeZone: string): number {
  return toZonedInstant(date, fromMinutes(minutes), timeZone).getTime();
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Names a civil date in one of the interface languages with `Intl.DateTimeFormat` options (`{ weekday: 'long' }`:
 * "pirmadienis", "Monday"); the date is a calendar day, never shifted by a time zone.
 */
export function formatDate(date: CivilDate, options: Intl.DateTimeFormatOptions, language: DateLanguage): string {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[language], { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(Date.parse(`${date}T00:00:00Z`));
}

/** The full weekday name ("pirmadienis", "Monday"), as the grids head their days. */
export const WEEKDAY: Readonly<Intl.DateTimeFormatOptions> = { weekday: 'long' };
