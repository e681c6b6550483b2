import type { ReportFilters } from '@laikas/contract';
import { Box, Button, Muted, Panel } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useReportReservations, type ReportFocus } from '../../../data/reports';
import { behindColumns, ReportTable } from './reportColumns';

/** The bookings behind the figure an administrator chose (a room, week, group, teacher or heat-map cell). */
export function BehindPanel({
  filters,
  focus,
  onClose,
}: {
  filters: ReportFilters;
  focus: ReportFocus;
  onClose: () => void;
}) {
  const { t } = useTranslation('web');
  const behind = useReportReservations(filters, focus);
  const title = t('reports.behind.title', { what: focus.label });
  return (
    <Panel aria-labelledby="report-behind">
      <Box display="flex" justifyContent="space-between" alignItems="center" gap="sm">
        <h2 id="report-behind">{title}</h2>
        <Button variant="secondary" size="small" onClick={onClose}>
          {t('reports.behind.close')}
        </Button>
      </Box>
      <Muted small>
        {behind.data ? t('reports.behind.count', { count: behind.data.meta.total }) : t('common.loading')}
      </Muted>
      {behind.data ? <ReportTable title={title} columns={behindColumns(t)} data={behind.data.data} /> : null}
    </Panel>
  );
}
