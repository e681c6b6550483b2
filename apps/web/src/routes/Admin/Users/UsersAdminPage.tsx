import type { AdminUser } from '@laikas/contract';
import { DataTable, Field, TextInput, useDebouncedValue, type DataTableColumn } from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from './roleLabel';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { effectiveUserQuery, useAdminUsers } from '../../../data/adminUsers';
import * as page from '../../../app/page.css';
import * as styles from '../Admin.css';

/** /admin/users: people of the university, searched on the server after more than 2 characters (250 ms). */
export default function UsersAdminPage() {
  const { t } = useTranslation('web');
  const [typed, setTyped] = useState('');
  const debounced = useDebouncedValue(typed, 250);
  const query = effectiveUserQuery(debounced);
  // The page belongs to the search it was chosen for: a new search starts on page 1.
  const [chosen, setChosen] = useState({ page: 1, per_page: 25, query: '' });
  const paging = { per_page: chosen.per_page, page: chosen.query === query ? chosen.page : 1 };
  const setPaging = (next: (current: typeof paging) => typeof paging) => setChosen({ ...next(paging), query });
  const { data, isLoading, error } = useAdminUsers({ ...paging, query });
  const columns = useMemo<DataTableColumn<AdminUser>[]>(
    () => [
      {
        id: 'name',
        header: t('admin.users.name'),
        accessor: (row) => row.name,
        cell: (row) => <Link to={pathTo('Admin.Users.Show', { userId: row.id })}>{row.name}</Link>,
        sortable: false,
      },
      { id: 'uid', header: t('admin.users.uid'), accessor: (row) => row.uid, sortable: false },
      { id: 'email', header: t('admin.users.email'), accessor: (row) => row.email ?? '—', sortable: false },
      {
        id: 'roles',
        header: t('admin.users.roles'),
        accessor: (row) => row.roles.map((role) => roleLabel(t, role)).join(', '),
        sortable: false,
      },
      {
        id: 'status',
        header: t('admin.users.status'),
        accessor: (row) => (row.disabled ? t('admin.users.statusDisabled') : t('admin.users.statusActive')),
        sortable: false,
      },
    ],
    [t],
  );
  return (
    <div className={styles.page}>
      <div className={page.toolbar}>
        <h1>{t('admin.users.title')}</h1>
        <Link className={styles.buttonLink} to={pathTo('Admin.Users.Create')}>
          {t('admin.users.create')}
        </Link>
      </div>
      <Field id="user-search" label={t('admin.users.search')} hint={t('admin.users.searchHint')}>
        <TextInput id="user-search" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </Field>
      {error ? <p role="alert">{t('admin.loadFailed')}</p> : null}
      <DataTable
        label={t('admin.users.title')}
        columns={columns}
        data={data?.data ?? []}
        getRowId={(row) => String(row.id)}
        loading={isLoading}
        searchable={false}
        serverPaging={{
          page: paging.page,
          lastPage: data?.meta.last_page ?? 1,
          total: data?.meta.total,
          pageSize: paging.per_page,
          onPageChange: (next) => setPaging((current) => ({ ...current, page: next })),
          onPageSizeChange: (perPage) => setPaging(() => ({ page: 1, per_page: perPage })),
        }}
      />
    </div>
  );
}
