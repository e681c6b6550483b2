import type { ComponentType } from 'react';
import type { RouteAccess } from './routeTable';

/** A screen module, loaded on demand so that bundles stay split by route. */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

type MenuGroup = 'administration' | 'reports';

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
  menu?: { group: MenuGroup; label: string; description: string };
}

const administrate = { kind: 'ability', ability: 'administrate' } as const;
const resources = { kind: 'ability', ability: 'resources.manage' } as const;
const users = { kind: 'ability', ability: 'users.manage' } as const;
const reservations = { kind: 'ability', ability: 'reservations.manage' } as const;
const groups = { kind: 'ability', ability: 'groups.manage' } as const;
const reports = { kind: 'ability', ability: 'reports.manage' } as const;
const superAdmin = { kind: 'super-admin' } as const;

/** An admin route: its name, path, who may open it and its screen module (below routes/Admin, without `.tsx`). */
type Row = readonly [name: string, path: string, access: RouteAccess, screen: string];

/** Every route under /admin, in menu order. Each area adds its own lines. */
const ROWS = [
  ['Admin', '/admin', administrate, 'AdminOverviewPage'],
  ['Admin.Reservations', '/admin/reservations', reservations, 'Reservations/ReservationsAdminPage'],
  ['Admin.Resources', '/admin/resources', resources, 'Resources/ResourcesAdminPage'],
  ['Admin.Resources.Create', '/admin/resources/create', resources, 'Resources/ResourceFormPage'],
  ['Admin.Resources.Show', '/admin/resources/:resourceId', resources, 'Resources/ResourceShowPage'],
  ['Admin.Resources.Edit', '/admin/resources/:resourceId/edit', resources, 'Resources/ResourceFormPage'],
  ['Admin.Annexes', '/admin/annexes', resources, 'Annexes/AnnexesAdminPage'],
  ['Admin.Annexes.Create', '/admin/annexes/create', resources, 'Annexes/AnnexFormPage'],
  ['Admin.Annexes.Edit', '/admin/annexes/:annexId/edit', resources, 'Annexes/AnnexFormPage'],
  ['Admin.Users', '/admin/users', users, 'Users/UsersAdminPage'],
  ['Admin.Users.Create', '/admin/users/create', users, 'Users/UserCreatePage'],
  ['Admin.Users.Show', '/admin/users/:userId', users, 'Users/UserAdminPage'],
  // groups, periods and group timetables (issue 16)
  ['Admin.Groups', '/admin/groups', groups, 'Groups/GroupsAdminPage'],
  ['Admin.Groups.Create', '/admin/groups/create', groups, 'Groups/GroupFormPage'],
  ['Admin.Groups.Edit', '/admin/groups/:groupId/edit', groups, 'Groups/GroupFormPage'],
  ['Admin.Periods', '/admin/periods', groups, 'Groups/PeriodsPage'],
  ['Admin.GroupTimetables', '/admin/group-timetables', groups, 'Groups/GroupTimetablesPage'],
  ['Admin.Imports.Itc', '/admin/imports/itc', groups, 'Imports/ItcImportPage'],
  ['Admin.SystemSettings', '/admin/system-settings', superAdmin, 'SystemSettings/SystemSettingsPage'],
  // university sign-in (issue 30): identity providers and local passwords, for super administrators
  ['Admin.IdentityProviders', '/admin/identity-providers', superAdmin, 'IdentityProviders/IdentityProvidersPage'],
  // the audit log (issue 15), for super administrators
  ['Admin.Audit', '/admin/audit', superAdmin, 'Audit/AuditLogPage'],
  // API tokens (issue 35) and webhooks: the tokens other systems call the API with, signed events for them
  ['Admin.ServiceTokens', '/admin/service-tokens', administrate, 'ServiceTokens/ServiceTokensPage'],
  ['Admin.Webhooks', '/admin/webhooks', administrate, 'Webhooks/WebhooksPage'],
  // notifications (issue 14): the e-mail outbox, for super administrators
  ['Admin.Outbox', '/admin/outbox', superAdmin, 'Outbox/OutboxPage'],
  ['Admin.Reports', '/admin/reports', reports, 'Reports/ReportsPage'],
  ['Admin.Reports.Index', '/admin/reports/user-reports', reports, 'Reports/SavedReportsPage'],
  ['Admin.Reports.Show', '/admin/reports/:report', reports, 'Reports/SavedReportPage'],
] as const satisfies readonly Row[];

type AdminRouteName = (typeof ROWS)[number][0];

/**
 * The sections (the routes a menu links to): link label, the /admin overview's description and the menu group
 * (administration unless said). They appear in the order of `ROWS`.
 */
const SECTIONS: Partial<Record<AdminRouteName, readonly [label: string, description: string, group?: MenuGroup]>> = {
  'Admin.Reservations': ['menu.adminReservations', 'admin.overview.reservations'],
  'Admin.Resources': ['menu.adminResources', 'admin.overview.resources'],
  'Admin.Annexes': ['menu.adminAnnexes', 'admin.overview.annexes'],
  'Admin.Users': ['menu.adminUsers', 'admin.overview.users'],
  'Admin.Groups': ['menu.adminGroups', 'admin.overview.groups'],
  'Admin.Periods': ['groups.menuPeriods', 'groups.overviewPeriods'],
  'Admin.GroupTimetables': ['groups.menuTimetables', 'groups.overviewTimetables'],
  'Admin.Imports.Itc': ['imports.menuItc', 'imports.overviewItc'],
  'Admin.SystemSettings': ['menu.systemSettings', 'admin.overview.systemSettings'],
  'Admin.IdentityProviders': ['sso.menu', 'sso.description'],
  'Admin.Audit': ['audit.menu', 'audit.description'],
  'Admin.ServiceTokens': ['apiTokens.service.menu', 'apiTokens.service.description'],
  'Admin.Webhooks': ['webhooks.menu', 'webhooks.description'],
  'Admin.Outbox': ['notifications.outbox.menu', 'notifications.outbox.description'],
  'Admin.Reports': ['menu.reportsNew', 'admin.overview.reports', 'reports'],
  'Admin.Reports.Index': ['menu.reportsMine', 'admin.overview.reportsMine', 'reports'],
};

/** The screen modules below routes/Admin, each loaded on demand (its own chunk), by their path. */
const SCREEN_MODULES = import.meta.glob<{ default: ComponentType }>('../routes/Admin/**/*Page.tsx');

function entryOf([name, path, access, file]: (typeof ROWS)[number]): AdminRouteEntry & { name: AdminRouteName } {
  const screen = SCREEN_MODULES[`../routes/Admin/${file}.tsx`];
  if (!screen) {
    throw new Error(`adminRoutes.ts: ${name} names routes/Admin/${file}.tsx, which is no screen module.`);
  }
  const section = SECTIONS[name];
  const menu = section && { label: section[0], description: section[1], group: section[2] ?? 'administration' };
  return { name, path, access, screen, ...(menu && { menu }) };
}

/** Every route under /admin, in menu order. */
export const ADMIN_ROUTES = ROWS.map(entryOf);

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
