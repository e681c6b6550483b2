import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu';
import { ROUTE_TABLE, type RouteName } from './routeTable';

const everyScreen = new Set<RouteName>(ROUTE_TABLE.map((entry) => entry.name));
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
    expect(buildMenu(null, everyScreen)).toEqual([]);
  });

  it('should give a student no administration, reports or resources-admin groups', () => {
    const menu = buildMenu(student, everyScreen);
    expect(menu.map((group) => group.id)).toEqual(['timetables', 'help', 'profile']);
    expect(routesOf(menu)).not.toContain('AdminInstructions');
  });

  it('should give an administrator every admin link but system settings', () => {
    const routes = routesOf(buildMenu(admin, everyScreen));
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
    expect(routesOf(buildMenu(superAdmin, everyScreen))).toContain('Admin.SystemSettings');
  });

  it('should leave out links to screens this build does not have', () => {
    const menu = buildMenu(student, new Set<RouteName>(['ResourcesIndex', 'User.Profile']));
    expect(routesOf(menu)).toEqual(['ResourcesIndex', 'User.Profile']);
  });
});

describe('the administration group', () => {
  const resourcesOnly = { abilities: ['administrate', 'resources.manage'], roles: [{ key: 'resource_admin' }] };

  it('should link the overview and only the sections the user may open, in menu order', () => {
    const menu = buildMenu(resourcesOnly, everyScreen);
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
    const menu = buildMenu({ abilities: ['users.manage'], roles: [] }, everyScreen);
    expect(menu.map((group) => group.id)).not.toContain('administration');
  });
});
