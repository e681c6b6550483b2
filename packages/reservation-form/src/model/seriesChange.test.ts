import { describe, expect, it } from 'vitest';
import { getTimeChangeKind, groupTimeChanges } from './seriesChange';

const at = (date: string, from: string, to: string) => ({ date, from, to });

describe('getTimeChangeKind', () => {
  it.each([
    { name: 'the end later', after: at('2026-03-09', '10:00', '12:00'), kind: 'endsLater' },
    { name: 'the end earlier', after: at('2026-03-09', '10:00', '11:00'), kind: 'endsEarlier' },
    { name: 'the start later', after: at('2026-03-09', '10:30', '11:30'), kind: 'startsLater' },
    { name: 'the start earlier', after: at('2026-03-09', '09:00', '11:30'), kind: 'startsEarlier' },
    { name: 'both times', after: at('2026-03-09', '12:00', '13:30'), kind: 'moved' },
    { name: 'another day, same times', after: at('2026-03-10', '10:00', '11:30'), kind: 'moved' },
    { name: 'another day and end', after: at('2026-03-10', '10:00', '12:00'), kind: 'moved' },
    { name: 'the end at midnight', after: at('2026-03-09', '10:00', '24:00'), kind: 'endsLater' },
  ])('given $name, should be $kind', ({ after, kind }) => {
    expect(getTimeChangeKind({ before: at('2026-03-09', '10:00', '11:30'), after })).toBe(kind);
  });
});

describe('groupTimeChanges', () => {
  it('should keep the order of the pairs within each kind', () => {
    const pair = (date: string, to: string) => ({ before: at(date, '10:00', '11:30'), after: at(date, '10:00', to) });
    const groups = groupTimeChanges([
      pair('2026-03-09', '12:00'),
      pair('2026-03-16', '11:00'),
      pair('2026-03-23', '12:00'),
    ]);
    expect(groups.endsLater.map((moved) => moved.after.date)).toEqual(['2026-03-09', '2026-03-23']);
    expect(groups.endsEarlier.map((moved) => moved.after.date)).toEqual(['2026-03-16']);
    expect(groups.moved).toEqual([]);
  });
});
