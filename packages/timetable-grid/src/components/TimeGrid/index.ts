export {
  TimeGrid,
  gridViews,
  timeScales,
  type GridView,
  type SlotSelection,
  type TimeGridProps,
  type TimeScale,
} from './TimeGrid';
