import { z } from 'zod';
import { ABILITIES } from './abilities.js';
import { languageSchema } from './common.js';

export const abilitySchema = z.enum(ABILITIES);

/** POST /api/login */
export const loginBodySchema = z.object({
  uid: z.string().trim().min(1, 'schema.uidRequired').max(255),
  password: z.string().min(1, 'schema.passwordRequired').max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const PASSWORD_CHANGE_REASONS = ['new_account', 'reset'] as const;
export type PasswordChangeReason = (typeof PASSWORD_CHANGE_REASONS)[number];

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
  /** False until the user chose an hour: the reminder then follows the default hour of the system settings. */
  reminder_hour_chosen: z.boolean(),
  /** A temporary password to change (a reset or a new account's): until then every other call is refused (403). */
  must_change_password: z.boolean(),
  /**
   * Why the password must be changed: `new_account` holds the first password an administrator gave it, `reset` an
   * administrator reset it; null when `must_change_password` is false.
   */
  password_change_reason: z.enum(PASSWORD_CHANGE_REASONS).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * GET /api/session and POST /api/session (issue 32, WCAG 2.2.1 Timing Adjustable): when the signed-in session ends
 * unless it is used or extended. `seconds_left` is counted by the server's clock, so that a client whose clock is
 * wrong still warns in time.
 */
export const sessionStateSchema = z.object({
  /** The instant the session ends (ISO-8601 UTC): idle for its lifetime, or its absolute lifetime reached. */
  expires_at: z.string(),
  /** Seconds from the answer to `expires_at` (0 when it is past). */
  seconds_left: z.number().int().min(0),
  /** False once the absolute lifetime decides the end: extending the session can no longer move it. */
  can_extend: z.boolean(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;
