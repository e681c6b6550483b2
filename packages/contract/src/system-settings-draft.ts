import { z } from 'zod';
import { slotTexts } from './admin-resource-draft.js';
import { systemSettingsSchema } from './admin-system-settings.js';

const MEGABYTE = 1024 * 1024;
const settings = systemSettingsSchema.shape;

/**
 * The system settings form as a person types it (the upload limit in MB with a decimal point or comma, slots as
 * `HH:MM` text), checked and turned into the body of `PUT /api/admin/system-settings` by that body's own schema.
 * Text that is no number is 0 bytes, which the body refuses under `upload_max_bytes` as the server would.
 */
export const systemSettingsDraftSchema = systemSettingsSchema.extend({
  upload_max_bytes: z
    .string()
    .transform((text) => Math.round(Number(text.trim().replace(',', '.')) * MEGABYTE) || 0)
    .pipe(settings.upload_max_bytes),
  default_available_slots: slotTexts(settings.default_available_slots),
  default_forbidden_slots: slotTexts(settings.default_forbidden_slots),
});
export type SystemSettingsDraft = z.input<typeof systemSettingsDraftSchema>;
