import type { ReportData, ReportFilters } from '@laikas/contract';
import { toZonedDayMinute } from '@laikas/timetable-grid';
import { Page, Muted } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTimeZone } from '../../../data/appInfo';
import { useGet } from '../../../data/calls';
import { filtersToParams } from '../../../data/reports';
import { ReportActions } from './ReportActions';
import { ReportFiltersForm } from './ReportFiltersForm';
import { filtersFromParams, monthOf } from './reportQuery';
import { ReportView } from './ReportView';

/** `/admin/reports`: choose a range and filters, see the figures and charts, save or export them. */
export default function ReportsPage() {
  const { t } = useTranslation('web');
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const asked = filtersFromParams(params);
  const [today] = useState(() => toZonedDayMinute(Date.now(), timeZone).date);
  const [form, setForm] = useState<ReportFilters>(() => asked ?? monthOf(today));
  const report = useGet<ReportData>(asked && 'reports', `/api/admin/reports?${asked ? filtersToParams(asked) : ''}`);

  function show(event: FormEvent) {
    event.preventDefault();
    setParams(filtersToParams(form));
  }

  return (
    <Page title={t('reports.title')}>
      <ReportFiltersForm
        form={form}
        onChange={(change) => setForm((current) => ({ ...current, ...change }))}
        onSubmit={show}
      />
      {report.error ? (
        <p role="alert">{report.error instanceof Error ? report.error.message : t('reports.failed')}</p>
      ) : null}
      {asked && report.data ? (
        <>
          <ReportActions filters={asked} />
          <ReportView report={report.data} filters={asked} />
        </>
      ) : null}
      {!asked ? <Muted small>{t('reports.intro')}</Muted> : null}
    </Page>
  );
}
