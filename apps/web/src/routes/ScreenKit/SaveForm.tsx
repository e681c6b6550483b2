import { Button, Form, type FormProps } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useSaving, type Saving } from './useSaving';

export interface SaveFormProps<In extends Record<string, unknown>, Out, Saved>
  extends Omit<FormProps<In, Out>, 'onSubmit' | 'serverErrors' | 'submitLabel'>, Saving<Out, Saved> {
  /** A Cancel button calling this (in place of `actions`); none without it. */
  onCancel?: () => void;
  /** "Save" unless said. */
  submitLabel?: string;
}

/**
 * A form inside a screen (a panel's settings, a modal's one field) over a contract's schema: the write counted and
 * its 422 under the fields, a toast, then `onSaved`; Save and an optional Cancel. `SaveFormPage` is its page.
 */
export function SaveForm<In extends Record<string, unknown>, Out, Saved>({
  save,
  savedText,
  onSaved,
  failedText,
  onCancel,
  submitLabel,
  actions,
  ...form
}: SaveFormProps<In, Out, Saved>) {
  const { t } = useTranslation('web');
  const saving = useSaving({ save, savedText, onSaved, failedText });
  const cancel = onCancel ? (
    <Button variant="secondary" onClick={onCancel}>
      {t('admin.cancel')}
    </Button>
  ) : (
    actions
  );
  return <Form {...form} {...saving} submitLabel={submitLabel ?? t('admin.save')} actions={cancel} />;
}
