import { z } from 'zod';
import { timeSpanSchema } from './resources.js';

/** GET /api/settings: what the client needs before and after sign-in (footer, limits). Public. */
export const publicSettingsSchema = z.object({
  version: z.string(),
  university_name: z.string(),
  support_email: z.string(),
  time_zone: z.string(),
  upload_max_bytes: z.number().int(),
  /** The slots and gaps a new resource starts from (system settings). */
  default_available_slots: z.array(timeSpanSchema),
  default_forbidden_slots: z.array(timeSpanSchema),
  /** The reminder hour of users who chose none. */
  default_reminder_hour: z.number().int(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
