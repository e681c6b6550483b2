import { periodBodySchema, type Period, type PeriodBody } from '@laikas/contract';
import { Button, Form, FormField, FormRow, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { previewExamSession, setExamSession } from '../../../data/adminGroups';
import { CoveredReservations } from './CoveredReservations';
import { useCoveredCheck } from './useCoveredCheck';

/** The two dates of the period's body the office sets here (no date is null: no session). */
const examSessionSchema = periodBodySchema.pick({ exams_from: true, exams_to: true });
const NO_SESSION = { exams_from: null, exams_to: null };

type Session = Pick<PeriodBody, 'exams_from' | 'exams_to'>;

/**
 * The exam session of a period, as the office sets it (issue 36): two dates, saved with the period's other fields as
 * they are; field errors under each date. Lectures repeating for groups are not held in it; exams are. A session set,
 * moved or extended over such lectures shows them first and asks, as a holiday does: take them out of it (their
 * people are told), keep them, or go back.
 */
export function ExamSessionForm({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(examSessionSchema, { exams_from: period.exams_from, exams_to: period.exams_to });
  const { pending, errors, check, write, decision } = useCoveredCheck<Session>({
    preview: (session) => previewExamSession(period, session),
    checkedText: t('groups.periods.examsChecked'),
    save: (session, affected) => setExamSession(period, session, affected),
    savedText: (affected) =>
      affected === 'cancel' ? t('groups.periods.examsSavedTakenOut') : t('groups.periods.examsSaved'),
    // No session covers nothing.
    covers: (session) => Boolean(session.exams_from || session.exams_to),
  });

  async function clear() {
    if (await write(NO_SESSION)) {
      form.reset(NO_SESSION);
    }
  }

  const clearButton = period.exams_from ? (
    <Button variant="secondary" disabled={pending} onClick={() => void clear()}>
      {t('groups.periods.clearExams')}
    </Button>
  ) : null;
  return (
    <>
      <Form
        form={form}
        idPrefix={`period-${period.id}-exams`}
        onSubmit={check}
        serverErrors={errors}
        // A lecture made between the preview and the choice: the server asks again.
        formErrorFields={['body', 'affected']}
        submitLabel={t('groups.periods.changeExams')}
        actions={clearButton}
        aria-label={t('groups.periods.changeExamsOf', { name: period.name })}
      >
        <FormRow>
          <FormField name="exams_from" type="date" emptyAsNull label={t('groups.periods.examsFrom')} />
          <FormField
            name="exams_to"
            type="date"
            emptyAsNull
            openNear="exams_from"
            label={t('groups.periods.examsTo')}
          />
        </FormRow>
      </Form>
      {decision ? <CoveredReservations {...decision} texts="session" /> : null}
    </>
  );
}
