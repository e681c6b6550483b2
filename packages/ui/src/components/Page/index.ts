export { Page, Panel, type PageProps, type PanelProps } from './Page';
