import { z } from 'zod';
import { ROLE_KEYS } from './abilities.js';
import { idSchema, languageSchema } from './common.js';

/** A person as lists and selects show them (GET /api/users). */
export const userSummarySchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** The most users GET /api/users returns (spec 9: person select limit 50). */
export const USER_SEARCH_LIMIT = 50;

/** GET /api/users?query=&id=&role= — by name or uid (case-insensitive), or one id; optionally of one role. */
export const usersQuerySchema = z.object({
  query: z.string().trim().max(255).optional(),
  id: idSchema.optional(),
  /** Only users holding this role (the teacher search of "Resources by teachers" asks for `teacher`). */
  role: z.enum(ROLE_KEYS).optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

const nameSchema = z.string().trim().min(1, 'schema.nameFieldRequired').max(255);
const emailSchema = z.email('schema.emailInvalid').max(255);

/** PUT /api/users/{id}: one's own profile, or anyone's with users.manage (who may also set roles). */
export const updateUserBodySchema = z.object({
  name: nameSchema.optional(),
  email: emailSchema.nullable().optional(),
  language: languageSchema.optional(),
  /** Role keys; only a user with users.manage may send them, and only a super admin may grant super_admin. */
  roles: z.array(z.string().min(1).max(64)).max(20).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST /api/users/{id}/update-reminders */
export const updateRemindersBodySchema = z.object({
  daily_reminder: z.boolean(),
  reminder_hour: z.number().int().min(0, 'schema.hourRange').max(23, 'schema.hourRange'),
});
export type UpdateRemindersBody = z.infer<typeof updateRemindersBodySchema>;

/** POST /api/set-language */
export const setLanguageBodySchema = z.object({ language: languageSchema });
export type SetLanguageBody = z.infer<typeof setLanguageBodySchema>;

/** The password rule: at least 8 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string()
  .min(8, 'schema.passwordMin')
  .max(256, 'schema.passwordMax')
  .regex(/\p{L}/u, 'schema.passwordLetter')
  .regex(/\p{N}/u, 'schema.passwordDigit');

/** PUT /api/user/password */
export const changePasswordBodySchema = z
  .object({
    current_password: z.string().min(1, 'schema.currentPasswordRequired').max(1024),
    password: passwordSchema,
    password_confirmation: z.string().max(1024),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'schema.passwordConfirmation',
    path: ['password_confirmation'],
  })
  // After a reset the administrator knows the current (temporary) one: keeping it is no change.
  .refine((body) => body.password !== body.current_password, {
    message: 'schema.passwordUnchanged',
    path: ['password'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * PUT /api/user/password as the server reads it: three strings, checked together by the server (the current
 * password, the rules of `passwordSchema`, the confirmation), so that every fault shows at once rather than one
 * per attempt (issue 12, item 17). A valid `ChangePasswordBody` is a valid request.
 */
export const changePasswordRequestSchema = z.object({
  current_password: z.string().max(1024),
  password: z.string().max(1024),
  password_confirmation: z.string().max(1024),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** GET /api/admin/users?page=&per_page=&query= (users.manage): the administration list, paged. */
export const adminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  query: z.string().trim().max(255).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = userSummarySchema.extend({
  language: languageSchema,
  roles: z.array(z.object({ key: z.string() })),
  /** The account was disabled by an administrator: it cannot sign in. */
  disabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * GET /api/admin/users/{id} (users.manage): the user page (issue 15) — who they are, their roles, abilities and
 * groups, whether the account is disabled or waits for a new password, and what the caller may do to it.
 */
/** GET /api/roles (users.manage): the roles a user manager can assign. */
export const roleSchema = z.object({ key: z.string(), name: z.string(), abilities: z.array(z.string()) });
export type Role = z.infer<typeof roleSchema>;

export const adminUserDetailSchema = adminUserSchema.extend({
  abilities: z.array(z.string()),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** When the account was disabled (ISO instant), or null. */
  disabled_at: z.string().nullable(),
  must_change_password: z.boolean(),
  /**
   * The caller holds strictly more abilities than this user and is someone else: they may act as them, disable
   * or enable the account and reset its password.
   */
  manageable: z.boolean(),
  /** The roles a user manager can assign (as `GET /api/roles`): the user page's form needs no call of its own. */
  assignable_roles: z.array(roleSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** POST /api/admin/users/{id}/reset-password: the temporary password, shown once to the administrator. */
export const resetPasswordResponseSchema = z.object({
  data: z.object({ temporary_password: z.string() }),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** How a new account gets its first password: shown once to the administrator, or e-mailed to the person. */
export const welcomeMethods = ['password', 'email'] as const;
export type WelcomeMethod = (typeof welcomeMethods)[number];

/**
 * POST /api/admin/users (users.manage; issue 27): one account added by hand (a teacher, a member of staff). Its
 * first password is a temporary one to change at the first sign-in: returned once, or sent by e-mail.
 */
export const createUserBodySchema = z.object({
  uid: z
    .string()
    .trim()
    .min(1, { error: 'schema.uidRequired', abort: true })
    .max(64)
    .regex(/^[\p{L}\p{N}._@-]+$/u, 'schema.uidCharacters'),
  name: nameSchema,
  email: emailSchema.nullable().default(null),
  language: languageSchema.default('lt'),
  roles: z.array(z.string().min(1).max(64)).max(20).default([]),
  groups: z.array(idSchema).max(100).default([]),
  welcome: z.enum(welcomeMethods).default('password'),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** The new account, and its temporary password when `welcome` was `password` (null when it went by e-mail). */
export const createUserResponseSchema = z.object({
  data: z.object({ user: adminUserDetailSchema, temporary_password: z.string().nullable() }),
});
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>['data'];
