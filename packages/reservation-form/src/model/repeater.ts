import {
  REPEATER_INTERVAL_MAX,
  REPEATER_INTERVAL_MIN,
  weekdayKeys,
  type RepeaterType,
  type WeekdayKey,
  isCivilDate,
  isoWeekday,
  moveWeekdays,
  shiftDate,
} from '@laikas/contract/time';
import type { Repeater } from '@laikas/contract';

/** How many days after the reservation's date a new series ends (spec 9). */
export const DEFAULT_REPEAT_DAYS = 7;

/** Ticking "repeat": daily, every day, until the date plus 7 days, no weekdays (spec 4). */
export function createDefaultRepeater(date: string): Repeater {
  const until = isCivilDate(date) ? shiftDate(date, DEFAULT_REPEAT_DAYS) : '';
  return { type: 'daily', interval: REPEATER_INTERVAL_MIN, until, weekdays: [] };
}

export const repeaterErrorCodes = ['intervalRange', 'untilRequired', 'untilBeforeDate'] as const;
export type RepeaterErrorCode = (typeof repeaterErrorCodes)[number];

/** Whether an interval is a whole number from 1 to 20 (spec 5). */
export function isValidInterval(interval: number): boolean {
  return Number.isInteger(interval) && interval >= REPEATER_INTERVAL_MIN && interval <= REPEATER_INTERVAL_MAX;
}

/** The problems of a rule the form can see before asking the server, by the server's field keys. */
export function validateRepeater(
  repeater: Repeater,
  date: string,
): Partial<Record<'repeater.interval' | 'repeater.until', RepeaterErrorCode>> {
  const errors: Partial<Record<'repeater.interval' | 'repeater.until', RepeaterErrorCode>> = {};
  if (!isValidInterval(repeater.interval)) {
    errors['repeater.interval'] = 'intervalRange';
  }
  if (!isCivilDate(repeater.until)) {
    errors['repeater.until'] = 'untilRequired';
  } else if (isCivilDate(date) && repeater.until < date) {
    errors['repeater.until'] = 'untilBeforeDate';
  }
  return errors;
}

/** Reads the interval field: the number typed, or NaN when it is not a whole number. */
export function parseInterval(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** Changes the rule's type; weekdays only mean something for weekly rules and are dropped otherwise. */
export function changeRepeaterType(repeater: Repeater, type: RepeaterType): Repeater {
  return { ...repeater, type, weekdays: type === 'weekly' ? repeater.weekdays : [] };
}

/**
 * The weekdays a rule runs on, as the form ticks them: the chosen ones, or for a weekly rule with none its first
 * date's weekday (the server's rule, `expandRepeaterDates`). The rule keeps "none" (it follows the date when the date
 * changes: an "all" edit that moves the series to Tuesday runs on Tuesdays); the form shows the day it means.
 */
export function getRunningWeekdays(repeater: Repeater, date: string): WeekdayKey[] {
  if (repeater.type !== 'weekly' || repeater.weekdays.length > 0 || !isCivilDate(date)) {
    return [...repeater.weekdays];
  }
  return [weekdayKeys[isoWeekday(date) - 1]!];
}

/**
 * A saved weekly rule's weekdays moved as its date moves from `before` to `after`, as the server moves them when the
 * series is saved (docs/decisions/series-edits-move-their-weekdays.md): Mondays become Tuesdays, so what is ticked is
 * what is saved. A rule with none ticked follows its date already; any other, or a date not given, stays as it is.
 */
export function moveWeekdaysWithDate(repeater: Repeater, before: string, after: string): Repeater {
  if (repeater.type !== 'weekly' || repeater.weekdays.length === 0 || !isCivilDate(before) || !isCivilDate(after)) {
    return repeater;
  }
  const shift = isoWeekday(after) - isoWeekday(before);
  if (shift === 0) {
    return repeater;
  }
  return { ...repeater, weekdays: moveWeekdays(repeater.weekdays, shift) };
}

/**
 * Adds or removes a weekday of those the rule runs on (`getRunningWeekdays`, so that ticking Wednesday beside the
 * date's Monday gives both), keeping the list in week order (Monday first). Unticking the last one gives none: the
 * rule runs on the date's weekday again.
 */
export function toggleWeekday(repeater: Repeater, weekday: WeekdayKey, date = ''): Repeater {
  const chosen = new Set(getRunningWeekdays(repeater, date));
  if (chosen.has(weekday)) {
    chosen.delete(weekday);
  } else {
    chosen.add(weekday);
  }
  return { ...repeater, weekdays: weekdayKeys.filter((key) => chosen.has(key)) };
}
