import {
  expandRepeaterDates,
  REPEATER_INTERVAL_MAX,
  REPEATER_INTERVAL_MIN,
  REPEATER_MAX_YEARS_AHEAD,
  type Repeater,
  type TimeOfDay,
} from '@laikas/contract';
import { message } from '../i18n/index.js';
import { type FieldErrors } from './resourceRules.js';
import { isCivilDate, shiftYears, toInstant } from '@laikas/contract/time';

/** Checks a rule before expanding it; `today` is the institution's date now. Keys are the spec's field keys. */
export function validateRepeater(rule: Repeater, firstDate: string, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (
    !Number.isInteger(rule.interval) ||
    rule.interval < REPEATER_INTERVAL_MIN ||
    rule.interval > REPEATER_INTERVAL_MAX
  ) {
    errors['repeater.interval'] = message('repeat.interval', {
      min: REPEATER_INTERVAL_MIN,
      max: REPEATER_INTERVAL_MAX,
    });
  }
  const latest = shiftYears(today, REPEATER_MAX_YEARS_AHEAD);
  if (!isCivilDate(rule.until)) {
    errors['repeater.until'] = message('repeat.untilNotReal');
  } else if (rule.until < firstDate) {
    errors['repeater.until'] = message('repeat.untilBeforeStart');
  } else if (rule.until > latest) {
    errors['repeater.until'] = message('repeat.tooFarAhead', { count: REPEATER_MAX_YEARS_AHEAD, until: latest });
  }
  return errors;
}

/**
 * Every local date a valid rule gives from `firstDate` to `until`, in order: the contract's expansion (RFC 5545
 * semantics, week start Monday), which the form uses too, without its early stop. A write beyond the cap is refused
 * with the number of dates it asked for (domain/write-limits.ts), never stored as a series cut short.
 */
export function expandDates(firstDate: string, rule: Repeater): string[] {
  return expandRepeaterDates(firstDate, rule, Number.POSITIVE_INFINITY);
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
