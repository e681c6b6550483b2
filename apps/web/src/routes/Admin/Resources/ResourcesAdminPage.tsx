import { adminResourceListQuerySchema, type AdminResourceRow } from '@laikas/contract';
import { ListFilters, ListPage, Select, type DataTableColumn } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../app/routeTable';
import { ButtonLink, nameColumn, useAdminListQuery } from '../../ScreenKit';
import { usePage } from '../../../data/calls';

/** The list's orders (a sort and its direction) and their labels, in the order the select offers them. */
const SORTS = {
  'name:asc': 'admin.resources.sortNameAsc',
  'name:desc': 'admin.resources.sortNameDesc',
  'capacity:desc': 'admin.resources.sortCapacityDesc',
  'capacity:asc': 'admin.resources.sortCapacityAsc',
} as const;

/** /admin/resources: every resource, paged, searched and sorted on the server; the address keeps all three. */
export default function ResourcesAdminPage() {
  const { t } = useTranslation('web');
  const { query, change, listProps } = useAdminListQuery(adminResourceListQuerySchema);
  const list = usePage<AdminResourceRow>('resources', '/api/admin/resources', query);

  const columns: DataTableColumn<AdminResourceRow>[] = [
    nameColumn(t('admin.resources.name'), (row) => pathTo('Admin.Resources.Show', { resourceId: row.id })),
    { id: 'address', header: t('admin.resources.address'), accessor: (row) => row.address },
    { id: 'capacity', header: t('admin.resources.capacity'), accessor: (row) => row.capacity },
    { id: 'tags', header: t('admin.resources.tags'), accessor: (row) => row.tags.join(', ') },
    {
      id: 'approval',
      header: t('admin.resources.approval'),
      accessor: (row) => (row.approval_needed ? t('admin.resources.approvalNeeded') : t('admin.resources.noApproval')),
    },
    { id: 'items', header: t('admin.resources.items'), accessor: (row) => row.items },
  ];

  return (
    <ListPage
      title={t('admin.resources.title')}
      actions={<ButtonLink to={pathTo('Admin.Resources.Create')}>{t('admin.resources.create')}</ButtonLink>}
      filters={
        <ListFilters>
          <Select
            id="resources-sort"
            label={t('admin.resources.sortBy')}
            options={Object.entries(SORTS).map(([value, label]) => ({ value, label: t(label) }))}
            value={`${query.sort}:${query.direction}`}
            onValueChange={(next) => {
              const [sort, direction] = (next ?? 'name:asc').split(':') as [typeof query.sort, typeof query.direction];
              change({ sort, direction });
            }}
          />
        </ListFilters>
      }
      label={t('admin.resources.title')}
      list={list}
      {...listProps}
      search={{ value: query.search ?? '', onChange: (search) => change({ search }, { replace: true }) }}
      emptyText={query.search ? t('admin.resources.noMatch') : t('admin.resources.empty')}
      columns={columns}
    />
  );
}
