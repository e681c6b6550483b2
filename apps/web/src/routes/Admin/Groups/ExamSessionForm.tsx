import type { Period } from '@laikas/contract';
import { Button } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setExamSession } from '../../../data/adminGroups';
import { useSubmit } from '../../../data/useSubmit';
import * as styles from '../Admin.css';
import { DateField } from '../DateField';

/**
 * The exam session of a period, as the office sets it (issue 36): two dates, saved with the period's other fields as
 * they are; field errors under each date. Lectures repeating for groups are not held in it; exams are.
 */
export function ExamSessionForm({ period }: { period: Period }) {
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
      <DateField
        id={`${prefix}-from`}
        label={t('groups.periods.examsFrom')}
        value={from}
        onChange={setFrom}
        errors={errors.exams_from}
      />
      <DateField
        id={`${prefix}-to`}
        label={t('groups.periods.examsTo')}
        value={to}
        onChange={setTo}
        errors={errors.exams_to}
      />
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
