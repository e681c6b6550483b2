import {
  REPEATER_INTERVAL_MAX,
  REPEATER_INTERVAL_MIN,
  REPEATER_MAX_YEARS_AHEAD,
  weekdayKeys,
  type Repeater,
  type TimeOfDay,
} from '@laikas/contract';
import { type FieldErrors } from './resourceRules.js';
import { isoWeekday, isRealDate, sameDayMonthsLater, shiftDate, shiftYears, toInstant, weekStart } from './time.js';

/** Checks a rule before expanding it; `today` is the institution's date now. Keys are the spec's field keys. */
export function validateRepeater(rule: Repeater, firstDate: string, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (
    !Number.isInteger(rule.interval) ||
    rule.interval < REPEATER_INTERVAL_MIN ||
    rule.interval > REPEATER_INTERVAL_MAX
  ) {
    errors['repeater.interval'] =
      `The interval is a whole number from ${REPEATER_INTERVAL_MIN} to ${REPEATER_INTERVAL_MAX}`;
  }
  const latest = shiftYears(today, REPEATER_MAX_YEARS_AHEAD);
  if (!isRealDate(rule.until)) {
    errors['repeater.until'] = 'The end of the series is not a real date';
  } else if (rule.until < firstDate) {
    errors['repeater.until'] = 'The series must end on or after its first day';
  } else if (rule.until > latest) {
    errors['repeater.until'] = `A series may run at most ${REPEATER_MAX_YEARS_AHEAD} years ahead (until ${latest})`;
  }
  return errors;
}

/**
 * The local dates a valid rule gives from `firstDate` to `until`, in order (RFC 5545 semantics, week start Monday):
 * weekly takes the chosen weekdays (the first date's weekday when none), monthly and yearly keep the day of the
 * month and skip months or years without it (31st, 29 February).
 */
export function expandDates(firstDate: string, rule: Repeater): string[] {
  const dates: string[] = [];
  switch (rule.type) {
    case 'daily':
      for (let date = firstDate; date <= rule.until; date = shiftDate(date, rule.interval)) {
        dates.push(date);
      }
      return dates;
    case 'weekly': {
      const chosen =
        rule.weekdays.length > 0 ? rule.weekdays.map((key) => weekdayKeys.indexOf(key) + 1) : [isoWeekday(firstDate)];
      const weekdays = [...new Set(chosen)].sort((a, b) => a - b);
      for (let monday = weekStart(firstDate); monday <= rule.until; monday = shiftDate(monday, 7 * rule.interval)) {
        for (const weekday of weekdays) {
          const date = shiftDate(monday, weekday - 1);
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
      // A month (or year) without the day is skipped, so step on months and stop once past `until`'s month.
      for (let step = 0; ; step += 1) {
        const monthStart = sameDayMonthsLater(`${firstDate.slice(0, 8)}01`, step * stepMonths);
        if (monthStart === undefined || monthStart > rule.until) {
          return dates;
        }
        const date = sameDayMonthsLater(firstDate, step * stepMonths);
        if (date !== undefined && date <= rule.until) {
          dates.push(date);
        }
      }
    }
    default:
      return rule.type satisfies never;
  }
}

export interface Occurrence {
  date: string;
  start: Date;
  end: Date;
}

/** Places the clock times on each local date in the time zone, so 10:00 stays 10:00 across DST changes. */
export function placeOccurrences(
  dates: readonly string[],
  fromTime: TimeOfDay,
  toTime: TimeOfDay,
  timeZone: string,
): Occurrence[] {
  return dates.map((date) => ({
    date,
    start: toInstant(date, fromTime, timeZone),
    end: toInstant(date, toTime, timeZone),
  }));
}
