import { daysBetween, isCivilDate } from './civilDate.js';

/** What is wrong with a range of local dates, for the caller to word (the API's messages differ per route). */
export type DateRangeProblem =
  | { field: 'from' | 'to'; code: 'not_a_date' }
  | { field: 'to'; code: 'end_before_start' }
  | { field: 'to'; code: 'too_long'; maxDays: number };

/**
 * The one check of a `from`–`to` range of civil dates (both included): each a real date, the end not before the
 * start, and at most `maxDays` days counted inclusively (unbounded when omitted). Every problem found, `from`'s
 * first; empty when the range is good (the order and length are judged only between two real dates).
 */
export function dateRangeProblems(
  range: { from: string; to: string },
  maxDays = Number.POSITIVE_INFINITY,
): DateRangeProblem[] {
  const problems: DateRangeProblem[] = [];
  if (!isCivilDate(range.from)) {
    problems.push({ field: 'from', code: 'not_a_date' });
  }
  if (!isCivilDate(range.to)) {
    problems.push({ field: 'to', code: 'not_a_date' });
  }
  if (problems.length > 0) {
    return problems;
  }
  if (range.to < range.from) {
    return [{ field: 'to', code: 'end_before_start' }];
  }
  if (daysBetween(range.from, range.to) + 1 > maxDays) {
    return [{ field: 'to', code: 'too_long', maxDays }];
  }
  return [];
}

/** The first problem of `dateRangeProblems`; undefined when the range is good. */
export function checkDateRange(
  range: { from: string; to: string },
  maxDays = Number.POSITIVE_INFINITY,
): DateRangeProblem | undefined {
  return dateRangeProblems(range, maxDays)[0];
}
