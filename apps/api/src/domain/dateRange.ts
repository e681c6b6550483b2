import { checkDateRange, dateRangeProblems, type DateRangeProblem } from '@laikas/contract/time';
import { type FieldErrors, ValidationFailedError } from '../errors.js';
import { type Message, message } from '../i18n/index.js';

/** How a route words and bounds its range of local dates (`from`–`to`, both included). */
export interface DateRangeRules {
  /** The most days the range may hold, both ends counted; unbounded when omitted. */
  maxDays?: number | undefined;
  /** The message when the range is longer (default: "The range may span at most N days"). */
  tooLong?: Message | undefined;
  /** The query fields a 422 names, when the route calls them otherwise than `from` and `to`. */
  fields?: { from: string; to: string } | undefined;
  /** One message for every problem, for a route that words them as one. */
  message?: Message | undefined;
  /** The route's own words for a problem (default: "not a date", "the end is before the start"). */
  messages?: Partial<Record<'not_a_date' | 'end_before_start', Message>> | undefined;
}

const MESSAGES: Record<Exclude<DateRangeProblem['code'], 'too_long'>, Message> = {
  not_a_date: message('range.notADate'),
  end_before_start: message('range.endBeforeStart'),
};

function wording(problem: DateRangeProblem, rules: DateRangeRules): Message {
  if (rules.message) {
    return rules.message;
  }
  if (problem.code === 'too_long') {
    return rules.tooLong ?? message('range.atMostDays', { count: problem.maxDays });
  }
  return rules.messages?.[problem.code] ?? MESSAGES[problem.code];
}

const fieldOf = (problem: DateRangeProblem, rules: DateRangeRules) =>
  (rules.fields ?? { from: 'from', to: 'to' })[problem.field];

/**
 * The API's one date-range check (issue 26): `checkDateRange` of `@laikas/contract/time`, as a 422 naming the field
 * in the route's words. Real dates, `from` first; the end not before the start; at most `maxDays` days.
 */
export function assertDateRange(range: { from: string; to: string }, rules: DateRangeRules = {}): void {
  const problem = checkDateRange(range, rules.maxDays);
  if (problem) {
    throw new ValidationFailedError({ [fieldOf(problem, rules)]: [wording(problem, rules)] });
  }
}

/**
 * A list's optional date filter: both ends checked as a range, one end alone as a real date (31 February is not),
 * each as a 422 naming its field.
 */
export function assertDateFilter(filter: { from?: string | undefined; to?: string | undefined }): void {
  if (filter.from && filter.to) {
    assertDateRange({ from: filter.from, to: filter.to });
  } else if (filter.from || filter.to) {
    const field = filter.from ? 'from' : 'to';
    const date = (filter.from ?? filter.to)!;
    assertDateRange({ from: date, to: date }, { fields: { from: field, to: field } });
  }
}

/** The same check for a form that gathers its field errors: every problem of the range added to `errors`. */
export function addDateRangeErrors(
  errors: FieldErrors,
  range: { from: string; to: string },
  rules: DateRangeRules = {},
): void {
  for (const problem of dateRangeProblems(range, rules.maxDays)) {
    const field = fieldOf(problem, rules);
    errors[field] = [...(errors[field] ?? []), wording(problem, rules)];
  }
}
