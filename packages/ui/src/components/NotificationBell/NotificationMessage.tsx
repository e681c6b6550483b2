import { useId } from 'react';
import { messageParts } from './notificationText';
import * as styles from './NotificationBell.css';

export interface NotificationMessageProps {
  text: string;
  /** Cut as the bell's preview is (characters); the whole message without it. */
  length?: number;
  className?: string;
}

/**
 * A notification's message: its lead, and its lines (the lectures a holiday cancelled, a timetable's changes) as a list
 * named by the lead, so a screen reader says "list, 3 items" rather than reading one run-on sentence.
 */
export function NotificationMessage({ text, length, className }: NotificationMessageProps) {
  const id = useId();
  const { lead, lines } = messageParts(text, length);
  if (lines.length === 0) {
    return <span className={className}>{lead}</span>;
  }
  return (
    <span className={className}>
      <span id={id}>{lead}</span>
      <ul className={styles.lines} aria-labelledby={id}>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </span>
  );
}
