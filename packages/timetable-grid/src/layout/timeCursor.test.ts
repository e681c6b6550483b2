import { describe, expect, it } from 'vitest';
import { resolveAcademicDay } from './slots';
import { getCursorPositions, getCursorSpan, moveTimeCursor, placeTimeCursor } from './timeCursor';

const day = resolveAcademicDay(null);
const axis = { from: 7 * 60, to: 9 * 60 };

describe('getCursorPositions', () => {
  it('should give every half hour of the axis in hours mode', () => {
    expect(getCursorPositions('step', day, axis)).toEqual([420, 450, 480, 510]);
  });

  it('should give the starts of the slots inside the axis in slots mode', () => {
    const positions = getCursorPositions('slots', day, { from: 7 * 60, to: 10 * 60 });
    expect(positions.every((minute) => day.slots.some((slot) => slot.from === minute))).toBe(true);
    expect(positions[0]).toBe(420);
  });
});

// Issue 12, item 20: free time could only be picked with a mouse.
describe('moveTimeCursor', () => {
  const positions = [420, 450, 480, 510];
  it.each([
    {
      name: 'move down one cell',
      cursor: { anchor: 420, focus: 420 },
      direction: 1,
      extend: false,
      expected: { anchor: 450, focus: 450 },
    },
    {
      name: 'stop at the last cell',
      cursor: { anchor: 510, focus: 510 },
      direction: 1,
      extend: false,
      expected: { anchor: 510, focus: 510 },
    },
    {
      name: 'stop at the first cell',
      cursor: { anchor: 420, focus: 420 },
      direction: -1,
      extend: false,
      expected: { anchor: 420, focus: 420 },
    },
    {
      name: 'grow the selection with Shift',
      cursor: { anchor: 420, focus: 450 },
      direction: 1,
      extend: true,
      expected: { anchor: 420, focus: 480 },
    },
    {
      name: 'shrink it again with Shift and up',
      cursor: { anchor: 420, focus: 480 },
      direction: -1,
      extend: true,
      expected: { anchor: 420, focus: 450 },
    },
    {
      name: 'collapse a selection on a plain arrow',
      cursor: { anchor: 420, focus: 480 },
      direction: 1,
      extend: false,
      expected: { anchor: 510, focus: 510 },
    },
  ] as const)('should $name', ({ cursor, direction, extend, expected }) => {
    expect(moveTimeCursor(cursor, positions, direction, extend)).toEqual(expected);
  });
});

describe('placeTimeCursor', () => {
  it.each([
    { minute: 0, expected: 420 },
    { minute: 455, expected: 480 },
    { minute: 2000, expected: 510 },
  ])('should start at $expected for minute $minute', ({ minute, expected }) => {
    expect(placeTimeCursor([420, 450, 480, 510], minute)).toEqual({ anchor: expected, focus: expected });
  });
});

describe('getCursorSpan', () => {
  it.each([
    {
      name: 'one half hour',
      cursor: { anchor: 840, focus: 840 },
      expected: { span: { from: 840, to: 870 }, refused: false },
    },
    {
      name: 'two half hours, the last one included',
      cursor: { anchor: 840, focus: 870 },
      expected: { span: { from: 840, to: 900 }, refused: false },
    },
    {
      name: 'the same, selected upwards',
      cursor: { anchor: 870, focus: 840 },
      expected: { span: { from: 840, to: 900 }, refused: false },
    },
  ])('should cover $name', ({ cursor, expected }) => {
    expect(getCursorSpan(cursor, 'step', day)).toEqual(expected);
  });

  it('should refuse cells across a forbidden gap, as a drag is refused', () => {
    const gapped = { ...day, forbidden: [{ from: 9 * 60 + 50, to: 10 * 60 }] };
    expect(getCursorSpan({ anchor: 9 * 60 + 30, focus: 10 * 60 }, 'step', gapped).refused).toBe(true);
  });
});
