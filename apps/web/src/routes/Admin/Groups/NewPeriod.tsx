import { Button, Field, invalidProps, TextInput } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createPeriod } from '../../../data/adminGroups';
import { useSubmit } from '../../../data/useSubmit';
import * as styles from '../Admin.css';
import { DateField } from '../DateField';

/** The new period form as it opens, and again after a period is saved. */
const EMPTY = {
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
};

/** A new period: its dates, teaching and exam weeks, and optionally its first holiday. */
export function NewPeriod() {
  const { t } = useTranslation('web');
  const [draft, setDraft] = useState(EMPTY);
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
      setDraft(EMPTY);
    }
  }

  const date = (key: keyof typeof draft, label: string, errorKey: string = key) => (
    <DateField
      id={`period-new-${key}`}
      label={label}
      value={draft[key]}
      onChange={(value) => setDraft((current) => ({ ...current, [key]: value }))}
      errors={errors[errorKey]}
    />
  );
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
        {date('starts_on', t('groups.periods.startsOn'))}
        {date('ends_on', t('groups.periods.endsOn'))}
        {field('teaching_weeks', t('groups.periods.teachingWeeksLabel'), 'number')}
        {field('exam_weeks', t('groups.periods.examWeeksLabel'), 'number')}
      </div>
      <div className={styles.row}>
        {date('exams_from', t('groups.periods.examsFrom'))}
        {date('exams_to', t('groups.periods.examsTo'))}
      </div>
      <p className={styles.muted}>{t('groups.periods.examsHint')}</p>
      <div className={styles.row}>
        {field('holiday', t('groups.periods.holidayName'), 'text', 'blackouts.0.name')}
        {date('holiday_from', t('groups.periods.holidayFrom'), 'blackouts.0.from')}
        {date('holiday_to', t('groups.periods.holidayTo'), 'blackouts.0.to')}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {t('groups.periods.create')}
        </Button>
      </div>
    </form>
  );
}
