import { reservationRejectBodySchema } from '@laikas/contract';
import { Button, Form, FormField, useSchemaForm, type ModalRequestProps } from '@laikas/ui';
import { useTranslation } from 'react-i18next';

/** The reason of the reject call's body (the server's rules: trimmed, at most 1000 characters, optional). */
const reasonSchema = reservationRejectBodySchema.pick({ reason: true });

/**
 * Asked before reservations are rejected: why, optionally (issue 28). The author reads it in the notification and
 * its e-mail. Answers the reason ('' for none); Cancel or Escape answer nothing and nothing is rejected.
 */
export function RejectReasonForm({ count, resolve, cancel }: ModalRequestProps<string> & { count: number }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(reasonSchema, { reason: '' });
  return (
    <Form
      form={form}
      idPrefix="reject"
      onSubmit={({ reason }) => resolve(reason ?? '')}
      submitLabel={t('admin.reservations.rejectConfirm', { count })}
      submitVariant="danger"
      actions={
        <Button variant="secondary" onClick={cancel}>
          {t('admin.reservations.rejectCancel')}
        </Button>
      }
    >
      <FormField
        name="reason"
        label={t('admin.reservations.rejectReason')}
        hint={t('admin.reservations.rejectReasonHint')}
        multiline
        rows={3}
      />
    </Form>
  );
}
