import { weekdayKeys, type RepeaterType, type WeekdayKey } from './vocabulary.js';

/** What expanding a rule needs of it (the API's repeat rule, spec 3). */
export interface RepeatRule {
  type: RepeaterType;
  interval: number;
  until: string;
  weekdays: readonly WeekdayKey[];
}

const DAY_MS = 86_400_000;
const utcDay = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day));
const partsOf = (date: string) => date.split('-').map(Number) as [number, number, number];
const format = (day: Date) => day.toISOString().slice(0, 10);

function shift(date: string, days: number): string {
  const [year, month, day] = partsOf(date);
  return format(utcDay(year, month - 1, day + days));
}

function isoWeekdayOf(date: string): number {
  const [year, month, day] = partsOf(date);
  return ((utcDay(year, month - 1, day).getUTCDay() + 6) % 7) + 1;
}

function sameDayMonthsLater(date: string, months: number): string | undefined {
  const [year, month, day] = partsOf(date);
  const candidate = utcDay(year, month - 1 + months, day);
  return candidate.getUTCDate() === day ? format(candidate) : undefined;
}

/** True when the text names a real calendar day (`YYYY-MM-DD`, not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return false;
  }
  const [year, month, day] = partsOf(date);
  const calendarDay = utcDay(year, month - 1, day);
  // Date.UTC reads years 0–99 as 1900–1999: such a date is not the one written (the server's isRealDate agrees).
  return (
    calendarDay.getUTCFullYear() === year && calendarDay.getUTCMonth() === month - 1 && calendarDay.getUTCDate() === day
  );
}

/** Whole days from one date to another. */
export function daysFromTo(from: string, to: string): number {
  const [a, b] = [partsOf(from), partsOf(to)];
  return Math.round((Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / DAY_MS);
}

/**
 * The dates a rule gives from its first date, as the server stores its occurrences: daily every `interval` days;
 * weekly on the chosen weekdays (the first date's weekday when none) of every `interval`-th week from the first
 * date's week, on or after the first date; monthly and yearly on the same day of the month, skipping months that
 * lack it. `until` is inclusive. Invalid input gives no dates. One expansion for both sides: the form checks every
 * occurrence with it before saving, the server stores what it gives. `limit` stops early for a caller that only
 * looks (the form, while someone types an end date years ahead); the server passes `Infinity`, since a write beyond
 * its cap is refused with the number of dates asked, never cut to a shorter series.
 */
export function expandRepeaterDates(firstDate: string, rule: RepeatRule, limit = 2000): string[] {
  if (
    !isCalendarDate(firstDate) ||
    !isCalendarDate(rule.until) ||
    !Number.isInteger(rule.interval) ||
    rule.interval < 1
  ) {
    return [];
  }
  const dates: string[] = [];
  switch (rule.type) {
    case 'daily':
      for (let date = firstDate; date <= rule.until && dates.length < limit; date = shift(date, rule.interval)) {
        dates.push(date);
      }
      return dates;
    case 'weekly': {
      const chosen =
        rule.weekdays.length > 0 ? rule.weekdays.map((key) => weekdayKeys.indexOf(key) + 1) : [isoWeekdayOf(firstDate)];
      const weekdays = [...new Set(chosen)].sort((a, b) => a - b);
      const firstMonday = shift(firstDate, 1 - isoWeekdayOf(firstDate));
      for (
        let monday = firstMonday;
        monday <= rule.until && dates.length < limit;
        monday = shift(monday, 7 * rule.interval)
      ) {
        for (const weekday of weekdays) {
          const date = shift(monday, weekday - 1);
          if (date >= firstDate && date <= rule.until) {
            dates.push(date);
          }
        }
      }
      return dates;
    }
    case 'monthly':
    case 'yearly': {
      const stepMonths = rule.type === 'monthly' ? rule.interval : 12 * rule.interval;
      for (let step = 0; dates.length < limit; step += 1) {
        const monthStart = sameDayMonthsLater(`${firstDate.slice(0, 8)}01`, step * stepMonths);
        if (monthStart === undefined || monthStart > rule.until) {
          return dates;
        }
        const date = sameDayMonthsLater(firstDate, step * stepMonths);
        if (date !== undefined && date <= rule.until) {
          dates.push(date);
        }
      }
      return dates;
    }
    default:
      return rule.type satisfies never;
  }
}
