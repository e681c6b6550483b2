import { periodBodySchema, type Period } from '@laikas/contract';
import { Button, Form, FormField, FormRow, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { setExamSession, type ExamSessionBody } from '../../../data/adminGroups';
import { useSubmit } from '../../../data/useSubmit';

/** The two dates of the period's body the office sets here (no date is null: no session). */
const examSessionSchema = periodBodySchema.pick({ exams_from: true, exams_to: true });
const NO_SESSION = { exams_from: null, exams_to: null };

/**
 * The exam session of a period, as the office sets it (issue 36): two dates, saved with the period's other fields as
 * they are; field errors under each date. Lectures repeating for groups are not held in it; exams are.
 */
export function ExamSessionForm({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(examSessionSchema, { exams_from: period.exams_from, exams_to: period.exams_to });
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));
  const save = (session: ExamSessionBody) =>
    submit(() => setExamSession(period, session), t('groups.periods.examsSaved'));

  async function clear() {
    if (await save(NO_SESSION)) {
      form.reset(NO_SESSION);
    }
  }

  const clearButton = period.exams_from ? (
    <Button variant="secondary" disabled={pending} onClick={() => void clear()}>
      {t('groups.periods.clearExams')}
    </Button>
  ) : null;
  return (
    <Form
      form={form}
      idPrefix={`period-${period.id}-exams`}
      onSubmit={(session) => save({ exams_from: session.exams_from ?? null, exams_to: session.exams_to ?? null })}
      serverErrors={errors}
      submitLabel={t('groups.periods.changeExams')}
      actions={clearButton}
      aria-label={t('groups.periods.changeExamsOf', { name: period.name })}
    >
      <FormRow>
        <FormField name="exams_from" type="date" emptyAsNull label={t('groups.periods.examsFrom')} />
        <FormField name="exams_to" type="date" emptyAsNull label={t('groups.periods.examsTo')} />
      </FormRow>
    </Form>
  );
}
