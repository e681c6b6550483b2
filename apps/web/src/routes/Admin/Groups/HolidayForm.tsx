import { holidayDraftSchema, type BlackoutBody, type BlackoutPreview, type Period } from '@laikas/contract';
import { Form, FormField, FormRow, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { write } from '../../../data/calls';
import { api } from '../../../data/client';
import { CoveredReservations } from './CoveredReservations';
import { useCoveredCheck } from './useCoveredCheck';

/**
 * A holiday added to a period (`holidayDraftSchema`), showing first the reservations it would cover (issue 27) for a
 * decision before anything is written: cancel them (their people are told), keep them, or go back.
 */
export function HolidayForm({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  const empty = { name: '', from: '', to: '', period_id: period.id };
  const form = useSchemaForm(holidayDraftSchema, empty);
  const { errors, check, decision } = useCoveredCheck<BlackoutBody>({
    preview: (body) => api.post<BlackoutPreview>('/api/admin/blackouts/preview', body),
    checkedText: t('groups.periods.holidayChecked'),
    // Cancelled reservations are gone from every timetable and report: those lists load again.
    save: (body, affected) =>
      write(['periods', 'reservations'], api.post('/api/admin/blackouts', { ...body, affected })),
    savedText: (affected) =>
      affected === 'cancel' ? t('groups.periods.holidayAddedCancelled') : t('groups.periods.holidayAdded'),
    onSaved: () => form.reset(empty),
  });

  return (
    <>
      <Form
        form={form}
        idPrefix={`period-${period.id}-holiday`}
        onSubmit={check}
        serverErrors={errors}
        // A booking made between the preview and the choice: the server asks again.
        formErrorFields={['body', 'affected']}
        submitLabel={t('groups.periods.addHoliday')}
        aria-label={t('groups.periods.addHolidayTo', { name: period.name })}
      >
        <FormRow>
          <FormField name="name" label={t('groups.periods.holidayName')} />
          <FormField name="from" type="date" label={t('groups.periods.holidayFrom')} />
          <FormField name="to" type="date" label={t('groups.periods.holidayTo')} openNear="from" />
        </FormRow>
      </Form>
      {decision ? <CoveredReservations {...decision} texts="holiday" /> : null}
    </>
  );
}
