import { can, isSuperAdmin, type Authorizable } from '@laikas/contract';
import { ROUTE_TABLE, type RouteAccess, type RouteName } from './routeTable';

/** The header menu's groups (spec 2), in order; the label of each is `menu.<group>`. */
export const MENU_GROUPS = ['timetables', 'resourcesAdmin', 'administration', 'reports', 'help', 'myProfile'] as const;

/** Whether a user may open a route with this access (the route guard and the menu agree through it). */
export function mayOpen(user: Authorizable | null, access: RouteAccess): boolean {
  if (access.kind === 'anyone') {
    return true;
  }
  if (access.kind === 'guest') {
    return !user;
  }
  if (!user) {
    return false;
  }
  return (
    access.kind === 'signed-in' ||
    (access.kind === 'ability' && can(user, access.ability)) ||
    (access.kind === 'super-admin' && isSuperAdmin(user))
  );
}

/** The groups only administrators see, whatever their links' own guards allow. */
const FOR_ADMINISTRATORS: ReadonlySet<string> = new Set(['resourcesAdmin', 'administration', 'reports']);

/** The header menu of spec 2 from the route table's links: each group and link filtered by the user's permissions. */
export function buildMenu(user: Authorizable | null) {
  if (!user) {
    return [];
  }
  const administrate = can(user, 'administrate');
  const links = ROUTE_TABLE.filter((entry) => mayOpen(user, entry.access)).flatMap((entry) =>
    entry.menu.map(([group, label]) => ({ group, route: entry.name, label })),
  );
  return MENU_GROUPS.filter((id) => administrate || !FOR_ADMINISTRATORS.has(id))
    .map((id) => ({
      id,
      label: `menu.${id}`,
      links: links.filter((link) => link.group === id).map(({ route, label }) => ({ route, label })),
    }))
    .filter((group) => group.links.length > 0);
}

/** The /admin sections a user may open, in menu order: the admin section bar and the /admin overview list these. */
export function adminSections(user: Authorizable | null) {
  return ROUTE_TABLE.filter((entry) => mayOpen(user, entry.access)).flatMap(({ name, path, menu }) =>
    menu.flatMap(([, label, description]) => (description ? [{ name, path, label, description }] : [])),
  );
}

/** A section link is current on its own path and on every screen below it (`/admin/resources/7/edit`). */
export function isWithin(pathname: string, path: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return clean === path || (path !== '/admin' && clean.startsWith(`${path}/`));
}

/**
 * The one section path current at `pathname`: the deepest that holds it, so "My reports" (`/admin/reports/user-reports`)
 * is current on its screen and "Reports" (`/admin/reports`) only on the screens below it that are no other section's.
 */
export function currentSectionPath(pathname: string, paths: readonly string[]): string | undefined {
  return paths
    .filter((path) => isWithin(pathname, path))
    .reduce<string | undefined>(
      (deepest, path) => (deepest && deepest.length >= path.length ? deepest : path),
      undefined,
    );
}

/**
 * Whether a menu link to `linkName` is active (spec 2): a link is active when the current route's
 * name matches; ResourcesIndex is also active on ResourceWithId without an id.
 */
export function isLinkActive(
  linkName: RouteName,
  current: { name: string; params: Record<string, string | undefined> },
): boolean {
  if (linkName === 'ResourcesIndex' && current.name === 'ResourceWithId' && !current.params.id) {
    return true;
  }
  return linkName === current.name;
}
