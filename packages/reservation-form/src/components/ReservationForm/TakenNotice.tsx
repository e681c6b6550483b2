import { useId } from 'react';
import * as styles from './ReservationForm.css';

/** A warning listing what stands at the chosen time (the server refuses or allows it on Save). */
export function TakenNotice({ title, items }: { title: string; items: readonly string[] }) {
  const titleId = useId();
  if (items.length === 0) {
    return null;
  }
  return (
    <div className={styles.takenNotice} role="status">
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
