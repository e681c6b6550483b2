import type { AdminAnnex } from '@laikas/contract';
import { type DataTableColumn } from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { useAdminAnnexes } from '../../../data/adminAnnexes';
import * as page from '../../../app/page.css';
import * as styles from '../Admin.css';
import { ServerPagedTable } from '../ServerPagedTable';

/** /admin/annexes: what a reservation can ask for (projector, microphone…), paged and searched on the server. */
export default function AnnexesAdminPage() {
  const { t } = useTranslation('web');
  const [query, setQuery] = useState({ page: 1, per_page: 25, search: '' });
  const list = useAdminAnnexes(query);
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
    <div className={styles.page}>
      <div className={page.toolbar}>
        <h1>{t('admin.annexes.title')}</h1>
        <Link className={styles.buttonLink} to={pathTo('Admin.Annexes.Create')}>
          {t('admin.annexes.create')}
        </Link>
      </div>
      <p className={styles.muted}>{t('admin.annexes.intro')}</p>
      <ServerPagedTable
        label={t('admin.annexes.title')}
        columns={columns}
        list={list}
        query={query}
        setQuery={setQuery}
        searchField="search"
      />
    </div>
  );
}
