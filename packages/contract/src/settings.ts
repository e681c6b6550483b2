import { z } from 'zod';

/** GET /api/settings: what the client needs before and after sign-in (footer, limits). Public. */
export const publicSettingsSchema = z.object({
  version: z.string(),
  university_name: z.string(),
  support_email: z.string(),
  time_zone: z.string(),
  upload_max_bytes: z.number().int(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
