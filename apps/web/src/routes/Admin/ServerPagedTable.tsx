import type { PageMeta } from '@laikas/contract';
import { DataTable, type DataTableColumn } from '@laikas/ui';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';

/** What an admin list asks the server for: a page and its size, with the search text under the list's own field. */
interface PagedQuery {
  page: number;
  per_page: number;
}

/** The query's fields that hold text: where the list keeps its search. */
type TextField<Query> = { [Field in keyof Query]: Query[Field] extends string ? Field : never }[keyof Query];

interface ServerPagedTableProps<Row extends { id: number }, Query extends PagedQuery> {
  label: string;
  columns: DataTableColumn<Row>[];
  /** The list hook's answer: one page of rows and its paging. */
  list: { data?: { data: Row[]; meta: PageMeta }; isLoading: boolean; error?: unknown };
  query: Query;
  setQuery: Dispatch<SetStateAction<Query>>;
  searchField: TextField<Query>;
}

/**
 * An admin list paged and searched on the server (annexes, resources, groups): says so when the page cannot load,
 * and goes back to page 1 when the search or the page size changes.
 */
export function ServerPagedTable<Row extends { id: number }, Query extends PagedQuery>({
  label,
  columns,
  list,
  query,
  setQuery,
  searchField,
}: ServerPagedTableProps<Row, Query>) {
  const { t } = useTranslation('web');
  return (
    <>
      {list.error ? <p role="alert">{t('admin.loadFailed')}</p> : null}
      <DataTable
        label={label}
        columns={columns}
        data={list.data?.data ?? []}
        getRowId={(row) => String(row.id)}
        loading={list.isLoading}
        onSearchChange={(search) => setQuery((current) => ({ ...current, [searchField]: search, page: 1 }))}
        serverPaging={{
          page: query.page,
          lastPage: list.data?.meta.last_page ?? 1,
          total: list.data?.meta.total,
          pageSize: query.per_page,
          onPageChange: (next) => setQuery((current) => ({ ...current, page: next })),
          onPageSizeChange: (perPage) => setQuery((current) => ({ ...current, per_page: perPage, page: 1 })),
        }}
      />
    </>
  );
}
