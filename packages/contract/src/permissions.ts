/** The abilities of spec 6; `'*'` grants every ability. */
export const ABILITIES = [
  '*',
  'administrate',
  'reservations.manage',
  'resources.manage',
  'users.manage',
  'groups.manage',
  'reports.manage',
] as const;
export type Ability = (typeof ABILITIES)[number];

export const SUPER_ADMIN_ROLE = 'super_admin';

/** The part of a user that permission checks read. */
export interface PermissionSubject {
  abilities: readonly string[];
  roles: readonly { key: string }[];
}

/** True when the user holds the ability, or `'*'`. */
export function can(user: PermissionSubject | null | undefined, ability: Ability): boolean {
  if (!user) {
    return false;
  }
  return user.abilities.includes('*') || user.abilities.includes(ability);
}

/** True when any of the user's roles has the key. */
export function hasRole(user: PermissionSubject | null | undefined, key: string): boolean {
  return Boolean(user?.roles.some((role) => role.key === key));
}

/** A super administrator: abilities contain `'*'` or a role has the key `super_admin`. */
export function isSuperAdmin(user: PermissionSubject | null | undefined): boolean {
  return Boolean(user && (user.abilities.includes('*') || hasRole(user, SUPER_ADMIN_ROLE)));
}
