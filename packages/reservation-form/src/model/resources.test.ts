import { describe, expect, it } from 'vitest';
import { canReserveRemotely, getChosenResources, type ReservationResource } from './resources';

describe('canReserveRemotely', () => {
  const resources: ReservationResource[] = [
    { id: 1, name: 'Auditorija 101', settings: { allow_remote_reservations: true } },
    { id: 2, name: 'Laboratorija', settings: { allow_remote_reservations: false } },
    { id: 3, name: 'Salė', settings: { allow_remote_reservations: true } },
    { id: 4, name: 'Be nustatymų', settings: null },
  ];
  it.each([
    { name: 'nothing chosen', ids: [], remote: false },
    { name: 'one resource that allows it', ids: [1], remote: true },
    { name: 'one resource that does not', ids: [2], remote: false },
    { name: 'a resource without settings', ids: [4], remote: false },
    { name: 'a batch where all allow it', ids: [1, 3], remote: true },
    { name: 'a batch where one does not', ids: [1, 2], remote: false },
    { name: 'an unknown resource', ids: [99], remote: false },
  ])('given $name, should offer remote: $remote', ({ ids, remote }) => {
    expect(canReserveRemotely(resources, ids)).toBe(remote);
  });

  it('should keep the order chosen', () => {
    expect(getChosenResources(resources, [3, 1]).map((resource) => resource.id)).toEqual([3, 1]);
  });
});
