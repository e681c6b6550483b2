import { daysBetween, isCivilDate } from './civilDate.js';

/** What is wrong with a range of local dates, for the caller to word (the API's messages differ per route). */
export type DateRangeProblem =
  | { field: 'from' | 'to'; code: 'not_a_date' }
  | { field: 'to'; code: 'end_before_start' }
  | { field: 'to'; code: 'too_long'; maxDays: number };

/**
 * The one check of a `from`–`to` range of civil dates (both included): each a real date (`from` first), the end
 * not before the start, and at most `maxDays` days counted inclusively (unbounded when omitted). Undefined when
 * the range is good.
 */
export function checkDateRange(
  range: { from: string; to: string },
  maxDays = Number.POSITIVE_INFINITY,
): DateRangeProblem | undefined {
  if (!isCivilDate(range.from)) {
    return { field: 'from', code: 'not_a_date' };
  }
  if (!isCivilDate(range.to)) {
    return { field: 'to', code: 'not_a_date' };
  }
  if (range.to < range.from) {
    return { field: 'to', code: 'end_before_start' };
  }
  if (daysBetween(range.from, range.to) + 1 > maxDays) {
    return { field: 'to', code: 'too_long', maxDays };
  }
  return undefined;
}
