import type { ReportFilters } from '@laikas/contract';
import { Box, Button, useModal, useToast } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadReport } from '../../../data/reports';
import { SaveReportForm } from './SaveReportForm';

const EXPORTS = [
  ['xlsx', 'reports.exportXlsx'],
  ['csv', 'reports.exportCsv'],
] as const;

/** Save, and the two exports with a progress indicator while the file is prepared. */
export function ReportActions({ filters, canSave = true }: { filters: ReportFilters; canSave?: boolean }) {
  const { t } = useTranslation('web');
  const modal = useModal();
  const toast = useToast();
  const navigate = useNavigate();
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
            modal.open(SaveReportForm, {
              header: t('reports.saveTitle'),
              props: { filters, onSaved: (id: number) => navigate(`/admin/reports/${id}`) },
              size: 'small',
            })
          }
        >
          {t('reports.saveReport')}
        </Button>
      ) : null}
      {EXPORTS.map(([format, label]) => (
        <Button
          key={format}
          variant="secondary"
          loading={exporting === format}
          disabled={exporting !== null}
          onClick={() => void exportAs(format)}
        >
          {t(label)}
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
