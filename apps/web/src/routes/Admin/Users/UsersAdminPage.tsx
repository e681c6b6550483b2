import { adminUsersQuerySchema, type AdminUser } from '@laikas/contract';
import { ListFilters, ListPage, SearchField, type DataTableColumn } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../app/routeTable';
import { ButtonLink, nameColumn, useAdminListQuery } from '../../ScreenKit';
import { effectiveUserQuery } from '../../../data/adminUsers';
import { usePage } from '../../../data/calls';
import { roleLabel } from './roleLabel';

/** /admin/users: people of the university, searched on the server after more than 2 characters (250 ms). */
export default function UsersAdminPage() {
  const { t } = useTranslation('web');
  const { query, change, listProps } = useAdminListQuery(adminUsersQuerySchema);
  const list = usePage<AdminUser>('users', '/api/admin/users', query);
  const columns: DataTableColumn<AdminUser>[] = [
    nameColumn(t('admin.users.name'), (row) => pathTo('Admin.Users.Show', { userId: row.id })),
    { id: 'uid', header: t('admin.users.uid'), accessor: (row) => row.uid },
    { id: 'email', header: t('admin.users.email'), accessor: (row) => row.email ?? '—' },
    {
      id: 'roles',
      header: t('admin.users.roles'),
      accessor: (row) => row.roles.map((role) => roleLabel(t, role)).join(', '),
    },
    {
      id: 'status',
      header: t('admin.users.status'),
      accessor: (row) => (row.disabled ? t('admin.users.statusDisabled') : t('admin.users.statusActive')),
    },
  ];
  return (
    <ListPage
      title={t('admin.users.title')}
      actions={<ButtonLink to={pathTo('Admin.Users.Create')}>{t('admin.users.create')}</ButtonLink>}
      filters={
        <ListFilters>
          <SearchField
            id="user-search"
            label={t('admin.users.search')}
            hint={t('admin.users.searchHint')}
            value={query.query ?? ''}
            settle={effectiveUserQuery}
            onValueChange={(search) => change({ query: search }, { replace: true })}
          />
        </ListFilters>
      }
      label={t('admin.users.title')}
      list={list}
      {...listProps}
      columns={columns}
    />
  );
}
