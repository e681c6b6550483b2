import { Checkbox } from '@laikas/ui';
import { useId } from 'react';
import { useReservationFormTranslation } from '../../i18n';
import * as styles from './ReservationForm.css';
import type { ReservationFormState } from './useReservationForm';

/**
 * "Skip conflicting dates" of a repeating reservation (issue 16) and, while it is on, the dates saving would leave
 * out (holidays, blackouts, times already taken), as the server answers them before anything is saved.
 * Shown only for a repeat rule and when the form can ask the server (`onPreview`).
 */
export function SkipConflictsFields({ form }: { form: ReservationFormState }) {
  const { t } = useReservationFormTranslation();
  const titleId = useId();
  const { values, preview } = form;
  if (!form.canSkipConflicts || !values.repeater) {
    return null;
  }
  const repeater = values.repeater;
  const on = repeater.skip_conflicts === true;
  return (
    <div className={styles.helperGroup}>
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
