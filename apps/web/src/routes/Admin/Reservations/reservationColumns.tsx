import type { AdminReservationRow } from '@laikas/contract';
import { actionsColumn, Box, Checkbox, type DataTableColumn, RowButton, visuallyHidden } from '@laikas/ui';
import type { TFunction } from 'i18next';
import { pathTo } from '../../../app/routeTable';
import { nameColumn } from '../../ScreenKit';

type Column = DataTableColumn<AdminReservationRow>;

/** A reservation's name (a link to it), resource, time (`span`: as the institution's clock reads it) and status. */
export function reservationRowColumns(t: TFunction, span: (starts: string, ends: string) => string) {
  return {
    name: nameColumn<AdminReservationRow>(t('admin.reservations.name'), (row) =>
      pathTo('Reservation', { reservationId: row.id }),
    ),
    resource: { id: 'resource', header: t('admin.reservations.resource'), accessor: (row) => row.resource.name },
    when: { id: 'when', header: t('admin.reservations.when'), accessor: (row) => span(row.starts_at, row.ends_at) },
    status: {
      id: 'status',
      header: t('admin.reservations.status'),
      accessor: (row) => t(`admin.reservations.statuses.${row.status}`),
      // A closure added after it was requested (the booking kept): approving asks first, so say so before anyone clicks.
      cell: (row) =>
        row.closure ? (
          <>
            {t(`admin.reservations.statuses.${row.status}`)}
            <Box as="span" display="block" color="danger">
              {t('admin.reservations.closed', { name: row.closure.name })}
            </Box>
          </>
        ) : (
          t(`admin.reservations.statuses.${row.status}`)
        ),
    },
  } satisfies Record<string, Column>;
}

interface ColumnsOf {
  t: TFunction;
  span: (starts: string, ends: string) => string;
  /** The pending rows of the page: what "select all" selects. */
  pendingIds: readonly number[];
  selected: ReadonlySet<number>;
  select: (ids: readonly number[], on: boolean) => void;
  decide: (ids: number[], decision: 'approve' | 'reject') => void;
}

/** The reservation administration's columns: a checkbox and Approve / Reject on each pending row. */
export function reservationColumns({ t, span, pendingIds, selected, select, decide }: ColumnsOf): Column[] {
  const { name, resource, when, status } = reservationRowColumns(t, span);
  const hidden = (text: string) => <span className={visuallyHidden}>{text}</span>;
  return [
    {
      id: 'select',
      header: (
        <Checkbox
          label={hidden(t('admin.reservations.selectAll'))}
          checked={pendingIds.length > 0 && pendingIds.every((id) => selected.has(id))}
          disabled={pendingIds.length === 0}
          onCheckedChange={(on) => select(pendingIds, on)}
        />
      ),
      accessor: () => '',
      cell: (row) =>
        row.status === 'pending' ? (
          <Checkbox
            label={hidden(t('admin.reservations.select', { name: row.name }))}
            checked={selected.has(row.id)}
            onCheckedChange={(on) => select([row.id], on)}
          />
        ) : null,
      searchable: false,
    },
    name,
    resource,
    when,
    { id: 'creator', header: t('admin.reservations.creator'), accessor: (row) => row.creator?.name ?? '—' },
    status,
    actionsColumn(t('admin.reservations.actions'), (row) =>
      row.status === 'pending' ? (
        <>
          <RowButton
            variant="primary"
            onClick={() => decide([row.id], 'approve')}
            aria-label={t('admin.reservations.approveOne', { name: row.name })}
          >
            {t('admin.reservations.approve')}
          </RowButton>
          <RowButton
            variant="danger"
            onClick={() => decide([row.id], 'reject')}
            aria-label={t('admin.reservations.rejectOne', { name: row.name })}
          >
            {t('admin.reservations.reject')}
          </RowButton>
        </>
      ) : null,
    ),
  ];
}
