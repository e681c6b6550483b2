import { reportSaveBodySchema, type ReportFilters, type SavedReport } from '@laikas/contract';
import { Box, Button, FormField, useModal, useSchemaForm, useToast, type ModalContentProps } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { saveRecord } from '../../../data/calls';
import { downloadReport } from '../../../data/reports';
import { SaveForm } from '../../ScreenKit';
import { type ReportResourceKind } from './reportQuery';

const EXPORTS = ['xlsx', 'csv'] as const;
type Format = (typeof EXPORTS)[number];

/**
 * Save (unless `canSave` is false), and the two exports with a progress indicator while the file is prepared; the CSV
 * holds the rooms table, named by what it holds (`kind`).
 */
export function ReportActions({
  filters,
  canSave = true,
  kind = 'room',
}: {
  filters: ReportFilters;
  canSave?: boolean;
  kind?: ReportResourceKind;
}) {
  const { t } = useTranslation('web');
  const labels: Record<Format, string> = { xlsx: t('reports.exportXlsx'), csv: t(`reports.exportCsv.${kind}`) };
  const modal = useModal();
  const toast = useToast();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState<Format | null>(null);

  async function exportAs(format: Format) {
    setExporting(format);
    try {
      await downloadReport(filters, format);
    } catch {
      toast.error(t('reports.exportFailed'));
    } finally {
      setExporting(null);
    }
  }
  const save = () =>
    modal.open(SaveReportForm, {
      header: t('reports.saveTitle'),
      props: { filters, onSaved: (id: number) => navigate(`/admin/reports/${id}`) },
      size: 'small',
    });

  return (
    <Box display="flex" flexWrap="wrap" gap="sm">
      {canSave ? <Button onClick={save}>{t('reports.saveReport')}</Button> : null}
      {EXPORTS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          loading={exporting === format}
          disabled={exporting !== null}
          onClick={() => void exportAs(format)}
        >
          {labels[format]}
        </Button>
      ))}
      {exporting ? (
        <Box as="span" role="status" color="textMuted" fontSize="sm">
          {t('reports.exporting')}
        </Box>
      ) : null}
    </Box>
  );
}

/** The name, checked as the server checks it; the filters come with the report. */
const nameSchema = reportSaveBodySchema.pick({ name: true });

/** The report-save modal (spec 2): the report's name is its one field; `onSaved` opens the saved report. */
function SaveReportForm({
  filters,
  onSaved,
  close,
}: ModalContentProps & { filters: ReportFilters; onSaved: (id: number) => void }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(nameSchema, { name: '' });
  return (
    <SaveForm
      form={form}
      idPrefix="report"
      save={({ name }) => saveRecord<SavedReport>('my-reports', '/api/admin/reports', null, { name, ...filters })}
      savedText={t('reports.saved')}
      failedText={t('reports.failed')}
      onSaved={(saved) => {
        close();
        onSaved(saved.id);
      }}
      onCancel={close}
    >
      <FormField name="name" label={t('reports.name')} maxLength={255} />
    </SaveForm>
  );
}
