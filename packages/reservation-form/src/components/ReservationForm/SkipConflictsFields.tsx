import { Checkbox } from '@laikas/ui';
import { useId } from 'react';
import { useReservationFormTranslation } from '../../i18n';
import * as styles from './ReservationForm.css';
import type { ReservationFormState } from './useReservationForm';

/**
 * "Skip conflicting dates" of a repeating reservation (issue 16) and, while it is on, the dates saving would leave
 * out (holidays, blackouts, times already taken, an exam session for teaching), as the server answers them before
 * anything is saved. The option is shown only when the form can ask the server (`onPreview`); the dates a repeating
 * lecture of groups leaves out in an exam session are listed either way (issue 36).
 */
export function SkipConflictsFields({ form }: { form: ReservationFormState }) {
  const { t } = useReservationFormTranslation();
  const titleId = useId();
  const { values, preview } = form;
  if (!values.repeater) {
    return null;
  }
  if (!form.canSkipConflicts) {
    return <ExamDates form={form} />;
  }
  const repeater = values.repeater;
  const on = repeater.skip_conflicts === true;
  return (
    <div className={styles.helperGroup}>
      {on ? null : <ExamDates form={form} />}
      <Checkbox
        id={form.ids.skipConflicts}
        label={t('repeat.skipConflicts')}
        checked={on}
        onCheckedChange={(checked) => form.change('repeater', { ...repeater, skip_conflicts: checked })}
      />
      {on ? (
        <div role="status" aria-live="polite" className={styles.helperGroup}>
          {preview.status === 'checking' ? <p className={styles.helperText}>{t('repeat.skipChecking')}</p> : null}
          {preview.status === 'off' ? <p className={styles.helperText}>{t('repeat.skipIncomplete')}</p> : null}
          {preview.status === 'failed' ? <p className={styles.helperText}>{t('repeat.skipFailed')}</p> : null}
          {preview.status === 'ready' && preview.result.skipped_dates.length === 0 ? (
            <p className={styles.helperText}>{t('repeat.skipNone', { count: preview.result.occurrences })}</p>
          ) : null}
          {preview.status === 'ready' && preview.result.skipped_dates.length > 0 ? (
            <>
              <p id={titleId} className={styles.takenNoticeTitle}>
                {t('repeat.skipped', { count: preview.result.skipped_dates.length })}
              </p>
              <ul aria-labelledby={titleId} className={styles.helperList}>
                {preview.result.skipped_dates.map((skipped) => (
                  <li key={skipped.date}>
                    {t(`repeat.skippedDate.${skipped.reason}`, { date: skipped.date, name: skipped.name })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The dates a repeating lecture of groups leaves out because lectures are not held in an exam session (issue 36), as
 * Save leaves them out, with or without skipping conflicts (when skipping, the server's list names them too).
 */
function ExamDates({ form }: { form: ReservationFormState }) {
  const { t } = useReservationFormTranslation();
  const titleId = useId();
  const left = form.availability.inExams;
  if (left.length === 0) {
    return null;
  }
  return (
    <div role="status" className={styles.helperGroup} data-testid="exam-dates">
      <p id={titleId} className={styles.takenNoticeTitle}>
        {t('repeat.exams.title', { count: left.length })}
      </p>
      <ul aria-labelledby={titleId} className={styles.helperList}>
        {left.map((date) => (
          <li key={date.date}>{t('repeat.exams.date', { date: date.date, name: date.label })}</li>
        ))}
      </ul>
    </div>
  );
}
