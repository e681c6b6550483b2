/**
 * The one module that calls the date library (date-fns 4, for parsing instants and naming dates in a language).
 * Civil dates, clock times and time zones are `@laikas/contract/time`'s (issue 26: one time core); this adapter
 * only speaks the grid's vocabulary over them (a local day and the minutes since its midnight).
 */
import { TZDate } from '@date-fns/tz';
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
import { format, parseISO } from 'date-fns';
import { enUS, lt } from 'date-fns/locale';

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

const locales = { en: enUS, lt } as const;
export type DateLanguage = keyof typeof locales;

/** Milliseconds since the epoch of a Date, ISO string or number; NaN when unreadable. */
export function toInstant(value: InstantInput): number {
  if (typeof value === 'number') {
    return value;
  }
  if (value instanceof Date) {
    return value.getTime();
  }
  // The platform parses the ISO 8601 the API sends (with Z or an offset) fastest; date-fns reads the rest.
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) || !/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? parseISO(value).getTime() : parsed;
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

/** Formats a civil date with a date-fns pattern in one of the interface languages. */
export function formatDate(date: CivilDate, pattern: string, language: DateLanguage): string {
  return format(new TZDate(Date.parse(`${date}T00:00:00Z`), 'UTC'), pattern, { locale: locales[language] });
}
