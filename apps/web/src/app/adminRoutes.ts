import type { ComponentType } from 'react';
import type { RouteAccess } from './routeTable';

/** A screen module, loaded on demand so that bundles stay split by route. */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * A child of /admin (spec 2). Adding an admin screen is one entry here plus its screen module:
 * the route, its guard, the admin layout, the menu link and the /admin overview card all follow.
 */
export interface AdminRouteEntry {
  /** The spec's route name (`Admin.Users`), or `Admin.<Section>.<What>` for a section's inner screens. */
  name: string;
  /** Absolute path under /admin (`/admin/resources/:resourceId/edit`). */
  path: string;
  access: RouteAccess;
  /** The screen; an entry without one answers Not Found and has no link anywhere. */
  screen?: ScreenModule;
  /**
   * Sections (the screens a menu links to) carry their menu group, link label and the one-line
   * description the /admin overview shows (translation keys in the `web` namespace).
   */
  menu?: { group: 'administration' | 'reports'; label: string; description: string };
}

const administrate = { kind: 'ability', ability: 'administrate' } as const;
const resourcesManage = { kind: 'ability', ability: 'resources.manage' } as const;
const usersManage = { kind: 'ability', ability: 'users.manage' } as const;
const reservationsManage = { kind: 'ability', ability: 'reservations.manage' } as const;
const groupsManage = { kind: 'ability', ability: 'groups.manage' } as const;
const reportsManage = { kind: 'ability', ability: 'reports.manage' } as const;
const superAdmin = { kind: 'super-admin' } as const;

/** Every route under /admin, in menu order. Each area adds its own lines. */
export const ADMIN_ROUTES = [
  { name: 'Admin', path: '/admin', access: administrate, screen: () => import('../routes/Admin/AdminOverviewPage') },
  {
    name: 'Admin.Reservations',
    path: '/admin/reservations',
    access: reservationsManage,
    screen: () => import('../routes/Admin/Reservations/ReservationsAdminPage'),
    menu: { group: 'administration', label: 'menu.adminReservations', description: 'admin.overview.reservations' },
  },
  {
    name: 'Admin.Resources',
    path: '/admin/resources',
    access: resourcesManage,
    screen: () => import('../routes/Admin/Resources/ResourcesAdminPage'),
    menu: { group: 'administration', label: 'menu.adminResources', description: 'admin.overview.resources' },
  },
  {
    name: 'Admin.Resources.Create',
    path: '/admin/resources/create',
    access: resourcesManage,
    screen: () => import('../routes/Admin/Resources/ResourceFormPage'),
  },
  {
    name: 'Admin.Resources.Show',
    path: '/admin/resources/:resourceId',
    access: resourcesManage,
    screen: () => import('../routes/Admin/Resources/ResourceShowPage'),
  },
  {
    name: 'Admin.Resources.Edit',
    path: '/admin/resources/:resourceId/edit',
    access: resourcesManage,
    screen: () => import('../routes/Admin/Resources/ResourceFormPage'),
  },
  {
    name: 'Admin.Annexes',
    path: '/admin/annexes',
    access: resourcesManage,
    screen: () => import('../routes/Admin/Annexes/AnnexesAdminPage'),
    menu: { group: 'administration', label: 'menu.adminAnnexes', description: 'admin.overview.annexes' },
  },
  {
    name: 'Admin.Annexes.Create',
    path: '/admin/annexes/create',
    access: resourcesManage,
    screen: () => import('../routes/Admin/Annexes/AnnexFormPage'),
  },
  {
    name: 'Admin.Annexes.Edit',
    path: '/admin/annexes/:annexId/edit',
    access: resourcesManage,
    screen: () => import('../routes/Admin/Annexes/AnnexFormPage'),
  },
  {
    name: 'Admin.Users',
    path: '/admin/users',
    access: usersManage,
    screen: () => import('../routes/Admin/Users/UsersAdminPage'),
    menu: { group: 'administration', label: 'menu.adminUsers', description: 'admin.overview.users' },
  },
  {
    name: 'Admin.Users.Create',
    path: '/admin/users/create',
    access: usersManage,
    screen: () => import('../routes/Admin/Users/UserCreatePage'),
  },
  {
    name: 'Admin.Users.Show',
    path: '/admin/users/:userId',
    access: usersManage,
    screen: () => import('../routes/Admin/Users/UserAdminPage'),
  },
  {
    name: 'Admin.Groups',
    path: '/admin/groups',
    access: groupsManage,
    screen: () => import('../routes/Admin/Groups/GroupsAdminPage'),
    menu: { group: 'administration', label: 'menu.adminGroups', description: 'admin.overview.groups' },
  },
  // groups, periods and group timetables (issue 16)
  {
    name: 'Admin.Groups.Create',
    path: '/admin/groups/create',
    access: groupsManage,
    screen: () => import('../routes/Admin/Groups/GroupFormPage'),
  },
  {
    name: 'Admin.Groups.Edit',
    path: '/admin/groups/:groupId/edit',
    access: groupsManage,
    screen: () => import('../routes/Admin/Groups/GroupFormPage'),
  },
  {
    name: 'Admin.Periods',
    path: '/admin/periods',
    access: groupsManage,
    screen: () => import('../routes/Admin/Groups/PeriodsPage'),
    menu: { group: 'administration', label: 'groups.menuPeriods', description: 'groups.overviewPeriods' },
  },
  {
    name: 'Admin.GroupTimetables',
    path: '/admin/group-timetables',
    access: groupsManage,
    screen: () => import('../routes/Admin/Groups/GroupTimetablesPage'),
    menu: { group: 'administration', label: 'groups.menuTimetables', description: 'groups.overviewTimetables' },
  },
  {
    name: 'Admin.Imports.Itc',
    path: '/admin/imports/itc',
    access: groupsManage,
    screen: () => import('../routes/Admin/Imports/ItcImportPage'),
    menu: { group: 'administration', label: 'imports.menuItc', description: 'imports.overviewItc' },
  },
  {
    name: 'Admin.SystemSettings',
    path: '/admin/system-settings',
    access: superAdmin,
    screen: () => import('../routes/Admin/SystemSettings/SystemSettingsPage'),
    menu: { group: 'administration', label: 'menu.systemSettings', description: 'admin.overview.systemSettings' },
  },
  // university sign-in (issue 30): identity providers and local passwords, for super administrators
  {
    name: 'Admin.IdentityProviders',
    path: '/admin/identity-providers',
    access: superAdmin,
    screen: () => import('../routes/Admin/IdentityProviders/IdentityProvidersPage'),
    menu: { group: 'administration', label: 'sso.menu', description: 'sso.description' },
  },
  // the audit log (issue 15), for super administrators
  {
    name: 'Admin.Audit',
    path: '/admin/audit',
    access: superAdmin,
    screen: () => import('../routes/Admin/Audit/AuditLogPage'),
    menu: { group: 'administration', label: 'audit.menu', description: 'audit.description' },
  },
  // API tokens (issue 35): the tokens other systems call the API with
  {
    name: 'Admin.ServiceTokens',
    path: '/admin/service-tokens',
    access: administrate,
    screen: () => import('../routes/Admin/ServiceTokens/ServiceTokensPage'),
    menu: { group: 'administration', label: 'apiTokens.service.menu', description: 'apiTokens.service.description' },
  },
  // webhooks (issue 35): signed events for other systems, and their delivery log
  {
    name: 'Admin.Webhooks',
    path: '/admin/webhooks',
    access: administrate,
    screen: () => import('../routes/Admin/Webhooks/WebhooksPage'),
    menu: { group: 'administration', label: 'webhooks.menu', description: 'webhooks.description' },
  },
  // notifications (issue 14): the e-mail outbox, for super administrators
  {
    name: 'Admin.Outbox',
    path: '/admin/outbox',
    access: superAdmin,
    screen: () => import('../routes/Admin/Outbox/OutboxPage'),
    menu: {
      group: 'administration',
      label: 'notifications.outbox.menu',
      description: 'notifications.outbox.description',
    },
  },
  {
    name: 'Admin.Reports',
    path: '/admin/reports',
    access: reportsManage,
    screen: () => import('../routes/Admin/Reports/ReportsPage'),
    menu: { group: 'reports', label: 'menu.reportsNew', description: 'admin.overview.reports' },
  },
  {
    name: 'Admin.Reports.Index',
    path: '/admin/reports/user-reports',
    access: reportsManage,
    screen: () => import('../routes/Admin/Reports/SavedReportsPage'),
    menu: { group: 'reports', label: 'menu.reportsMine', description: 'admin.overview.reportsMine' },
  },
  {
    name: 'Admin.Reports.Show',
    path: '/admin/reports/:report',
    access: reportsManage,
    screen: () => import('../routes/Admin/Reports/SavedReportPage'),
  },
] as const satisfies readonly AdminRouteEntry[];

/** The screen of each admin route that has one. */
export function adminScreens(): Record<string, ScreenModule> {
  const screens: Record<string, ScreenModule> = {};
  for (const entry of ADMIN_ROUTES as readonly AdminRouteEntry[]) {
    if (entry.screen) {
      screens[entry.name] = entry.screen;
    }
  }
  return screens;
}
