import {
  checkDateRange,
  dateRangeProblems,
  type DateRangeProblem,
  isCivilDate,
  isSupportedDate,
  SUPPORTED_DATES,
} from '@laikas/contract/time';
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
  /** The route's own words for a problem (default: "not a date", "outside the dates taken", "end before start"). */
  messages?: Partial<Record<WordedProblem, Message>> | undefined;
}

type WordedProblem = Exclude<DateRangeProblem['code'], 'too_long'>;

const MESSAGES: Record<WordedProblem, Message> = {
  not_a_date: message('range.notADate'),
  out_of_range: message('range.outsideSupported', SUPPORTED_DATES),
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

/**
 * What is wrong with one date a write takes (a reservation's day, a holiday's ends), for a form that gathers its
 * field errors: not a real date (in the route's words, when it has its own), or outside the dates Laikas takes
 * (`SUPPORTED_DATES`); undefined for a good date.
 */
export function dateError(date: string, notADate: Message = MESSAGES.not_a_date): Message | undefined {
  if (!isCivilDate(date)) {
    return notADate;
  }
  return isSupportedDate(date) ? undefined : MESSAGES.out_of_range;
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
