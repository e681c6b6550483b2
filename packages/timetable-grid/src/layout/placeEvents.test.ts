import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeEvents, type LayoutItem, type Placement } from './placeEvents';

const item = (id: string, start: number, end: number): LayoutItem => ({ id, start, end });
const byId = (placements: Placement[]) => Object.fromEntries(placements.map((placement) => [placement.id, placement]));

const items = fc
  .array(
    fc
      .record({ start: fc.integer({ min: 0, max: 1400 }), length: fc.integer({ min: 1, max: 300 }) })
      .map(({ start, length }) => ({ start, end: start + length })),
    { maxLength: 60 },
  )
  .map((list) => list.map((entry, index) => ({ id: `e${index}`, ...entry })));

const overlaps = (a: LayoutItem, b: LayoutItem) => a.start < b.end && b.start < a.end;

describe('placeEvents with the overlap strategy', () => {
  it.each([
    {
      name: 'a lone event takes the whole column',
      input: [item('a', 600, 690)],
      expected: { a: { left: 0, width: 1, lane: 0, lanes: 1 } },
    },
    {
      name: 'two overlapping events split the column',
      input: [item('b', 630, 720), item('a', 600, 690)],
      expected: { a: { left: 0, width: 0.5, lane: 0, lanes: 2 }, b: { left: 0.5, width: 0.5, lane: 1, lanes: 2 } },
    },
    {
      name: 'back-to-back events do not overlap',
      input: [item('a', 600, 690), item('b', 690, 780)],
      expected: { a: { left: 0, width: 1, lane: 0, lanes: 1 }, b: { left: 0, width: 1, lane: 0, lanes: 1 } },
    },
    {
      name: 'a chain shares one lane count and reuses a freed lane',
      input: [item('a', 600, 700), item('b', 650, 800), item('c', 710, 760)],
      expected: {
        a: { left: 0, width: 0.5, lane: 0, lanes: 2 },
        b: { left: 0.5, width: 0.5, lane: 1, lanes: 2 },
        c: { left: 0, width: 0.5, lane: 0, lanes: 2 },
      },
    },
    {
      name: 'three at once take three lanes, a later group starts over',
      input: [item('a', 600, 700), item('b', 600, 700), item('c', 600, 700), item('d', 800, 900)],
      expected: {
        a: { lane: 0, lanes: 3 },
        b: { lane: 1, lanes: 3 },
        c: { lane: 2, lanes: 3 },
        d: { left: 0, width: 1, lane: 0, lanes: 1 },
      },
    },
    {
      name: 'a zero-length event still gets a lane of its own',
      input: [item('a', 600, 600), item('b', 600, 600)],
      expected: { a: { lane: 0, lanes: 2 }, b: { lane: 1, lanes: 2 } },
    },
  ])('$name', ({ input, expected }) => {
    const placed = byId(placeEvents(input));
    for (const [id, geometry] of Object.entries(expected)) {
      expect(placed[id]).toMatchObject(geometry);
    }
  });

  it('should keep overlapping events from covering each other and stay inside the column', () => {
    fc.assert(
      fc.property(items, (input) => {
        const placed = placeEvents(input);
        expect(placed.map((placement) => placement.id).sort()).toEqual(input.map((entry) => entry.id).sort());
        for (const placement of placed) {
          expect(placement.left).toBeGreaterThanOrEqual(0);
          expect(placement.left + placement.width).toBeLessThanOrEqual(1 + 1e-9);
          expect(placement.lane).toBeLessThan(placement.lanes);
        }
        for (let i = 0; i < placed.length; i++) {
          for (let j = i + 1; j < placed.length; j++) {
            const a = placed[i]!;
            const b = placed[j]!;
            if (overlaps(a, b)) {
              expect(a.lane).not.toBe(b.lane);
              expect(a.lanes).toBe(b.lanes);
              const apart = a.left + a.width <= b.left + 1e-9 || b.left + b.width <= a.left + 1e-9;
              expect(apart).toBe(true);
            }
          }
        }
      }),
    );
  });

  it('should use no more lanes than the most events overlapping at one moment', () => {
    fc.assert(
      fc.property(items, (input) => {
        const placed = placeEvents(input);
        const mostAtOnce = Math.max(
          0,
          ...input.map(
            (entry) => input.filter((other) => other.start <= entry.start && entry.start < other.end).length,
          ),
        );
        const mostLanes = Math.max(0, ...placed.map((placement) => placement.lanes));
        expect(mostLanes).toBe(mostAtOnce);
      }),
    );
  });
});

describe('placeEvents with the stack strategy', () => {
  it('should indent each deeper event and keep it wide', () => {
    const placed = byId(placeEvents([item('a', 600, 700), item('b', 610, 700), item('c', 620, 700)], 'stack'));
    expect(placed.a).toMatchObject({ left: 0, width: 1, lane: 0 });
    expect(placed.b!.left).toBeCloseTo(0.15);
    expect(placed.c!.left).toBeCloseTo(0.3);
    expect(placed.c!.width).toBeCloseTo(0.7);
  });

  it('should never narrow an event below 40% of the column', () => {
    const crowded = Array.from({ length: 12 }, (_, index) => item(`e${index}`, 600 + index, 700));
    for (const placement of placeEvents(crowded, 'stack')) {
      expect(placement.width).toBeGreaterThanOrEqual(0.4 - 1e-9);
    }
  });
});

describe('placeEvents with a custom strategy', () => {
  it('should hand the strategy the events sorted by start, longest first', () => {
    const seen: string[] = [];
    placeEvents([item('late', 700, 760), item('short', 600, 630), item('long', 600, 720)], (sorted) => {
      seen.push(...sorted.map((entry) => entry.id));
      return sorted.map((entry) => ({ ...entry, left: 0, width: 1, lane: 0, lanes: 1 }));
    });
    expect(seen).toEqual(['long', 'short', 'late']);
  });
});
