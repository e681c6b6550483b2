import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crossesForbiddenGap,
  findSlotAt,
  getCoveredSlotIndexes,
  lectureSpanOf,
  resolveAcademicDay,
  resolveSelection,
  snapToSlots,
  snapToStep,
  toTimeSpan,
} from './slots';

const day = resolveAcademicDay();
const at = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('resolveAcademicDay', () => {
  it('should fall back to the defaults of spec 9', () => {
    expect(day.slots).toHaveLength(9);
    expect(day.slots[3]).toEqual({ from: at(10), to: at(11, 30) });
    expect(day.forbidden[1]).toEqual({ from: at(9, 50), to: at(10) });
  });

  it('should take a resource’s own slots and keep the default gaps when it lists none', () => {
    const own = resolveAcademicDay({
      available_slots: [{ from: { hours: 9, minutes: 0 }, to: { hours: 10, minutes: 0 } }],
      forbidden_slots: [],
    });
    expect(own.slots).toEqual([{ from: at(9), to: at(10) }]);
    expect(own.forbidden).toEqual(day.forbidden);
  });
});

describe('getCoveredSlotIndexes', () => {
  it.each([
    { name: 'one whole slot', span: { from: at(10), to: at(11, 30) }, expected: [3] },
    { name: 'a lecture over two slots and the break', span: { from: at(10), to: at(13, 30) }, expected: [3, 4] },
    { name: 'a span inside a break', span: { from: at(11, 35), to: at(11, 55) }, expected: [] },
    { name: 'a span touching a slot only at its end', span: { from: at(9, 50), to: at(10) }, expected: [] },
    { name: 'the two early slots', span: { from: at(7, 30), to: at(8, 10) }, expected: [0, 1] },
  ])('should find $name', ({ span, expected }) => {
    expect(getCoveredSlotIndexes(span, day.slots)).toEqual(expected);
  });
});

// Issue 12, item 7: free time clicked in the hours scale opens a lecture on the slots it falls on.
describe('lectureSpanOf', () => {
  it.each([
    {
      name: 'half an hour inside slot 7',
      span: { from: at(15, 30), to: at(16) },
      expected: { from: at(15, 20), to: at(16, 50) },
    },
    {
      name: 'an hour over a break',
      span: { from: at(9, 30), to: at(10, 30) },
      expected: { from: at(8, 20), to: at(11, 30) },
    },
    { name: 'a whole slot', span: { from: at(10), to: at(11, 30) }, expected: { from: at(10), to: at(11, 30) } },
    { name: 'time inside a break only', span: { from: at(11, 30), to: at(12) }, expected: null },
    { name: 'evening time after the last slot', span: { from: at(21), to: at(22) }, expected: null },
  ])('given $name, should give $expected', ({ span, expected }) => {
    expect(lectureSpanOf(span, day)).toEqual(expected);
  });
});

describe('crossesForbiddenGap', () => {
  it.each([
    { name: 'an event inside one slot', span: { from: at(10), to: at(11) }, lecture: false, expected: false },
    { name: 'an event over the lunch break', span: { from: at(11), to: at(12, 30) }, lecture: false, expected: true },
    {
      name: 'a lecture of two whole slots over the break between them',
      span: { from: at(10), to: at(13, 30) },
      lecture: true,
      expected: false,
    },
    {
      name: 'a lecture that runs into the break after it',
      span: { from: at(10), to: at(12) },
      lecture: true,
      expected: true,
    },
    { name: 'a lecture not aligned to slots', span: { from: at(10, 30), to: at(13) }, lecture: true, expected: true },
    {
      name: 'the same whole slots booked as an event',
      span: { from: at(10), to: at(13, 30) },
      lecture: false,
      expected: true,
    },
    { name: 'an event before the day opens', span: { from: at(6, 30), to: at(7, 30) }, lecture: false, expected: true },
    {
      name: 'an event ending where a break starts',
      span: { from: at(9), to: at(9, 50) },
      lecture: false,
      expected: false,
    },
  ])('should judge $name', ({ span, lecture, expected }) => {
    expect(crossesForbiddenGap(span, day, { multiSlotLecture: lecture })).toBe(expected);
  });
});

describe('snapToStep', () => {
  it.each([
    { name: 'a click mid-cell', anchor: at(10, 10), focus: at(10, 10), expected: { from: at(10), to: at(10, 30) } },
    {
      name: 'a click on a cell edge',
      anchor: at(10, 30),
      focus: at(10, 30),
      expected: { from: at(10, 30), to: at(11) },
    },
    { name: 'a drag upwards', anchor: at(12, 40), focus: at(10, 5), expected: { from: at(10), to: at(13) } },
    { name: 'a drag to the end of the day', anchor: at(23, 10), focus: at(24), expected: { from: at(23), to: at(24) } },
  ])('should snap $name', ({ anchor, focus, expected }) => {
    expect(snapToStep(anchor, focus)).toEqual(expected);
  });

  it('should hold both minutes in whole steps of at least one step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom(5, 15, 30, 60),
        (anchor, focus, step) => {
          const span = snapToStep(anchor, focus, step);
          expect(span.from).toBeLessThanOrEqual(Math.min(anchor, focus));
          expect(span.to).toBeGreaterThanOrEqual(Math.max(anchor, focus));
          expect(span.to).toBeGreaterThan(anchor === focus ? anchor : span.from);
          expect(span.from % step).toBe(0);
          expect(span.to - span.from).toBeGreaterThanOrEqual(step);
          expect(span.to - span.from).toBeLessThanOrEqual(Math.abs(anchor - focus) + 2 * step);
        },
      ),
    );
  });
});

describe('snapToSlots', () => {
  it.each([
    { name: 'one slot', anchor: at(10, 45), focus: at(10, 45), expected: { from: at(10), to: at(11, 30) } },
    {
      name: 'a drag over two slots',
      anchor: at(12, 30),
      focus: at(10, 15),
      expected: { from: at(10), to: at(13, 30) },
    },
    { name: 'a press in a break', anchor: at(11, 40), focus: at(12, 30), expected: null },
  ])('should snap $name', ({ anchor, focus, expected }) => {
    expect(snapToSlots(anchor, focus, day.slots)).toEqual(expected);
  });
});

describe('resolveSelection', () => {
  it.each([
    {
      name: 'a half hour inside a slot',
      mode: 'step' as const,
      anchor: at(10, 40),
      focus: at(10, 40),
      expected: { from: at(10, 30), to: at(11) },
    },
    {
      name: 'a half hour that overlaps a break',
      mode: 'step' as const,
      anchor: at(9, 40),
      focus: at(9, 40),
      expected: null,
    },
    {
      name: 'an evening half hour after closing',
      mode: 'step' as const,
      anchor: at(21),
      focus: at(21),
      expected: null,
    },
    {
      name: 'two whole slots over their break',
      mode: 'slots' as const,
      anchor: at(10, 15),
      focus: at(12, 15),
      expected: { from: at(10), to: at(13, 30) },
    },
    { name: 'a press in a break', mode: 'slots' as const, anchor: at(9, 55), focus: at(9, 55), expected: null },
  ])('should give $name', ({ mode, anchor, focus, expected }) => {
    expect(resolveSelection(anchor, focus, mode, day)).toEqual(expected);
  });

  it('should never return a span that runs into a forbidden gap it may not cross', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom('step' as const, 'slots' as const),
        (anchor, focus, mode) => {
          const span = resolveSelection(anchor, focus, mode, day);
          if (span) {
            expect(crossesForbiddenGap(span, day, { multiSlotLecture: mode === 'slots' })).toBe(false);
            expect(span.from).toBeLessThan(span.to);
          }
        },
      ),
    );
  });
});

describe('findSlotAt and toTimeSpan', () => {
  it('should name the slot under a minute and give its clock times', () => {
    const index = findSlotAt(at(8, 30), day.slots);
    expect(index).toBe(2);
    expect(toTimeSpan(day.slots[index]!)).toEqual({ from: { hours: 8, minutes: 20 }, to: { hours: 9, minutes: 50 } });
  });
});
