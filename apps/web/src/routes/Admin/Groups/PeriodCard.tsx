import type { Period } from '@laikas/contract';
import { Box } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { DeleteButton, Section, useDeleteRecord } from '../../ScreenKit';
import { ExamSessionForm } from './ExamSessionForm';
import { PeriodCalendar } from './PeriodCalendar';
import { PeriodDatesForm } from './PeriodDatesForm';
import { PeriodHolidays } from './PeriodHolidays';

/**
 * One period: its weeks and calendar (issue 36), its dates, its exam session, its holidays, a form adding one, and its
 * Delete.
 */
export function PeriodCard({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  // A period with group timetables is refused (409, its message a toast): they are deleted on their own first.
  const { remove } = useDeleteRecord('periods', `/api/admin/periods/${period.id}`, t('groups.periods.periodDeleted'));
  const weeks = [
    t('groups.periods.dates', { from: period.starts_on, to: period.ends_on }),
    ...(period.teaching_weeks !== null ? [t('groups.periods.teachingWeeks', { count: period.teaching_weeks })] : []),
    ...(period.exam_weeks !== null ? [t('groups.periods.examWeeks', { count: period.exam_weeks })] : []),
  ];
  return (
    <Section title={period.name} headingId={`period-${period.id}`} gap="md">
      <p>{weeks.join(' · ')}</p>
      <p>
        {period.exams_from && period.exams_to
          ? t('groups.periods.examSession', { from: period.exams_from, to: period.exams_to })
          : t('groups.periods.noExamSession')}
      </p>
      <PeriodCalendar period={period} />
      <PeriodDatesForm period={period} />
      <ExamSessionForm period={period} />
      <PeriodHolidays period={period} />
      <Box>
        <DeleteButton
          label={t('groups.periods.deletePeriod')}
          title={t('groups.periods.deletePeriodTitle')}
          message={t('groups.periods.deletePeriodMessage', { name: period.name })}
          onConfirm={remove}
        />
      </Box>
    </Section>
  );
}
