/*
 * Abilities and the checks on them. Plain code without zod, so that an app that only checks abilities (a menu,
 * a route guard) does not load every schema of the contract.
 */

/** Every ability the server checks. `'*'` grants all of them. */
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

/** The roles seeded on every installation; their abilities are listed in docs/decisions/roles-and-abilities.md. */
export const ROLE_KEYS = ['super_admin', 'admin', 'teacher', 'student'] as const;
export const SUPER_ADMIN_ROLE = 'super_admin';

/** What an ability check needs to know about a user. */
export interface Authorizable {
  abilities: readonly string[];
  roles: readonly { key: string }[];
}

/** Spec 6: a role check passes if any role has the key. */
export function hasRole(user: Authorizable | null | undefined, key: string): boolean {
  return user?.roles.some((role) => role.key === key) ?? false;
}

/** Spec 6: a super admin has the `'*'` ability or the super_admin role. */
export function isSuperAdmin(user: Authorizable | null | undefined): boolean {
  return (user?.abilities.includes('*') ?? false) || hasRole(user, SUPER_ADMIN_ROLE);
}

/** Spec 6: the check passes if the abilities contain `'*'` or the named ability. */
export function can(user: Authorizable | null | undefined, ability: Ability): boolean {
  if (!user) {
    return false;
  }
  return user.abilities.includes('*') || user.abilities.includes(ability);
}

/** The abilities a user effectively holds: every one for a super administrator. */
function effectiveAbilities(user: Authorizable): Set<string> {
  return new Set(isSuperAdmin(user) ? ABILITIES : user.abilities.filter((ability) => ability !== '*'));
}

/**
 * Whether `target` holds strictly fewer abilities than `actor` (issue 15): every ability of the target is the
 * actor's and the actor holds at least one more. Only such a user may be impersonated, disabled or have their
 * password reset by `actor`, so nobody can take over an account with rights of its own they lack.
 */
export function hasFewerAbilities(actor: Authorizable, target: Authorizable): boolean {
  const mine = effectiveAbilities(actor);
  const theirs = effectiveAbilities(target);
  return theirs.size < mine.size && [...theirs].every((ability) => mine.has(ability));
}
