import type { ReportData, ReportFilters } from '@laikas/contract';
import { toZonedDayMinute } from '@laikas/timetable-grid';
import { Button, Checkbox, DatePicker, ListFilters, Muted, MultiSelect, Page, SearchSelect, Select } from '@laikas/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTimeZone } from '../../../data/appInfo';
import { useGet } from '../../../data/calls';
import { searchGroups, useChosenGroups } from '../../../data/groups';
import { filtersToParams } from '../../../data/reports';
import { searchResourceOptions, useChosenResources, useResourceTags } from '../../../data/resources';
import { ReportPeriods } from './ReportPeriods';
import { filtersFromParams, monthOf } from './reportQuery';

// Asked for when a report is (beside its data), so choosing the filters waits for none of its code.
const ReportResult = lazy(() => import('./ReportResult'));

const TYPES = ['any', 'lecture', 'event'] as const;
const TYPE_LABELS = { any: 'reports.anyType', lecture: 'reports.lecture', event: 'reports.event' } as const;
/** The "To" picker's id: an inverted range is said under it, and "Show" sends focus there. */
const TO_ID = 'reports-to';

/** A range that ends before it starts: said under "To", never sent to the server (which would only refuse it). */
const inverted = (filters: ReportFilters | null) => Boolean(filters?.from && filters.to && filters.to < filters.from);

/**
 * `/admin/reports`: choose a range and filters (this month at first; rooms and groups searched on the server, issue
 * 27: hundreds after an import), see the figures and charts, save or export them. "Show" puts the filters in the
 * address, which the report is read from.
 */
export default function ReportsPage() {
  const { t } = useTranslation('web');
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const asked = filtersFromParams(params);
  // Today once, when the screen opens: the first range and which period is current.
  const [today] = useState(() => toZonedDayMinute(Date.now(), timeZone).date);
  const [form, setForm] = useState<ReportFilters>(() => asked ?? monthOf(today));
  const change = (next: Partial<ReportFilters>) => setForm((current) => ({ ...current, ...next }));
  const wrongRange = inverted(form) ? t('reports.endBeforeStart') : null;
  const shown = asked && !inverted(asked) ? asked : null;
  const report = useGet<ReportData>(shown && 'reports', `/api/admin/reports?${shown ? filtersToParams(shown) : ''}`);
  const resources = useChosenResources(form.resources ?? []);
  const groups = useChosenGroups(form.groups ?? []);
  const { data: tags = [] } = useResourceTags();
  const ids = (value: { value: string | number }[]) =>
    value.length > 0 ? value.map((option) => Number(option.value)) : undefined;

  return (
    <Page title={t('reports.title')}>
      <ListFilters
        label={t('reports.filtersLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          if (wrongRange) {
            document.getElementById(TO_ID)?.focus();
            return;
          }
          setParams(filtersToParams(form));
        }}
        actions={
          <Button type="submit" disabled={!form.from || !form.to}>
            {t('reports.show')}
          </Button>
        }
      >
        <DatePicker
          label={t('reports.from')}
          value={form.from}
          onValueChange={(from) => change({ from: from ?? '' })}
        />
        <DatePicker
          id={TO_ID}
          label={t('reports.to')}
          value={form.to}
          onValueChange={(to) => change({ to: to ?? '' })}
          errors={wrongRange ? [wrongRange] : []}
        />
        <ReportPeriods today={today} onChoose={(from, to) => change({ from, to })} />
        <SearchSelect
          multiple
          label={t('reports.resources')}
          search={searchResourceOptions}
          value={resources.options}
          onValueChange={(value) => {
            resources.remember(value);
            change({ resources: ids(value) });
          }}
          placeholder={t('reports.allResources')}
        />
        <MultiSelect<string>
          label={t('reports.tags')}
          options={tags.map((tag) => ({ value: tag, label: tag }))}
          value={form.tags ?? []}
          onValueChange={(value) => change({ tags: value.length > 0 ? value : undefined })}
          placeholder={t('reports.allTags')}
        />
        <SearchSelect
          multiple
          label={t('reports.groups.title')}
          search={searchGroups}
          value={groups.options}
          onValueChange={(value) => {
            groups.remember(value);
            change({ groups: ids(value) });
          }}
          placeholder={t('reports.allGroups')}
        />
        <Select<string>
          label={t('reports.type')}
          options={TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }))}
          value={form.type ?? 'any'}
          onValueChange={(value) => change({ type: value === 'lecture' || value === 'event' ? value : undefined })}
        />
        <Checkbox
          label={t('reports.weekends')}
          checked={form.days === 'all'}
          onCheckedChange={(checked) => change({ days: checked ? 'all' : undefined })}
        />
      </ListFilters>
      {report.error ? (
        <p role="alert">{report.error instanceof Error ? report.error.message : t('reports.failed')}</p>
      ) : null}
      {shown ? (
        <Suspense fallback={null}>
          <ReportResult report={report.data} filters={shown} />
        </Suspense>
      ) : (
        <Muted small>{t('reports.intro')}</Muted>
      )}
    </Page>
  );
}
