import {
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type FilterFn,
  type SortFn,
} from '@tanstack/react-table';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { useDebouncedValue } from '../PersonSelect/useDebouncedValue';
import { normalizeSearchText } from '../Select/filterOptions';
import { Pager } from '../private/Pager';
import * as styles from './DataTable.css';
import { clampPage, DEFAULT_PAGE_SIZE, getPageRange } from './pageRange';

/** Any object can be a row. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableRow = Record<string, any>;

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  /** The value used for sorting and searching (and shown when there is no `cell`). */
  accessor: (row: T) => string | number | null | undefined;
  /** Custom content of the cell. */
  cell?: (row: T) => ReactNode;
  /** Whether a click on the header sorts by this column; true by default. */
  sortable?: boolean;
  /** Whether the search box looks into this column; true by default. */
  searchable?: boolean;
  /** The cell names its row (a `<th scope="row">`, read before every other cell of the row). */
  rowHeader?: boolean;
  /** Figures: aligned to the end, digits of equal width. */
  numeric?: boolean;
}

/** Server-side paging: `data` is the current page; the table asks for other pages. */
export interface DataTableServerPaging {
  /** The current page, 1-based. */
  page: number;
  /** The last page (`meta.last_page`). */
  lastPage: number;
  /** The number of rows on all pages (`meta.total`), shown when given. */
  total?: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  /** Offers 25/50/100 rows per page when given. */
  onPageSizeChange?: (pageSize: number) => void;
}

export interface DataTableProps<T extends DataTableRow> {
  /** The table's accessible name (a caption for screen readers). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  data: readonly T[];
  getRowId?: (row: T, index: number) => string;
  /** Shows a search box over all searchable columns; true by default. */
  searchable?: boolean;
  /**
   * Server-side search: called with the typed text instead of filtering `data` locally
   * (use together with `serverPaging`).
   */
  onSearchChange?: (query: string) => void;
  /** The search box's text at first (a search kept in the page's address). */
  defaultSearch?: string;
  /** Shows the loading text (or dims the rows while new ones load). */
  loading?: boolean;
  /** Replaces "No Available Data" (translated). */
  emptyText?: ReactNode;
  /** Server-side paging; without it the table pages `data` itself (25 rows a page). */
  serverPaging?: DataTableServerPaging;
  defaultPageSize?: number;
  /** Whether the rows come a page at a time under a pager; false shows every row (a short report's table). */
  paged?: boolean;
}

// Stable at module scope, as @tanstack/table v9 requires: state slices and row models.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
type Features = typeof features;

const LOCAL_SEARCH_DELAY_MS = 150;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by every row type of the generic table
type CellSort = SortFn<Features, any>;
const cellSorts = new Map<string, CellSort>();

/**
 * Sorts numbers as numbers and everything else as text in the interface language's alphabet (Lithuanian puts Č after
 * C, as the server's lists do), numbers inside text naturally ("Room 2" before "Room 10"). One collator per language
 * for every comparison: far cheaper than splitting strings per comparison on 10,000 rows.
 */
function compareCellsIn(language: string): CellSort {
  let sort = cellSorts.get(language);
  if (!sort) {
    const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
    sort = (rowA, rowB, columnId) => {
      const a: unknown = rowA.getValue(columnId);
      const b: unknown = rowB.getValue(columnId);
      if (typeof a === 'number' && typeof b === 'number') {
        return a - b;
      }
      return collator.compare(String(a ?? ''), String(b ?? ''));
    };
    cellSorts.set(language, sort);
  }
  return sort;
}

/** Matches the search text anywhere in the value, ignoring case and Lithuanian diacritics. */
const containsText: FilterFn<Features, DataTableRow> = (row, columnId, filterValue) =>
  normalizeSearchText(String(row.getValue(columnId) ?? '')).includes(filterValue as string);
// The search text is folded once per search, not once per row and column.
containsText.resolveFilterValue = (value: unknown) => normalizeSearchText(String(value ?? ''));

/**
 * A table with sorting, a search box, 25/50/100 rows per page and an empty and a loading
 * state. It pages and searches `data` itself, or, with `serverPaging` (and `onSearchChange`),
 * shows one server page and asks for others.
 */
export function DataTable<T extends DataTableRow>({
  label,
  columns,
  data,
  getRowId,
  searchable = true,
  onSearchChange,
  defaultSearch = '',
  loading = false,
  emptyText,
  serverPaging,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  paged = true,
}: DataTableProps<T>) {
  const { t, i18n } = useUiTranslation();
  const searchId = useId();
  const [search, setSearch] = useState(defaultSearch);
  const server = serverPaging !== undefined;

  const tableColumns = useMemo(
    () =>
      columns.map((column): ColumnDef<Features, T> => ({
        id: column.id,
        accessorFn: (row: T) => column.accessor(row) ?? '',
        header: column.id,
        enableSorting: column.sortable ?? true,
        enableGlobalFilter: column.searchable ?? true,
        sortFn: compareCellsIn(i18n.language),
      })),
    [columns, i18n.language],
  );
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const canGlobalFilter = useCallback(
    (column: { id: string }) => columnsById.get(column.id)?.searchable ?? true,
    [columnsById],
  );
  // Unpaged: one page as long as the rows (the pager is not drawn).
  const [initialState] = useState(() => ({
    pagination: { pageIndex: 0, pageSize: paged ? defaultPageSize : Number.MAX_SAFE_INTEGER },
  }));

  const table = useTable<Features, T>({
    features,
    columns: tableColumns as ColumnDef<Features, T>[],
    data: data as T[],
    getRowId,
    initialState,
    globalFilterFn: containsText as FilterFn<Features, T>,
    getColumnCanGlobalFilter: canGlobalFilter,
    manualPagination: server,
    manualFiltering: server && onSearchChange !== undefined,
    pageCount: server ? serverPaging.lastPage : undefined,
  });

  const rows = table.getRowModel().rows;
  const pagination = table.atoms.pagination.get();
  const filteredCount = table.getFilteredRowModel().rows.length;

  const pageIndex = server ? clampPage(serverPaging.page, serverPaging.lastPage) - 1 : pagination.pageIndex;
  const pageSize = server ? (serverPaging.pageSize ?? defaultPageSize) : pagination.pageSize;
  const lastPage = server ? Math.max(1, serverPaging.lastPage) : Math.max(1, table.getPageCount());
  const total = server ? serverPaging.total : filteredCount;
  const range = total === undefined ? null : getPageRange(pageIndex, pageSize, total);

  const goTo = (page: number) => {
    const next = clampPage(page, lastPage);
    if (server) {
      serverPaging.onPageChange(next);
    } else {
      table.setPageIndex(next - 1);
    }
  };

  // Local search waits for a pause in typing, so that each key press on 10,000 rows stays instant.
  const settledSearch = useDebouncedValue(search, LOCAL_SEARCH_DELAY_MS);
  const appliedSearch = useRef('');
  useEffect(() => {
    if (onSearchChange || appliedSearch.current === settledSearch) {
      return;
    }
    appliedSearch.current = settledSearch;
    table.setGlobalFilter(settledSearch);
    table.setPageIndex(0);
  }, [settledSearch, onSearchChange, table]);

  const changeSearch = (value: string) => {
    setSearch(value);
    onSearchChange?.(value);
  };

  // While new rows load over old ones, the footer says so (dimming rows would fail contrast).
  let status: ReactNode = null;
  if (loading && rows.length > 0) {
    status = t('loading.label');
  } else if (range && range.total > 0) {
    status = t('dataTable.range', { from: range.from, to: range.to, total: range.total });
  }
  const showPageSize = !server || serverPaging.onPageSizeChange !== undefined;
  const changePageSize = (size: number) => {
    if (server) {
      serverPaging.onPageSizeChange?.(size);
    } else {
      table.setPageSize(size);
    }
  };
  let body: ReactNode;
  if (rows.length === 0) {
    body = (
      <tr>
        <td className={styles.message} colSpan={columns.length}>
          <div className={styles.messageText}>{loading ? t('loading.label') : (emptyText ?? t('dataTable.empty'))}</div>
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={row.id} className={styles.row}>
        {row.getAllCells().map((cell) => {
          const column = columnsById.get(cell.column.id);
          const content = column?.cell ? column.cell(row.original) : String(cell.getValue() ?? '');
          const className = column?.numeric ? `${styles.cell} ${styles.numeric}` : styles.cell;
          return column?.rowHeader ? (
            <th key={cell.id} scope="row" className={`${className} ${styles.rowHeader}`}>
              {content}
            </th>
          ) : (
            <td key={cell.id} className={className}>
              {content}
            </td>
          );
        })}
      </tr>
    ));
  }

  const [scrollerRef, overflowing] = useOverflowing<HTMLDivElement>();
  // No rows on the only page: the empty (or loading) text says enough; "Page 1 of 1" with two dead buttons said
  // nothing. A page past the last keeps its pager, the way back.
  const showPager = paged && (rows.length > 0 || lastPage > 1);

  return (
    <div className={styles.root}>
      {searchable ? (
        <div className={styles.toolbar}>
          <label htmlFor={searchId} className={styles.caption}>
            {t('dataTable.search')}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.search}
            placeholder={t('dataTable.search')}
            value={search}
            onChange={(event) => changeSearch(event.target.value)}
          />
        </div>
      ) : null}
      {/* A table wider than its box scrolls: the box is then a named region the keyboard can reach and scroll
          (WCAG 2.1.1; axe's scrollable-region-focusable), and not a tab stop while everything fits. */}
      <div
        ref={scrollerRef}
        className={styles.scroller}
        {...(overflowing
          ? { tabIndex: 0, role: 'region', 'aria-label': label, 'aria-describedby': `${searchId}-scroll-cue` }
          : {})}
      >
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption className={styles.caption}>{label}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = columnsById.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
                  const indicator = sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '';
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={column?.numeric ? `${styles.headerCell} ${styles.numeric}` : styles.headerCell}
                      aria-sort={ariaSort}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={
                            column?.numeric ? `${styles.sortButton} ${styles.sortButtonNumeric}` : styles.sortButton
                          }
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {column?.header}
                          <span className={styles.sortIndicator} aria-hidden="true">
                            {indicator}
                          </span>
                        </button>
                      ) : (
                        column?.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {/* Columns out of sight on a phone are said to be there, not left to be found by chance. */}
      {overflowing ? (
        <p id={`${searchId}-scroll-cue`} className={styles.scrollCue}>
          <span aria-hidden="true">↔ </span>
          {t('dataTable.scrollCue')}
        </p>
      ) : null}
      {showPager ? (
        <Pager
          status={status}
          label={label}
          page={pageIndex + 1}
          lastPage={lastPage}
          onPageChange={goTo}
          pageSize={pageSize}
          onPageSizeChange={showPageSize ? changePageSize : undefined}
        />
      ) : null}
    </div>
  );
}

/** A ref for a box and whether its content is wider than it (followed as either resizes). */
function useOverflowing<T extends HTMLElement>(): [(node: T | null) => void, boolean] {
  const [overflowing, setOverflowing] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof ResizeObserver === 'undefined') {
      return;
    }
    const measure = () => setOverflowing(node.scrollWidth > node.clientWidth + 1);
    observer.current = new ResizeObserver(measure);
    observer.current.observe(node);
    if (node.firstElementChild) {
      observer.current.observe(node.firstElementChild);
    }
    measure();
  }, []);
  return [ref, overflowing];
}
