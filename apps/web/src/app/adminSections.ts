import type { Authorizable } from '@laikas/contract';
import { ADMIN_ROUTES, type AdminRouteEntry } from './adminRoutes';
import { mayOpen } from './routeTable';

export interface AdminSection {
  name: string;
  path: string;
  label: string;
  description: string;
}

/**
 * The /admin sections a user may open and this build has a screen for, in menu order: the admin
 * section bar and the /admin overview list exactly these.
 */
export function adminSections(user: Authorizable | null): AdminSection[] {
  return (ADMIN_ROUTES as readonly AdminRouteEntry[]).flatMap((entry) =>
    entry.menu && entry.screen && mayOpen(user, entry.access)
      ? [{ name: entry.name, path: entry.path, label: entry.menu.label, description: entry.menu.description }]
      : [],
  );
}

/** A section link is current on its own path and on every screen below it (`/admin/resources/7/edit`). */
export function isWithin(pathname: string, path: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return clean === path || (path !== '/admin' && clean.startsWith(`${path}/`));
}
