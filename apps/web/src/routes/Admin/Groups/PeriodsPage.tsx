import type { BlackoutDecision, BlackoutPreview, Period } from '@laikas/contract';
import { formatLocal, formatTimeOfDay, toLocalEnd } from '@laikas/contract/time';
import { Button, Field, invalidProps, TextInput } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import {
  addBlackout,
  createPeriod,
  previewBlackout,
  removeBlackout,
  setExamSession,
  usePeriods,
} from '../../../data/adminGroups';
import { useAppInfo } from '../../../data/appInfo';
import { useSubmit } from '../../../data/useSubmit';
import * as page from '../../../app/page.css';
import * as styles from '../Admin.css';
import { PeriodCalendar } from './PeriodCalendar';
import { formatBlackoutSpan } from './blackoutSpan';

/** /admin/periods (admin.periods.index): semesters with teaching and exam weeks and their holidays. */
export default function PeriodsPage() {
  const { t } = useTranslation('web');
  // Ten periods a page, newest first: an office keeps every semester it ever had (issue 27).
  const [pageNumber, setPageNumber] = useState(1);
  const { data: answer, error } = usePeriods({ page: pageNumber, per_page: 10 });
  const data = answer?.data;
  const meta = answer?.meta;
  return (
    <div className={styles.page}>
      <div className={page.toolbar}>
        <h1>{t('groups.periods.title')}</h1>
        <Link to={pathTo('Admin.GroupTimetables')}>{t('groups.timetables.title')}</Link>
      </div>
      {error ? <p role="alert">{t('admin.loadFailed')}</p> : null}
      {(data ?? []).map((period) => (
        <PeriodCard key={period.id} period={period} />
      ))}
      {data && data.length === 0 ? <p className={styles.muted}>{t('groups.periods.none')}</p> : null}
      {meta && meta.last_page > 1 ? (
        <nav className={styles.row} aria-label={t('groups.periods.paging')}>
          <Button variant="secondary" disabled={meta.current_page <= 1} onClick={() => setPageNumber((n) => n - 1)}>
            {t('groups.periods.newer')}
          </Button>
          <span>{t('groups.periods.pageOf', { page: meta.current_page, last: meta.last_page })}</span>
          <Button
            variant="secondary"
            disabled={meta.current_page >= meta.last_page}
            onClick={() => setPageNumber((n) => n + 1)}
          >
            {t('groups.periods.older')}
          </Button>
        </nav>
      ) : null}
      <NewPeriod />
    </div>
  );
}

function PeriodCard({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { errors, submit } = useSubmit(t('admin.saveFailed'));
  const prefix = `period-${period.id}-holiday`;

  // The reservations the holiday would cover (issue 27): shown for a decision before anything is written.
  const [covered, setCovered] = useState<BlackoutPreview>();
  const body = () => ({ name, from, to: to || from, period_id: period.id });

  async function save(affected?: BlackoutDecision) {
    const saved = await submit(
      () => addBlackout({ ...body(), ...(affected && { affected }) }),
      affected === 'cancel' ? t('groups.periods.holidayAddedCancelled') : t('groups.periods.holidayAdded'),
    );
    if (saved) {
      setCovered(undefined);
      setName('');
      setFrom('');
      setTo('');
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const preview = await submit(() => previewBlackout(body()), t('groups.periods.holidayChecked'));
    if (!preview) {
      return;
    }
    if (preview.total === 0) {
      await save();
    } else {
      setCovered(preview);
    }
  }

  return (
    <section className={styles.fieldset} aria-labelledby={`period-${period.id}`}>
      <h2 id={`period-${period.id}`}>{period.name}</h2>
      <p>
        {t('groups.periods.dates', { from: period.starts_on, to: period.ends_on })}
        {period.teaching_weeks !== null
          ? ` · ${t('groups.periods.teachingWeeks', { count: period.teaching_weeks })}`
          : ''}
        {period.exam_weeks !== null ? ` · ${t('groups.periods.examWeeks', { count: period.exam_weeks })}` : ''}
      </p>
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
                void submit(() => removeBlackout(blackout.id).then(() => true), t('groups.periods.holidayRemoved'))
              }
            >
              {t('groups.periods.removeHoliday', { name: blackout.name })}
            </Button>
          </li>
        ))}
      </ul>
      {period.blackouts.length === 0 ? <p className={styles.muted}>{t('groups.periods.noHolidays')}</p> : null}
      {period.resource_blackouts > 0 ? (
        <p className={styles.muted}>
          {t('groups.periods.resourceBlackouts', { count: period.resource_blackouts })}{' '}
          <Link to={pathTo('Admin.Resources')}>{t('groups.periods.resourcesLink')}</Link>
        </p>
      ) : null}
      <form
        className={styles.row}
        onSubmit={add}
        noValidate
        aria-label={t('groups.periods.addHolidayTo', { name: period.name })}
      >
        <Field id={`${prefix}-name`} label={t('groups.periods.holidayName')} errors={errors.name}>
          <TextInput
            id={`${prefix}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            {...invalidProps(`${prefix}-name`, errors.name)}
          />
        </Field>
        <Field id={`${prefix}-from`} label={t('groups.periods.holidayFrom')} errors={errors.from}>
          <TextInput
            id={`${prefix}-from`}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            {...invalidProps(`${prefix}-from`, errors.from)}
          />
        </Field>
        <Field id={`${prefix}-to`} label={t('groups.periods.holidayTo')} errors={errors.to}>
          <TextInput
            id={`${prefix}-to`}
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            {...invalidProps(`${prefix}-to`, errors.to)}
          />
        </Field>
        <Button type="submit" disabled={covered !== undefined}>
          {t('groups.periods.addHoliday')}
        </Button>
      </form>
      {errors.affected ? (
        // A booking made between the preview and the choice: the server asks again.
        <p role="alert" className={styles.errorText}>
          {errors.affected.join(' ')}
        </p>
      ) : null}
      {covered ? (
        <CoveredReservations
          preview={covered}
          onDecide={(decision) => void save(decision)}
          onBack={() => setCovered(undefined)}
        />
      ) : null}
    </section>
  );
}

/**
 * The exam session of a period, as the office sets it (issue 36): two dates, saved with the period's other fields as
 * they are; field errors under each date. Lectures repeating for groups are not held in it; exams are.
 */
function ExamSessionForm({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  const [from, setFrom] = useState(period.exams_from ?? '');
  const [to, setTo] = useState(period.exams_to ?? '');
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));
  const prefix = `period-${period.id}-exams`;
  const save = (session: { exams_from: string | null; exams_to: string | null }) =>
    submit(() => setExamSession(period, session), t('groups.periods.examsSaved'));

  async function change(event: FormEvent) {
    event.preventDefault();
    await save({ exams_from: from || null, exams_to: to || null });
  }

  async function clear() {
    if (await save({ exams_from: null, exams_to: null })) {
      setFrom('');
      setTo('');
    }
  }

  return (
    <form
      className={styles.row}
      onSubmit={change}
      noValidate
      aria-label={t('groups.periods.changeExamsOf', { name: period.name })}
    >
      <Field id={`${prefix}-from`} label={t('groups.periods.examsFrom')} errors={errors.exams_from}>
        <TextInput
          id={`${prefix}-from`}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          {...invalidProps(`${prefix}-from`, errors.exams_from)}
        />
      </Field>
      <Field id={`${prefix}-to`} label={t('groups.periods.examsTo')} errors={errors.exams_to}>
        <TextInput
          id={`${prefix}-to`}
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          {...invalidProps(`${prefix}-to`, errors.exams_to)}
        />
      </Field>
      <Button type="submit" disabled={pending}>
        {t('groups.periods.changeExams')}
      </Button>
      {period.exams_from ? (
        <Button variant="secondary" disabled={pending} onClick={() => void clear()}>
          {t('groups.periods.clearExams')}
        </Button>
      ) : null}
    </form>
  );
}

/** The reservations a new holiday covers, and the choice: cancel them (their people are told), keep them, or back. */
function CoveredReservations({
  preview,
  onDecide,
  onBack,
}: {
  preview: BlackoutPreview;
  onDecide: (decision: BlackoutDecision) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('web');
  const settings = useAppInfo();
  const timeZone = settings?.time_zone ?? 'Europe/Vilnius';
  const more = preview.total - preview.reservations.length;
  return (
    <div role="alertdialog" aria-labelledby="holiday-covers-title" className={styles.fieldset}>
      <h3 id="holiday-covers-title">{t('groups.periods.covers', { count: preview.total })}</h3>
      <ul aria-label={t('groups.periods.coveredList')}>
        {preview.reservations.map((reservation) => (
          <li key={reservation.id}>
            {t('groups.periods.coveredItem', {
              name: reservation.name,
              resource: reservation.resource,
              from: formatLocal(new Date(reservation.starts_at), timeZone),
              to: formatTimeOfDay(toLocalEnd(new Date(reservation.ends_at), timeZone).time),
            })}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className={styles.muted}>{t('groups.periods.coveredMore', { count: more })}</p> : null}
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => onDecide('cancel')}>
          {t('groups.periods.cancelCovered', { count: preview.total })}
        </Button>
        <Button variant="secondary" onClick={() => onDecide('keep')}>
          {t('groups.periods.keepCovered', { count: preview.total })}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('groups.periods.backFromCovered')}
        </Button>
      </div>
    </div>
  );
}

function NewPeriod() {
  const { t } = useTranslation('web');
  const [draft, setDraft] = useState({
    name: '',
    starts_on: '',
    ends_on: '',
    teaching_weeks: '',
    exam_weeks: '',
    exams_from: '',
    exams_to: '',
    holiday: '',
    holiday_from: '',
    holiday_to: '',
  });
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const number = (text: string) => (text.trim() === '' ? null : Number(text));

  async function save(event: FormEvent) {
    event.preventDefault();
    const holiday = draft.holiday.trim()
      ? [{ name: draft.holiday, from: draft.holiday_from, to: draft.holiday_to || draft.holiday_from }]
      : [];
    const saved = await submit(
      () =>
        createPeriod({
          name: draft.name,
          starts_on: draft.starts_on,
          ends_on: draft.ends_on,
          teaching_weeks: number(draft.teaching_weeks),
          exam_weeks: number(draft.exam_weeks),
          // Both left empty: the exam weeks after the teaching weeks (the server derives them).
          ...(draft.exams_from || draft.exams_to
            ? { exams_from: draft.exams_from || null, exams_to: draft.exams_to || null }
            : {}),
          blackouts: holiday,
        }),
      t('groups.periods.saved'),
    );
    if (saved) {
      setDraft({
        name: '',
        starts_on: '',
        ends_on: '',
        teaching_weeks: '',
        exam_weeks: '',
        exams_from: '',
        exams_to: '',
        holiday: '',
        holiday_from: '',
        holiday_to: '',
      });
    }
  }

  const field = (key: keyof typeof draft, label: string, type = 'text', errorKey: string = key) => (
    <Field id={`period-new-${key}`} label={label} errors={errors[errorKey]}>
      <TextInput
        id={`period-new-${key}`}
        type={type}
        value={draft[key]}
        onChange={set(key)}
        {...invalidProps(`period-new-${key}`, errors[errorKey])}
      />
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-labelledby="period-new-title">
      <h2 id="period-new-title">{t('groups.periods.create')}</h2>
      {field('name', t('groups.periods.name'))}
      <div className={styles.row}>
        {field('starts_on', t('groups.periods.startsOn'), 'date')}
        {field('ends_on', t('groups.periods.endsOn'), 'date')}
        {field('teaching_weeks', t('groups.periods.teachingWeeksLabel'), 'number')}
        {field('exam_weeks', t('groups.periods.examWeeksLabel'), 'number')}
      </div>
      <div className={styles.row}>
        {field('exams_from', t('groups.periods.examsFrom'), 'date')}
        {field('exams_to', t('groups.periods.examsTo'), 'date')}
      </div>
      <p className={styles.muted}>{t('groups.periods.examsHint')}</p>
      <div className={styles.row}>
        {field('holiday', t('groups.periods.holidayName'), 'text', 'blackouts.0.name')}
        {field('holiday_from', t('groups.periods.holidayFrom'), 'date', 'blackouts.0.from')}
        {field('holiday_to', t('groups.periods.holidayTo'), 'date', 'blackouts.0.to')}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {t('groups.periods.create')}
        </Button>
      </div>
    </form>
  );
}
