import { useConfirm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../data/useSubmit';

/**
 * A timetable's step the server refuses while conflicts stand (approve, publish): `write(false)`; when refused,
 * `onRefused` (show the conflicts), then the person is asked (`question`, answered with `confirmLabel`) whether to go
 * ahead anyway, and only then `write(true)`. Answers what the write answered, undefined when it did not happen.
 */
export function useDespiteConflicts() {
  const { t } = useTranslation('web');
  const confirm = useConfirm();
  const { submit } = useSubmit(t('admin.saveFailed'));
  return async function despiteConflicts<T>(
    write: (acceptConflicts: boolean) => Promise<T>,
    {
      done,
      question,
      confirmLabel,
      onRefused,
    }: { done: string; question: string; confirmLabel: string; onRefused(): void },
  ): Promise<T | undefined> {
    const written = await submit(() => write(false), done);
    if (written !== undefined) {
      return written;
    }
    onRefused();
    if (!(await confirm({ title: t('groups.timetables.conflictsTitle'), message: question, confirmLabel }))) {
      return undefined;
    }
    return submit(() => write(true), done);
  };
}
