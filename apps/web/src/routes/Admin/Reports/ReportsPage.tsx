import type { ReportFilters } from '@laikas/contract';
import { toZonedDayMinute } from '@laikas/timetable-grid';
import {
  Box,
  Button,
  Checkbox,
  DatePicker,
  Field,
  MultiSelect,
  SearchSelect,
  Select,
  TextInput,
  useModal,
  useToast,
  type ModalContentProps,
} from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppInfo } from '../../../data/appInfo';
import { ApiError } from '../../../data/client';
import { useResourceTags } from '../../../data/freeRooms';
import { searchGroups, useChosenGroups } from '../../../data/groups';
import { downloadReport, saveReport, useReport } from '../../../data/reports';
import { searchResourceOptions, useChosenResources } from '../../../data/resources';
import { filtersFromParams, filtersToParams, monthOf } from './reportQuery';
import { ReportView } from './ReportView';
import * as styles from './Reports.css';

/** The report-save modal (spec 2): the report's name is its one field. */
function SaveReportForm({ filters, close }: ModalContentProps & { filters: ReportFilters }) {
  const { t } = useTranslation('web');
  const toast = useToast();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveReport(name, filters);
      toast.success(t('reports.saved'));
      close();
      navigate(`/admin/reports/${saved.id}`);
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.errors?.name ?? [error.message]) : [t('reports.failed')]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Box display="flex" flexDirection="column" gap="md">
        <Field id="report-name" label={t('reports.name')} errors={errors}>
          <TextInput id="report-name" value={name} onChange={(event) => setName(event.target.value)} required />
        </Field>
        <Box display="flex" gap="sm" justifyContent="flex-end">
          <Button type="button" variant="secondary" onClick={close}>
            {t('reports.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('reports.save')}
          </Button>
        </Box>
      </Box>
    </form>
  );
}

/** Save, and the two exports with a progress indicator while the file is prepared. */
export function ReportActions({ filters, canSave = true }: { filters: ReportFilters; canSave?: boolean }) {
  const { t } = useTranslation('web');
  const modal = useModal();
  const toast = useToast();
  const [exporting, setExporting] = useState<'xlsx' | 'csv' | null>(null);

  async function exportAs(format: 'xlsx' | 'csv') {
    setExporting(format);
    try {
      await downloadReport(filters, format);
    } catch {
      toast.error(t('reports.exportFailed'));
    } finally {
      setExporting(null);
    }
  }

  return (
    <Box display="flex" flexWrap="wrap" gap="sm">
      {canSave ? (
        <Button
          onClick={() =>
            modal.open(SaveReportForm, { header: t('reports.saveTitle'), props: { filters }, size: 'small' })
          }
        >
          {t('reports.saveReport')}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        loading={exporting === 'xlsx'}
        disabled={exporting !== null}
        onClick={() => void exportAs('xlsx')}
      >
        {t('reports.exportXlsx')}
      </Button>
      <Button
        variant="secondary"
        loading={exporting === 'csv'}
        disabled={exporting !== null}
        onClick={() => void exportAs('csv')}
      >
        {t('reports.exportCsv')}
      </Button>
      {exporting ? (
        <span role="status" className={styles.muted}>
          {t('reports.exporting')}
        </span>
      ) : null}
    </Box>
  );
}

/** `/admin/reports`: choose a range and filters, see the figures and charts, save or export them. */
export default function ReportsPage() {
  const { t } = useTranslation('web');
  const settings = useAppInfo();
  const timeZone = settings?.time_zone ?? 'Europe/Vilnius';
  const [params, setParams] = useSearchParams();
  const asked = filtersFromParams(params);
  const [today] = useState(() => toZonedDayMinute(Date.now(), timeZone).date);
  const [form, setForm] = useState<ReportFilters>(() => asked ?? monthOf(today));
  const report = useReport(asked);
  // Rooms too are searched on the server (issue 27: 300 rooms after an import).
  const resources = useChosenResources(form.resources ?? []);
  const { data: tags = [] } = useResourceTags();
  // Groups are searched on the server (issue 27: 473 after an import; the picker loaded the first 1000).
  const groups = useChosenGroups(form.groups ?? []);
  const update = (change: Partial<ReportFilters>) => setForm((current) => ({ ...current, ...change }));

  function show(event: FormEvent) {
    event.preventDefault();
    setParams(filtersToParams(form));
  }

  const typeOptions = [
    { value: 'any', label: t('reports.anyType') },
    { value: 'lecture', label: t('reports.lecture') },
    { value: 'event', label: t('reports.event') },
  ];

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <h1>{t('reports.title')}</h1>
      <form className={styles.filters} onSubmit={show} aria-label={t('reports.filtersLabel')}>
        <DatePicker
          label={t('reports.from')}
          value={form.from}
          onValueChange={(value) => update({ from: value ?? '' })}
        />
        <DatePicker label={t('reports.to')} value={form.to} onValueChange={(value) => update({ to: value ?? '' })} />
        <SearchSelect
          multiple
          label={t('reports.resources')}
          search={searchResourceOptions}
          value={resources.options}
          onValueChange={(value) => {
            resources.remember(value);
            update({ resources: value.length > 0 ? value.map((option) => Number(option.value)) : undefined });
          }}
          placeholder={t('reports.all')}
        />
        <MultiSelect<string>
          label={t('reports.tags')}
          options={tags.map((tag) => ({ value: tag, label: tag }))}
          value={form.tags ?? []}
          onValueChange={(value) => update({ tags: value.length > 0 ? value : undefined })}
          placeholder={t('reports.all')}
        />
        <SearchSelect
          multiple
          label={t('reports.groups.title')}
          search={searchGroups}
          value={groups.options}
          onValueChange={(value) => {
            groups.remember(value);
            update({ groups: value.length > 0 ? value.map((option) => Number(option.value)) : undefined });
          }}
          placeholder={t('reports.all')}
        />
        <Select<string>
          label={t('reports.type')}
          options={typeOptions}
          value={form.type ?? 'any'}
          onValueChange={(value) => update({ type: value === 'lecture' || value === 'event' ? value : undefined })}
        />
        <Checkbox
          label={t('reports.weekends')}
          checked={form.days === 'all'}
          onCheckedChange={(checked) => update({ days: checked ? 'all' : undefined })}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={!form.from || !form.to}>
            {t('reports.show')}
          </Button>
        </div>
      </form>
      {report.error ? (
        <p role="alert">{report.error instanceof Error ? report.error.message : t('reports.failed')}</p>
      ) : null}
      {asked && report.data ? (
        <>
          <ReportActions filters={asked} />
          <ReportView report={report.data} filters={asked} />
        </>
      ) : null}
      {!asked ? <p className={styles.muted}>{t('reports.intro')}</p> : null}
    </Box>
  );
}
