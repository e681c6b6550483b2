import type { AdminReservationRow } from '@laikas/contract';
import { ListTable, useListState, type DataTableColumn } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../app/routeTable';
import { usePage } from '../../../data/calls';
import { useUniversityTime } from '../../../data/useUniversityTime';
import { nameColumn, Section } from '../../ScreenKit';

export function UserReservations({ userId }: { userId: number }) {
  const { t } = useTranslation('web');
  const { query, change } = useListState({ page: 1, per_page: 25, search: '' });
  const list = usePage<AdminReservationRow>('users', `/api/admin/users/${userId}/reservations`, {
    ...query,
    direction: 'desc',
  });
  const { span } = useUniversityTime();

  const columns: DataTableColumn<AdminReservationRow>[] = [
    nameColumn(t('admin.reservations.name'), (row) => pathTo('Reservation', { reservationId: row.id })),
    { id: 'resource', header: t('admin.reservations.resource'), accessor: (row) => row.resource.name },
    { id: 'when', header: t('admin.reservations.when'), accessor: (row) => span(row.starts_at, row.ends_at) },
    {
      id: 'status',
      header: t('admin.reservations.status'),
      accessor: (row) => t(`admin.reservations.statuses.${row.status}`),
    },
  ];

  return (
    <Section title={t('admin.users.reservations')}>
      <ListTable
        label={t('admin.users.reservationsList')}
        list={list}
        query={query}
        onQueryChange={change}
        search={{ value: query.search, onChange: (search) => change({ search }) }}
        columns={columns}
        emptyText={t('admin.users.noReservations')}
        loadFailedText={t('admin.loadFailed')}
      />
    </Section>
  );
}
