import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './Scroller.css';

/** The least width the content keeps: a day's timetable, or a week's. */
export const scrollerWidths = ['day', 'week'] as const;
export type ScrollerWidth = (typeof scrollerWidths)[number];

export interface ScrollerProps extends ComponentPropsWithoutRef<'div'> {
  /** `day` by default. */
  width?: ScrollerWidth;
}

/**
 * Wide content (a timetable's lanes) that keeps a readable width and scrolls sideways in a narrow window, rather than
 * squeezing; the page around it does not scroll.
 */
export function Scroller({ width = 'day', className, children, ...rest }: ScrollerProps) {
  return (
    <div {...rest} className={clsx(styles.scroller, className)}>
      <div className={styles.content[width]}>{children}</div>
    </div>
  );
}
