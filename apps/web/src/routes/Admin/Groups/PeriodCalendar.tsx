import type { Period } from '@laikas/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { periodCalendar, type PeriodDay, type PeriodDayKind } from './periodCalendar';
import * as styles from './PeriodCalendar.css';

const KINDS: readonly PeriodDayKind[] = ['teaching', 'exam', 'holiday'];
/** The days of a known week (Monday first), for the weekday initials in the reader's language. */
const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

/** A period's teaching weeks, exam weeks and holidays on a small calendar, month by month (issue 36). */
export function PeriodCalendar({ period }: { period: Period }) {
  const { t, i18n } = useTranslation('web');
  const months = useMemo(() => periodCalendar(period), [period]);
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'narrow', timeZone: 'UTC' });
  const describe = (day: PeriodDay) =>
    day.kind === 'holiday'
      ? `${day.date}: ${t('groups.periods.calendar.holiday')} – ${day.holiday ?? ''}`
      : `${day.date}: ${t(`groups.periods.calendar.${day.kind}`)}`;
  return (
    <div role="group" aria-label={t('groups.periods.calendar.label', { name: period.name })}>
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
                  {week.map((day, column) =>
                    day ? (
                      <td
                        key={day.date}
                        className={`${styles.day} ${styles.kind[day.kind]}`}
                        data-kind={day.kind}
                        title={describe(day)}
                        aria-label={describe(day)}
                      >
                        {Number(day.date.slice(8))}
                      </td>
                    ) : (
                      <td key={`empty-${column}`} className={styles.day} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <ul className={styles.legend}>
        {KINDS.map((kind) => (
          <li key={kind} className={styles.legendItem}>
            <span className={`${styles.swatch} ${styles.kind[kind]}`} aria-hidden="true" />
            {t(`groups.periods.calendar.${kind}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
