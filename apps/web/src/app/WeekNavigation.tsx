import { addWeeks } from '@laikas/timetable-grid';
import { Button, Inline } from '@laikas/ui';
import { useTranslation } from 'react-i18next';

export interface WeekNavigationProps {
  /** The Monday of the week shown. */
  week: string;
  /** The Monday of the week that holds today. */
  currentWeek: string;
  onChange: (week: string) => void;
}

/** Previous, current and next week (weeks start on Monday). */
export function WeekNavigation({ week, currentWeek, onChange }: WeekNavigationProps) {
  const { t } = useTranslation('web');
  return (
    <Inline space="xs" role="group" aria-label={t('resourceView.weekNavigation')}>
      <Button variant="secondary" size="small" onClick={() => onChange(addWeeks(week, -1))}>
        {t('resourceView.previousWeek')}
      </Button>
      <Button variant="secondary" size="small" onClick={() => onChange(currentWeek)} disabled={week === currentWeek}>
        {t('resourceView.currentWeek')}
      </Button>
      <Button variant="secondary" size="small" onClick={() => onChange(addWeeks(week, 1))}>
        {t('resourceView.nextWeek')}
      </Button>
    </Inline>
  );
}

/*
 * One formatter per language, made once: building an `Intl.DateTimeFormat` loads its locale's data, which cost the
 * server's render of a room's page ~0.5 ms of CPU per page (issue 33, bench/README.md, `server-profile`).
 */
const weekRangeFormats = new Map<string, Intl.DateTimeFormat>();

/** "16 November 2026 – 22 November 2026" in the interface language. */
export function formatWeekRange(from: string, to: string, language: string): string {
  const locale = language === 'en' ? 'en-US' : 'lt-LT';
  let format = weekRangeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' });
    weekRangeFormats.set(locale, format);
  }
  return `${format.format(new Date(`${from}T12:00:00`))} – ${format.format(new Date(`${to}T12:00:00`))}`;
}
