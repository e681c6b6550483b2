import { isCivilDate, isoWeekday, shiftDate, shiftMonths } from './time/civilDate.js';
import { weekdayKeys, type RepeaterType, type WeekdayKey } from './vocabulary.js';

/** What expanding a rule needs of it (the API's repeat rule, spec 3). */
export interface RepeatRule {
  type: RepeaterType;
  interval: number;
  until: string;
  weekdays: readonly WeekdayKey[];
}

/**
 * The dates a rule gives from its first date, as the server stores its occurrences: daily every `interval` days;
 * weekly on the chosen weekdays (the first date's weekday when none) of every `interval`-th week from the first
 * date's week, on or after the first date; monthly and yearly on the same day of the month, skipping months that
 * lack it. `until` is inclusive. Invalid input gives no dates. One expansion for both sides: the form checks every
 * occurrence with it before saving, the server stores what it gives. `limit` stops early for a caller that only
 * looks (the form, while someone types an end date years ahead); the server passes `Infinity`, since a write beyond
 * its cap is refused with the number of dates asked, never cut to a shorter series.
 */
export function expandRepeaterDates(firstDate: string, rule: RepeatRule, limit = 2000): string[] {
  if (!isCivilDate(firstDate) || !isCivilDate(rule.until) || !Number.isInteger(rule.interval) || rule.interval < 1) {
    return [];
  }
  const dates: string[] = [];
  switch (rule.type) {
    case 'daily':
      for (let date = firstDate; date <= rule.until && dates.length < limit; date = shiftDate(date, rule.interval)) {
        dates.push(date);
      }
      return dates;
    case 'weekly': {
      const chosen =
        rule.weekdays.length > 0 ? rule.weekdays.map((key) => weekdayKeys.indexOf(key) + 1) : [isoWeekday(firstDate)];
      const weekdays = [...new Set(chosen)].sort((a, b) => a - b);
      const firstMonday = shiftDate(firstDate, 1 - isoWeekday(firstDate));
      for (
        let monday = firstMonday;
        monday <= rule.until && dates.length < limit;
        monday = shiftDate(monday, 7 * rule.interval)
      ) {
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
      for (let step = 0; dates.length < limit; step += 1) {
        const monthStart = shiftMonths(`${firstDate.slice(0, 8)}01`, step * stepMonths);
        if (monthStart === undefined || monthStart > rule.until) {
          return dates;
        }
        const date = shiftMonths(firstDate, step * stepMonths);
        if (date !== undefined && date <= rule.until) {
          dates.push(date);
        }
      }
      return dates;
    }
    default:
      return rule.type satisfies never;
  }
}

/**
 * The weekdays of a weekly rule moved `shift` days as its occurrences move: Mondays moved a day on are Tuesdays, and
 * Mondays and Wednesdays are Tuesdays and Thursdays. In week order (Monday first), once each. The server moves a
 * saved series' rule so, and the form its ticks as the date moves (docs/decisions/series-edits-move-their-weekdays.md).
 */
export function moveWeekdays(weekdays: readonly WeekdayKey[], shift: number): WeekdayKey[] {
  const moved = new Set(weekdays.map((key) => weekdayKeys[(((weekdayKeys.indexOf(key) + shift) % 7) + 7) % 7]!));
  return weekdayKeys.filter((key) => moved.has(key));
}
