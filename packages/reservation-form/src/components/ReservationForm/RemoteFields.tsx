import { Button, Checkbox, Field, invalidProps, TextInput } from '@laikas/ui';
import { useReservationFormTranslation } from '../../i18n';
import * as styles from './ReservationForm.css';
import { TakenNotice } from './TakenNotice';
import type { ReservationFormState } from './useReservationForm';

/**
 * Remote: shown only when a chosen resource allows remote reservations. The address, a Join button on a saved
 * one, and what uses the room at that time (a remote reservation does not hold the room).
 */
export function RemoteFields({ form }: { form: ReservationFormState }) {
  const { t } = useReservationFormTranslation();
  const { ids, values, change, errorsOf, readOnly } = form;
  if (!form.remoteAllowed) {
    return null;
  }
  const remoteAddress = values.remote_address.trim();
  return (
    <div className={styles.remote} data-testid="remote">
      <Checkbox
        id={ids.remote}
        label={t('form.remote')}
        checked={values.is_remote}
        disabled={readOnly}
        onCheckedChange={(checked) => change('is_remote', checked)}
      />
      {values.is_remote ? (
        <div className={styles.remoteAddressRow}>
          <Field
            id={ids.remoteAddress}
            label={t('form.remoteAddress')}
            errors={errorsOf('remote_address')}
            className={styles.grow}
          >
            <TextInput
              id={ids.remoteAddress}
              type="url"
              inputMode="url"
              value={values.remote_address}
              disabled={readOnly}
              onChange={(event) => change('remote_address', event.target.value)}
              {...invalidProps(ids.remoteAddress, errorsOf('remote_address'))}
            />
          </Field>
          {form.isSaved && remoteAddress !== '' ? (
            <Button
              variant="secondary"
              title={t('form.joinHint')}
              onClick={() => window.open(remoteAddress, '_blank', 'noopener,noreferrer')}
            >
              {t('form.join')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {values.is_remote ? (
        <TakenNotice title={t('availability.roomInUse')} items={form.availability.roomInUse} />
      ) : null}
    </div>
  );
}
