import { type SystemSettings } from '@laikas/contract';
import { toInstant } from '../db/database.js';
import { type SystemSettingRepository } from '../repositories/system-settings.js';

const KEY = 'site';

/**
 * The settings a super administrator edits, stored in the database over the configuration's values. Read on
 * every use (no cache), so a change holds at once on every process.
 */
export function createSystemSettingsService({
  settings,
  defaults,
  clock,
}: {
  settings: SystemSettingRepository;
  defaults: SystemSettings;
  clock: () => Date;
}) {
  return {
    async current(): Promise<SystemSettings> {
      return { ...defaults, ...((await settings.get<Partial<SystemSettings>>(KEY)) ?? {}) };
    },
    async update(values: SystemSettings): Promise<SystemSettings> {
      await settings.set(KEY, values, toInstant(clock()));
      return { ...defaults, ...values };
    },
  };
}
export type SystemSettingsService = ReturnType<typeof createSystemSettingsService>;
