export { ActionList, type ActionListAction, type ActionListProps } from './ActionList';
