import { describe, expect, it } from 'vitest';
import { type Ability, type Authorizable, can, hasFewerAbilities, hasRole, isSuperAdmin } from './abilities.js';

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

// Issue 15: only users with strictly fewer abilities may be impersonated, disabled or have their password reset.
describe('hasFewerAbilities', () => {
  const admin = user(['administrate', 'users.manage', 'resources.manage', 'reservations.manage'], ['admin']);
  it.each<{ name: string; actor: Authorizable; target: Authorizable; expected: boolean }>([
    { name: 'an admin over a student', actor: admin, target: user([], ['student']), expected: true },
    { name: 'an admin over an admin', actor: admin, target: admin, expected: false },
    { name: 'an admin over a super admin', actor: admin, target: user(['*'], ['super_admin']), expected: false },
    { name: 'a super admin over an admin', actor: user(['*']), target: admin, expected: true },
    {
      name: 'a super admin over a super admin',
      actor: user(['*']),
      target: user([], ['super_admin']),
      expected: false,
    },
    {
      name: 'a user manager over a resource manager (neither holds the other)',
      actor: user(['users.manage']),
      target: user(['resources.manage']),
      expected: false,
    },
    {
      name: 'a user manager over a user manager with one more ability',
      actor: user(['users.manage']),
      target: user(['users.manage', 'groups.manage']),
      expected: false,
    },
    { name: 'a user manager over a student', actor: user(['users.manage']), target: user([]), expected: true },
  ])('should answer $expected for $name', ({ actor, target, expected }) => {
    expect(hasFewerAbilities(actor, target)).toBe(expected);
  });
});
