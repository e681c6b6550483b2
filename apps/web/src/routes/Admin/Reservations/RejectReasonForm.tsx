import { Box, Button, Field, TextArea, type ModalRequestProps } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The longest reason the server takes (`reservationRejectBodySchema`). */
const REASON_MAX = 1000;

/**
 * Asked before reservations are rejected: why, optionally (issue 28). The author reads it in the notification and
 * its e-mail. Answers the reason ('' for none); Cancel or Escape answer nothing and nothing is rejected.
 */
export function RejectReasonForm({ count, resolve, cancel }: ModalRequestProps<string> & { count: number }) {
  const { t } = useTranslation('web');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    resolve(reason.trim());
  };
  return (
    <form onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="md">
        <Field
          id="reject-reason"
          label={t('admin.reservations.rejectReason')}
          hint={t('admin.reservations.rejectReasonHint')}
        >
          <TextArea
            id="reject-reason"
            value={reason}
            maxLength={REASON_MAX}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <Box display="flex" gap="sm" justifyContent="flex-end">
          <Button type="button" variant="secondary" onClick={cancel}>
            {t('admin.reservations.rejectCancel')}
          </Button>
          <Button type="submit" variant="danger">
            {t('admin.reservations.rejectConfirm', { count })}
          </Button>
        </Box>
      </Box>
    </form>
  );
}
