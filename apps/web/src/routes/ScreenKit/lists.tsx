import { buttonClass, useListQuery, type DataTableColumn, type ListQuerySchema } from '@laikas/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/**
 * An admin list's query (a `ListPage`'s), kept in the address and parsed by the contract's `schema`; spread
 * `listProps` into the `ListPage` beside the page the server answers for `query`.
 */
export function useAdminListQuery<Query extends { page: number; per_page?: number }>(schema: ListQuerySchema<Query>) {
  const { t } = useTranslation('web');
  const listQuery = useListQuery(schema, useSearchParams());
  const listProps = { query: listQuery.query, onQueryChange: listQuery.change, loadFailedText: t('admin.loadFailed') };
  return { ...listQuery, listProps };
}

/** A list's column of names, each a link to its record (`to`). */
export function nameColumn<Row extends { name: string }>(
  header: string,
  to: (row: Row) => string,
): DataTableColumn<Row> {
  return { id: 'name', header, accessor: (row) => row.name, cell: (row) => <Link to={to(row)}>{row.name}</Link> };
}

/** A link drawn as a button: a list's "New …", a record's "Edit". */
export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={buttonClass()} to={to}>
      {children}
    </Link>
  );
}
