import { clockDigits, formatTimeOfDay } from '@laikas/contract/time';
import type { ReportData } from '@laikas/contract';
import { HeatMap, Panel, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import type { ReportFocus } from '../../../data/reports';
import { heatGrid } from './reportQuery';

/** The report's booked hours per weekday and hour; a cell opens the bookings behind it. */
export function ReportHeatMap({
  report,
  summary,
  format,
  onPick,
}: {
  report: Pick<ReportData, 'heatmap'>;
  summary: string;
  format: (hours: number) => string;
  onPick: (focus: ReportFocus) => void;
}) {
  const { t } = useTranslation('web');
  const weekdays = t('reports.weekdays', { returnObjects: true }) as string[];
  const grid = heatGrid(report);
  return (
    <Panel aria-labelledby="report-heatmap">
      <h2 id="report-heatmap">{t('reports.heatmap.title')}</h2>
      <Muted small>{summary}</Muted>
      <HeatMap
        caption={t('reports.heatmap.caption')}
        rows={weekdays}
        columns={grid.hours.map(clockDigits)}
        values={grid.rows}
        format={format}
        cellLabel={(row, column, hours) =>
          t('reports.heatmap.cell', { weekday: weekdays[row], hour: clockDigits(grid.hours[column]!), hours })
        }
        onCellClick={(row, column) => {
          const hour = grid.hours[column]!;
          const label = `${weekdays[row]} ${formatTimeOfDay({ hours: hour, minutes: 0 })}`;
          onPick({ kind: 'cell', weekday: row + 1, hour, label });
        }}
      />
    </Panel>
  );
}
