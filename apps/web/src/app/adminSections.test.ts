import { describe, expect, it } from 'vitest';
import { adminSections, isWithin } from './adminSections';

describe('adminSections', () => {
  it('should list nothing for nobody and for a student', () => {
    expect(adminSections(null)).toEqual([]);
    expect(adminSections({ abilities: [], roles: [{ key: 'student' }] })).toEqual([]);
  });

  it('should list only sections that have a screen and that the user may open', () => {
    const manager = { abilities: ['administrate', 'users.manage'], roles: [] };
    const names = adminSections(manager).map((section) => section.name);
    expect(names).not.toContain('Admin.Resources');
    expect(names).not.toContain('Admin.SystemSettings');
    expect(names.every((name) => name.startsWith('Admin.'))).toBe(true);
  });
});

describe('isWithin', () => {
  it.each([
    { pathname: '/admin/resources', path: '/admin/resources', expected: true },
    { pathname: '/admin/resources/7/edit', path: '/admin/resources', expected: true },
    { pathname: '/admin/resources/', path: '/admin/resources', expected: true },
    { pathname: '/admin/resources-old', path: '/admin/resources', expected: false },
    { pathname: '/admin/users', path: '/admin', expected: false },
    { pathname: '/admin', path: '/admin', expected: true },
  ])('should answer $expected for $pathname under $path', ({ pathname, path, expected }) => {
    expect(isWithin(pathname, path)).toBe(expected);
  });
});
