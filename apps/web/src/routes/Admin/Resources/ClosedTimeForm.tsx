import {
  closedTimeDraftSchema,
  EMPTY_CLOSED_TIME_DRAFT,
  weekdayKeys,
  type BlackoutPreview,
  type ClosedTime,
} from '@laikas/contract';
import type { TimeOfDay } from '@laikas/contract/time';
import { Form, FormField, FormRow, Muted, TimePicker, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { write } from '../../../data/calls';
import { api } from '../../../data/client';
import { CoveredReservations } from '../Groups/CoveredReservations';
import { useCoveredCheck } from '../Groups/useCoveredCheck';
import { CLOSED_TIME_AREAS, closedTimeRequest } from './closedTimes';
import { draftMessage } from './resourceForm';

/**
 * A closed time added to the room (`closedTimeDraftSchema`): one span of dates, whole days or between two times, or
 * every week on some weekdays. The reservations it would cover are shown first for a decision, as a holiday's are.
 */
export function ClosedTimeForm({ resourceId }: { resourceId: number }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(closedTimeDraftSchema, EMPTY_CLOSED_TIME_DRAFT);
  const weekly = form.watch('weekly');
  const { errors, check, decision } = useCoveredCheck<ClosedTime>({
    preview: (closed) => {
      const { path, body } = closedTimeRequest(resourceId, closed);
      return api.post<BlackoutPreview>(`${path}/preview`, body);
    },
    checkedText: t('admin.resources.closed.checked'),
    save: (closed, affected) => {
      const { path, body } = closedTimeRequest(resourceId, closed);
      return write(CLOSED_TIME_AREAS, api.post(path, { ...body, affected }));
    },
    savedText: (affected) =>
      affected === 'cancel' ? t('admin.resources.closed.addedCancelled') : t('admin.resources.closed.added'),
    onSaved: () => form.reset(EMPTY_CLOSED_TIME_DRAFT),
  });

  const count = decision?.preview.total ?? 0;
  return (
    <>
      <h3 id={`resource-${resourceId}-closed-new`}>{t('admin.resources.closed.add')}</h3>
      <Form
        form={form}
        idPrefix={`resource-${resourceId}-closed`}
        onSubmit={check}
        serverErrors={errors}
        ownMessage={draftMessage(t)}
        // A booking made between the preview and the choice: the server asks again.
        formErrorFields={['affected']}
        submitLabel={t('admin.resources.closed.add')}
        aria-labelledby={`resource-${resourceId}-closed-new`}
      >
        <FormField name="name" label={t('admin.resources.closed.name')} />
        <FormRow>
          <FormField name="from" type="date" label={t('admin.resources.closed.from')} />
          <FormField name="to" type="date" label={t('admin.resources.closed.to')} />
        </FormRow>
        <FormRow>
          <TimeField name="from_time" label={t('admin.resources.closed.fromTime')} />
          <TimeField name="to_time" label={t('admin.resources.closed.toTime')} />
        </FormRow>
        <Muted>{t('admin.resources.closed.timesHint')}</Muted>
        <FormField name="weekly" type="checkbox" label={t('admin.resources.closed.weekly')} />
        {weekly ? (
          <>
            <FormField
              name="weekdays"
              label={t('admin.resources.closed.weekdays')}
              choices={weekdayKeys.map((weekday) => ({
                value: weekday,
                label: t(`admin.resources.closed.weekday.${weekday}`),
              }))}
            />
            <Muted>{t('admin.resources.closed.weeklyHint')}</Muted>
          </>
        ) : null}
      </Form>
      {decision ? (
        <CoveredReservations
          {...decision}
          texts={{
            title: t('admin.resources.closed.covers', { count }),
            list: t('admin.resources.closed.coveredList'),
            cancel: t('admin.resources.closed.cancelCovered', { count }),
            keep: t('admin.resources.closed.keepCovered', { count }),
            back: t('admin.resources.closed.back'),
          }}
        />
      ) : null}
    </>
  );
}

/** A form field's time, chosen on the 24-hour clock in half hours. */
function TimeField({ name, label }: { name: 'from_time' | 'to_time'; label: string }) {
  return (
    <FormField
      name={name}
      label={label}
      render={({ id, label: text, value, onChange, invalid, describedBy }) => (
        <TimePicker
          id={id}
          label={text}
          value={value as TimeOfDay | null}
          onValueChange={onChange}
          invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    />
  );
}
