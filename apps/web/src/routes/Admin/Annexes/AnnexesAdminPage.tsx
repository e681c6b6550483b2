import { adminAnnexListQuerySchema, type AdminAnnex } from '@laikas/contract';
import { buttonClass, ListPage, useListQuery, type DataTableColumn } from '@laikas/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { usePage } from '../../../data/calls';

/** /admin/annexes: what a reservation can ask for (projector, microphone…), paged and searched on the server. */
export default function AnnexesAdminPage() {
  const { t } = useTranslation('web');
  const { query, change } = useListQuery(adminAnnexListQuerySchema, useSearchParams());
  const list = usePage<AdminAnnex>('annexes', '/api/admin/annexes', query);
  const columns = useMemo<DataTableColumn<AdminAnnex>[]>(
    () => [
      {
        id: 'name',
        header: t('admin.annexes.name'),
        accessor: (row) => row.name,
        cell: (row) => <Link to={pathTo('Admin.Annexes.Edit', { annexId: row.id })}>{row.name}</Link>,
        sortable: false,
      },
      {
        id: 'description',
        header: t('admin.annexes.description'),
        accessor: (row) => row.description ?? '',
        sortable: false,
      },
    ],
    [t],
  );
  return (
    <ListPage
      title={t('admin.annexes.title')}
      actions={
        <Link className={buttonClass()} to={pathTo('Admin.Annexes.Create')}>
          {t('admin.annexes.create')}
        </Link>
      }
      intro={t('admin.annexes.intro')}
      label={t('admin.annexes.title')}
      list={list}
      query={query}
      onQueryChange={change}
      search={{ value: query.search ?? '', onChange: (search) => change({ search }, { replace: true }) }}
      columns={columns}
      loadFailedText={t('admin.loadFailed')}
    />
  );
}
