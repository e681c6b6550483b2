import fc from 'fast-check';
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

/** The report as first written: every reservation of the group against every other (the reference). */
function everyPair(
  own: readonly TimetableRow[],
  others: readonly TimetableRow[],
  groupSize: number,
  seats: ReadonlyMap<number, number | null>,
) {
  const conflicts: { kind: string; reservation_id: number; other_id?: number }[] = [];
  const span = (row: TimetableRow) => [Date.parse(row.starts_at), Date.parse(row.ends_at)] as const;
  const overlap = (a: TimetableRow, b: TimetableRow) => span(a)[0] < span(b)[1] && span(b)[0] < span(a)[1];
  const ownIds = new Set(own.map((row) => row.id));
  const seen = new Set<string>();
  const report = (kind: string, a: TimetableRow, b: TimetableRow) => {
    const key = `${kind}:${Math.min(a.id, b.id)}:${Math.max(a.id, b.id)}`;
    if (!seen.has(key)) {
      seen.add(key);
      conflicts.push({ kind, reservation_id: a.id, other_id: b.id });
    }
  };
  const byStart = [...own].sort((a, b) => span(a)[0] - span(b)[0] || a.id - b.id);
  for (const [index, row] of byStart.entries()) {
    for (const later of byStart.slice(index + 1)) {
      if (span(later)[0] >= span(row)[1]) {
        break;
      }
      report('group', row, later);
    }
    for (const other of others) {
      if (other.id === row.id || !overlap(row, other)) {
        continue;
      }
      if (row.person_responsible_id !== null && other.person_responsible_id === row.person_responsible_id) {
        report('teacher', row, other);
      }
      if (row.item_id !== null && other.item_id === row.item_id && !ownIds.has(other.id)) {
        report('room', row, other);
      }
    }
    const room = seats.get(row.resource_id);
    if (room !== undefined && room !== null && room < groupSize) {
      conflicts.push({ kind: 'capacity', reservation_id: row.id });
    }
  }
  return conflicts;
}

describe('findTimetableConflicts at scale', () => {
  /** Quarter hours of one Monday as instants; lengths up to a whole day, so long bookings hide behind short ones. */
  const booking = fc.record({
    start: fc.integer({ min: 0, max: 95 }),
    length: fc.integer({ min: 0, max: 96 }),
    item: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    teacher: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  });
  const rowsOf = (
    bookings: { start: number; length: number; item: number | null; teacher: number | null }[],
    from = 1,
  ) =>
    bookings.map((booking, index): TimetableRow => ({
      id: from + index,
      name: `R${from + index}`,
      resource_id: booking.item ?? 9,
      item_id: booking.item,
      person_responsible_id: booking.teacher,
      starts_at: new Date(Date.UTC(2026, 1, 2) + booking.start * 900_000).toISOString(),
      ends_at: new Date(Date.UTC(2026, 1, 2) + (booking.start + booking.length) * 900_000).toISOString(),
    }));

  it('should report what comparing every pair reports, in the same order', () => {
    fc.assert(
      fc.property(
        fc.array(booking, { maxLength: 25 }),
        fc.array(booking, { maxLength: 60 }),
        fc.integer({ min: 0, max: 40 }),
        (ownBookings, otherBookings, size) => {
          const own = rowsOf(ownBookings);
          const others = rowsOf(otherBookings, 1000);
          const all = [...own, ...others];
          expect(findTimetableConflicts(own, all, { groupSize: size, capacity })).toEqual(
            everyPair(own, all, size, capacity),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  // A semester's lectures (4 a day for 16 weeks) against the 16,800 bookings of 25 rooms and their teachers.
  it("should report a semester's conflicts with the bookings of its rooms and teachers once each", () => {
    const day = (index: number) => Date.UTC(2026, 8, 1) + index * 86_400_000;
    const lecture = (id: number, date: number, slot: number, item: number, teacher: number): TimetableRow => ({
      id,
      name: `R${id}`,
      resource_id: item,
      item_id: item,
      person_responsible_id: teacher,
      starts_at: new Date(date + (8 + slot * 1.5) * 3_600_000).toISOString(),
      ends_at: new Date(date + (9.5 + slot * 1.5) * 3_600_000).toISOString(),
    });
    const own: TimetableRow[] = [];
    const others: TimetableRow[] = [];
    for (let index = 0; index < 112; index += 1) {
      for (let slot = 0; slot < 4; slot += 1) {
        own.push(lecture(own.length + 1, day(index), slot, slot + 1, 100 + slot));
      }
      for (let slot = 0; slot < 6; slot += 1) {
        for (let room = 1; room <= 25; room += 1) {
          others.push(lecture(100_000 + others.length, day(index), slot, room, 200 + room));
        }
      }
    }
    const conflicts = findTimetableConflicts(own, [...own, ...others], { groupSize: 10, capacity: new Map() });
    expect(conflicts).toHaveLength(own.length);
    expect(conflicts.every((conflict) => conflict.kind === 'room')).toBe(true);
    expect(new Set(conflicts.map((conflict) => conflict.reservation_id)).size).toBe(own.length);
  });
});
