export {
  ListFilters,
  ListItem,
  ListItemMeta,
  ListPage,
  type ListFiltersProps,
  type ListItemProps,
  type ListPageItemsProps,
  type ListPageList,
  type ListPageProps,
  type ListPageTableProps,
} from './ListPage';
export {
  readListQuery,
  writeListQuery,
  type ListQueryChanges,
  type ListQueryIssue,
  type ListQuerySchema,
} from './listQuery';
export { useListQuery, type ListQueryState, type SearchParamsState } from './useListQuery';
