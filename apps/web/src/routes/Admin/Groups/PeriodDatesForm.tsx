import { periodBodySchema, type Period, type PeriodBody } from '@laikas/contract';
import { Form, FormField, FormRow, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';

/** The two dates of the period's body set here. */
const periodDatesSchema = periodBodySchema.pick({ starts_on: true, ends_on: true });

/**
 * A period's first and last day, saved with its other fields as they are: its exam session too, given as set, so a
 * new date never replaces it unasked (one it would leave outside is refused, and said above the button). Field errors
 * under each date: a date moved past the period's holidays is refused, naming how many. Labelled apart from the new
 * period's "Starts on"/"Ends on", which the page shows below the cards.
 */
export function PeriodDatesForm({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(periodDatesSchema, { starts_on: period.starts_on, ends_on: period.ends_on });
  const { errors, submit } = useSubmit(t('admin.saveFailed'));
  const save = ({ starts_on, ends_on }: Pick<PeriodBody, 'starts_on' | 'ends_on'>) => {
    const { name, teaching_weeks, exam_weeks, exams_from, exams_to } = period;
    const body = { name, starts_on, ends_on, teaching_weeks, exam_weeks, exams_from, exams_to };
    return submit(
      () => write('periods', api.put<Period>(`/api/admin/periods/${period.id}`, body)),
      t('groups.periods.datesSaved'),
    );
  };
  return (
    <Form
      form={form}
      idPrefix={`period-${period.id}-dates`}
      onSubmit={save}
      serverErrors={errors}
      formErrorFields={['body', 'exams_from', 'exams_to']}
      submitLabel={t('groups.periods.changeDates')}
      submitVariant="secondary"
      aria-label={t('groups.periods.changeDatesOf', { name: period.name })}
    >
      <FormRow>
        <FormField name="starts_on" type="date" label={t('groups.periods.firstDay')} />
        <FormField name="ends_on" type="date" label={t('groups.periods.lastDay')} />
      </FormRow>
    </Form>
  );
}
