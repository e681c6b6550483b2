import type { ReportData, SavedReport } from '@laikas/contract';
import { Box } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGet } from '../../../data/calls';
import { filtersToParams } from '../../../data/reports';
import { useIdParam } from '../../ScreenKit';
import ReportResult from './ReportResult';

/** `/admin/reports/{report}`: a saved report, its figures computed now. */
export default function SavedReportPage() {
  const { t } = useTranslation('web');
  const id = useIdParam('report');
  const { data: saved, error } = useGet<SavedReport & { report: ReportData }>(
    id && id > 0 ? 'reports' : null,
    `/api/admin/reports/${id}`,
  );
  if (error) {
    return (
      <Box display="flex" flexDirection="column" gap="md">
        <h1>{t('reports.notFound')}</h1>
        <Link to="/admin/reports/user-reports">{t('reports.mine.title')}</Link>
      </Box>
    );
  }
  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <h1 aria-busy={saved ? undefined : true}>{saved?.name ?? t('common.loading')}</h1>
      {saved ? (
        <>
          <Box as="p" color="textMuted" fontSize="sm">
            {t('reports.savedRange', { from: saved.filters.from, to: saved.filters.to })}{' '}
            <Link to={`/admin/reports?${filtersToParams(saved.filters).toString()}`}>{t('reports.change')}</Link>
          </Box>
          <ReportResult report={saved.report} filters={saved.filters} canSave={false} />
        </>
      ) : null}
    </Box>
  );
}
