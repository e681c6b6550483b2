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
  /** More under the description (a row of badges). */
  details?: ReactNode;
  /** Buttons at the card's foot, level across a row of cards whatever is above them. */
  actions?: ReactNode;
}

/** What a card's title is: a plain line, or a heading where the cards are the page's sections. */
export const cardTitleElements = ['span', 'h2', 'h3'] as const;
export type CardTitleElement = (typeof cardTitleElements)[number];

export interface CardGridProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  items: readonly CardGridItem[];
  /** `span` by default. */
  titleAs?: CardTitleElement;
}

/**
 * A list of cards in a grid (the screens one may open, each with what it is for): as many columns of at least
 * 240px as fit, one on a phone.
 */
export function CardGrid({ items, titleAs: Title = 'span', className, ...rest }: CardGridProps) {
  return (
    <ul {...rest} className={clsx(styles.grid, className)}>
      {items.map((item) => (
        <li key={item.key} className={styles.card}>
          <Title className={styles.title}>{item.title}</Title>
          {item.description ? <p className={styles.description}>{item.description}</p> : null}
          {item.details}
          {item.actions ? <div className={styles.actions}>{item.actions}</div> : null}
        </li>
      ))}
    </ul>
  );
}
