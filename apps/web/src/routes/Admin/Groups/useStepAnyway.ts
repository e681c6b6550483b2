import { useConfirm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../data/useSubmit';

/** What the office is asked before a refused step is taken anyway, and the button that takes it. */
interface Anyway {
  message: string;
  confirmLabel: string;
}

/**
 * A timetable's writes (`submit`), and its steps the server refuses while there are conflicts (approve, publish):
 * `stepAnyway` tries the step as asked; when refused, it shows the conflicts (`onConflicts`), asks whether to take
 * the step anyway, and if so sends it again accepting them. Answers the step's answer, or undefined when not taken.
 */
export function useStepAnyway(onConflicts: () => void) {
  const { t } = useTranslation('web');
  const confirm = useConfirm();
  const { submit } = useSubmit(t('admin.saveFailed'));

  async function stepAnyway<T>(step: (acceptConflicts: boolean) => Promise<T>, doneText: string, anyway: Anyway) {
    const done = await submit(() => step(false), doneText);
    if (done !== undefined) {
      return done;
    }
    onConflicts();
    const sure = await confirm({ title: t('groups.timetables.conflictsTitle'), ...anyway });
    return sure ? submit(() => step(true), doneText) : undefined;
  }

  return { submit, stepAnyway };
}
