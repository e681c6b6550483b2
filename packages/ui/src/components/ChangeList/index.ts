export { ChangeList, type ChangeListItem, type ChangeListProps } from './ChangeList';
