import { describe, expect, it } from 'vitest';
import { isLinkActive } from './menu';
import { pathTo, ROUTE_TABLE } from './routeTable';

describe('pathTo', () => {
  it.each([
    { name: 'Home' as const, params: {}, expected: '/' },
    { name: 'ResourceWithId' as const, params: {}, expected: '/resources' },
    { name: 'ResourceWithId' as const, params: { id: 7 }, expected: '/resources/7' },
    { name: 'Reservation' as const, params: { reservationId: 12 }, expected: '/reservations/12' },
    { name: 'User.ChangePassword' as const, params: {}, expected: '/user/change-password' },
  ])('should give $expected for $name', ({ name, params, expected }) => {
    expect(pathTo(name, params)).toBe(expected);
  });
});

describe('isLinkActive', () => {
  it.each([
    {
      name: 'ResourcesIndex on ResourceWithId without id',
      link: 'ResourcesIndex' as const,
      current: { name: 'ResourceWithId', params: {} },
      expected: true,
    },
    {
      name: 'ResourcesIndex on ResourceWithId with an id',
      link: 'ResourcesIndex' as const,
      current: { name: 'ResourceWithId', params: { id: '3' } },
      expected: false,
    },
    {
      name: 'the same route',
      link: 'User.Profile' as const,
      current: { name: 'User.Profile', params: {} },
      expected: true,
    },
    { name: 'another route', link: 'Home' as const, current: { name: 'User.Profile', params: {} }, expected: false },
  ])('should answer $expected for $name', ({ link, current, expected }) => {
    expect(isLinkActive(link, current)).toBe(expected);
  });
});

describe('ROUTE_TABLE', () => {
  it('should name a screen module that exists for every route', () => {
    const screens = import.meta.glob('../routes/**/*Page.tsx');
    expect(ROUTE_TABLE.filter((entry) => !screens[`../routes/${entry.screen}.tsx`])).toEqual([]);
  });
});
