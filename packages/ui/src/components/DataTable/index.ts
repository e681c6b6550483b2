export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRow,
  type DataTableServerPaging,
} from './DataTable';
export { clampPage, DEFAULT_PAGE_SIZE, getPageRange, PAGE_SIZE_OPTIONS, type PageRange } from './pageRange';
export { actionsColumn, RowButton, type RowButtonProps } from './actionsColumn';
