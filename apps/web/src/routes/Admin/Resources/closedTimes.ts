import type { ClosedTime, WeeklyBlackout } from '@laikas/contract';
import { formatTimeOfDay } from '@laikas/contract/time';

/** What a closed time's write makes read again: the room's lists, and every week and timetable it closes. */
export const CLOSED_TIME_AREAS = ['periods', 'reservations'];

/** The room's closed times: its addresses under `/api/admin/resources/{id}/`. */
export const closedTimePaths = (resourceId: number) => ({
  single: `/api/admin/resources/${resourceId}/blackouts`,
  weekly: `/api/admin/resources/${resourceId}/weekly-blackouts`,
});

/** Where the form's closed time is written (a weekly rule or one span), and its body (without the form's `weekly`). */
export function closedTimeRequest(resourceId: number, { weekly, ...body }: ClosedTime) {
  const paths = closedTimePaths(resourceId);
  return { path: weekly ? paths.weekly : paths.single, body };
}

type WeeklyRule = Pick<WeeklyBlackout, 'weekdays' | 'from_time' | 'to_time'>;

/** The words a weekly rule is said in: each weekday's ("on Mondays"), and the sentence around the days and hours. */
export interface WeeklyRuleWords {
  on: (weekday: WeeklyRule['weekdays'][number]) => string;
  sentence: (parts: { days: string; from: string; to: string }) => string;
}

/**
 * A weekly rule in words: "Mondays and Fridays, 12:00–14:00" (lt "Pirmadieniais ir penktadieniais, 12:00–14:00"),
 * the days joined as `language` joins a list. Pure.
 */
export function formatWeeklyRule(rule: WeeklyRule, language: string, words: WeeklyRuleWords) {
  const days = new Intl.ListFormat(language, { type: 'conjunction' }).format(rule.weekdays.map(words.on));
  const text = words.sentence({ days, from: formatTimeOfDay(rule.from_time), to: formatTimeOfDay(rule.to_time) });
  // The Lithuanian days are lower case inside a sentence; a cell starts with a capital.
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
