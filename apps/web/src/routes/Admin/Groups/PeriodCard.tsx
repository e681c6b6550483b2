import type { Period } from '@laikas/contract';
import { Box, Button, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { deleteRecord } from '../../../data/calls';
import { useSubmit } from '../../../data/useSubmit';
import { Section } from '../../ScreenKit';
import { ExamSessionForm } from './ExamSessionForm';
import { HolidayForm } from './HolidayForm';
import { PeriodCalendar } from './PeriodCalendar';
import { formatBlackoutSpan } from './blackoutSpan';

/** One period: its weeks and calendar, its exam session, its holidays, and a form adding one. */
export function PeriodCard({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  const { submit } = useSubmit(t('admin.saveFailed'));
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
      <ExamSessionForm period={period} />
      <h3>{t('groups.periods.holidays')}</h3>
      <ul>
        {period.blackouts.map((blackout) => (
          <li key={blackout.id}>
            {blackout.name}: {formatBlackoutSpan(blackout)}{' '}
            <Button
              size="small"
              variant="secondary"
              onClick={() =>
                void submit(
                  () => deleteRecord('periods', `/api/admin/blackouts/${blackout.id}`),
                  t('groups.periods.holidayRemoved'),
                )
              }
            >
              {t('groups.periods.removeHoliday', { name: blackout.name })}
            </Button>
          </li>
        ))}
      </ul>
      {period.blackouts.length === 0 ? <Muted>{t('groups.periods.noHolidays')}</Muted> : null}
      {period.resource_blackouts > 0 ? (
        <Box as="p" color="textMuted">
          {t('groups.periods.resourceBlackouts', { count: period.resource_blackouts })}{' '}
          <Link to={pathTo('Admin.Resources')}>{t('groups.periods.resourcesLink')}</Link>
        </Box>
      ) : null}
      <HolidayForm period={period} />
    </Section>
  );
}
