import { checkDateRange, type DateRangeProblem } from '@laikas/contract/time';
import { ValidationFailedError } from '../errors.js';

/** How a route words and bounds its range of local dates (`from`–`to`, both included). */
export interface DateRangeRules {
  /** The most days the range may hold, both ends counted; unbounded when omitted. */
  maxDays?: number | undefined;
  /** The message when the range is longer (default: "The range may span at most N days"). */
  tooLong?: string | undefined;
  /** The query fields a 422 names, when the route calls them otherwise than `from` and `to`. */
  fields?: { from: string; to: string } | undefined;
  /** One message for every problem, for a route that words them as one. */
  message?: string | undefined;
}

const MESSAGES: Record<Exclude<DateRangeProblem['code'], 'too_long'>, string> = {
  not_a_date: 'The date is not a real date',
  end_before_start: 'The end of the range must not be before its start',
};

/**
 * The API's one date-range check (issue 26): `checkDateRange` of `@laikas/contract/time`, as a 422 naming the field
 * in the route's words. Real dates, `from` first; the end not before the start; at most `maxDays` days.
 */
export function assertDateRange(range: { from: string; to: string }, rules: DateRangeRules = {}): void {
  const problem = checkDateRange(range, rules.maxDays);
  if (!problem) {
    return;
  }
  const field = (rules.fields ?? { from: 'from', to: 'to' })[problem.field];
  const message =
    rules.message ??
    (problem.code === 'too_long'
      ? (rules.tooLong ?? `The range may span at most ${problem.maxDays} days`)
      : MESSAGES[problem.code]);
  throw new ValidationFailedError({ [field]: [message] });
}
