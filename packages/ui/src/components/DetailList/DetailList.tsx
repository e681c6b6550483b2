import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './DetailList.css';

/** One row: what it is (unique in the list, it keys the row), then its value. */
export type DetailListItem = readonly [term: string, value: ReactNode];

export interface DetailListProps extends Omit<ComponentPropsWithoutRef<'dl'>, 'children'> {
  items: readonly DetailListItem[];
}

/**
 * A thing's details as a `<dl>`: each name beside its value, rows ruled apart; on a phone the value goes under its
 * name. A reservation's page and a room's details show theirs this way.
 */
export function DetailList({ items, className, ...rest }: DetailListProps) {
  return (
    <dl {...rest} className={clsx(styles.list, className)}>
      {items.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
