import type { Ability } from '@laikas/contract';
import type { MENU_GROUPS } from './menu';

/**
 * Who may open a route (spec 6): anyone (signed in or not: the accessibility statement), guests only, signed-in users,
 * an ability, or super administrators only.
 */
export type RouteAccess =
  | { kind: 'anyone' }
  | { kind: 'guest' }
  | { kind: 'signed-in' }
  | { kind: 'ability'; ability: Ability }
  | { kind: 'super-admin' };

/**
 * A link to a route in a header menu group: its label and, for an /admin section (the admin section bar and the
 * /admin overview list those), the overview's one-line description (translation keys in the `web` namespace).
 */
type MenuPlacement = readonly [group: (typeof MENU_GROUPS)[number], label: string, description?: string];

/** A named route: the spec's name (navigation), its path, who may open it, its screen below routes/ and its links. */
type Row = readonly [name: string, path: string, access: RouteAccess, screen: string, ...menu: MenuPlacement[]];

const anyone = { kind: 'anyone' } as const;
const guest = { kind: 'guest' } as const;
const signedIn = { kind: 'signed-in' } as const;
const administrate = { kind: 'ability', ability: 'administrate' } as const;
const resources = { kind: 'ability', ability: 'resources.manage' } as const;
const users = { kind: 'ability', ability: 'users.manage' } as const;
const reservations = { kind: 'ability', ability: 'reservations.manage' } as const;
const groups = { kind: 'ability', ability: 'groups.manage' } as const;
const reports = { kind: 'ability', ability: 'reports.manage' } as const;
const superAdmin = { kind: 'super-admin' } as const;

/**
 * Every route of the spec's route table: adding a screen is one line here plus its module; the route, its guard, its
 * frame (paths under /admin get the admin layout), its menu links and its /admin overview card all follow. A menu
 * group lists its links in the order of this table.
 */
// prettier-ignore
const ROWS = [
  ['Home',                     '/',                                  signedIn,      'Home/HomePage'],
  ['Login',                    '/login',                             guest,         'Login/LoginPage'],
  // Issue 32: the accessibility statement, public as the law asks (linked from every page's footer and from sign-in).
  ['Accessibility',            '/accessibility',                     anyone,        'Accessibility/AccessibilityPage'],
  ['ResourcesIndex',           '/resources',                         signedIn,      'Resources/ResourcesIndexPage',                   ['timetables', 'menu.resources']],
  ['ResourceWithId',           '/resources/:id?',                    signedIn,      'ResourceView/ResourceViewPage'],
  ['Reservation',              '/reservations/:reservationId',       signedIn,      'ReservationView/ReservationViewPage'],
  ['Notifications',            '/notifications',                     signedIn,      'Notifications/NotificationsPage'],
  ['Resources.Glance',         '/resources/glance',                  signedIn,      'Resources/GlancePage',                           ['timetables', 'glance.menu']],
  ['RemoteReservations',       '/remote-reservations',               signedIn,      'RemoteReservations/RemoteReservationsPage',      ['timetables', 'menu.remoteReservations']],
  ['FindRoom',                 '/find-room',                         signedIn,      'FindRoom/FindRoomPage',                          ['timetables', 'findRoom.menu']],
  ['Resources.Teachers',       '/resources/teachers',                signedIn,      'Resources/TeachersPage',                         ['resourcesAdmin', 'menu.byTeachers']],
  ['Resources.Groups',         '/resources/groups',                  signedIn,      'Resources/GroupsPage',                           ['resourcesAdmin', 'menu.byGroups']],
  ['User.Profile',             '/user/profile',                      signedIn,      'User/ProfilePage',                               ['myProfile', 'menu.profile']],
  ['User.ChangePassword',      '/user/change-password',              signedIn,      'User/ChangePasswordPage',                        ['myProfile', 'menu.changePassword']],
  ['User.Reminders',           '/user/reminders',                    signedIn,      'User/RemindersPage',                             ['myProfile', 'menu.reminders']],
  ['User.Invitations',         '/user/invitations',                  signedIn,      'User/InvitationsPage',                           ['myProfile', 'menu.invitations']],
  ['User.Notifications',       '/user/notifications',                signedIn,      'User/NotificationSettingsPage',                  ['myProfile', 'notifications.settings.menu']],
  ['Admin',                    '/admin',                             administrate,  'Admin/AdminOverviewPage',                        ['administration', 'admin.overview.menu']],
  ['Admin.Reservations',       '/admin/reservations',                reservations,  'Admin/Reservations/ReservationsAdminPage',       ['administration', 'menu.adminReservations', 'admin.overview.reservations']],
  ['Admin.Resources',          '/admin/resources',                   resources,     'Admin/Resources/ResourcesAdminPage',             ['resourcesAdmin', 'menu.forAdministrators'], ['administration', 'menu.adminResources', 'admin.overview.resources']],
  ['Admin.Resources.Create',   '/admin/resources/create',            resources,     'Admin/Resources/ResourceFormPage'],
  ['Admin.Resources.Show',     '/admin/resources/:resourceId',       resources,     'Admin/Resources/ResourceShowPage'],
  ['Admin.Resources.Edit',     '/admin/resources/:resourceId/edit',  resources,     'Admin/Resources/ResourceFormPage'],
  ['Admin.Annexes',            '/admin/annexes',                     resources,     'Admin/Annexes/AnnexesAdminPage',                 ['administration', 'menu.adminAnnexes', 'admin.overview.annexes']],
  ['Admin.Annexes.Create',     '/admin/annexes/create',              resources,     'Admin/Annexes/AnnexFormPage'],
  ['Admin.Annexes.Edit',       '/admin/annexes/:annexId/edit',       resources,     'Admin/Annexes/AnnexFormPage'],
  ['Admin.Users',              '/admin/users',                       users,         'Admin/Users/UsersAdminPage',                     ['administration', 'menu.adminUsers', 'admin.overview.users']],
  ['Admin.Users.Create',       '/admin/users/create',                users,         'Admin/Users/UserCreatePage'],
  ['Admin.Users.Show',         '/admin/users/:userId',               users,         'Admin/Users/UserAdminPage'],
  // groups, periods and group timetables (issue 16)
  ['Admin.Groups',             '/admin/groups',                      groups,        'Admin/Groups/GroupsAdminPage',                   ['administration', 'menu.adminGroups', 'admin.overview.groups']],
  ['Admin.Groups.Create',      '/admin/groups/create',               groups,        'Admin/Groups/GroupFormPage'],
  ['Admin.Groups.Edit',        '/admin/groups/:groupId/edit',        groups,        'Admin/Groups/GroupFormPage'],
  ['Admin.Periods',            '/admin/periods',                     groups,        'Admin/Groups/PeriodsPage',                       ['administration', 'groups.menuPeriods', 'groups.overviewPeriods']],
  ['Admin.GroupTimetables',    '/admin/group-timetables',            groups,        'Admin/Groups/GroupTimetablesPage',               ['administration', 'groups.menuTimetables', 'groups.overviewTimetables']],
  ['Admin.Imports.Itc',        '/admin/imports/itc',                 groups,        'Admin/Imports/ItcImportPage',                    ['administration', 'imports.menuItc', 'imports.overviewItc']],
  ['Admin.SystemSettings',     '/admin/system-settings',             superAdmin,    'Admin/SystemSettings/SystemSettingsPage',        ['administration', 'menu.systemSettings', 'admin.overview.systemSettings']],
  // university sign-in (issue 30): identity providers and local passwords, for super administrators
  ['Admin.IdentityProviders',  '/admin/identity-providers',          superAdmin,    'Admin/IdentityProviders/IdentityProvidersPage',  ['administration', 'sso.menu', 'sso.description']],
  // the audit log (issue 15), for super administrators
  ['Admin.Audit',              '/admin/audit',                       superAdmin,    'Admin/Audit/AuditLogPage',                       ['administration', 'audit.menu', 'audit.description']],
  // API tokens (issue 35) and webhooks: the tokens other systems call the API with, signed events for them
  ['Admin.ServiceTokens',      '/admin/service-tokens',              administrate,  'Admin/ServiceTokens/ServiceTokensPage',          ['administration', 'apiTokens.service.menu', 'apiTokens.service.description']],
  ['Admin.Webhooks',           '/admin/webhooks',                    administrate,  'Admin/Webhooks/WebhooksPage',                    ['administration', 'webhooks.menu', 'webhooks.description']],
  // notifications (issue 14): the e-mail outbox, for super administrators
  ['Admin.Outbox',             '/admin/outbox',                      superAdmin,    'Admin/Outbox/OutboxPage',                        ['administration', 'notifications.outbox.menu', 'notifications.outbox.description']],
  ['Admin.Reports',            '/admin/reports',                     reports,       'Admin/Reports/ReportsPage',                      ['reports', 'menu.reportsNew', 'admin.overview.reports']],
  ['Admin.Reports.Index',      '/admin/reports/user-reports',        reports,       'Admin/Reports/SavedReportsPage',                 ['reports', 'menu.reportsMine', 'admin.overview.reportsMine']],
  ['Admin.Reports.Show',       '/admin/reports/:report',             reports,       'Admin/Reports/SavedReportPage'],
  ['StudentInstructions',      '/student-instructions',              signedIn,      'Instructions/StudentInstructionsPage',           ['help', 'menu.studentInstructions']],
  ['AdminInstructions',        '/admin-instructions',                administrate,  'Instructions/AdminInstructionsPage',             ['administration', 'menu.adminInstructions'], ['help', 'menu.adminInstructions']],
] as const satisfies readonly Row[];

export type RouteName = (typeof ROWS)[number][0];

export interface RouteEntry {
  name: RouteName;
  path: string;
  access: RouteAccess;
  /** The screen's module below routes/, without `.tsx` (router.tsx loads it on demand). */
  screen: string;
  menu: readonly MenuPlacement[];
}

/** Every named route, in the table's order. */
export const ROUTE_TABLE: readonly RouteEntry[] = ROWS.map(([name, path, access, screen, ...menu]) => ({
  name,
  path,
  access,
  screen,
  menu,
}));

const byName = new Map(ROUTE_TABLE.map((entry) => [entry.name, entry]));

/** The route named `name`. */
export function routeNamed(name: RouteName): RouteEntry {
  return byName.get(name)!;
}

/** The path of a named route with its parameters filled in (optional ones dropped when absent). */
export function pathTo(name: RouteName, params: Record<string, string | number | undefined> = {}): string {
  const path = routeNamed(name).path.replace(/\/:(\w+)\??/g, (_match, key: string) =>
    params[key] === undefined ? '' : `/${encodeURIComponent(String(params[key]))}`,
  );
  return path === '' ? '/' : path;
}
