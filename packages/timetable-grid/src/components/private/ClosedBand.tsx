import type { CSSProperties } from 'react';
import * as styles from './ClosedBand.css';

/**
 * A closed time drawn on a day column or a lane row: hatched, named on hover (`title`) and in its text, which screen
 * readers read with the column's other content. A press on it starts a drag the grid refuses, as on a gap.
 */
export function ClosedBand({ label, style }: { label: string; style: CSSProperties }) {
  return (
    <div className={styles.band} style={style} title={label} data-closed="">
      <span className={styles.label}>{label}</span>
    </div>
  );
}
