export {
  Page,
  Panel,
  pageWidths,
  panelSpacings,
  type PageProps,
  type PageWidth,
  type PanelProps,
  type PanelSpacing,
} from './Page';
