import { adminUsersQuerySchema, type AdminUser } from '@laikas/contract';
import {
  Field,
  ListFilters,
  ListPage,
  TextInput,
  useDebouncedValue,
  useListQuery,
  type DataTableColumn,
} from '@laikas/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { ButtonLink, nameColumn } from '../AdminKit';
import { effectiveUserQuery } from '../../../data/adminUsers';
import { usePage } from '../../../data/calls';
import { roleLabel } from './roleLabel';

/** /admin/users: people of the university, searched on the server after more than 2 characters (250 ms). */
export default function UsersAdminPage() {
  const { t } = useTranslation('web');
  const { query, change } = useListQuery(adminUsersQuerySchema, useSearchParams());
  const address = query.query ?? '';
  const [typed, setTyped] = useState(address);
  const searched = effectiveUserQuery(useDebouncedValue(typed, 250));
  // The address moved by itself (Back, a link): the field follows it instead of writing the typed text back.
  const [seen, setSeen] = useState(address);
  if (address !== seen) {
    setSeen(address);
    if (address !== searched) {
      setTyped(address);
    }
  }
  // A new search typed (and settled) goes into the address.
  const lastSearched = useRef(searched);
  useEffect(() => {
    if (searched !== lastSearched.current) {
      lastSearched.current = searched;
      if (searched !== address) {
        change({ query: searched }, { replace: true });
      }
    }
  }, [searched, address, change]);
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
          <Field id="user-search" label={t('admin.users.search')} hint={t('admin.users.searchHint')}>
            <TextInput
              id="user-search"
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field>
        </ListFilters>
      }
      label={t('admin.users.title')}
      list={list}
      query={query}
      onQueryChange={change}
      columns={columns}
      loadFailedText={t('admin.loadFailed')}
    />
  );
}
