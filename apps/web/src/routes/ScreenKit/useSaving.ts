import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../data/useSubmit';

/** How a form saves: the write, its toast, and what follows. */
export interface Saving<Out, Saved> {
  /** The write of the form's values. */
  save: (values: Out) => Promise<Saved>;
  /** The toast after it (from the values written and the answer, when it names them or says it in their language). */
  savedText: string | ((values: Out, saved: Saved) => string);
  /** Called with the answer (open the record, show what was made). */
  onSaved?: (saved: Saved) => void;
  /** The toast when the write fails for a reason other than its fields; the admin screens' own unless said. */
  failedText?: string;
}

/**
 * A form's `onSubmit` and `serverErrors`: the write counted, its 422 under the fields, a toast, then `onSaved`. No
 * navigation here: a form in a modal is drawn outside the router.
 */
export function useSaving<Out, Saved>({ save, savedText, onSaved, failedText }: Saving<Out, Saved>) {
  const { t } = useTranslation('web');
  const { errors, submit } = useSubmit(failedText ?? t('admin.saveFailed'));
  async function onSubmit(values: Out) {
    const saved = await submit(
      () => save(values),
      typeof savedText === 'string' ? savedText : (answer: Saved) => savedText(values, answer),
    );
    if (saved !== undefined) {
      onSaved?.(saved);
    }
  }
  return { onSubmit, serverErrors: errors };
}
