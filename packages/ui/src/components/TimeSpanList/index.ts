export { TimeSpanList, type TimeSpanListProps, type TimeSpanText } from './TimeSpanList';
