export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** How far the box sits from the pointer, right and below it. */
export const TOOLTIP_OFFSET = 12;
/** The space kept free between the box and the viewport's edges (spec 1). */
export const TOOLTIP_MARGIN = 10;

/**
 * Where the tooltip's top-left corner goes: right of and below the pointer; to its left or
 * above it when there is no room; and in any case inside the viewport with `margin` px free
 * on every side (a box larger than the viewport sticks to the top-left margin).
 */
export function placeTooltip(
  pointer: Point,
  size: Size,
  viewport: Size,
  margin = TOOLTIP_MARGIN,
  offset = TOOLTIP_OFFSET,
): Point {
  let x = pointer.x + offset;
  if (x + size.width > viewport.width - margin) {
    x = pointer.x - offset - size.width;
  }
  let y = pointer.y + offset;
  if (y + size.height > viewport.height - margin) {
    y = pointer.y - offset - size.height;
  }
  const maxX = viewport.width - margin - size.width;
  const maxY = viewport.height - margin - size.height;
  return {
    x: Math.max(margin, Math.min(x, maxX)),
    y: Math.max(margin, Math.min(y, maxY)),
  };
}
