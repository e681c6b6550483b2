import { adminAnnexListQuerySchema, type AdminAnnex } from '@laikas/contract';
import { ListPage, type DataTableColumn } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../app/routeTable';
import { ButtonLink, nameColumn, useAdminListQuery } from '../../ScreenKit';
import { usePage } from '../../../data/calls';

/** /admin/annexes: what a reservation can ask for (projector, microphone…), paged and searched on the server. */
export default function AnnexesAdminPage() {
  const { t } = useTranslation('web');
  const { query, change, listProps } = useAdminListQuery(adminAnnexListQuerySchema);
  const list = usePage<AdminAnnex>('annexes', '/api/admin/annexes', query);
  const columns: DataTableColumn<AdminAnnex>[] = [
    nameColumn(t('admin.annexes.name'), (row) => pathTo('Admin.Annexes.Edit', { annexId: row.id })),
    { id: 'description', header: t('admin.annexes.description'), accessor: (row) => row.description ?? '' },
  ];
  return (
    <ListPage
      title={t('admin.annexes.title')}
      actions={<ButtonLink to={pathTo('Admin.Annexes.Create')}>{t('admin.annexes.create')}</ButtonLink>}
      intro={t('admin.annexes.intro')}
      label={t('admin.annexes.title')}
      list={list}
      {...listProps}
      search={{ value: query.search ?? '', onChange: (search) => change({ search }, { replace: true }) }}
      emptyText={query.search ? t('admin.annexes.noMatch') : t('admin.annexes.empty')}
      columns={columns}
    />
  );
}
