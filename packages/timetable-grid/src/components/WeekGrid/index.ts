export { WeekGrid, type WeekGridProps } from './WeekGrid';
