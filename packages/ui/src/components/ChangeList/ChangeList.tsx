import type { ReactNode } from 'react';
import * as styles from './ChangeList.css';

/** One changed field: its name as people read it and its value before and after (null: it had none). */
export interface ChangeListItem {
  /** A stable key (the field's name in the data). */
  field: string;
  label: ReactNode;
  before: ReactNode | null;
  after: ReactNode | null;
}

export interface ChangeListProps {
  changes: readonly ChangeListItem[];
  /** The column names: the field, its value before, its value after. */
  labels: { field: ReactNode; before: ReactNode; after: ReactNode };
  /** Names the table for assistive technology (e.g. "Changes of Room 101"). */
  caption?: ReactNode;
  /** Shown for a value that is null (no value); "—" when left out. */
  noValue?: ReactNode;
  /** Shown instead of the table when nothing changed. */
  emptyText?: ReactNode;
}

/**
 * A readable before/after diff of changed fields: removed values struck through (`<del>`), new values marked
 * (`<ins>`). A table on wide screens; below 600px each change is a card with the column names inline.
 */
export function ChangeList({ changes, labels, caption, noValue = '—', emptyText }: ChangeListProps) {
  if (changes.length === 0) {
    return emptyText ? <p className={styles.none}>{emptyText}</p> : null;
  }
  const value = (content: ReactNode | null, kind: 'before' | 'after') => {
    if (content === null) {
      return <span className={styles.none}>{noValue}</span>;
    }
    return kind === 'before' ? (
      <del className={styles.before}>{content}</del>
    ) : (
      <ins className={styles.after}>{content}</ins>
    );
  };
  return (
    <table className={styles.table}>
      {caption ? <caption className={styles.caption}>{caption}</caption> : null}
      <thead className={styles.head}>
        <tr>
          <th scope="col" className={styles.headerCell}>
            {labels.field}
          </th>
          <th scope="col" className={styles.headerCell}>
            {labels.before}
          </th>
          <th scope="col" className={styles.headerCell}>
            {labels.after}
          </th>
        </tr>
      </thead>
      <tbody className={styles.body}>
        {changes.map((change) => (
          <tr key={change.field} className={styles.row}>
            <th scope="row" className={styles.field}>
              {change.label}
            </th>
            <td className={styles.cell}>
              <span className={styles.inlineLabel} aria-hidden="true">
                {labels.before}:
              </span>
              {value(change.before, 'before')}
            </td>
            <td className={styles.cell}>
              <span className={styles.inlineLabel} aria-hidden="true">
                {labels.after}:
              </span>
              {value(change.after, 'after')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
