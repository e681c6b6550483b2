import { useId } from 'react';
import * as styles from './ReservationForm.css';

/**
 * A warning listing what stands at the chosen time (the server refuses or allows it on Save); `justTaken`: what
 * someone else took while the form was open (issue 31), ringed like the slot it took.
 */
export function TakenNotice({
  title,
  items,
  justTaken = false,
}: {
  title: string;
  items: readonly string[];
  justTaken?: boolean;
}) {
  const titleId = useId();
  if (items.length === 0) {
    return null;
  }
  return (
    <div
      className={justTaken ? `${styles.takenNotice} ${styles.justTakenNotice}` : styles.takenNotice}
      role="status"
      data-just-taken={justTaken || undefined}
    >
      <p id={titleId} className={styles.takenNoticeTitle}>
        {title}
      </p>
      <ul aria-labelledby={titleId} className={styles.takenNoticeList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
