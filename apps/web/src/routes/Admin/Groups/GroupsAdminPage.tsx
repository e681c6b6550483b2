import { adminGroupsQuerySchema, type Group } from '@laikas/contract';
import { ListPage, useListQuery, type DataTableColumn } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { ButtonLink, nameColumn } from '../../ScreenKit';
import { usePage } from '../../../data/calls';
import { GroupImport } from './GroupImport';

/** /admin/groups: every group, paged within 1..last_page and searched on the server (spec 2). */
export default function GroupsAdminPage() {
  const { t } = useTranslation('web');
  const { query, change } = useListQuery(adminGroupsQuerySchema, useSearchParams());
  const list = usePage<Group>('groups', '/api/admin/groups', query);

  const columns: DataTableColumn<Group>[] = [
    nameColumn(t('groups.name'), (row) => pathTo('Admin.Groups.Edit', { groupId: row.id })),
    { id: 'users', header: t('groups.members'), accessor: (row) => row.users_count },
  ];

  return (
    <ListPage
      title={t('groups.title')}
      actions={
        <>
          <ButtonLink to={pathTo('Admin.Groups.Create')}>{t('groups.create')}</ButtonLink>
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
