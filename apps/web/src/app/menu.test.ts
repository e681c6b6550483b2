import { describe, expect, it } from 'vitest';
import { adminSections, buildMenu, isWithin } from './menu';
const student = { abilities: [], roles: [{ key: 'student' }] };
const admin = {
  abilities: [
    'administrate',
    'reservations.manage',
    'resources.manage',
    'users.manage',
    'groups.manage',
    'reports.manage',
  ],
  roles: [{ key: 'admin' }],
};
const superAdmin = { abilities: ['*'], roles: [{ key: 'super_admin' }] };

const routesOf = (menu: ReturnType<typeof buildMenu>) => menu.flatMap((group) => group.links.map((link) => link.route));

describe('buildMenu', () => {
  it('should show nothing when nobody is signed in', () => {
    expect(buildMenu(null)).toEqual([]);
  });

  it('should give a student no administration, reports or resources-admin groups', () => {
    const menu = buildMenu(student);
    expect(menu.map((group) => group.id)).toEqual(['timetables', 'help', 'myProfile']);
    expect(routesOf(menu)).not.toContain('AdminInstructions');
  });

  it('should give an administrator every admin link but system settings', () => {
    const routes = routesOf(buildMenu(admin));
    expect(routes).toEqual(
      expect.arrayContaining([
        'Admin.Reservations',
        'Admin.Users',
        'Admin.Groups',
        'Admin.Reports',
        'Resources.Teachers',
      ]),
    );
    expect(routes).not.toContain('Admin.SystemSettings');
  });

  it('should give a super administrator system settings', () => {
    expect(routesOf(buildMenu(superAdmin))).toContain('Admin.SystemSettings');
  });

  it('should list the timetables and the profile links in menu order', () => {
    const menu = buildMenu(student);
    expect(menu[0]?.links.map((link) => link.route)).toEqual([
      'ResourcesIndex',
      'Resources.Glance',
      'RemoteReservations',
      'FindRoom',
    ]);
    expect(menu[2]?.links.map((link) => link.label)).toEqual([
      'menu.profile',
      'menu.changePassword',
      'menu.reminders',
      'menu.invitations',
      'notifications.settings.menu',
    ]);
  });
});

describe('the administration group', () => {
  const resourcesOnly = { abilities: ['administrate', 'resources.manage'], roles: [{ key: 'resource_admin' }] };

  it('should link the overview and only the sections the user may open, in menu order', () => {
    const menu = buildMenu(resourcesOnly);
    const administration = menu.find((group) => group.id === 'administration');
    expect(administration?.links.map((link) => link.route)).toEqual([
      'Admin',
      'Admin.Resources',
      'Admin.Annexes',
      // Issue 35: any administrator makes service tokens; each acts with its maker's rights, never more.
      'Admin.ServiceTokens',
      'Admin.Webhooks',
      'AdminInstructions',
    ]);
    expect(menu.map((group) => group.id)).not.toContain('reports');
  });

  it('should give a user with an ability but not administrate no administration group', () => {
    const menu = buildMenu({ abilities: ['users.manage'], roles: [] });
    expect(menu.map((group) => group.id)).not.toContain('administration');
  });
});

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
