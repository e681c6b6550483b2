/** A point or size in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/**
 * Where a floating box of `size` goes near `anchor` (the pointer, or a focused element's corner):
 * below and to the right, flipped above or to the left when it would leave the viewport, and in
 * any case kept `margin` pixels inside it (spec: a 10 px margin).
 */
export function placeTooltip(anchor: Point, size: Point, viewport: Point, margin = 10, offset = 12): Point {
  let x = anchor.x + offset;
  let y = anchor.y + offset;
  if (x + size.x > viewport.x - margin) {
    x = anchor.x - offset - size.x;
  }
  if (y + size.y > viewport.y - margin) {
    y = anchor.y - offset - size.y;
  }
  const clamp = (value: number, length: number, limit: number) =>
    Math.max(margin, Math.min(value, limit - margin - length));
  return { x: clamp(x, size.x, viewport.x), y: clamp(y, size.y, viewport.y) };
}
