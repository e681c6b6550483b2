import type { BlackoutDecision, BlackoutPreview, Period } from '@laikas/contract';
import { Button, Field, invalidProps, TextInput } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { addBlackout, previewBlackout, removeBlackout } from '../../../data/adminGroups';
import { useSubmit } from '../../../data/useSubmit';
import * as styles from '../Admin.css';
import { DateField } from '../DateField';
import { CoveredReservations } from './CoveredReservations';
import { ExamSessionForm } from './ExamSessionForm';
import { PeriodCalendar } from './PeriodCalendar';
import { formatBlackoutSpan } from './blackoutSpan';

/** One period: its weeks and calendar, its holidays, and a form adding one (showing first what it would cover). */
export function PeriodCard({ period }: { period: Period }) {
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
    <section className={styles.stack} aria-labelledby={`period-${period.id}`}>
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
        <DateField
          id={`${prefix}-from`}
          label={t('groups.periods.holidayFrom')}
          value={from}
          onChange={setFrom}
          errors={errors.from}
        />
        <DateField
          id={`${prefix}-to`}
          label={t('groups.periods.holidayTo')}
          value={to}
          onChange={setTo}
          errors={errors.to}
        />
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
