import { describe, expect, it } from 'vitest';
import { type Ability, type Authorizable, can, hasRole, isSuperAdmin } from './abilities.js';

const user = (abilities: string[], roles: string[] = []): Authorizable => ({
  abilities,
  roles: roles.map((key) => ({ key })),
});

describe('can', () => {
  it.each<{ name: string; subject: Authorizable | null; ability: Ability; expected: boolean }>([
    { name: 'nobody signed in', subject: null, ability: 'administrate', expected: false },
    { name: 'no abilities', subject: user([]), ability: 'administrate', expected: false },
    { name: 'the named ability', subject: user(['users.manage']), ability: 'users.manage', expected: true },
    { name: 'another ability only', subject: user(['users.manage']), ability: 'groups.manage', expected: false },
    { name: 'the wildcard', subject: user(['*']), ability: 'reports.manage', expected: true },
    {
      name: 'the super_admin role without abilities',
      subject: user([], ['super_admin']),
      ability: 'administrate',
      expected: false,
    },
  ])('should answer $expected for $name', ({ subject, ability, expected }) => {
    expect(can(subject, ability)).toBe(expected);
  });
});

describe('isSuperAdmin', () => {
  it.each<{ name: string; subject: Authorizable | undefined; expected: boolean }>([
    { name: 'nobody', subject: undefined, expected: false },
    {
      name: 'an admin with every manage ability',
      subject: user(['administrate', 'users.manage'], ['admin']),
      expected: false,
    },
    { name: 'the wildcard ability', subject: user(['*']), expected: true },
    { name: 'the super_admin role', subject: user([], ['super_admin']), expected: true },
  ])('should answer $expected for $name', ({ subject, expected }) => {
    expect(isSuperAdmin(subject)).toBe(expected);
  });
});

describe('hasRole', () => {
  it.each([
    { name: 'a matching role', roles: ['teacher', 'student'], key: 'student', expected: true },
    { name: 'no matching role', roles: ['teacher'], key: 'admin', expected: false },
  ])('should answer $expected for $name', ({ roles, key, expected }) => {
    expect(hasRole(user([], roles), key)).toBe(expected);
  });
});
