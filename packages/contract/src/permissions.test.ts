import { describe, expect, it } from 'vitest';
import { can, hasRole, isSuperAdmin } from './permissions.js';

const student = { abilities: [], roles: [{ key: 'student' }] };
const admin = { abilities: ['administrate', 'users.manage'], roles: [{ key: 'admin' }] };
const star = { abilities: ['*'], roles: [] };
const superByRole = { abilities: ['administrate'], roles: [{ key: 'super_admin' }] };

describe('can', () => {
  it.each([
    { name: 'a student asking to administrate', user: student, ability: 'administrate' as const, expected: false },
    { name: 'an admin with the ability', user: admin, ability: 'users.manage' as const, expected: true },
    { name: 'an admin without the ability', user: admin, ability: 'reports.manage' as const, expected: false },
    { name: "'*' for any ability", user: star, ability: 'reports.manage' as const, expected: true },
    { name: 'nobody signed in', user: null, ability: 'administrate' as const, expected: false },
  ])('should answer $expected for $name', ({ user, ability, expected }) => {
    expect(can(user, ability)).toBe(expected);
  });
});

describe('isSuperAdmin', () => {
  it.each([
    { name: "abilities with '*'", user: star, expected: true },
    { name: 'the super_admin role', user: superByRole, expected: true },
    { name: 'an ordinary admin', user: admin, expected: false },
    { name: 'nobody', user: undefined, expected: false },
  ])('should answer $expected for $name', ({ user, expected }) => {
    expect(isSuperAdmin(user)).toBe(expected);
  });

  it('should find a role by key', () => {
    expect(hasRole(admin, 'admin')).toBe(true);
  });
});
