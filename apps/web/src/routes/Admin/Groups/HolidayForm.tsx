import {
  holidayDraftSchema,
  type BlackoutBody,
  type BlackoutDecision,
  type BlackoutPreview,
  type Period,
} from '@laikas/contract';
import { Form, FormField, FormRow, useSchemaForm } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';
import { CoveredReservations } from './CoveredReservations';

/**
 * A holiday added to a period (`holidayDraftSchema`), showing first the reservations it would cover (issue 27) for a
 * decision before anything is written: cancel them (their people are told), keep them, or go back.
 */
export function HolidayForm({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  const empty = { name: '', from: '', to: '', period_id: period.id };
  const form = useSchemaForm(holidayDraftSchema, empty);
  const { errors, submit } = useSubmit(t('admin.saveFailed'));
  const [covered, setCovered] = useState<{ body: BlackoutBody; preview: BlackoutPreview }>();

  async function save(body: BlackoutBody, affected?: BlackoutDecision) {
    const saved = await submit(
      // Cancelled reservations are gone from every timetable and report: those lists load again.
      () => write(['periods', 'reservations'], api.post('/api/admin/blackouts', { ...body, affected })),
      affected === 'cancel' ? t('groups.periods.holidayAddedCancelled') : t('groups.periods.holidayAdded'),
    );
    if (saved) {
      setCovered(undefined);
      form.reset(empty);
    }
  }

  async function check(body: BlackoutBody) {
    if (covered) {
      return;
    }
    const preview = await submit(
      () => api.post<BlackoutPreview>('/api/admin/blackouts/preview', body),
      t('groups.periods.holidayChecked'),
    );
    if (preview?.total === 0) {
      await save(body);
    } else if (preview) {
      setCovered({ body, preview });
    }
  }

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
      {covered ? (
        <CoveredReservations
          preview={covered.preview}
          texts="holiday"
          onCancel={() => void save(covered.body, 'cancel')}
          onKeep={() => void save(covered.body, 'keep')}
          onBack={() => setCovered(undefined)}
        />
      ) : null}
    </>
  );
}
