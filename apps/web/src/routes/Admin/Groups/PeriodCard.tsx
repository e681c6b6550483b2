import {
  periodBodySchema,
  type Blackout,
  type BlackoutDecision,
  type BlackoutPreview,
  type Period,
  type PeriodBody,
} from '@laikas/contract';
import {
  Box,
  Button,
  ConfirmButton,
  Form,
  FormField,
  FormRow,
  MarkedCalendar,
  Muted,
  useSchemaForm,
  type DayMarkTone,
} from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { previewExamSession, setExamSession } from '../../../data/adminGroups';
import { deleteRecord } from '../../../data/calls';
import { useSubmit } from '../../../data/useSubmit';
import { DeleteButton, Section, useDeleteRecord } from '../../ScreenKit';
import { formatBlackoutSpan } from './blackoutSpan';
import { CoveredReservations } from './CoveredReservations';
import { HolidayForm } from './HolidayForm';
import { PeriodDatesForm } from './PeriodDatesForm';
import { periodDayOf, type PeriodDayKind } from './periodCalendar';

/**
 * How each kind of day looks on the period's calendar: a day of the period without lectures (a weekend) shaded grey,
 * so the period's last days show as its own; days outside it muted.
 */
const TONES: Record<PeriodDayKind, DayMarkTone> = {
  teaching: 'primary',
  exam: 'success',
  holiday: 'hatched',
  free: 'neutral',
  outside: 'muted',
};
const LEGEND: readonly PeriodDayKind[] = ['teaching', 'free', 'exam', 'holiday'];

/**
 * One period: its weeks and calendar (issue 36), its dates, its exam session, its holidays, a form adding one, and its
 * Delete.
 */
export function PeriodCard({ period }: { period: Period }) {
  const { t } = useTranslation('web');
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
      {period.blackouts.length === 0 ? (
        <Muted>{t('groups.periods.noHolidays')}</Muted>
      ) : (
        <ul>
          {period.blackouts.map((blackout) => (
            <li key={blackout.id}>
              {`${blackout.name}: ${formatBlackoutSpan(blackout)}`} <RemoveHoliday holiday={blackout} />
            </li>
          ))}
        </ul>
      )}
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

/**
 * A holiday's Remove, asked first: the days can be reserved again, but what the holiday cancelled stays cancelled
 * (nothing restores it, and its people were told it was cancelled).
 */
function RemoveHoliday({ holiday }: { holiday: Blackout }) {
  const { t } = useTranslation('web');
  const { submit } = useSubmit(t('admin.saveFailed'));
  return (
    <ConfirmButton
      size="small"
      variant="secondary"
      confirm={{
        title: t('groups.periods.removeHolidayTitle'),
        message: t('groups.periods.removeHolidayMessage', { name: holiday.name, when: formatBlackoutSpan(holiday) }),
        confirmLabel: t('groups.periods.remove'),
      }}
      onConfirm={() =>
        submit(() => deleteRecord('periods', `/api/admin/blackouts/${holiday.id}`), t('groups.periods.holidayRemoved'))
      }
    >
      {t('groups.periods.removeHoliday', { name: holiday.name })}
    </ConfirmButton>
  );
}

/** The two dates of the period's body the office sets here (no date is null: no session). */
const examSessionSchema = periodBodySchema.pick({ exams_from: true, exams_to: true });
const NO_SESSION = { exams_from: null, exams_to: null };

type Session = Pick<PeriodBody, 'exams_from' | 'exams_to'>;

/**
 * The exam session of a period, as the office sets it (issue 36): two dates, saved with the period's other fields as
 * they are; field errors under each date. Lectures repeating for groups are not held in it; exams are. A session set,
 * moved or extended over such lectures shows them first and asks, as a holiday does: take them out of it (their
 * people are told), keep them, or go back.
 */
function ExamSessionForm({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(examSessionSchema, { exams_from: period.exams_from, exams_to: period.exams_to });
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));
  const [covered, setCovered] = useState<{ session: Session; preview: BlackoutPreview }>();

  async function save(session: Session, affected?: BlackoutDecision) {
    const saved = await submit(
      () => setExamSession(period, session, affected),
      affected === 'cancel' ? t('groups.periods.examsSavedTakenOut') : t('groups.periods.examsSaved'),
    );
    if (saved) {
      setCovered(undefined);
    }
    return saved;
  }

  async function check(session: Session) {
    if (covered) {
      return;
    }
    if (!session.exams_from && !session.exams_to) {
      // No session covers nothing.
      await save(session);
      return;
    }
    const preview = await submit(() => previewExamSession(period, session), t('groups.periods.examsChecked'));
    if (preview?.total === 0) {
      await save(session);
    } else if (preview) {
      setCovered({ session, preview });
    }
  }

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
    <>
      <Form
        form={form}
        idPrefix={`period-${period.id}-exams`}
        onSubmit={check}
        serverErrors={errors}
        // A lecture made between the preview and the choice: the server asks again.
        formErrorFields={['body', 'affected']}
        submitLabel={t('groups.periods.changeExams')}
        actions={clearButton}
        aria-label={t('groups.periods.changeExamsOf', { name: period.name })}
      >
        <FormRow>
          <FormField name="exams_from" type="date" emptyAsNull label={t('groups.periods.examsFrom')} />
          <FormField
            name="exams_to"
            type="date"
            emptyAsNull
            openNear="exams_from"
            label={t('groups.periods.examsTo')}
          />
        </FormRow>
      </Form>
      {covered ? (
        <CoveredReservations
          preview={covered.preview}
          texts="session"
          onCancel={() => void save(covered.session, 'cancel')}
          onKeep={() => void save(covered.session, 'keep')}
          onBack={() => setCovered(undefined)}
        />
      ) : null}
    </>
  );
}
