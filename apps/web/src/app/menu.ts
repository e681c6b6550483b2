import { can, type Authorizable } from '@laikas/contract';
import { ADMIN_ROUTES, type AdminRouteEntry } from './adminRoutes';
import { mayOpen, type RouteName } from './routeTable';

export interface MenuLink {
  route: RouteName;
  /** Translation key in the `web` namespace. */
  label: string;
}

export interface MenuGroup {
  id: string;
  label: string;
  links: MenuLink[];
}

/**
 * The header menu of spec 2, grouped, with every group and link filtered by the user's
 * permissions. `available` lists the routes that have a screen in this build: a link to a screen
 * that does not exist yet is left out rather than leading to Not Found.
 */
export function buildMenu(user: Authorizable | null, available: ReadonlySet<RouteName>): MenuGroup[] {
  if (!user) {
    return [];
  }
  const administrate = can(user, 'administrate');
  const groups: MenuGroup[] = [
    {
      id: 'timetables',
      label: 'menu.timetables',
      links: [
        { route: 'ResourcesIndex', label: 'menu.resources' },
        { route: 'Resources.Glance', label: 'glance.menu' },
        { route: 'RemoteReservations', label: 'menu.remoteReservations' },
        { route: 'FindRoom', label: 'findRoom.menu' },
      ],
    },
    {
      id: 'resourcesAdmin',
      label: 'menu.resourcesAdmin',
      links: administrate
        ? [
            { route: 'Resources.Teachers', label: 'menu.byTeachers' },
            { route: 'Resources.Groups', label: 'menu.byGroups' },
            { route: 'Admin.Resources', label: 'menu.forAdministrators' },
          ]
        : [],
    },
    {
      id: 'administration',
      label: 'menu.administration',
      links: administrate
        ? [
            { route: 'Admin', label: 'admin.overview.menu' },
            ...adminLinks(user, 'administration'),
            { route: 'AdminInstructions', label: 'menu.adminInstructions' },
          ]
        : [],
    },
    {
      id: 'reports',
      label: 'menu.reports',
      links: administrate ? adminLinks(user, 'reports') : [],
    },
    {
      id: 'help',
      label: 'menu.help',
      links: [
        { route: 'StudentInstructions', label: 'menu.studentInstructions' },
        ...(administrate ? [{ route: 'AdminInstructions' as const, label: 'menu.adminInstructions' }] : []),
      ],
    },
    {
      id: 'profile',
      label: 'menu.myProfile',
      links: [
        { route: 'User.Profile', label: 'menu.profile' },
        { route: 'User.ChangePassword', label: 'menu.changePassword' },
        { route: 'User.Reminders', label: 'menu.reminders' },
        { route: 'User.Invitations', label: 'menu.invitations' },
        { route: 'User.Notifications', label: 'notifications.settings.menu' },
      ],
    },
  ];
  return groups
    .map((group) => ({ ...group, links: group.links.filter((link) => available.has(link.route)) }))
    .filter((group) => group.links.length > 0);
}

/** The links of one menu group to the /admin sections the user may open (adminRoutes.ts, in its order). */
export function adminLinks(user: Authorizable, group: 'administration' | 'reports'): MenuLink[] {
  return (ADMIN_ROUTES as readonly AdminRouteEntry[])
    .filter((entry) => entry.menu?.group === group && mayOpen(user, entry.access))
    .map((entry) => ({ route: entry.name as RouteName, label: entry.menu!.label }));
}
