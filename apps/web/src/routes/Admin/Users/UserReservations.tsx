import type { AdminReservationRow } from '@laikas/contract';
import { Box, DataTable, type DataTableColumn } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { usePage } from '../../../data/calls';
import { useUniversityTime } from '../../../data/useUniversityTime';

export function UserReservations({ userId }: { userId: number }) {
  const { t } = useTranslation('web');
  const [query, setQuery] = useState({ page: 1, per_page: 25, search: '' });
  const { data, isLoading, error } = usePage<AdminReservationRow>('users', `/api/admin/users/${userId}/reservations`, {
    ...query,
    direction: 'desc',
  });

  const { span } = useUniversityTime();
  const when = (row: AdminReservationRow) => span(row.starts_at, row.ends_at);

  const columns: DataTableColumn<AdminReservationRow>[] = [
    {
      id: 'name',
      header: t('admin.reservations.name'),
      accessor: (row) => row.name,
      cell: (row) => <Link to={pathTo('Reservation', { reservationId: row.id })}>{row.name}</Link>,
      sortable: false,
    },
    { id: 'resource', header: t('admin.reservations.resource'), accessor: (row) => row.resource.name, sortable: false },
    { id: 'when', header: t('admin.reservations.when'), accessor: when, sortable: false },
    {
      id: 'status',
      header: t('admin.reservations.status'),
      accessor: (row) => t(`admin.reservations.statuses.${row.status}`),
      sortable: false,
    },
  ];

  return (
    <Box as="section" display="flex" flexDirection="column" gap="lg" aria-labelledby="user-reservations">
      <h2 id="user-reservations">{t('admin.users.reservations')}</h2>
      {error ? <p role="alert">{t('admin.loadFailed')}</p> : null}
      <DataTable
        label={t('admin.users.reservationsList')}
        columns={columns}
        data={data?.data ?? []}
        getRowId={(row) => String(row.id)}
        loading={isLoading}
        emptyText={t('admin.users.noReservations')}
        onSearchChange={(search) => setQuery((current) => ({ ...current, page: 1, search }))}
        serverPaging={{
          page: query.page,
          lastPage: data?.meta.last_page ?? 1,
          total: data?.meta.total,
          pageSize: query.per_page,
          onPageChange: (next) => setQuery((current) => ({ ...current, page: next })),
          onPageSizeChange: (perPage) => setQuery((current) => ({ ...current, page: 1, per_page: perPage })),
        }}
      />
    </Box>
  );
}
