import { describe, expect, it } from 'vitest';
import { getAxisSpan, listRowDays, placeRows } from './lanes';
import { splitIntoDays, type TimetableEvent } from './segments';

const VILNIUS = 'Europe/Vilnius';
const dates = ['2026-09-07', '2026-09-08'];
const event = (id: string, rowId: string, start: string, end: string): TimetableEvent => ({
  id,
  rowId,
  title: id,
  start,
  end,
  type: 'lecture',
});

describe('getAxisSpan', () => {
  it.each([
    {
      name: 'keeps the visible hours when every event fits',
      segments: [{ from: 600, to: 690 }],
      expected: { from: 420, to: 1260 },
    },
    {
      name: 'widens to the whole hour of an early event',
      segments: [{ from: 6 * 60 + 30, to: 7 * 60 + 30 }],
      expected: { from: 360, to: 1260 },
    },
    {
      name: 'widens to fit a short late event drawn at its minimum length',
      segments: [{ from: 20 * 60 + 50, to: 20 * 60 + 55 }],
      expected: { from: 420, to: 22 * 60 },
    },
  ])('should $name', ({ segments, expected }) => {
    const list = segments.map((segment, index) => ({ ...segment, key: `k${index}` })) as never[];
    expect(getAxisSpan([list], { from: 420, to: 1260 }, 20)).toEqual(expected);
  });
});

describe('placeRows', () => {
  const events = [
    event('a', 'room-1', '2026-09-07T07:00:00Z', '2026-09-07T08:30:00Z'), // Monday 10:00–11:30
    event('b', 'room-1', '2026-09-07T08:00:00Z', '2026-09-07T09:00:00Z'), // Monday 11:00–12:00, clashes with a
    event('c', 'room-1', '2026-09-08T07:00:00Z', '2026-09-08T08:30:00Z'), // Tuesday 10:00–11:30
    event('d', 'room-2', '2026-09-08T11:00:00Z', '2026-09-08T12:00:00Z'), // Tuesday 14:00–15:00
  ];
  const rows = placeRows(['room-1', 'room-2', 'room-3'], splitIntoDays(events, dates, VILNIUS), dates, {
    from: 420,
    to: 1260,
  });
  const find = (id: string) =>
    rows.flatMap((row) => row.placements).find((placement) => placement.segment.event.id === id)!;

  it('should give every row its events and a height in lanes', () => {
    expect(
      rows.map((row) => [row.rowId, row.placements.map((placement) => placement.segment.event.id), row.lanes]),
    ).toEqual([
      ['room-1', ['a', 'b', 'c'], 2],
      ['room-2', ['d'], 1],
      ['room-3', [], 1],
    ]);
  });

  it.each([
    { id: 'a', left: 180 / 840 / 2, width: 90 / 840 / 2, top: 0, height: 0.5 },
    { id: 'b', left: 240 / 840 / 2, width: 60 / 840 / 2, top: 0.5, height: 0.5 },
    { id: 'c', left: 0.5 + 180 / 840 / 2, width: 90 / 840 / 2, top: 0, height: 1 },
  ])('should place $id across the days and down the lanes', ({ id, ...geometry }) => {
    const placement = find(id);
    for (const [key, value] of Object.entries(geometry)) {
      expect(placement[key as keyof typeof geometry]).toBeCloseTo(value, 6);
    }
  });
});

describe('listRowDays', () => {
  const events = [
    event('late', 'room-1', '2026-09-07T11:00:00Z', '2026-09-07T12:00:00Z'), // Monday 14:00–15:00
    event('early', 'room-1', '2026-09-07T05:00:00Z', '2026-09-07T06:00:00Z'), // Monday 08:00–09:00
    event('short', 'room-1', '2026-09-07T05:00:00Z', '2026-09-07T05:30:00Z'), // Monday 08:00–08:30
    event('night', 'room-2', '2026-09-07T19:00:00Z', '2026-09-08T06:00:00Z'), // Monday 22:00 – Tuesday 09:00
    event('stranger', 'room-9', '2026-09-08T07:00:00Z', '2026-09-08T08:00:00Z'),
  ];
  const rows = listRowDays(['room-1', 'room-2', 'room-3'], splitIntoDays(events, dates, VILNIUS), dates);
  const ids = rows.map((row) => [row.rowId, row.days.map((day) => day.map((segment) => segment.event.id))]);

  it.each([
    {
      name: "lists a row's events per day, by start and then end",
      row: 0,
      expected: ['room-1', [['short', 'early', 'late'], []]],
    },
    {
      name: 'lists an event crossing midnight on both of its days',
      row: 1,
      expected: ['room-2', [['night'], ['night']]],
    },
    { name: 'gives a row without events an empty list per day', row: 2, expected: ['room-3', [[], []]] },
  ])('should $name', ({ row, expected }) => {
    expect(ids[row]).toEqual(expected);
  });

  it('should drop the events of rows it was not given', () => {
    expect(rows.flatMap((row) => row.days.flat()).some((segment) => segment.event.id === 'stranger')).toBe(false);
  });
});
