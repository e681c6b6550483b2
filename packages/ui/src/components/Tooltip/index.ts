export { Tooltip, type TooltipProps } from './Tooltip';
export { placeTooltip, TOOLTIP_MARGIN, TOOLTIP_OFFSET, type Point, type Size } from './placeTooltip';
