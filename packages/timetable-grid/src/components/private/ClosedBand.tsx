import type { CSSProperties } from 'react';
import type { ClosedSpan } from '../../layout';
import * as styles from './ClosedBand.css';
import { formatMinuteSpan } from './eventText';

/** `data-closed` on a closed time, `data-marked` on a marked one (an exam session: drawn, still offered). */
const dataOf = (marked: boolean | undefined) => (marked ? { 'data-marked': '' } : { 'data-closed': '' });

/**
 * A closed time drawn on a day column or a lane row: hatched, named on hover (`title`) and in its text, which screen
 * readers read with the column's other content. A press on it starts a drag the grid refuses, as on a gap. A marked
 * time (`marked`, issue 36) is hatched in a colour of its own and lets presses through to the free time under it.
 */
export function ClosedBand({ label, style, marked }: { label: string; style: CSSProperties; marked?: boolean }) {
  return (
    <div className={marked ? styles.markedBand : styles.band} style={style} title={label} {...dataOf(marked)}>
      <span className={marked ? styles.markedLabel : styles.label}>{label}</span>
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
    <div className={span.marked ? styles.markedNote : styles.note} title={text} {...dataOf(span.marked)}>
      <span className={span.marked ? styles.markedLabel : styles.label}>{text}</span>
    </div>
  );
}
