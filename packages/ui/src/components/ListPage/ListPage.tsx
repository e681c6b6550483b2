import type { PageMeta } from '@laikas/contract';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { DataTable, type DataTableColumn, type DataTableRow } from '../DataTable';
import { DEFAULT_PAGE_SIZE, getPageRange } from '../DataTable/pageRange';
import { Page, type PageProps } from '../Page';
import { Pager } from '../private/Pager';
import * as styles from './ListPage.css';

/** A list hook's answer (SWR's shape): one page of rows and its paging, or an error. */
export interface ListPageList<Row> {
  data?: { data: readonly Row[]; meta: PageMeta };
  isLoading: boolean;
  error?: unknown;
}

interface ListPageBaseProps<Row> extends Omit<PageProps, 'children' | 'onChange'> {
  /** The list's accessible name (the table's caption, the pager's landmark). */
  label: string;
  list: ListPageList<Row>;
  /** The page and page size the address holds (`useListQuery`). */
  query: { page: number; per_page?: number };
  /** Asks for another page or page size (`useListQuery`'s `change`). */
  onQueryChange: (changes: { page?: number; per_page?: number }) => void;
  /** The filters over the list, usually a `ListFilters`. */
  filters?: ReactNode;
  /** Replaces "No Available Data". */
  emptyText?: ReactNode;
  /** Replaces "The list could not be loaded." */
  loadFailedText?: ReactNode;
  /** Offers 25/50/100 rows per page; true by default. */
  pageSizes?: boolean;
  /** Content under the list (an import form, a note). */
  children?: ReactNode;
}

export interface ListPageTableProps<Row> extends ListPageBaseProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  getRowId?: (row: Row) => string;
  /** A search box over the table, kept by the caller (in the address) and searched on the server. */
  search?: { value: string; onChange: (text: string) => void };
  renderItem?: never;
}

export interface ListPageItemsProps<Row> extends ListPageBaseProps<Row> {
  /** Each row as a list item (an `<li>`): for rows richer than a table's line (an audit entry, an e-mail). */
  renderItem: (row: Row) => ReactNode;
  columns?: never;
}

export type ListPageProps<Row> = ListPageTableProps<Row> | ListPageItemsProps<Row>;

const defaultRowId = (row: DataTableRow) => String(row.id);

/**
 * An admin list paged on the server: a `Page` with its title and actions, the filters, the rows (a `DataTable`, or
 * items drawn by `renderItem` with the same pager), the empty, loading and failed states. With `useListQuery` the
 * page, size, sort and filters live in the address, parsed by the contract's query schema.
 */
export function ListPage<Row extends DataTableRow>(props: ListPageProps<Row>) {
  const { t } = useUiTranslation();
  const { label, list, query, onQueryChange, filters, emptyText, loadFailedText, pageSizes = true, children } = props;
  const { columns, getRowId, search, renderItem, ...rest } = props as ListPageTableProps<Row> &
    Partial<Pick<ListPageItemsProps<Row>, 'renderItem'>>;
  const pageProps = omitListProps(rest);
  const meta = list.data?.meta;
  const rows = list.data?.data ?? [];
  const pageSize = query.per_page ?? DEFAULT_PAGE_SIZE;
  const onPageSizeChange = pageSizes ? (perPage: number) => onQueryChange({ per_page: perPage }) : undefined;

  let content: ReactNode;
  if (renderItem) {
    const range = meta ? getPageRange(meta.current_page - 1, meta.per_page, meta.total) : null;
    let status: ReactNode = null;
    if (list.isLoading) {
      status = t('loading.label');
    } else if (range && range.total > 0) {
      status = t('dataTable.range', { from: range.from, to: range.to, total: range.total });
    }
    content = (
      <>
        {list.data && rows.length === 0 ? <p>{emptyText ?? t('dataTable.empty')}</p> : null}
        <ol className={styles.items} aria-label={label} aria-busy={list.isLoading || undefined}>
          {rows.map(renderItem)}
        </ol>
        <Pager
          status={status}
          label={label}
          page={query.page}
          lastPage={Math.max(1, meta?.last_page ?? 1)}
          onPageChange={(page) => onQueryChange({ page })}
          pageSize={pageSize}
          onPageSizeChange={onPageSizeChange}
        />
      </>
    );
  } else {
    content = (
      <DataTable
        label={label}
        columns={columns}
        data={rows}
        getRowId={getRowId ?? defaultRowId}
        loading={list.isLoading}
        emptyText={emptyText}
        searchable={search !== undefined}
        defaultSearch={search?.value}
        onSearchChange={search?.onChange}
        serverPaging={{
          page: query.page,
          lastPage: meta?.last_page ?? 1,
          total: meta?.total,
          pageSize,
          onPageChange: (page) => onQueryChange({ page }),
          onPageSizeChange,
        }}
      />
    );
  }

  return (
    <Page {...pageProps}>
      {filters}
      {list.error ? (
        <p role="alert" className={styles.error}>
          {loadFailedText ?? t('listPage.loadFailed')}
        </p>
      ) : null}
      {content}
      {children}
    </Page>
  );
}

/** The props `Page` takes, without the list's own. */
function omitListProps<Row>(props: Partial<ListPageBaseProps<Row>>): PageProps {
  const {
    label: _label,
    list: _list,
    query: _query,
    onQueryChange: _onQueryChange,
    filters: _filters,
    emptyText: _emptyText,
    loadFailedText: _loadFailedText,
    pageSizes: _pageSizes,
    children: _children,
    ...page
  } = props;
  return page as PageProps;
}

export interface ListItemProps extends ComponentPropsWithoutRef<'li'> {
  /** `attention` marks an item that asks for it (a failed e-mail, an unread notice). */
  'data-state'?: 'attention' | 'normal';
}

/** One row of an item list (`renderItem`): a bordered surface whose lines stack. */
export function ListItem({ className, ...rest }: ListItemProps) {
  return <li {...rest} className={className ? `${styles.item} ${className}` : styles.item} />;
}

/** A muted line of a `ListItem` (when, by whom, how many attempts). */
export function ListItemMeta({ className, ...rest }: ComponentPropsWithoutRef<'p'>) {
  return <p {...rest} className={className ? `${styles.itemMeta} ${className}` : styles.itemMeta} />;
}

export interface ListFiltersProps extends ComponentPropsWithoutRef<'form'> {
  /** The filters' accessible name; "Filters" by default. */
  label?: string;
  /** Apply / Clear buttons, on a row of their own. */
  actions?: ReactNode;
}

/**
 * The filters over a list, as a form (a search landmark): fields in as many columns as fit. Fields that apply at once
 * call `useListQuery`'s `change`; typed ones may wait for the form's submit.
 */
export function ListFilters({ label, actions, children, className, onSubmit, ...rest }: ListFiltersProps) {
  const { t } = useUiTranslation();
  return (
    <form
      role="search"
      aria-label={label ?? t('listPage.filters')}
      {...rest}
      className={className ? `${styles.filters} ${className}` : styles.filters}
      onSubmit={onSubmit ?? ((event) => event.preventDefault())}
    >
      {children}
      {actions ? <div className={styles.filterActions}>{actions}</div> : null}
    </form>
  );
}
