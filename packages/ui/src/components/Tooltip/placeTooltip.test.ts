import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeTooltip } from './placeTooltip';

const viewport = { width: 1000, height: 800 };
const size = { width: 200, height: 40 };

describe('placeTooltip', () => {
  it.each([
    { name: 'the pointer in the middle', pointer: { x: 500, y: 400 }, placed: { x: 512, y: 412 } },
    { name: 'the pointer near the right edge', pointer: { x: 900, y: 400 }, placed: { x: 688, y: 412 } },
    { name: 'the pointer near the bottom edge', pointer: { x: 500, y: 780 }, placed: { x: 512, y: 728 } },
    { name: 'the pointer in the bottom-right corner', pointer: { x: 995, y: 795 }, placed: { x: 783, y: 743 } },
    { name: 'the pointer at the top-left corner', pointer: { x: 0, y: 0 }, placed: { x: 12, y: 12 } },
    { name: 'the pointer just left of the edge room', pointer: { x: 150, y: 5 }, placed: { x: 162, y: 17 } },
  ])('should keep the box inside the viewport given $name', ({ pointer, placed }) => {
    expect(placeTooltip(pointer, size, viewport)).toEqual(placed);
  });

  it.each([
    { name: 'wider than the viewport', box: { width: 1200, height: 40 }, placed: { x: 10, y: 412 } },
    { name: 'taller than the viewport', box: { width: 200, height: 900 }, placed: { x: 512, y: 10 } },
  ])('should stick to the top-left margin when the box is $name', ({ box, placed }) => {
    expect(placeTooltip({ x: 500, y: 400 }, box, viewport)).toEqual(placed);
  });

  it('should keep a 10 px margin on a narrow viewport', () => {
    const placed = placeTooltip({ x: 300, y: 100 }, { width: 150, height: 30 }, { width: 320, height: 600 });
    expect(placed.x + 150).toBeLessThanOrEqual(310);
    expect(placed.x).toBeGreaterThanOrEqual(10);
  });

  it('should keep a box that fits always 10 px inside the viewport, wherever the pointer is', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1100 }), fc.integer({ min: -100, max: 900 }), (x, y) => {
        const placed = placeTooltip({ x, y }, { width: 200, height: 80 }, viewport);
        expect(placed.x).toBeGreaterThanOrEqual(10);
        expect(placed.y).toBeGreaterThanOrEqual(10);
        expect(placed.x + 200).toBeLessThanOrEqual(viewport.width - 10);
        expect(placed.y + 80).toBeLessThanOrEqual(viewport.height - 10);
      }),
    );
  });
});
