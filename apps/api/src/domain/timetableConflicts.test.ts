import { describe, expect, it } from 'vitest';
import { findTimetableConflicts, type TimetableRow } from './timetableConflicts.js';

const row = (id: number, from: string, to: string, extra: Partial<TimetableRow> = {}): TimetableRow => ({
  id,
  name: `R${id}`,
  resource_id: 1,
  item_id: 11,
  person_responsible_id: null,
  starts_at: `2026-02-02T${from}:00.000Z`,
  ends_at: `2026-02-02T${to}:00.000Z`,
  ...extra,
});

const capacity = new Map<number, number | null>([
  [1, 30],
  [2, 10],
  [3, null],
]);

describe('findTimetableConflicts', () => {
  it.each([
    {
      name: 'nothing overlaps',
      own: [row(1, '08:00', '09:00'), row(2, '09:00', '10:00', { resource_id: 2, item_id: 12 })],
      others: [],
      size: 5,
      expected: [],
    },
    {
      name: 'the group twice at once',
      own: [row(1, '08:00', '09:30'), row(2, '09:00', '10:00', { resource_id: 3, item_id: 13 })],
      others: [],
      size: 5,
      expected: [{ kind: 'group', reservation_id: 1, other_id: 2 }],
    },
    {
      name: 'the teacher elsewhere at the same time',
      own: [row(1, '08:00', '09:30', { person_responsible_id: 7 })],
      others: [row(9, '09:00', '10:00', { person_responsible_id: 7, resource_id: 3, item_id: 13 })],
      size: 5,
      expected: [{ kind: 'teacher', reservation_id: 1, other_id: 9 }],
    },
    {
      name: 'another booking in the same room',
      own: [row(1, '08:00', '09:30')],
      others: [row(9, '08:30', '09:00')],
      size: 5,
      expected: [{ kind: 'room', reservation_id: 1, other_id: 9 }],
    },
    {
      name: 'a room too small for the group',
      own: [row(1, '08:00', '09:30', { resource_id: 2, item_id: 12 })],
      others: [],
      size: 12,
      expected: [{ kind: 'capacity', reservation_id: 1 }],
    },
    {
      name: 'a room of unknown size',
      own: [row(1, '08:00', '09:30', { resource_id: 3, item_id: 13 })],
      others: [],
      size: 500,
      expected: [],
    },
  ])('should report $name', ({ own, others, size, expected }) => {
    expect(findTimetableConflicts(own, [...own, ...others], { groupSize: size, capacity })).toEqual(expected);
  });
});
