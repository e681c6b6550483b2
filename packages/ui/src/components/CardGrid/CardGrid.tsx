import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './CardGrid.css';

/** One card of a `CardGrid`. */
export interface CardGridItem {
  /** A stable key (the section's name). */
  key: string;
  /** Usually a link to what the card stands for. */
  title: ReactNode;
  /** A muted line saying what it is for. */
  description?: ReactNode;
}

export interface CardGridProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  items: readonly CardGridItem[];
}

/**
 * A list of cards in a grid (the screens one may open, each with what it is for): as many columns of at least
 * 240px as fit, one on a phone.
 */
export function CardGrid({ items, className, ...rest }: CardGridProps) {
  return (
    <ul {...rest} className={clsx(styles.grid, className)}>
      {items.map((item) => (
        <li key={item.key} className={styles.card}>
          <span className={styles.title}>{item.title}</span>
          {item.description ? <p className={styles.description}>{item.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
