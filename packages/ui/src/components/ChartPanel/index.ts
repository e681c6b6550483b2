export { ChartPanel, type ChartPanelProps } from './ChartPanel';
