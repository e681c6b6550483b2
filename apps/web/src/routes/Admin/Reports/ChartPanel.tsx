import { Box, Button, Panel } from '@laikas/ui';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Reports.css';

/** A chart and the same numbers as a table: the table is one click away, the text alternative always there. */
export function ChartPanel({
  title,
  summary,
  chart,
  table,
  scroll = false,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  /** A chart taller than its frame (a bar per room): the frame scrolls, by keyboard too. */
  scroll?: boolean;
}) {
  const { t } = useTranslation('web');
  const [asTable, setAsTable] = useState(false);
  return (
    <Panel aria-label={title}>
      <Box display="flex" justifyContent="space-between" alignItems="center" gap="sm">
        <h2>{title}</h2>
        <Button variant="secondary" size="small" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? t('reports.showChart') : t('reports.showTable')}
        </Button>
      </Box>
      <Box as="p" color="textMuted" fontSize="sm">
        {summary}
      </Box>
      {asTable ? (
        table
      ) : (
        <div
          className={scroll ? styles.chartScroll : undefined}
          {...(scroll && { tabIndex: 0, role: 'group', 'aria-label': t('reports.chartScroll', { title }) })}
        >
          <figure className={scroll ? styles.tallChart : styles.chart} role="img" aria-label={summary}>
            <Suspense fallback={null}>{chart}</Suspense>
          </figure>
        </div>
      )}
    </Panel>
  );
}
