import { describe, expect, it } from 'vitest';
import {
  canReserveResource,
  canSeeEmailOf,
  canSeeReservation,
  initialStatus,
  reservationPermissions,
  type Actor,
} from './permissions.js';

const now = new Date('2026-11-22T12:00:00Z');
const actor = (id: number, abilities: string[] = [], groupIds: number[] = []): Actor => ({
  id,
  name: `User ${id}`,
  abilities,
  roles: [],
  groupIds,
});
const reservation = {
  userId: 1,
  personResponsible: 2,
  invitedUserIds: [3],
  groupIds: [10],
  end: new Date('2026-11-23T10:00:00Z'),
};

describe('reservationPermissions', () => {
  it.each([
    { name: 'the creator', who: actor(1), allowed: true },
    { name: 'the person responsible', who: actor(2), allowed: true },
    { name: 'an invited user', who: actor(3), allowed: false },
    { name: 'a member of an attending group', who: actor(4, [], [10]), allowed: false },
    { name: 'a stranger', who: actor(5), allowed: false },
    { name: 'a manager', who: actor(6, ['reservations.manage']), allowed: true },
    { name: 'a super administrator', who: actor(7, ['*']), allowed: true },
  ])('given $name, should allow editing and deleting: $allowed', ({ who, allowed }) => {
    expect(reservationPermissions(who, reservation, now)).toEqual({ can_edit: allowed, can_delete: allowed });
  });

  it('given a reservation that is over, should leave it to managers', () => {
    const past = { ...reservation, end: new Date('2026-11-21T10:00:00Z') };
    expect(reservationPermissions(actor(1), past, now).can_edit).toBe(false);
    expect(reservationPermissions(actor(6, ['reservations.manage']), past, now).can_delete).toBe(true);
  });
});

describe('canSeeReservation', () => {
  it.each([
    { name: 'the creator', who: actor(1), visible: true },
    { name: 'an invited user', who: actor(3), visible: true },
    { name: 'a member of an attending group', who: actor(4, [], [10]), visible: true },
    { name: 'a stranger', who: actor(5, [], [11]), visible: false },
    { name: 'a manager', who: actor(6, ['reservations.manage']), visible: true },
  ])('given $name, should answer $visible', ({ who, visible }) => {
    expect(canSeeReservation(who, reservation)).toBe(visible);
  });
});

describe('canSeeEmailOf', () => {
  it.each([
    { name: 'the person themselves', who: actor(2), visible: true },
    { name: 'the creator of their reservation', who: actor(1), visible: false },
    { name: 'a member of the same group', who: actor(4, [], [10]), visible: false },
    { name: 'a reservation manager', who: actor(6, ['reservations.manage', 'groups.manage']), visible: false },
    { name: 'a user manager', who: actor(7, ['users.manage']), visible: true },
    { name: 'a super administrator', who: actor(8, ['*']), visible: true },
  ])("given $name, should show person 2's address: $visible", ({ who, visible }) => {
    expect(canSeeEmailOf(who, 2)).toBe(visible);
  });
});

describe('canReserveResource', () => {
  it.each([
    {
      name: 'a resource open to anybody',
      resource: { allowAnybody: true, groupIds: [] },
      who: actor(5),
      allowed: true,
    },
    {
      name: 'a closed resource and a stranger',
      resource: { allowAnybody: false, groupIds: [10] },
      who: actor(5),
      allowed: false,
    },
    {
      name: 'a closed resource and a group member',
      resource: { allowAnybody: false, groupIds: [10] },
      who: actor(5, [], [10]),
      allowed: true,
    },
    {
      name: 'a closed resource and a manager',
      resource: { allowAnybody: false, groupIds: [] },
      who: actor(6, ['reservations.manage']),
      allowed: true,
    },
  ])('given $name, should answer $allowed', ({ resource, who, allowed }) => {
    expect(canReserveResource(who, resource)).toBe(allowed);
  });
});

describe('initialStatus', () => {
  it('should make reservations on a resource needing approval pending, except a manager’s', () => {
    expect(initialStatus(actor(1), false)).toBe('pending');
    expect(initialStatus(actor(6, ['reservations.manage']), false)).toBe('approved');
    expect(initialStatus(actor(1), true)).toBe('approved');
  });
});
