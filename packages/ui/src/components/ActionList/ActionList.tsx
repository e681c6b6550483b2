import type { Key, ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button';
import { Muted } from '../Muted';

/** A row's one action: its button's text (naming the row: "Remove Christmas"), what it does and how it looks. */
export interface ActionListAction {
  label: string;
  onClick: () => unknown;
  /** `secondary` by default; `primary` for an action that adds (attach a found person). */
  variant?: ButtonVariant;
}

export interface ActionListProps<Item> {
  items: readonly Item[];
  /** The row's React key (a record's id). */
  itemKey: (item: Item) => Key;
  /** The row's text: a name, and whatever tells rows apart ("Christmas: 24–26 December"). */
  name: (item: Item) => ReactNode;
  action: (item: Item) => ActionListAction;
  /** Shown in place of the list when it has no rows; without it, the list stays, empty. */
  emptyText?: ReactNode;
  /** The list's name, when several lists share a screen ("Users found"). */
  'aria-label'?: string;
  /** Hidden until there is something to list (a search not yet answered). */
  hidden?: boolean;
}

/**
 * A short list of named rows with one small button each, the name first and the button after it: a period's holidays
 * with Remove, a group's rooms with Detach, users found with Attach. The button's text names its row, so a screen
 * reader's list of buttons tells them apart. A long or sortable list is a `DataTable` with an `actionsColumn`.
 */
export function ActionList<Item>({
  items,
  itemKey,
  name,
  action,
  emptyText,
  'aria-label': ariaLabel,
  hidden,
}: ActionListProps<Item>) {
  if (items.length === 0 && emptyText) {
    return <Muted hidden={hidden}>{emptyText}</Muted>;
  }
  return (
    <ul aria-label={ariaLabel} hidden={hidden}>
      {items.map((item) => {
        const { label, onClick, variant = 'secondary' } = action(item);
        return (
          <li key={itemKey(item)}>
            {name(item)}{' '}
            <Button size="small" variant={variant} onClick={() => void onClick()}>
              {label}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
