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
}

/**
 * Terms and their values side by side (a record's fields, a run's counts), one under the other below 600px. A `<dl>`
 * with a `<dt>`/`<dd>` per pair, so a screen reader reads each term with its value.
 */
export function DefinitionList({ items, className, ...rest }: DefinitionListProps) {
  return (
    <dl {...rest} className={clsx(styles.list, className)}>
      {items.map(({ term, detail }) => (
        <Fragment key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{detail}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
