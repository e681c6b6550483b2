import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findClashes, fitsAmong, intervalsOverlap, type Interval, peakConcurrency } from './overlap.js';

const at = (hour: number) => hour * 60 * 60 * 1000;
const span = (from: number, to: number) => ({ start: at(from), end: at(to) });

describe('fitsAmong', () => {
  it.each([
    { name: 'an empty item', existing: [], spaces: 1, candidate: span(10, 12), fits: true },
    { name: 'the same slot taken', existing: [span(10, 12)], spaces: 1, candidate: span(10, 12), fits: false },
    {
      name: 'a partial overlap at the start',
      existing: [span(9, 11)],
      spaces: 1,
      candidate: span(10, 12),
      fits: false,
    },
    { name: 'a partial overlap at the end', existing: [span(11, 13)], spaces: 1, candidate: span(10, 12), fits: false },
    { name: 'one inside the candidate', existing: [span(10.5, 11)], spaces: 1, candidate: span(10, 12), fits: false },
    { name: 'the candidate inside one', existing: [span(8, 14)], spaces: 1, candidate: span(10, 12), fits: false },
    { name: 'touching before', existing: [span(8, 10)], spaces: 1, candidate: span(10, 12), fits: true },
    { name: 'touching after', existing: [span(12, 14)], spaces: 1, candidate: span(10, 12), fits: true },
    { name: 'one of two spaces taken', existing: [span(10, 12)], spaces: 2, candidate: span(10, 12), fits: true },
    {
      name: 'both of two spaces taken',
      existing: [span(10, 12), span(11, 12)],
      spaces: 2,
      candidate: span(10, 12),
      fits: false,
    },
    {
      name: 'two spaces taken one after the other (never two at once)',
      existing: [span(10, 11), span(11, 12)],
      spaces: 2,
      candidate: span(10, 12),
      fits: true,
    },
    {
      name: 'three spaces with two overlapping at 11',
      existing: [span(9, 11.5), span(11, 13), span(12.5, 14)],
      spaces: 3,
      candidate: span(10, 12),
      fits: true,
    },
    {
      name: 'two spaces with two overlapping at 11',
      existing: [span(9, 11.5), span(11, 13)],
      spaces: 2,
      candidate: span(10, 12),
      fits: false,
    },
  ])('given $name, should answer $fits', ({ existing, spaces, candidate, fits }) => {
    expect(fitsAmong(candidate, existing, spaces)).toBe(fits);
  });
});

describe('peakConcurrency', () => {
  it('should count only what lies inside the window', () => {
    expect(peakConcurrency([span(8, 9), span(8, 9), span(10, 11)], span(9, 12))).toBe(1);
  });
});

describe('findClashes', () => {
  it('should check new intervals against each other as well as against what exists', () => {
    const clashes = findClashes([span(10, 12), span(11, 13)], [], 1);
    expect(clashes).toHaveLength(1);
    expect(clashes[0]?.candidate).toEqual(span(11, 13));
  });

  it('should list every existing interval a failing candidate overlaps', () => {
    const existing = [span(9, 10.5), span(11, 12), span(13, 14)];
    const clashes = findClashes([span(10, 12)], existing, 1);
    expect(clashes[0]?.with).toEqual([span(9, 10.5), span(11, 12)]);
  });

  it('should find the same clashes, with the same overlapping intervals in the same order, as checking every pair', () => {
    /** What findClashes answers, by looking at every existing and accepted interval for each candidate. */
    const everyPair = (candidates: Interval[], existing: Interval[], spaces: number) => {
      const clashes: { candidate: Interval; with: Interval[] }[] = [];
      const accepted: Interval[] = [];
      for (const candidate of candidates) {
        const around = existing.filter((interval) => intervalsOverlap(interval, candidate));
        const others = accepted.filter((interval) => intervalsOverlap(interval, candidate));
        if (fitsAmong(candidate, [...around, ...others], spaces)) {
          accepted.push(candidate);
        } else {
          clashes.push({ candidate, with: around });
        }
      }
      return clashes;
    };
    // Hours on one week, from a quarter of an hour to whole days long, in any order.
    const interval = fc
      .tuple(fc.integer({ min: 0, max: 7 * 96 }), fc.integer({ min: 1, max: 4 * 96 }))
      .map(([from, length]) => ({ start: from * 900_000, end: (from + length) * 900_000 }));
    fc.assert(
      fc.property(
        fc.array(interval, { maxLength: 40 }),
        fc.array(interval, { maxLength: 60 }),
        fc.integer({ min: 1, max: 3 }),
        (candidates, existing, spaces) => {
          expect(findClashes(candidates, existing, spaces)).toEqual(everyPair(candidates, existing, spaces));
        },
      ),
      { numRuns: 500 },
    );
  });
});
