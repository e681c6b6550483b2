import { addWeeks } from '@laikas/timetable-grid';
import { Button } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './page.css';

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
    <div className={styles.buttonGroup} role="group" aria-label={t('resourceView.weekNavigation')}>
      <Button variant="secondary" size="small" onClick={() => onChange(addWeeks(week, -1))}>
        {t('resourceView.previousWeek')}
      </Button>
      <Button variant="secondary" size="small" onClick={() => onChange(currentWeek)} disabled={week === currentWeek}>
        {t('resourceView.currentWeek')}
      </Button>
      <Button variant="secondary" size="small" onClick={() => onChange(addWeeks(week, 1))}>
        {t('resourceView.nextWeek')}
      </Button>
    </div>
  );
}

/** "16 November 2026 – 22 November 2026" in the interface language. */
export function formatWeekRange(from: string, to: string, language: string): string {
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'lt-LT', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return `${format.format(new Date(`${from}T12:00:00`))} – ${format.format(new Date(`${to}T12:00:00`))}`;
}
