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
