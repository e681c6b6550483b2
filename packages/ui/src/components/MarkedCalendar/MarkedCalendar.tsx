import { clsx } from 'clsx';
import { useMemo } from 'react';
import { useUiTranslation } from '../../i18n';
import * as styles from './MarkedCalendar.css';
import { monthWeeks } from './monthWeeks';

/**
 * How a marked day looks: the theme's soft primary or success, hatched as a closure, neutral (framed: a day that belongs to
 * the span with nothing on it, such as a semester's weekend), or muted (a day outside it).
 */
export const dayMarkTones = ['primary', 'success', 'hatched', 'neutral', 'muted'] as const;
export type DayMarkTone = (typeof dayMarkTones)[number];

export interface DayMark {
  /** What the day is in the caller's words (`exam`), set as `data-kind` for tests and the caller's own styles. */
  kind: string;
  tone: DayMarkTone;
  /** What the day is ("Exams", "Holiday – Christmas"): read after its date and shown as its tooltip. */
  label: string;
}

export interface MarkedCalendarProps {
  /** The calendar's name (a `group`): "The calendar of Autumn 2026". */
  label: string;
  /** The first and the last day (`YYYY-MM-DD`): every month they touch is drawn. */
  from: string;
  to: string;
  /** A day's mark, or undefined for a plain day. */
  markOf: (date: string) => DayMark | undefined;
  /** The tones explained under the months. */
  legend?: readonly { tone: DayMarkTone; label: string }[];
}

/** The days of a known week (Monday first), for the weekday initials in the reader's language. */
const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

/**
 * Small month calendars side by side, each day a square marked by what it is (a semester's teaching and exam weeks
 * and its holidays), with a legend. Month and weekday names come in the components' language.
 */
export function MarkedCalendar({ label, from, to, markOf, legend = [] }: MarkedCalendarProps) {
  const { i18n } = useUiTranslation();
  const months = useMemo(() => monthWeeks(from, to), [from, to]);
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'narrow', timeZone: 'UTC' });
  return (
    <div role="group" aria-label={label}>
      <div className={styles.months}>
        {months.map((month) => (
          <table key={month.month} className={styles.month}>
            <caption className={styles.caption}>{monthName.format(new Date(`${month.month}-01T00:00:00Z`))}</caption>
            <thead>
              <tr>
                {WEEK.map((date) => (
                  <th key={date} scope="col" className={styles.weekday}>
                    {weekday.format(new Date(`${date}T00:00:00Z`))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {month.weeks.map((week, index) => (
                <tr key={index}>
                  {week.map((date, column) => {
                    if (!date) {
                      return <td key={`empty-${column}`} className={styles.day} />;
                    }
                    const mark = markOf(date);
                    const described = mark ? `${date}: ${mark.label}` : undefined;
                    return (
                      <td
                        key={date}
                        className={clsx(styles.day, mark && styles.tone[mark.tone])}
                        data-kind={mark?.kind}
                        title={described}
                        aria-label={described}
                      >
                        {Number(date.slice(8))}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      {legend.length > 0 ? (
        <ul className={styles.legend}>
          {legend.map((item) => (
            <li key={item.tone} className={styles.legendItem}>
              <span className={clsx(styles.swatch, styles.tone[item.tone])} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
