import { addWeeks } from '@laikas/timetable-grid';
import { useTranslation } from 'react-i18next';
import { StepLinks } from './StepLinks';

export interface WeekNavigationProps {
  /** The Monday of the week shown. */
  week: string;
  /** The Monday of the week that holds today. */
  currentWeek: string;
  /** The address's query that shows a week (useAddressWeek). */
  searchOf: (week: string) => string;
}

/** Previous, current and next week (weeks start on Monday). */
export function WeekNavigation({ week, currentWeek, searchOf }: WeekNavigationProps) {
  const { t } = useTranslation('web');
  const step = (label: string, to: string) => ({ label, search: searchOf(to) });
  return (
    <StepLinks
      label={t('resourceView.weekNavigation')}
      previous={step(t('resourceView.previousWeek'), addWeeks(week, -1))}
      current={{ ...step(t('resourceView.currentWeek'), currentWeek), shown: week === currentWeek }}
      next={step(t('resourceView.nextWeek'), addWeeks(week, 1))}
    />
  );
}
