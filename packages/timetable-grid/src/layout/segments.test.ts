import { describe, expect, it } from 'vitest';
import { placeSegments, splitIntoDays, type TimetableEvent } from './segments';
import { getWeekDates } from './week';

const VILNIUS = 'Europe/Vilnius';
const week = getWeekDates('2026-03-23'); // holds the spring change on Sunday 29 March
const event = (id: string, start: string, end: string): TimetableEvent => ({
  id,
  title: id,
  start,
  end,
  type: 'lecture',
});

describe('splitIntoDays', () => {
  it.each([
    {
      name: 'a lecture inside one day',
      input: event('a', '2026-03-24T08:00:00Z', '2026-03-24T09:30:00Z'),
      expected: [{ date: '2026-03-24', from: 600, to: 690, continuesBefore: false, continuesAfter: false }],
    },
    {
      name: 'an event over midnight in two parts',
      input: event('b', '2026-03-24T20:00:00Z', '2026-03-25T01:00:00Z'),
      expected: [
        { date: '2026-03-24', from: 22 * 60, to: 1440, continuesBefore: false, continuesAfter: true },
        { date: '2026-03-25', from: 0, to: 180, continuesBefore: true, continuesAfter: false },
      ],
    },
    {
      name: 'an event ending at local midnight in one part',
      input: event('c', '2026-03-24T20:00:00Z', '2026-03-24T22:00:00Z'),
      expected: [{ date: '2026-03-24', from: 22 * 60, to: 1440, continuesBefore: false, continuesAfter: false }],
    },
    {
      name: 'a lecture at 10:00 local on the spring-change Sunday',
      input: event('d', '2026-03-29T07:00:00Z', '2026-03-29T08:30:00Z'),
      expected: [{ date: '2026-03-29', from: 600, to: 690, continuesBefore: false, continuesAfter: false }],
    },
    {
      name: 'an event from the week before, cut at Monday',
      input: event('e', '2026-03-22T20:00:00Z', '2026-03-23T06:00:00Z'),
      expected: [{ date: '2026-03-23', from: 0, to: 480, continuesBefore: true, continuesAfter: false }],
    },
    {
      name: 'an event of another week, left out',
      input: event('f', '2026-04-01T08:00:00Z', '2026-04-01T09:00:00Z'),
      expected: [],
    },
    {
      name: 'an event that ends before it starts, left out',
      input: event('g', '2026-03-24T09:00:00Z', '2026-03-24T08:00:00Z'),
      expected: [],
    },
  ])('should cut $name', ({ input, expected }) => {
    const segments = [...splitIntoDays([input], week, VILNIUS).values()].flat();
    expect(segments).toEqual(expected.map((part) => expect.objectContaining(part)));
  });

  it('should sort each day by start and accept Date objects', () => {
    const days = splitIntoDays(
      [
        event('late', '2026-03-24T12:00:00Z', '2026-03-24T13:00:00Z'),
        { ...event('early', '', ''), start: new Date('2026-03-24T06:00:00Z'), end: new Date('2026-03-24T07:00:00Z') },
      ],
      week,
      VILNIUS,
    );
    expect(days.get('2026-03-24')!.map((segment) => segment.event.id)).toEqual(['early', 'late']);
  });
});

describe('placeSegments', () => {
  it('should lay a five-minute event out as tall as it is drawn', () => {
    const segments = splitIntoDays(
      [
        event('short', '2026-03-24T08:00:00Z', '2026-03-24T08:05:00Z'),
        event('next', '2026-03-24T08:10:00Z', '2026-03-24T09:00:00Z'),
      ],
      week,
      VILNIUS,
    ).get('2026-03-24')!;
    const placed = placeSegments(segments, 'overlap', 15);
    expect(placed.map((segment) => [segment.event.id, segment.lane, segment.lanes])).toEqual([
      ['short', 0, 2],
      ['next', 1, 2],
    ]);
  });
});
