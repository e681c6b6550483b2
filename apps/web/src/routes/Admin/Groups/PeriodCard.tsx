import { periodBodySchema, type Period, type PeriodBody } from '@laikas/contract';
import {
  ActionList,
  Box,
  Button,
  Form,
  FormField,
  FormRow,
  MarkedCalendar,
  useSchemaForm,
  type DayMarkTone,
} from '@laikas/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { setExamSession } from '../../../data/adminGroups';
import { deleteRecord } from '../../../data/calls';
import { useSubmit } from '../../../data/useSubmit';
import { DeleteButton, Section, useDeleteRecord } from '../../ScreenKit';
import { formatBlackoutSpan } from './blackoutSpan';
import { HolidayForm } from './HolidayForm';
import { PeriodDatesForm } from './PeriodDatesForm';
import { periodDayOf, type PeriodDayKind } from './periodCalendar';

/** How each kind of day looks on the period's calendar; outside days are muted. */
const TONES: Record<PeriodDayKind, DayMarkTone> = {
  teaching: 'primary',
  exam: 'success',
  holiday: 'hatched',
  outside: 'muted',
};
const LEGEND: readonly PeriodDayKind[] = ['teaching', 'exam', 'holiday'];

/**
 * One period: its weeks and calendar (issue 36), its dates, its exam session, its holidays, a form adding one, and its
 * Delete.
 */
export function PeriodCard({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  const { submit } = useSubmit(t('admin.saveFailed'));
  // A period with group timetables is refused (409, its message a toast): they are deleted on their own first.
  const { remove } = useDeleteRecord('periods', `/api/admin/periods/${period.id}`, t('groups.periods.periodDeleted'));
  const dayOf = useMemo(() => periodDayOf(period), [period]);
  const kindLabel = (kind: PeriodDayKind) => t(`groups.periods.calendar.${kind}`);
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
      <MarkedCalendar
        label={t('groups.periods.calendar.label', { name: period.name })}
        from={period.starts_on}
        to={period.ends_on}
        markOf={(date) => {
          const { kind, holiday } = dayOf(date);
          const label = holiday ? `${kindLabel(kind)} – ${holiday}` : kindLabel(kind);
          return { kind, tone: TONES[kind], label };
        }}
        legend={LEGEND.map((kind) => ({ tone: TONES[kind], label: kindLabel(kind) }))}
      />
      <PeriodDatesForm period={period} />
      <ExamSessionForm period={period} />
      <h3>{t('groups.periods.holidays')}</h3>
      <ActionList
        items={period.blackouts}
        itemKey={(blackout) => blackout.id}
        name={(blackout) => `${blackout.name}: ${formatBlackoutSpan(blackout)}`}
        action={(blackout) => ({
          label: t('groups.periods.removeHoliday', { name: blackout.name }),
          onClick: () =>
            submit(
              () => deleteRecord('periods', `/api/admin/blackouts/${blackout.id}`),
              t('groups.periods.holidayRemoved'),
            ),
        })}
        emptyText={t('groups.periods.noHolidays')}
      />
      {period.resource_blackouts > 0 ? (
        <Box as="p" color="textMuted">
          {t('groups.periods.resourceBlackouts', { count: period.resource_blackouts })}{' '}
          <Link to={pathTo('Admin.Resources')}>{t('groups.periods.resourcesLink')}</Link>
        </Box>
      ) : null}
      <HolidayForm period={period} />
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

/** The two dates of the period's body the office sets here (no date is null: no session). */
const examSessionSchema = periodBodySchema.pick({ exams_from: true, exams_to: true });
const NO_SESSION = { exams_from: null, exams_to: null };

/**
 * The exam session of a period, as the office sets it (issue 36): two dates, saved with the period's other fields as
 * they are; field errors under each date. Lectures repeating for groups are not held in it; exams are.
 */
function ExamSessionForm({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(examSessionSchema, { exams_from: period.exams_from, exams_to: period.exams_to });
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));
  const save = (session: Pick<PeriodBody, 'exams_from' | 'exams_to'>) =>
    submit(() => setExamSession(period, session), t('groups.periods.examsSaved'));

  async function clear() {
    if (await save(NO_SESSION)) {
      form.reset(NO_SESSION);
    }
  }

  const clearButton = period.exams_from ? (
    <Button variant="secondary" disabled={pending} onClick={() => void clear()}>
      {t('groups.periods.clearExams')}
    </Button>
  ) : null;
  return (
    <Form
      form={form}
      idPrefix={`period-${period.id}-exams`}
      onSubmit={save}
      serverErrors={errors}
      submitLabel={t('groups.periods.changeExams')}
      actions={clearButton}
      aria-label={t('groups.periods.changeExamsOf', { name: period.name })}
    >
      <FormRow>
        <FormField name="exams_from" type="date" emptyAsNull label={t('groups.periods.examsFrom')} />
        <FormField name="exams_to" type="date" emptyAsNull label={t('groups.periods.examsTo')} />
      </FormRow>
    </Form>
  );
}
