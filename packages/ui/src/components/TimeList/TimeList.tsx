import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './TimeList.css';

/** One row of a `TimeList`. */
export interface TimeListItem {
  key: string | number;
  /** When ("10:00–11:30", a day's name above it). */
  time: ReactNode;
  /** What (usually a link to it). */
  title: ReactNode;
  /** A muted line under the title: where, who. */
  meta?: ReactNode;
  /** At the row's end (a join link). */
  action?: ReactNode;
}

/** How wide the time column is: a time span (`narrow`), or a day's name above one (`wide`). */
export const timeListWidths = ['narrow', 'wide'] as const;
export type TimeListWidth = (typeof timeListWidths)[number];

export interface TimeListProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  items: readonly TimeListItem[];
  /** `narrow` by default. */
  timeWidth?: TimeListWidth;
}

/**
 * A day's or a week's reservations as rows, ruled apart: the time in a column of its own, then what and where, then an
 * action; the time stands above the rest on a phone.
 */
export function TimeList({ items, timeWidth = 'narrow', className, ...rest }: TimeListProps) {
  return (
    <ul {...rest} className={clsx(styles.list, className)}>
      {items.map((item) => (
        <li key={item.key} className={styles.itemWidth[timeWidth]}>
          <span className={styles.time}>{item.time}</span>
          <span className={styles.main}>
            {item.title}
            {item.meta ? <span className={styles.meta}>{item.meta}</span> : null}
          </span>
          {item.action}
        </li>
      ))}
    </ul>
  );
}
