export { DayGrid, type DayGridProps } from './DayGrid';
