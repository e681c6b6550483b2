import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeTooltip } from './tooltipPosition';

const viewport = { x: 1000, y: 800 };
const size = { x: 200, y: 80 };

describe('placeTooltip', () => {
  it.each([
    { name: 'below right of the pointer', anchor: { x: 100, y: 100 }, expected: { x: 112, y: 112 } },
    { name: 'to the left near the right edge', anchor: { x: 950, y: 100 }, expected: { x: 738, y: 112 } },
    { name: 'above near the bottom edge', anchor: { x: 100, y: 780 }, expected: { x: 112, y: 688 } },
    { name: 'inside the margin at the top left', anchor: { x: -50, y: -50 }, expected: { x: 10, y: 10 } },
  ])('should place it $name', ({ anchor, expected }) => {
    expect(placeTooltip(anchor, size, viewport)).toEqual(expected);
  });

  it('should keep a box that fits always 10 px inside the viewport', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1100 }), fc.integer({ min: -100, max: 900 }), (x, y) => {
        const placed = placeTooltip({ x, y }, size, viewport);
        expect(placed.x).toBeGreaterThanOrEqual(10);
        expect(placed.y).toBeGreaterThanOrEqual(10);
        expect(placed.x + size.x).toBeLessThanOrEqual(viewport.x - 10);
        expect(placed.y + size.y).toBeLessThanOrEqual(viewport.y - 10);
      }),
    );
  });
});
