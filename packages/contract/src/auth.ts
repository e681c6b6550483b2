import { z } from 'zod';
import { languageSchema } from './common.js';

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
export const abilitySchema = z.enum(ABILITIES);
export type Ability = z.infer<typeof abilitySchema>;

/** The roles seeded on every installation; their abilities are listed in docs/decisions.md. */
export const ROLE_KEYS = ['super_admin', 'admin', 'teacher', 'student'] as const;
export const SUPER_ADMIN_ROLE = 'super_admin';

/** POST /api/login */
export const loginBodySchema = z.object({
  uid: z.string().trim().min(1, 'The uid field is required.').max(255),
  password: z.string().min(1, 'The password field is required.').max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in user as GET /api/user, POST /api/login and the user calls return it. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.object({ key: z.string() })),
  abilities: z.array(z.string()),
  language: languageSchema,
  /** True while an administrator acts as this user. */
  impersonated: z.boolean(),
  /** The resource id the user subscribed to (their default calendar), or null. */
  subscribed_calendar: z.number().int().nullable(),
  daily_reminder: z.boolean(),
  /** Local hour 0–23 at which the daily reminder is sent. */
  reminder_hour: z.number().int().min(0).max(23),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

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
