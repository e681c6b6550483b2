import { FormPage, type FormPageProps } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSaving, type Saving } from './useSaving';

export interface SaveFormPageProps<In extends Record<string, unknown>, Out, Saved>
  extends Omit<FormPageProps<In, Out>, 'onSubmit' | 'serverErrors' | 'submitLabel' | 'actions'>, Saving<Out, Saved> {
  /** Where the page goes after saving, if it goes anywhere. */
  savedTo?: (saved: Saved) => string;
  /** The cancel link's address; no link without it. */
  cancelTo?: string;
  /** "Save" unless said. */
  submitLabel?: string;
}

/**
 * A screen that is one form over a contract's body schema: `FormPage` (medium width unless said), the write counted and
 * its 422 under the fields, a toast, then where the page goes; Save and a Cancel link.
 */
export function SaveFormPage<In extends Record<string, unknown>, Out, Saved>({
  save,
  savedText,
  onSaved,
  savedTo,
  cancelTo,
  submitLabel,
  failedText,
  ...page
}: SaveFormPageProps<In, Out, Saved>) {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const saving = useSaving({
    save,
    savedText,
    onSaved: (saved: Saved) => {
      onSaved?.(saved);
      if (savedTo) {
        navigate(savedTo(saved));
      }
    },
    failedText,
  });
  return (
    <FormPage
      width="medium"
      {...page}
      {...saving}
      submitLabel={submitLabel ?? t('admin.save')}
      actions={cancelTo ? <Link to={cancelTo}>{t('admin.cancel')}</Link> : undefined}
    />
  );
}
