export {
  LaneGrid,
  laneWeekLayouts,
  type LaneGridProps,
  type LaneGridRow,
  type LaneSelection,
  type LaneWeekLayout,
} from './LaneGrid';
