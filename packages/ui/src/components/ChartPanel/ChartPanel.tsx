import { Suspense, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Box } from '../Box';
import { Button } from '../Button';
import { Panel } from '../Page';
import * as styles from './ChartPanel.css';

export interface ChartPanelProps {
  /** The panel's heading (`<h2>`), which also names it as a region. */
  title: string;
  /** What the chart shows, in a sentence: shown under the title and the chart's text alternative. */
  summary: string;
  /** The chart (any library; a lazy one loads inside a `Suspense`). */
  chart: ReactNode;
  /** The same numbers as a table, one click away. */
  table: ReactNode;
  /**
   * A chart taller than its frame (a bar per room) that sets its own height: the frame scrolls, by keyboard too.
   * Otherwise the chart fills a frame of fixed height.
   */
  scroll?: boolean;
}

/** A chart and the same numbers as a table: the table is one click away, the text alternative always there. */
export function ChartPanel({ title, summary, chart, table, scroll = false }: ChartPanelProps) {
  const { t } = useUiTranslation();
  const [asTable, setAsTable] = useState(false);
  const figure = (
    <figure className={scroll ? styles.tallChart : styles.chart} role="img" aria-label={summary}>
      <Suspense fallback={null}>{chart}</Suspense>
    </figure>
  );
  let body: ReactNode = figure;
  if (asTable) {
    body = table;
  } else if (scroll) {
    body = (
      // A frame that scrolls is a tab stop, so that the keyboard scrolls it too (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <div className={styles.scrollFrame} tabIndex={0} role="group" aria-label={t('chartPanel.scroll', { title })}>
        {figure}
      </div>
    );
  }
  return (
    <Panel aria-label={title}>
      <Box display="flex" justifyContent="space-between" alignItems="center" gap="sm">
        <h2>{title}</h2>
        <Button variant="secondary" size="small" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? t('chartPanel.showChart') : t('chartPanel.showTable')}
        </Button>
      </Box>
      <Box as="p" color="textMuted" fontSize="sm">
        {summary}
      </Box>
      {body}
    </Panel>
  );
}
