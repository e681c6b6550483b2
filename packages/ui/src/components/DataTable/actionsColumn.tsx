import type { ReactNode } from 'react';
import { Box } from '../Box';
import { Button, type ButtonProps } from '../Button';
import type { DataTableColumn } from './DataTable';

/**
 * A table's last column: each row's actions side by side (`RowButton`s, links drawn as buttons, a note), under
 * `header`; never sorted or searched.
 */
export function actionsColumn<Row>(header: ReactNode, actions: (row: Row) => ReactNode): DataTableColumn<Row> {
  return {
    id: 'actions',
    header,
    accessor: () => '',
    sortable: false,
    searchable: false,
    cell: (row) => (
      <Box display="flex" gap="sm">
        {actions(row)}
      </Box>
    ),
  };
}

export interface RowButtonProps extends ButtonProps {
  /** Says which row it acts on ("Delete Room 101"), where the visible text says only what it does ("Delete"). */
  'aria-label': string;
}

/** One of a row's actions: a small secondary button (another `variant` when it says so) named with its row. */
export function RowButton(props: RowButtonProps) {
  return <Button size="small" variant="secondary" {...props} />;
}
