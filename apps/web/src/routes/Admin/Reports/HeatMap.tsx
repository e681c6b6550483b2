import { clockDigits, formatTimeOfDay } from '@laikas/contract/time';
import type { ReportData } from '@laikas/contract';
import { Box, Panel, vars } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import type { ReportFocus } from '../../../data/reports';
import { heatGrid } from './reportQuery';
import * as styles from './Reports.css';

/** Booked hours per weekday and hour, each cell shaded by its share of the busiest and opening what is behind it. */
export function HeatMap({
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
      <Box as="p" color="textMuted" fontSize="sm">
        {summary}
      </Box>
      <div className={styles.scroller}>
        <table className={styles.heat}>
          <caption className={styles.muted}>{t('reports.heatmap.caption')}</caption>
          <thead>
            <tr>
              <td />
              {grid.hours.map((hour) => (
                <th key={hour} scope="col">
                  {clockDigits(hour)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{weekdays[index]}</th>
                {row.map((hours, column) => {
                  const share = grid.max > 0 ? hours / grid.max : 0;
                  const hour = grid.hours[column]!;
                  const label = `${weekdays[index]} ${formatTimeOfDay({ hours: hour, minutes: 0 })}`;
                  return (
                    <td key={hour}>
                      <button
                        type="button"
                        className={styles.heatCell}
                        style={{
                          // The cell's shade is its share of the busiest cell (computed, so inline).
                          background: `color-mix(in srgb, ${vars.color.primary} ${Math.round(share * 100)}%, ${vars.color.surface})`,
                        }}
                        aria-label={t('reports.heatmap.cell', {
                          weekday: weekdays[index],
                          hour: clockDigits(hour),
                          hours: format(hours),
                        })}
                        onClick={() => onPick({ kind: 'cell', weekday: index + 1, hour, label })}
                      >
                        {/* The figure sits on the page's own background, not on the shade: readable at every
                            shade in both themes (WCAG 1.4.3; no single text colour contrasts with mid blues). */}
                        {hours > 0 ? <span className={styles.heatValue}>{format(hours)}</span> : null}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
