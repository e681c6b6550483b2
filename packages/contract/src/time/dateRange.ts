import { daysBetween, isCivilDate, isSupportedDate } from './civilDate.js';

/** What is wrong with a range of local dates, for the caller to word (the API's messages differ per route). */
export type DateRangeProblem =
  | { field: 'from' | 'to'; code: 'not_a_date' | 'out_of_range' }
  | { field: 'to'; code: 'end_before_start' }
  | { field: 'to'; code: 'too_long'; maxDays: number };

/**
 * The one check of a `from`–`to` range of civil dates (both included): each a real date within `SUPPORTED_DATES`,
 * the end not before the start, and at most `maxDays` days counted inclusively (unbounded when omitted). Every
 * problem found, `from`'s first; empty when the range is good (the order and length are judged only between two
 * good dates).
 */
export function dateRangeProblems(
  range: { from: string; to: string },
  maxDays = Number.POSITIVE_INFINITY,
): DateRangeProblem[] {
  const problems: DateRangeProblem[] = [];
  for (const field of ['from', 'to'] as const) {
    if (!isCivilDate(range[field])) {
      problems.push({ field, code: 'not_a_date' });
    } else if (!isSupportedDate(range[field])) {
      problems.push({ field, code: 'out_of_range' });
    }
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
