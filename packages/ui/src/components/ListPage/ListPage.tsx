import type { PageMeta } from '@laikas/contract';
import { useEffect, useMemo, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Box } from '../Box';
import { Button } from '../Button';
import { DataTable, type DataTableColumn, type DataTableRow } from '../DataTable';
import { DEFAULT_PAGE_SIZE, getPageRange } from '../DataTable/pageRange';
import { Page, type PageProps } from '../Page';
import { Pager } from '../private/Pager';
import * as styles from './ListPage.css';

/** A list hook's answer (SWR's shape): one page of rows and its paging, or an error. */
export interface ListPageList<Row> {
  data?: { data: readonly Row[]; meta: PageMeta };
  isLoading: boolean;
  /**
   * Why the list could not be loaded. An `Error` with `status` 422 is the server refusing the query (a range that ends
   * before it starts): its `message`, written for the reader, is shown instead of `loadFailedText`, since asking again
   * would not help.
   */
  error?: unknown;
  /**
   * Asks for the list again (SWR's `mutate`): given, a list that could not be loaded offers "Try again" beside its
   * message (not for a refusal, which would answer the same).
   */
  mutate?: () => unknown;
}

/** The paging of a server-paged list: the page and size asked for, and how to ask for others. */
interface ListPaging<Row> {
  /** The list's accessible name (the table's caption, the pager's landmark). */
  label: string;
  list: ListPageList<Row>;
  /** The page and page size the address holds (`useListQuery`), or the component (`useListState`). */
  query: { page: number; per_page?: number };
  /**
   * Asks for another page or page size (`useListQuery`'s or `useListState`'s `change`); with `replace` when the
   * address asked for a page past the last (an old link, the last row of the last page deleted).
   */
  onQueryChange: (changes: { page?: number; per_page?: number }, options?: { replace?: boolean }) => void;
  /** Replaces "No Available Data". */
  emptyText?: ReactNode;
  /** Replaces "The list could not be loaded." */
  loadFailedText?: ReactNode;
  /** Offers 25/50/100 rows per page; true by default. */
  pageSizes?: boolean;
}

export interface ListTableProps<Row> extends ListPaging<Row> {
  /** The columns; none is sortable unless it says so, since the server orders the rows (a sort is a filter). */
  columns: readonly DataTableColumn<Row>[];
  getRowId?: (row: Row) => string;
  /** A search box over the table, kept by the caller (in the address) and searched on the server. */
  search?: { value: string; onChange: (text: string) => void };
}

interface ListPageBaseProps<Row> extends ListPaging<Row>, Omit<PageProps, 'children' | 'onChange'> {
  /** The filters over the list, usually a `ListFilters`. */
  filters?: ReactNode;
  /**
   * Content under the list (an import form, a note), drawn once the list has first answered (its rows or its error):
   * it appears where it stays instead of moving down when the rows arrive, under a person's hand (a date picker opened
   * in the first moment followed its field out of the window).
   */
  children?: ReactNode;
}

export interface ListPageTableProps<Row>
  extends ListPageBaseProps<Row>, Omit<ListTableProps<Row>, keyof ListPaging<Row>> {
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
  const { label, list, query, onQueryChange, filters, emptyText, loadFailedText, pageSizes = true, children } = props;
  const { columns, getRowId, search, renderItem, ...rest } = props as ListPageTableProps<Row> &
    Partial<Pick<ListPageItemsProps<Row>, 'renderItem'>>;
  const pageProps = omitListProps(rest);

  const paging = { label, list, query, onQueryChange, emptyText, loadFailedText, pageSizes };
  const answered = useAnsweredOnce(list);
  return (
    <Page {...pageProps}>
      {filters}
      {renderItem ? (
        <ItemList {...paging} renderItem={renderItem} />
      ) : (
        <ListTable {...paging} columns={columns} getRowId={getRowId} search={search} />
      )}
      {answered ? children : null}
    </Page>
  );
}

/** Whether the list has answered (its rows or its error) at least once; a later page's load does not undo it. */
function useAnsweredOnce(list: ListPageList<unknown>): boolean {
  const answeredNow = list.data !== undefined || list.error !== undefined;
  const [answered, setAnswered] = useState(answeredNow);
  if (answeredNow && !answered) {
    setAnswered(true);
  }
  return answered || answeredNow;
}

/** `ListPage`'s rows as items (`renderItem`), with the table's pager. */
function ItemList<Row>({
  label,
  list,
  query,
  onQueryChange,
  emptyText,
  loadFailedText,
  pageSizes = true,
  renderItem,
}: ListPaging<Row> & { renderItem: (row: Row) => ReactNode }) {
  const { t } = useUiTranslation();
  useWithinLastPage(list, query.page, onQueryChange);
  const meta = list.data?.meta;
  const rows = list.data?.data ?? [];
  const range = meta ? getPageRange(meta.current_page - 1, meta.per_page, meta.total) : null;
  const lastPage = Math.max(1, meta?.last_page ?? 1);
  let status: ReactNode = null;
  if (list.isLoading) {
    status = t('loading.label');
  } else if (range && range.total > 0) {
    status = t('dataTable.range', { from: range.from, to: range.to, total: range.total });
  }
  return (
    <>
      <LoadFailed list={list} text={loadFailedText} />
      {list.data && rows.length === 0 ? <p>{emptyText ?? t('dataTable.empty')}</p> : null}
      {/* The first load has no rows and so no pager to say it in. */}
      {list.isLoading && rows.length === 0 ? <p role="status">{t('loading.label')}</p> : null}
      <ol className={styles.items} aria-label={label} aria-busy={list.isLoading || undefined}>
        {rows.map(renderItem)}
      </ol>
      {/* As the table's: no pager under an empty list, only under rows or on the way back from past the last page. */}
      {rows.length > 0 || lastPage > 1 ? (
        <Pager
          status={status}
          label={label}
          page={query.page}
          lastPage={lastPage}
          onPageChange={(page) => onQueryChange({ page })}
          pageSize={query.per_page ?? DEFAULT_PAGE_SIZE}
          onPageSizeChange={pageSizes ? (perPage) => onQueryChange({ per_page: perPage }) : undefined}
        />
      ) : null}
    </>
  );
}

/**
 * A page past the last one (an old link, or the last row of the last page deleted) is not shown as an empty list:
 * once the server's answer for it says so, the list goes to the last page, replacing the address it had.
 */
function useWithinLastPage(
  list: ListPageList<unknown>,
  page: number,
  onQueryChange: ListPaging<unknown>['onQueryChange'],
) {
  const meta = list.data?.meta;
  const lastPage =
    meta && meta.current_page === page && page > Math.max(1, meta.last_page) ? Math.max(1, meta.last_page) : null;
  useEffect(() => {
    if (lastPage !== null) {
      onQueryChange({ page: lastPage }, { replace: true });
    }
  }, [lastPage, onQueryChange]);
}

/** The server's reason when it refused the list's query (HTTP 422), in the reader's language; none otherwise. */
function refusalOf(error: unknown): string | undefined {
  const refused = error instanceof Error && (error as Error & { status?: unknown }).status === 422;
  return refused && error.message ? error.message : undefined;
}

function LoadFailed({ list, text }: { list: ListPageList<unknown>; text: ReactNode }) {
  const { t } = useUiTranslation();
  if (!list.error) {
    return null;
  }
  const refusal = refusalOf(list.error);
  // An app may ask again on its own for a while (SWR's retries), never for ever: the person can ask now.
  const retry = refusal === undefined ? list.mutate : undefined;
  return (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm">
      <p role="alert" className={styles.error}>
        {refusal ?? text ?? t('listPage.loadFailed')}
      </p>
      {retry ? (
        <Button variant="secondary" size="small" loading={list.isLoading} onClick={() => void retry()}>
          {t('listPage.retry')}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * A list's table paged on the server, without a page around it: `ListPage`'s table, for a list inside another
 * screen (a user's reservations on the user's page) with its query in `useListState`. Says when it cannot load.
 */
export function ListTable<Row extends DataTableRow>({
  label,
  list,
  query,
  onQueryChange,
  emptyText,
  loadFailedText,
  pageSizes = true,
  columns,
  getRowId,
  search,
}: ListTableProps<Row>) {
  const sortedByServer = useMemo(() => columns.map((column) => ({ sortable: false, ...column })), [columns]);
  useWithinLastPage(list, query.page, onQueryChange);
  return (
    <>
      <LoadFailed list={list} text={loadFailedText} />
      <DataTable
        label={label}
        columns={sortedByServer}
        data={list.data?.data ?? []}
        getRowId={getRowId ?? defaultRowId}
        loading={list.isLoading}
        emptyText={emptyText}
        searchable={search !== undefined}
        defaultSearch={search?.value}
        onSearchChange={search?.onChange}
        serverPaging={{
          page: query.page,
          lastPage: list.data?.meta.last_page ?? 1,
          total: list.data?.meta.total,
          pageSize: query.per_page ?? DEFAULT_PAGE_SIZE,
          onPageChange: (page) => onQueryChange({ page }),
          onPageSizeChange: pageSizes ? (perPage) => onQueryChange({ per_page: perPage }) : undefined,
        }}
      />
    </>
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

/** An item list that is not paged (a person's invitations): the `ListItem`s of a `ListPage` without its pager. */
export function ListItems({ className, ...rest }: ComponentPropsWithoutRef<'ul'>) {
  return <ul {...rest} className={className ? `${styles.items} ${className}` : styles.items} />;
}

/** A `ListItem`'s title line (a notification's, an invitation's): bold, and what it holds sits in a row. */
export function ListItemTitle({ className, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span {...rest} className={className ? `${styles.itemTitle} ${className}` : styles.itemTitle} />;
}

/** A muted line of a `ListItem` (when, by whom, how many attempts). */
export function ListItemMeta({ className, ...rest }: ComponentPropsWithoutRef<'p'>) {
  return <p {...rest} className={className ? `${styles.itemMeta} ${className}` : styles.itemMeta} />;
}

/**
 * A row of its own inside `ListFilters`, across every column: buttons that fill the fields (a period's dates) or
 * anything too wide for one column, which would otherwise run over the field beside it.
 */
export function ListFiltersRow({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div {...rest} className={className ? `${styles.filterRow} ${className}` : styles.filterRow} />;
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
      {actions ? <ListFiltersRow>{actions}</ListFiltersRow> : null}
    </form>
  );
}
