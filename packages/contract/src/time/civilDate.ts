/**
 * Civil dates: `YYYY-MM-DD` texts naming a day on the calendar, in no time zone (the institution's, by convention).
 * Arithmetic runs on UTC midnights, plain integers no zone can shift; only `zone.ts` asks a time zone.
 */

/** A calendar date without a time or zone: `YYYY-MM-DD`. */
export type CivilDate = string;

/** The parts of a civil date (`month` 1–12). */
export interface CivilDateParts {
  year: number;
  month: number;
  day: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DAY_MS = 86_400_000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The parts of a real `YYYY-MM-DD` date; undefined for anything else (2026-02-30, 2026-2-3, years 0–99 read as 19xx). */
export function parseCivilDate(text: string): CivilDateParts | undefined {
  const match = DATE_PATTERN.exec(text);
  if (!match) {
    return undefined;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC reads years 0–99 as 1900–1999 and rolls 02-30 over into March: either way not the day written.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

/** True when the text names a real calendar day (`YYYY-MM-DD`, not 2026-02-30). */
export function isCivilDate(text: string): text is CivilDate {
  return parseCivilDate(text) !== undefined;
}

/**
 * The dates Laikas takes, both included: the date picker's years (spec 9). Arithmetic near the ends of the four-digit
 * years leaves `YYYY-MM-DD` (the day after 9999-12-31 is "10000-01-01", which reads back as a day of the year 999 and
 * sorts before "9999" as text); within these years every date derived from one (the day after a range, the week
 * around it, a year on) still has four digits. A date a client sends outside them is refused, not misread.
 */
export const SUPPORTED_DATES = { from: '1900-01-01', to: '2100-12-31' } as const;

/** True when a `YYYY-MM-DD` date lies within `SUPPORTED_DATES`. */
export function isSupportedDate(date: CivilDate): boolean {
  return SUPPORTED_DATES.from <= date && date <= SUPPORTED_DATES.to;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (the input is of that shape; an unreal day rolls over as Date.UTC does). */
export function epochDayOf(date: CivilDate): number {
  return Math.round(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS,
  );
}

/** The `YYYY-MM-DD` date of a day counted from 1970-01-01. */
export function civilDateOfEpochDay(day: number): CivilDate {
  const value = new Date(day * DAY_MS);
  return `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
}

/** The date `days` after `date` (negative for before). */
export function shiftDate(date: CivilDate, days: number): CivilDate {
  return civilDateOfEpochDay(epochDayOf(date) + days);
}

/** The same day `months` later, or undefined when that month lacks it (31 January + 1 month). */
export function shiftMonths(date: CivilDate, months: number): CivilDate | undefined {
  const day = Number(date.slice(8, 10));
  const candidate = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + months, day));
  return candidate.getUTCDate() === day ? civilDateOfEpochDay(Math.round(candidate.getTime() / DAY_MS)) : undefined;
}

/** The same day `years` later (29 February falls back to the 28th). */
export function shiftYears(date: CivilDate, years: number): CivilDate {
  return shiftMonths(date, 12 * years) ?? shiftDate(`${pad(Number(date.slice(0, 4)) + years, 4)}-03-01`, -1);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CivilDate, to: CivilDate): number {
  return epochDayOf(to) - epochDayOf(from);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: CivilDate): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((epochDayOf(date) + 3) % 7) + 7) % 7) + 1;
}

/** The Monday of the week that holds the date (weeks start on Monday, spec 9). */
export function weekStart(date: CivilDate): CivilDate {
  return shiftDate(date, 1 - isoWeekday(date));
}

/**
 * The Monday of the week Home shows a student on `today`: this week's, but from Saturday on the coming week's (the
 * week then ending has no lecture left to go to). The browser and the server's first screen both ask for it.
 */
export function homeWeekStart(today: CivilDate): CivilDate {
  return weekStart(shiftDate(today, 2));
}
