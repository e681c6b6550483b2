import { Button } from '@laikas/ui';
import { useReservationFormTranslation } from '../../i18n';
import * as styles from './ReservationForm.css';
import type { ReservationFormState } from './useReservationForm';

/** What went wrong that belongs to no field, then Export to calendar, Delete and Save. */
export function FormFooter({ form }: { form: ReservationFormState }) {
  const { t } = useReservationFormTranslation();
  const { failure, busyAction } = form;
  const otherErrors = form.serverErrors?.other ?? [];
  return (
    <>
      {failure || otherErrors.length > 0 ? (
        <div className={styles.failure} role="alert">
          {failure ? <p className={styles.failureList}>{failure}</p> : null}
          {otherErrors.length > 0 ? (
            <ul className={styles.failureList}>
              {otherErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant="ghost" className={styles.actionsStart} onClick={() => void form.exportToCalendar()}>
          {t('form.export')}
        </Button>
        {/* Together, so that a narrow footer (a phone) wraps the export above them, never Save alone under Delete. */}
        <div className={styles.actionsEnd}>
          {form.canDelete ? (
            <Button
              variant="danger"
              onClick={form.remove}
              loading={busyAction === 'delete'}
              disabled={busyAction === 'save'}
            >
              {t('form.delete')}
            </Button>
          ) : null}
          {form.readOnly ? null : (
            <Button type="submit" loading={busyAction === 'save'} disabled={busyAction === 'delete'}>
              {t('form.save')}
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
