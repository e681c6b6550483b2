export { HeatMap, type HeatMapProps } from './HeatMap';
