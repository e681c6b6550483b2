import { can, isSuperAdmin, type Ability, type Authorizable } from '@laikas/contract';
import { ADMIN_ROUTES } from './adminRoutes';

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

export interface RouteEntry {
  /** The spec's route name, used by navigation (`Home`, `User.Profile`, `Admin.Users`, …). */
  name: string;
  path: string;
  access: RouteAccess;
}

/** The named routes outside /admin, with their paths and guards. */
const APP_ROUTES = [
  { name: 'Home', path: '/', access: { kind: 'signed-in' } },
  { name: 'Login', path: '/login', access: { kind: 'guest' } },
  { name: 'ResourcesIndex', path: '/resources', access: { kind: 'signed-in' } },
  { name: 'Resources.Groups', path: '/resources/groups', access: { kind: 'signed-in' } },
  { name: 'Resources.Teachers', path: '/resources/teachers', access: { kind: 'signed-in' } },
  { name: 'Resources.Glance', path: '/resources/glance', access: { kind: 'signed-in' } },
  { name: 'ResourceWithId', path: '/resources/:id?', access: { kind: 'signed-in' } },
  { name: 'Reservation', path: '/reservations/:reservationId', access: { kind: 'signed-in' } },
  { name: 'Notifications', path: '/notifications', access: { kind: 'signed-in' } },
  { name: 'RemoteReservations', path: '/remote-reservations', access: { kind: 'signed-in' } },
  { name: 'FindRoom', path: '/find-room', access: { kind: 'signed-in' } },
  { name: 'StudentInstructions', path: '/student-instructions', access: { kind: 'signed-in' } },
  { name: 'AdminInstructions', path: '/admin-instructions', access: { kind: 'ability', ability: 'administrate' } },
  { name: 'User.Profile', path: '/user/profile', access: { kind: 'signed-in' } },
  { name: 'User.ChangePassword', path: '/user/change-password', access: { kind: 'signed-in' } },
  { name: 'User.Reminders', path: '/user/reminders', access: { kind: 'signed-in' } },
  { name: 'User.Invitations', path: '/user/invitations', access: { kind: 'signed-in' } },
  { name: 'User.Notifications', path: '/user/notifications', access: { kind: 'signed-in' } },
  // Issue 32: the accessibility statement, public as the law asks (linked from every page's footer and from sign-in).
  { name: 'Accessibility', path: '/accessibility', access: { kind: 'anyone' } },
] as const satisfies readonly RouteEntry[];

/** Every named route of the spec's route table, with its path and guard (the /admin children in adminRoutes.ts). */
export const ROUTE_TABLE = [...APP_ROUTES, ...ADMIN_ROUTES] as const;

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

export type RouteName = (typeof ROUTE_TABLE)[number]['name'];

const byName = new Map<string, RouteEntry>(ROUTE_TABLE.map((entry) => [entry.name, entry]));

/** The path of a named route with its parameters filled in (optional ones dropped when absent). */
export function pathTo(name: RouteName, params: Record<string, string | number | undefined> = {}): string {
  const entry = byName.get(name);
  if (!entry) {
    throw new Error(`Unknown route ${name}`);
  }
  const path = entry.path.replace(/\/:(\w+)\??/g, (_match, key: string) =>
    params[key] === undefined ? '' : `/${encodeURIComponent(String(params[key]))}`,
  );
  return path === '' ? '/' : path;
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
