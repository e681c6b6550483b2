import {
  closedTimeDraftSchema,
  EMPTY_CLOSED_TIME_DRAFT,
  weekdayKeys,
  type Blackout,
  type BlackoutDecision,
  type BlackoutPreview,
  type ClosedTime,
  type WeeklyBlackout,
} from '@laikas/contract';
import { formatTimeOfDay, type TimeOfDay } from '@laikas/contract/time';
import {
  actionsColumn,
  ConfirmButton,
  Form,
  FormField,
  FormRow,
  ListTable,
  Muted,
  TimePicker,
  useListState,
  useSchemaForm,
  type DataTableColumn,
  type ListPageList,
} from '@laikas/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteRecord, usePage, write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';
import { Section } from '../../ScreenKit';
import { formatBlackoutSpan } from '../Groups/blackoutSpan';
import { CoveredReservations } from '../Groups/CoveredReservations';
import { draftMessage } from './resourceForm';

/** What a closed time's write makes read again: the room's lists, and every week and timetable it closes. */
const AREAS = ['periods', 'reservations'];

/** The room's closed times: its addresses under `/api/admin/resources/{id}/`. */
const pathsOf = (resourceId: number) => ({
  single: `/api/admin/resources/${resourceId}/blackouts`,
  weekly: `/api/admin/resources/${resourceId}/weekly-blackouts`,
});

/**
 * A room's own closed times (besides the holidays that close every room), on its administration page: its weekly
 * rules and its closed dates, each removable, and a form adding one (an earlier walk: they came only from imports).
 */
export function ResourceClosedTimes({ resourceId }: { resourceId: number }) {
  const { t } = useTranslation('web');
  const paths = pathsOf(resourceId);
  const weeklyQuery = useListState({ page: 1, per_page: 25 });
  const singleQuery = useListState({ page: 1, per_page: 25 });
  const weekly = usePage<WeeklyBlackout>('periods', paths.weekly, weeklyQuery.query);
  const single = usePage<Blackout>('periods', paths.single, singleQuery.query);
  const weeklyColumns = useWeeklyColumns(paths.weekly);
  const singleColumns = useSingleColumns(paths.single);
  const none = weekly.data?.meta.total === 0 && single.data?.meta.total === 0;
  return (
    <Section title={t('admin.resources.closed.title')} intro={t('admin.resources.closed.intro')}>
      {none ? <Muted>{t('admin.resources.noBlackouts')}</Muted> : null}
      <ClosedList title={t('admin.resources.closed.weeklyTitle')} list={weekly}>
        <ListTable
          label={t('admin.resources.closed.weeklyTitle')}
          list={weekly}
          query={weeklyQuery.query}
          onQueryChange={weeklyQuery.change}
          columns={weeklyColumns}
          loadFailedText={t('admin.loadFailed')}
          pageSizes={false}
        />
      </ClosedList>
      <ClosedList title={t('admin.resources.closed.datesTitle')} list={single}>
        <ListTable
          label={t('admin.resources.closed.datesTitle')}
          list={single}
          query={singleQuery.query}
          onQueryChange={singleQuery.change}
          columns={singleColumns}
          loadFailedText={t('admin.loadFailed')}
          pageSizes={false}
        />
      </ClosedList>
      <ClosedTimeForm resourceId={resourceId} />
    </Section>
  );
}

/** One list of closed times under its heading; left out once the server says it is empty. */
function ClosedList({ title, list, children }: { title: string; list: ListPageList<unknown>; children: ReactNode }) {
  if (list.data?.meta.total === 0) {
    return null;
  }
  return (
    <>
      <h3>{title}</h3>
      {children}
    </>
  );
}

/** "Mondays and Fridays, 12:00–14:00" (lt "Pirmadieniais ir penktadieniais, 12:00–14:00"). */
function useWeeklyWhen() {
  const { t, i18n } = useTranslation('web');
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (rule: Pick<WeeklyBlackout, 'weekdays' | 'from_time' | 'to_time'>) => {
    const text = t('admin.resources.closed.weeklyWhen', {
      days: list.format(rule.weekdays.map((weekday) => t(`admin.resources.closed.on.${weekday}`))),
      from: formatTimeOfDay(rule.from_time),
      to: formatTimeOfDay(rule.to_time),
    });
    // The Lithuanian days are lower case inside a sentence; a cell starts with a capital.
    return text.charAt(0).toLocaleUpperCase(i18n.language) + text.slice(1);
  };
}

/** A row's Remove, asked first; its button names the row. */
function RemoveButton({ name, when, message, path }: { name: string; when: string; message: string; path: string }) {
  const { t } = useTranslation('web');
  const { submit } = useSubmit(t('admin.saveFailed'));
  return (
    <ConfirmButton
      size="small"
      variant="secondary"
      aria-label={t('admin.resources.closed.removeNamed', { name, when })}
      confirm={{
        title: t('admin.resources.closed.removeTitle'),
        message,
        confirmLabel: t('admin.resources.closed.remove'),
      }}
      onConfirm={() => submit(() => deleteRecord(AREAS, path), t('admin.resources.closed.removed'))}
    >
      {t('admin.resources.closed.remove')}
    </ConfirmButton>
  );
}

function useWeeklyColumns(path: string): DataTableColumn<WeeklyBlackout>[] {
  const { t } = useTranslation('web');
  const when = useWeeklyWhen();
  return [
    { id: 'when', header: t('admin.resources.closed.when'), accessor: when, rowHeader: true },
    { id: 'between', header: t('admin.resources.closed.between'), accessor: (rule) => `${rule.from} – ${rule.to}` },
    { id: 'name', header: t('admin.resources.closed.name'), accessor: (rule) => rule.name },
    actionsColumn(t('admin.resources.closed.remove'), (rule) => (
      <RemoveButton
        name={rule.name}
        when={when(rule)}
        message={t('admin.resources.closed.removeWeeklyMessage', {
          name: rule.name,
          when: when(rule),
          count: rule.dates,
        })}
        path={`${path}/${rule.id}`}
      />
    )),
  ];
}

function useSingleColumns(path: string): DataTableColumn<Blackout>[] {
  const { t } = useTranslation('web');
  return [
    { id: 'when', header: t('admin.resources.closed.when'), accessor: formatBlackoutSpan, rowHeader: true },
    { id: 'name', header: t('admin.resources.closed.name'), accessor: (row) => row.name },
    actionsColumn(t('admin.resources.closed.remove'), (row) => (
      <RemoveButton
        name={row.name}
        when={formatBlackoutSpan(row)}
        message={t('admin.resources.closed.removeMessage', { name: row.name, when: formatBlackoutSpan(row) })}
        path={`${path}/${row.id}`}
      />
    )),
  ];
}

/** A form field's time, chosen on the 24-hour clock in half hours. */
function timeField(name: 'from_time' | 'to_time', label: string) {
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

/**
 * A closed time added to the room (`closedTimeDraftSchema`): one span of dates, whole days or between two times, or
 * every week on some weekdays. The reservations it would cover are shown first for a decision, as a holiday's are.
 */
function ClosedTimeForm({ resourceId }: { resourceId: number }) {
  const { t } = useTranslation('web');
  const paths = pathsOf(resourceId);
  const form = useSchemaForm(closedTimeDraftSchema, EMPTY_CLOSED_TIME_DRAFT);
  const { errors, submit } = useSubmit(t('admin.saveFailed'));
  const [covered, setCovered] = useState<{ closed: ClosedTime; preview: BlackoutPreview }>();
  const weekly = form.watch('weekly');

  const pathOf = (closed: ClosedTime) => (closed.weekly ? paths.weekly : paths.single);
  const bodyOf = ({ weekly: _weekly, ...body }: ClosedTime) => body;

  async function save(closed: ClosedTime, affected?: BlackoutDecision) {
    const saved = await submit(
      () => write(AREAS, api.post(pathOf(closed), { ...bodyOf(closed), affected })),
      affected === 'cancel' ? t('admin.resources.closed.addedCancelled') : t('admin.resources.closed.added'),
    );
    if (saved) {
      setCovered(undefined);
      form.reset(EMPTY_CLOSED_TIME_DRAFT);
    }
  }

  async function check(closed: ClosedTime) {
    if (covered) {
      return;
    }
    const preview = await submit(
      () => api.post<BlackoutPreview>(`${pathOf(closed)}/preview`, bodyOf(closed)),
      t('admin.resources.closed.checked'),
    );
    if (preview?.total === 0) {
      await save(closed);
    } else if (preview) {
      setCovered({ closed, preview });
    }
  }

  const count = covered?.preview.total ?? 0;
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
          {timeField('from_time', t('admin.resources.closed.fromTime'))}
          {timeField('to_time', t('admin.resources.closed.toTime'))}
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
      {covered ? (
        <CoveredReservations
          preview={covered.preview}
          texts={{
            title: t('admin.resources.closed.covers', { count }),
            list: t('admin.resources.closed.coveredList'),
            cancel: t('admin.resources.closed.cancelCovered', { count }),
            keep: t('admin.resources.closed.keepCovered', { count }),
            back: t('admin.resources.closed.back'),
          }}
          onCancel={() => void save(covered.closed, 'cancel')}
          onKeep={() => void save(covered.closed, 'keep')}
          onBack={() => setCovered(undefined)}
        />
      ) : null}
    </>
  );
}
