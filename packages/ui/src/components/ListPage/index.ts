export {
  ListFilters,
  ListFiltersRow,
  ListItem,
  ListItemMeta,
  ListItems,
  ListItemTitle,
  ListPage,
  ListTable,
  type ListFiltersProps,
  type ListItemProps,
  type ListPageItemsProps,
  type ListPageList,
  type ListPageProps,
  type ListPageTableProps,
  type ListTableProps,
} from './ListPage';
export {
  readListQuery,
  writeListQuery,
  type ListQueryChanges,
  type ListQueryIssue,
  type ListQuerySchema,
} from './listQuery';
export { useListQuery, useListState, type ListQueryState, type SearchParamsState } from './useListQuery';
