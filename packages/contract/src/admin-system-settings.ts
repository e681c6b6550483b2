import { z } from 'zod';
import { timeSpanSchema } from './resources.js';

/** `/api/admin/system-settings` (super administrators only): what the installation says about itself. */
export const UPLOAD_LIMIT_MIN_BYTES = 512 * 1024;
export const UPLOAD_LIMIT_MAX_BYTES = 20 * 1024 * 1024;

export const systemSettingsSchema = z.object({
  university_name: z.string().trim().min(1).max(255),
  support_email: z.email('schema.emailInvalid').max(255),
  /** The largest image an upload may be, in bytes (the uploader shows it in MB). */
  upload_max_bytes: z.number().int().min(UPLOAD_LIMIT_MIN_BYTES).max(UPLOAD_LIMIT_MAX_BYTES),
  /** The academic slots a new resource starts from (spec 9 by default); each resource may change its own. */
  default_available_slots: z.array(timeSpanSchema).max(30),
  /** The forbidden gaps a new resource starts from. */
  default_forbidden_slots: z.array(timeSpanSchema).max(30),
  /** The local hour of the daily reminder of users who chose none (0–23). */
  default_reminder_hour: z.number().int().min(0, 'schema.hourRange').max(23, 'schema.hourRange'),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;
export const systemSettingsResponseSchema = z.object({ data: systemSettingsSchema });
