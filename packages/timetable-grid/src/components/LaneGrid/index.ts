export { LaneGrid, type LaneGridProps, type LaneGridRow, type LaneSelection } from './LaneGrid';
