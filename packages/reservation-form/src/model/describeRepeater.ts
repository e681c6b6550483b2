import { type CivilDate, isCivilDate, isoWeekday, weekdayKeys, type WeekdayKey } from '@laikas/contract/time';
import type { Repeater } from '@laikas/contract';
import type { Translate } from '@laikas/ui/i18n';

/** What a rule is described with: the package's strings, the reader's language and the series' first date. */
export interface DescribeRepeaterOptions {
  /** The `@laikas/reservation-form` translate function (`useReservationFormTranslation`). */
  t: Translate;
  /** `lt` or `en`: dates and lists as the language writes them. */
  language: string;
  /**
   * The series' first date: the weekday of a weekly rule with none chosen (the server's rule), the day of the month
   * of a monthly one and the date of a yearly one.
   */
  firstDate: CivilDate;
}

const localeOf = (language: string) => (language === 'en' ? 'en-US' : 'lt-LT');

/** A date at noon, so that no time zone moves it to another day. */
const atNoon = (date: CivilDate) => new Date(`${date}T12:00:00`);

/** The rule's cadence: "Weekly", "Every 2 weeks" / "Kas savaitę", "Kas 2 savaites". */
function cadence(repeater: Pick<Repeater, 'type' | 'interval'>, t: Translate): string {
  return repeater.interval === 1
    ? t(`repeat.summary.${repeater.type}`)
    : t(`repeat.summary.${repeater.type}Every`, { count: repeater.interval });
}

/**
 * A repeat rule as a person says it: "Weekly on Mondays until Jan 25, 2027", "Every 2 weeks on Mondays and
 * Wednesdays until …" / "Kas savaitę pirmadieniais, iki 2027-01-25"; a monthly rule on its day ("on day 7"), a
 * yearly one on its date ("on December 7"), a daily one by its cadence alone. The one wording of a saved rule for
 * every screen that shows one.
 */
export function describeRepeater(
  repeater: Pick<Repeater, 'type' | 'interval' | 'until'> & { weekdays: readonly WeekdayKey[] },
  { t, language, firstDate }: DescribeRepeaterOptions,
): string {
  const locale = localeOf(language);
  let rule = cadence(repeater, t);
  const dated = isCivilDate(firstDate);
  switch (repeater.type) {
    case 'daily':
      break;
    case 'weekly': {
      // A weekly rule with no weekday runs on its first date's (docs/decisions/repeat-rules-follow-rfc5545.md).
      const chosen: readonly WeekdayKey[] =
        repeater.weekdays.length > 0 || !dated ? repeater.weekdays : [weekdayKeys[isoWeekday(firstDate) - 1]!];
      // In week order, Monday first, whichever order they were ticked in.
      const days = weekdayKeys.filter((key) => chosen.includes(key)).map((key) => t(`repeat.summary.onWeekday.${key}`));
      if (days.length > 0) {
        const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(days);
        rule = t('repeat.summary.onWeekdays', { rule, days: list });
      }
      break;
    }
    case 'monthly':
      if (dated) {
        rule = t('repeat.summary.onDayOfMonth', { rule, day: Number(firstDate.slice(8, 10)) });
      }
      break;
    case 'yearly':
      if (dated) {
        const date = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric' }).format(atNoon(firstDate));
        rule = t('repeat.summary.onDate', { rule, date });
      }
      break;
    default:
      return repeater.type satisfies never;
  }
  if (!isCivilDate(repeater.until)) {
    return rule;
  }
  // "2027-01-25" in Lithuanian, "Jan 25, 2027" in English: the medium date of each language.
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(atNoon(repeater.until));
  return t('repeat.summary.until', { rule, until });
}
