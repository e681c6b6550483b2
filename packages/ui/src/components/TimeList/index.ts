export { TimeList, timeListWidths, type TimeListItem, type TimeListProps, type TimeListWidth } from './TimeList';
