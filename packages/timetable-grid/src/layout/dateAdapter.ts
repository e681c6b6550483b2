/**
 * The one module that calls the date library (date-fns 4 + @date-fns/tz). Everything else in the
 * package works with plain numbers (instants in ms, minutes from a local midnight) and civil dates
 * (`YYYY-MM-DD` strings), so the library can be swapped by rewriting this file alone.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';
import { enUS, lt } from 'date-fns/locale';

/** A calendar date without a time or zone: `YYYY-MM-DD`. */
export type CivilDate = string;

/** A moment in time as the grid accepts it: a Date or an ISO 8601 string with an offset. */
export type InstantInput = Date | string | number;

/** A local day and the minutes since its midnight, in some time zone. */
export interface ZonedDayMinute {
  date: CivilDate;
  /** Wall-clock minutes since the local midnight, 0..1439. */
  minutes: number;
}

const MINUTE = 60_000;
const locales = { en: enUS, lt } as const;
export type DateLanguage = keyof typeof locales;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

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

const OFFSET_BUCKET = 15 * MINUTE;
const offsetCache = new Map<string, number>();

/**
 * The zone's UTC offset in minutes at an instant. Zones change their offsets on a quarter hour
 * (every rule since the 1970s does), so one lookup per zone and quarter hour is exact; a busy week asks Intl a few hundred
 * times instead of thousands.
 */
function getOffsetMinutes(instant: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(instant / OFFSET_BUCKET)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    if (offsetCache.size > 50_000) {
      offsetCache.clear();
    }
    offset = tzOffset(timeZone, new Date(Math.floor(instant / OFFSET_BUCKET) * OFFSET_BUCKET));
    offsetCache.set(key, offset);
  }
  return offset;
}

/** The local day and wall-clock minute of an instant in an IANA time zone. */
export function toZonedDayMinute(instant: number, timeZone: string): ZonedDayMinute {
  const local = new Date(instant + getOffsetMinutes(instant, timeZone) * MINUTE);
  return {
    date: `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/**
 * The instant of a wall-clock minute (0..1440) of a local day. Built from the day's own fields,
 * never by adding milliseconds to midnight, so a daylight-saving change cannot shift it; a
 * minute that does not exist (the skipped spring hour) moves forward as the zone does.
 */
export function fromZonedDayMinute(date: CivilDate, minutes: number, timeZone: string): number {
  const [year, month, day] = parseCivilDate(date);
  return new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, timeZone).getTime();
}

function parseCivilDate(date: CivilDate): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) {
    throw new RangeError(`Expected a date as YYYY-MM-DD, got ${date}`);
  }
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** A civil date as a Date at UTC midnight: the zone-free carrier for calendar arithmetic. */
function civilToUtc(date: CivilDate): Date {
  const [year, month, day] = parseCivilDate(date);
  return new Date(Date.UTC(year, month - 1, day));
}

function utcToCivil(value: Date): CivilDate {
  return `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
}

// Calendar arithmetic on civil dates runs on UTC midnights with the platform's Date: no zone can
// interfere, and it is a hundred times cheaper than a TZDate per call (the grid does it per event).

/** The civil date `days` after `date` (negative for before). */
export function addDaysToDate(date: CivilDate, days: number): CivilDate {
  const value = civilToUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return utcToCivil(value);
}

/** ISO weekday of a civil date: 1 = Monday … 7 = Sunday. */
export function getWeekday(date: CivilDate): number {
  return civilToUtc(date).getUTCDay() || 7;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function differenceInDays(from: CivilDate, to: CivilDate): number {
  return Math.round((civilToUtc(to).getTime() - civilToUtc(from).getTime()) / 86_400_000);
}

/** Formats a civil date with a date-fns pattern in one of the interface languages. */
export function formatDate(date: CivilDate, pattern: string, language: DateLanguage): string {
  return format(new TZDate(civilToUtc(date), 'UTC'), pattern, { locale: locales[language] });
}

/** True when `value` is a valid `YYYY-MM-DD` calendar date. */
export function isCivilDate(value: string): value is CivilDate {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && utcToCivil(civilToUtc(value)) === value;
}
