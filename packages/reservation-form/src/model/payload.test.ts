import { reservationBodySchema } from '@laikas/contract';
import { describe, expect, it } from 'vitest';
import { getFormDefaults, type ReservationFormValues } from './formValues';
import { buildReservationPayload } from './payload';

const lecture: ReservationFormValues = {
  ...getFormDefaults(undefined, { reservable: [3], from: '2026-03-02', from_time: '08:20', to_time: '09:50' }),
  name: '  Algebra ',
  description: '  ',
  person_responsible: { id: 31, name: 'Ona Žemaitė' },
  groups: [2, 4],
  invitations: [{ id: 40, name: 'Jonas' }],
  annexes: [8],
  remote_address: 'https://meet.example.org/left-over',
};

describe('buildReservationPayload', () => {
  describe('given a new one-resource lecture', () => {
    const payload = buildReservationPayload(lecture);

    it('should send the date as from and to, times as objects and people as ids', () => {
      expect(payload).toEqual({
        name: 'Algebra',
        description: null,
        from: '2026-03-02',
        to: '2026-03-02',
        from_time: { hours: 8, minutes: 20 },
        to_time: { hours: 9, minutes: 50 },
        type: 'lecture',
        person_responsible: 31,
        groups: [2, 4],
        invitations: [40],
        annexes: [8],
        is_remote: 0,
        remote_address: null,
        repeater: null,
        reservable: [3],
      });
    });

    it('should parse with the contract schema', () => {
      expect(reservationBodySchema.safeParse(payload).success).toBe(true);
    });
  });

  it.each<{ name: string; change: Partial<ReservationFormValues>; expected: Record<string, unknown> }>([
    {
      name: 'several resources (a batch)',
      change: { reservable: [3, 5, 3, 9] },
      expected: { reservable: [3, 5, 9] },
    },
    {
      name: 'a remote reservation',
      change: { is_remote: true, remote_address: ' https://meet.example.org/a ' },
      expected: { is_remote: 1, remote_address: 'https://meet.example.org/a' },
    },
    {
      name: 'a weekly series',
      change: { repeater: { type: 'weekly', interval: 2, until: '2026-05-31', weekdays: ['monday', 'wednesday'] } },
      expected: { repeater: { type: 'weekly', interval: 2, until: '2026-05-31', weekdays: ['monday', 'wednesday'] } },
    },
    {
      name: 'a daily series with weekdays left from a weekly choice',
      change: { repeater: { type: 'daily', interval: 1, until: '2026-03-09', weekdays: ['friday'] } },
      expected: { repeater: { type: 'daily', interval: 1, until: '2026-03-09', weekdays: [] } },
    },
    {
      name: 'a weekly series skipping conflicting dates',
      change: {
        repeater: { type: 'weekly', interval: 1, until: '2026-05-31', weekdays: ['monday'], skip_conflicts: true },
      },
      expected: {
        repeater: { type: 'weekly', interval: 1, until: '2026-05-31', weekdays: ['monday'], skip_conflicts: true },
      },
    },
    {
      name: 'no person responsible',
      change: { person_responsible: null },
      expected: { person_responsible: null },
    },
    {
      name: 'an event with a description',
      change: { type: 'event', description: 'Bring laptops' },
      expected: { type: 'event', description: 'Bring laptops' },
    },
  ])('given $name, should send $expected and parse with the contract schema', ({ change, expected }) => {
    const payload = buildReservationPayload({ ...lecture, ...change });
    expect(payload).toMatchObject(expected);
    expect(reservationBodySchema.safeParse(payload).success).toBe(true);
  });

  it.each([
    { name: 'a series answered with upcoming', scope: { update_selection_repeater: 'upcoming' as const } },
    { name: 'a batch answered with all', scope: { update_selection_batch: 'all' as const } },
    {
      name: 'a batched series',
      scope: { update_selection_repeater: 'this' as const, update_selection_batch: 'this' as const },
    },
  ])('given the scope of $name, should carry it in the body', ({ scope }) => {
    const payload = buildReservationPayload(lecture, scope);
    expect(payload).toMatchObject(scope);
    expect(reservationBodySchema.parse(payload)).toMatchObject(scope);
  });
});
