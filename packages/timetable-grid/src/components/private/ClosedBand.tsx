import type { CSSProperties } from 'react';
import type { ClosedSpan } from '../../layout';
import * as styles from './ClosedBand.css';
import { formatMinuteSpan } from './eventText';

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

/**
 * A closed time in a cell of a week table, above the cell's events: hatched, its name, and its hours when it does
 * not close the whole day ("17:00–24:00 Holiday: …"), read by screen readers with the cell.
 */
export function ClosedNote({ span }: { span: ClosedSpan }) {
  const whole = span.from <= 0 && span.to >= 24 * 60;
  const text = whole ? span.label : `${formatMinuteSpan(span.from, span.to)} ${span.label}`;
  return (
    <div className={styles.note} title={text} data-closed="">
      <span className={styles.label}>{text}</span>
    </div>
  );
}
