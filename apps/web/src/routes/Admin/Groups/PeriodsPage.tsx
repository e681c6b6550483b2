import type { Period } from '@laikas/contract';
import { Button, Field, invalidProps, TextInput } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { addBlackout, createPeriod, removeBlackout, usePeriods } from '../../../data/adminGroups';
import { useSubmit } from '../../../data/useSubmit';
import * as page from '../../../app/page.css';
import * as styles from '../Admin.css';
import { formatBlackoutSpan } from './blackoutSpan';

/** /admin/periods (admin.periods.index): semesters with teaching and exam weeks and their holidays. */
export default function PeriodsPage() {
  const { t } = useTranslation('web');
  const { data, error } = usePeriods();
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

  async function add(event: FormEvent) {
    event.preventDefault();
    const saved = await submit(
      () => addBlackout({ name, from, to: to || from, period_id: period.id }),
      t('groups.periods.holidayAdded'),
    );
    if (saved) {
      setName('');
      setFrom('');
      setTo('');
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
      <form className={styles.row} onSubmit={add} noValidate aria-label={t('groups.periods.addHoliday')}>
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
        <Button type="submit">{t('groups.periods.addHoliday')}</Button>
      </form>
    </section>
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
