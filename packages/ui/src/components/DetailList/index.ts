export { DetailList, type DetailListItem, type DetailListProps } from './DetailList';
