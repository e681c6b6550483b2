import { describe, expect, it } from 'vitest';
import { groupUpcoming, mergeBatchMembers } from './groupUpcoming';

const at = (id: number, from: string, start: string, end: string) => ({ id, from, starts_at: start, ends_at: end });

describe('groupUpcoming', () => {
  // Wednesday 2026-11-25, 09:30 in Vilnius (07:30 UTC).
  const now = new Date('2026-11-25T07:30:00Z');
  const reservations = [
    at(1, '2026-11-25', '2026-11-25T06:00:00Z', '2026-11-25T07:00:00Z'), // ended this morning
    at(2, '2026-11-25', '2026-11-25T08:00:00Z', '2026-11-25T09:30:00Z'),
    at(3, '2026-11-25', '2026-11-25T07:00:00Z', '2026-11-25T08:00:00Z'), // running now
    at(4, '2026-11-26', '2026-11-26T08:00:00Z', '2026-11-26T09:30:00Z'),
    at(5, '2026-11-29', '2026-11-29T08:00:00Z', '2026-11-29T09:30:00Z'), // Sunday
    at(6, '2026-11-30', '2026-11-30T08:00:00Z', '2026-11-30T09:30:00Z'), // next Monday
    at(7, '2026-12-07', '2026-12-07T08:00:00Z', '2026-12-07T09:30:00Z'), // the Monday after
  ];

  it('should put what has not ended into today, tomorrow, this week and next week', () => {
    const groups = groupUpcoming(reservations, now, 'Europe/Vilnius');
    expect({
      today: groups.today.map((r) => r.id),
      tomorrow: groups.tomorrow.map((r) => r.id),
      thisWeek: groups.thisWeek.map((r) => r.id),
      nextWeek: groups.nextWeek.map((r) => r.id),
    }).toEqual({ today: [3, 2], tomorrow: [4], thisWeek: [5], nextWeek: [6] });
  });

  it('should read today in the institution time zone, not in UTC', () => {
    // 23:30 UTC on the 24th is already the 25th in Vilnius.
    const late = { id: 1, from: '2026-11-25', starts_at: '2026-11-25T08:00:00Z', ends_at: '2026-11-25T09:00:00Z' };
    expect(groupUpcoming([late], new Date('2026-11-24T23:30:00Z'), 'Europe/Vilnius').today).toEqual([late]);
  });
});

describe('mergeBatchMembers', () => {
  const member = (id: number, batch: number | null, room: string, start: string) => ({
    id,
    batch_id: batch,
    starts_at: start,
    ends_at: start.replace('08:00', '09:30'),
    resource: { name: room },
  });

  it('should show a series in two rooms as one line per date, naming both rooms', () => {
    const lines = mergeBatchMembers([
      member(1, 7, 'Room 101', '2026-11-23T08:00:00Z'),
      member(2, 7, 'Room 102', '2026-11-23T08:00:00Z'),
      member(3, 7, 'Room 101', '2026-11-30T08:00:00Z'),
      member(4, 7, 'Room 102', '2026-11-30T08:00:00Z'),
      member(5, null, 'Room 101', '2026-11-23T08:00:00Z'),
      member(6, null, 'Room 102', '2026-11-23T08:00:00Z'),
    ]);
    expect(lines.map((line) => [line.id, line.rooms])).toEqual([
      [1, ['Room 101', 'Room 102']],
      [3, ['Room 101', 'Room 102']],
      [5, ['Room 101']],
      [6, ['Room 102']],
    ]);
  });
});
