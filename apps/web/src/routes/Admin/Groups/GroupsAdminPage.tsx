import { adminGroupsQuerySchema, type Group } from '@laikas/contract';
import { buttonClass, ListPage, useListQuery, type DataTableColumn } from '@laikas/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { usePage } from '../../../data/calls';
import { GroupImport } from './GroupImport';

/** /admin/groups: every group, paged within 1..last_page and searched on the server (spec 2). */
export default function GroupsAdminPage() {
  const { t } = useTranslation('web');
  const { query, change } = useListQuery(adminGroupsQuerySchema, useSearchParams());
  const list = usePage<Group>('groups', '/api/admin/groups', query);

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
    <ListPage
      title={t('groups.title')}
      actions={
        <>
          <Link className={buttonClass()} to={pathTo('Admin.Groups.Create')}>
            {t('groups.create')}
          </Link>
          <Link to={pathTo('Admin.Periods')}>{t('groups.periods.title')}</Link>
          <Link to={pathTo('Admin.GroupTimetables')}>{t('groups.timetables.title')}</Link>
        </>
      }
      label={t('groups.title')}
      list={list}
      query={query}
      onQueryChange={change}
      search={{ value: query.query ?? '', onChange: (text) => change({ query: text }, { replace: true }) }}
      columns={columns}
      loadFailedText={t('admin.loadFailed')}
    >
      <GroupImport />
    </ListPage>
  );
}
