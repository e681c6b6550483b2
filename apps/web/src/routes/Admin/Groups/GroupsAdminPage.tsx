import type { Group } from '@laikas/contract';
import { type DataTableColumn } from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { type PagedQuery, useAdminGroups } from '../../../data/adminGroups';
import * as page from '../../../app/page.css';
import * as styles from '../Admin.css';
import { ServerPagedTable } from '../ServerPagedTable';
import { GroupImport } from './GroupImport';

/** /admin/groups: every group, paged within 1..last_page and searched on the server (spec 2). */
export default function GroupsAdminPage() {
  const { t } = useTranslation('web');
  const [query, setQuery] = useState<PagedQuery>({ page: 1, per_page: 25, query: '' });
  const list = useAdminGroups(query);

  const columns = useMemo<DataTableColumn<Group>[]>(
    () => [
      {
        id: 'name',
        header: t('groups.name'),
        accessor: (row) => row.name,
        cell: (row) => <Link to={pathTo('Admin.Groups.Edit', { groupId: row.id })}>{row.name}</Link>,
        sortable: false,
      },
      { id: 'users', header: t('groups.members'), accessor: (row) => row.users_count, sortable: false },
    ],
    [t],
  );

  return (
    <div className={styles.page}>
      <div className={page.toolbar}>
        <h1>{t('groups.title')}</h1>
        <div className={styles.actions}>
          <Link className={styles.buttonLink} to={pathTo('Admin.Groups.Create')}>
            {t('groups.create')}
          </Link>
          <Link to={pathTo('Admin.Periods')}>{t('groups.periods.title')}</Link>
          <Link to={pathTo('Admin.GroupTimetables')}>{t('groups.timetables.title')}</Link>
        </div>
      </div>
      <ServerPagedTable
        label={t('groups.title')}
        columns={columns}
        list={list}
        query={query}
        setQuery={setQuery}
        searchField="query"
      />
      <GroupImport />
    </div>
  );
}
