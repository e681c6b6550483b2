import type { AdminResourceRow } from '@laikas/contract';
import { Select, type DataTableColumn } from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { useAdminResources, type AdminResourceListQuery } from '../../../data/adminResources';
import * as page from '../../../app/page.css';
import * as styles from '../Admin.css';
import { ServerPagedTable } from '../ServerPagedTable';

/** /admin/resources: every resource, paged, searched and sorted on the server. */
export default function ResourcesAdminPage() {
  const { t } = useTranslation('web');
  const [query, setQuery] = useState<AdminResourceListQuery>({
    page: 1,
    per_page: 25,
    search: '',
    sort: 'name',
    direction: 'asc',
  });
  const list = useAdminResources(query);

  const columns = useMemo<DataTableColumn<AdminResourceRow>[]>(
    () => [
      {
        id: 'name',
        header: t('admin.resources.name'),
        accessor: (row) => row.name,
        cell: (row) => <Link to={pathTo('Admin.Resources.Show', { resourceId: row.id })}>{row.name}</Link>,
        sortable: false,
      },
      { id: 'address', header: t('admin.resources.address'), accessor: (row) => row.address, sortable: false },
      { id: 'capacity', header: t('admin.resources.capacity'), accessor: (row) => row.capacity, sortable: false },
      {
        id: 'tags',
        header: t('admin.resources.tags'),
        accessor: (row) => row.tags.join(', '),
        sortable: false,
      },
      {
        id: 'approval',
        header: t('admin.resources.approval'),
        accessor: (row) =>
          row.approval_needed ? t('admin.resources.approvalNeeded') : t('admin.resources.noApproval'),
        sortable: false,
      },
      { id: 'items', header: t('admin.resources.items'), accessor: (row) => row.items, sortable: false },
    ],
    [t],
  );

  return (
    <div className={styles.page}>
      <div className={page.toolbar}>
        <h1>{t('admin.resources.title')}</h1>
        <Link className={styles.buttonLink} to={pathTo('Admin.Resources.Create')}>
          {t('admin.resources.create')}
        </Link>
      </div>
      <div className={page.labelledControl}>
        <Select
          id="resources-sort"
          label={t('admin.resources.sortBy')}
          options={[
            { value: 'name:asc', label: t('admin.resources.sortNameAsc') },
            { value: 'name:desc', label: t('admin.resources.sortNameDesc') },
            { value: 'capacity:desc', label: t('admin.resources.sortCapacityDesc') },
            { value: 'capacity:asc', label: t('admin.resources.sortCapacityAsc') },
          ]}
          value={`${query.sort}:${query.direction}`}
          onValueChange={(next) => {
            if (next === null) {
              return;
            }
            const [sort, direction] = next.split(':') as [
              AdminResourceListQuery['sort'],
              AdminResourceListQuery['direction'],
            ];
            setQuery((current) => ({ ...current, sort, direction, page: 1 }));
          }}
        />
      </div>
      <ServerPagedTable
        label={t('admin.resources.title')}
        columns={columns}
        list={list}
        query={query}
        setQuery={setQuery}
        searchField="search"
      />
    </div>
  );
}
