import { describe, expect, it } from 'vitest';
import { runFraction } from './runProgress';

const of = (done: number, total: number) => ({ done, total });

describe('runFraction', () => {
  it.each([
    { name: 'nothing counted yet', rooms: of(0, 0), occurrences: of(0, 0), fraction: null },
    { name: 'rooms under way', rooms: of(3, 12), occurrences: of(0, 0), fraction: 0.25 },
    { name: 'occurrences under way, rooms done', rooms: of(12, 12), occurrences: of(40, 160), fraction: 0.25 },
    { name: 'occurrences done', rooms: of(12, 12), occurrences: of(160, 160), fraction: 1 },
  ])('should answer $fraction when $name', ({ rooms, occurrences, fraction }) => {
    expect(runFraction({ rooms, occurrences })).toBe(fraction);
  });
});
