import { describe, expect, it } from 'vitest';
import { getFormDefaults, getFormMode, getReservableIds, type ReservationFormData } from './formValues';

describe('getFormMode', () => {
  it.each([
    { name: 'no reservation', reservation: undefined, mode: 'create' },
    { name: 'a reservation without id', reservation: { name: 'Seminar' }, mode: 'create' },
    { name: 'a saved, editable reservation', reservation: { id: 4, can_edit: true }, mode: 'update' },
    { name: 'a saved reservation the user may not edit', reservation: { id: 4, can_edit: false }, mode: 'view' },
    { name: 'a saved reservation without can_edit', reservation: { id: 4 }, mode: 'view' },
  ])('given $name, should be $mode', ({ reservation, mode }) => {
    expect(getFormMode(reservation)).toBe(mode);
  });
});

describe('getReservableIds', () => {
  it.each<{ name: string; reservation: ReservationFormData; ids: number[] }>([
    {
      name: 'a list of resources',
      reservation: {
        reservable: [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ],
      },
      ids: [1, 2],
    },
    { name: 'a single resource object', reservation: { reservable: { id: 7, name: 'Room 101' } }, ids: [7] },
    { name: 'only resource_id', reservation: { resource_id: 3 }, ids: [3] },
    { name: 'only a resource object', reservation: { resource: { id: 9, name: 'Hall' } }, ids: [9] },
    { name: 'no resource at all', reservation: {}, ids: [] },
  ])('given $name, should give $ids', ({ reservation, ids }) => {
    expect(getReservableIds(reservation)).toEqual(ids);
  });
});

describe('getFormDefaults', () => {
  describe('given no reservation', () => {
    it('should start a lecture with empty fields and no repeat', () => {
      expect(getFormDefaults(undefined)).toEqual({
        reservable: [],
        name: '',
        description: '',
        from: '',
        from_time: null,
        to_time: null,
        type: 'lecture',
        person_responsible: null,
        groups: [],
        invitations: [],
        annexes: [],
        is_remote: false,
        remote_address: '',
        repeater: null,
      });
    });

    it('should take the resource, date and times of the clicked free time', () => {
      const values = getFormDefaults(undefined, {
        reservable: [5],
        from: '2026-03-02',
        from_time: '10:00',
        to_time: '11:30',
      });
      expect(values).toMatchObject({
        reservable: [5],
        from: '2026-03-02',
        from_time: { hours: 10, minutes: 0 },
        to_time: { hours: 11, minutes: 30 },
        type: 'lecture',
      });
    });

    it("should name the seed's person responsible", () => {
      const values = getFormDefaults(undefined, { person_responsible: { id: 7, name: 'Ona Mokytoja' } });
      expect(values.person_responsible).toEqual({ id: 7, name: 'Ona Mokytoja' });
    });

    it("should start with the seed's repeat rule, as the room finder searched for it", () => {
      const repeater = { type: 'weekly' as const, interval: 1, until: '2026-04-21', weekdays: ['tuesday' as const] };
      const values = getFormDefaults(undefined, { from: '2026-03-03', repeater });
      expect(values.repeater).toEqual(repeater);
      expect(values.repeater).not.toBe(repeater);
    });
  });

  describe('given a saved reservation with HH:MM times', () => {
    const reservation: ReservationFormData = {
      id: 12,
      name: 'Algebra',
      description: null,
      from: '2026-03-02',
      to: '2026-03-02',
      from_time: '08:20',
      to_time: '09:50',
      type: 'event',
      person_responsible: 31,
      responsible: { id: 31, name: 'Ona Žemaitė' },
      groups: [{ id: 2, name: 'MIF-1' }],
      invitations: [{ id: 40, name: 'Jonas Jonaitis' }],
      annexes: [{ id: 8, name: 'Projector' }],
      reservable: { id: 3, name: 'Room 101' },
      is_remote: 1,
      remote_address: 'https://meet.example.org/algebra',
      repeater: { type: 'weekly', interval: 1, until: '2026-05-31', weekdays: ['monday'] },
      can_edit: true,
    };

    it('should convert the times and keep every field', () => {
      expect(getFormDefaults(reservation)).toEqual({
        reservable: [3],
        name: 'Algebra',
        description: '',
        from: '2026-03-02',
        from_time: { hours: 8, minutes: 20 },
        to_time: { hours: 9, minutes: 50 },
        type: 'event',
        person_responsible: { id: 31, name: 'Ona Žemaitė' },
        groups: [2],
        invitations: [{ id: 40, name: 'Jonas Jonaitis' }],
        annexes: [8],
        is_remote: true,
        remote_address: 'https://meet.example.org/algebra',
        repeater: { type: 'weekly', interval: 1, until: '2026-05-31', weekdays: ['monday'] },
      });
    });

    it('should not share the repeater with the reservation', () => {
      const values = getFormDefaults(reservation);
      values.repeater?.weekdays.push('friday');
      expect(reservation.repeater?.weekdays).toEqual(['monday']);
    });
  });

  it('given a reservation without a type, should default to lecture', () => {
    expect(getFormDefaults({ id: 1, name: 'X' }).type).toBe('lecture');
  });
});
