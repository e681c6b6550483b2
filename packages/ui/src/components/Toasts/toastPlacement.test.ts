import { describe, expect, it } from 'vitest';
import { chooseToastEdge, getStackBox } from './toastPlacement';

const view = { width: 1280, height: 800 };
const stack = { width: 360, height: 60 };
const margin = 24;

describe('getStackBox', () => {
  it.each([
    { edge: 'bottom' as const, expected: { left: 896, right: 1256, top: 716, bottom: 776 } },
    { edge: 'top' as const, expected: { left: 896, right: 1256, top: 24, bottom: 84 } },
  ])('should put the stack at the end of the $edge edge', ({ edge, expected }) => {
    expect(getStackBox(edge, stack, view, margin)).toEqual(expected);
  });
});

// Issue 12, item 6: the toast after a save covered the reservation just made.
describe('chooseToastEdge', () => {
  it.each([
    { name: 'nothing to avoid', avoid: [], expected: 'bottom' },
    {
      name: 'a block far from the bottom corner',
      avoid: [{ left: 100, right: 200, top: 600, bottom: 780 }],
      expected: 'bottom',
    },
    {
      name: 'a block under the bottom corner',
      avoid: [{ left: 1000, right: 1150, top: 650, bottom: 740 }],
      expected: 'top',
    },
    {
      name: 'a block under both corners, covered less at the bottom',
      avoid: [{ left: 1000, right: 1150, top: 30, bottom: 760 }],
      expected: 'bottom',
    },
    {
      name: 'two blocks, one under each corner, the top one smaller',
      avoid: [
        { left: 1000, right: 1150, top: 700, bottom: 790 },
        { left: 1200, right: 1250, top: 70, bottom: 80 },
      ],
      expected: 'top',
    },
  ])('should choose the $expected edge given $name', ({ avoid, expected }) => {
    expect(chooseToastEdge(avoid, stack, view, margin)).toBe(expected);
  });
});
