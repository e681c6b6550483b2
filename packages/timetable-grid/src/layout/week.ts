import { isoWeekday, shiftDate, type CivilDate } from '@laikas/contract/time';
import { toZonedDayMinute } from './dateAdapter';

/** Days in a week; weeks start on Monday (spec 9). */
export const DAYS_PER_WEEK = 7;

/** The Monday of the week that holds `date`. */
export function getWeekStart(date: CivilDate): CivilDate {
  return shiftDate(date, 1 - isoWeekday(date));
}

/** The seven dates of the week that starts on `weekStart` (any date of the week also works). */
export function getWeekDates(date: CivilDate): CivilDate[] {
  const monday = getWeekStart(date);
  return Array.from({ length: DAYS_PER_WEEK }, (_, index) => shiftDate(monday, index));
}

/** The Monday `weeks` weeks after the week of `date` (negative for earlier weeks). */
export function addWeeks(date: CivilDate, weeks: number): CivilDate {
  return shiftDate(getWeekStart(date), weeks * DAYS_PER_WEEK);
}

/** The Monday of the week an instant falls in, as seen in `timeZone`. */
export function getWeekOfInstant(instant: number, timeZone: string): CivilDate {
  return getWeekStart(toZonedDayMinute(instant, timeZone).date);
}

/** The week's label in the spec's date format: `2026-11-23 – 2026-11-29`. */
export function formatWeekLabel(date: CivilDate): string {
  const monday = getWeekStart(date);
  return `${monday} – ${shiftDate(monday, DAYS_PER_WEEK - 1)}`;
}
