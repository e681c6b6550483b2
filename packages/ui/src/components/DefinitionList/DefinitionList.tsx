import { clsx } from 'clsx';
import { Fragment, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './DefinitionList.css';

/** One pair of a `DefinitionList`: what it is and its value. */
export interface DefinitionListItem {
  /** The term; also the pair's key, so terms of one list differ. */
  term: string;
  detail: ReactNode;
}

export interface DefinitionListProps extends Omit<ComponentPropsWithoutRef<'dl'>, 'children'> {
  items: readonly DefinitionListItem[];
  /**
   * Each pair a row ruled from the next, the terms in a fixed column: a record read on a page of its own (a
   * reservation, a room). Without it the pairs sit close, the terms' column as wide as the longest.
   */
  ruled?: boolean;
}

/**
 * Terms and their values side by side (a record's fields, a run's counts), one under the other below 600px. A `<dl>`
 * with a `<dt>`/`<dd>` per pair, so a screen reader reads each term with its value.
 */
export function DefinitionList({ items, ruled = false, className, ...rest }: DefinitionListProps) {
  // A ruled row is a `<div>` around its `<dt>` and `<dd>`, which HTML allows in a `<dl>`.
  const Pair = ruled ? 'div' : Fragment;
  return (
    <dl {...rest} className={clsx(ruled ? styles.ruledList : styles.list, className)}>
      {items.map(({ term, detail }) => (
        <Pair key={term} {...(ruled && { className: styles.ruledRow })}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{detail}</dd>
        </Pair>
      ))}
    </dl>
  );
}
