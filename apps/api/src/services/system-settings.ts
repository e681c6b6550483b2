import { type SystemSettings } from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type Database, toInstant } from '../db/database.js';
import { type SystemSettingRepository } from '../repositories/system-settings.js';
import { type AuditService } from './audit.js';

const KEY = 'site';

/**
 * The settings a super administrator edits, stored in the database over the configuration's values. Read on
 * every use (no cache), so a change holds at once on every process. Changes are audited.
 */
export function createSystemSettingsService({
  db,
  settings,
  defaults,
  audit,
  clock,
}: {
  db: Kysely<Database>;
  settings: SystemSettingRepository;
  defaults: SystemSettings;
  audit: AuditService;
  clock: () => Date;
}) {
  return {
    async current(): Promise<SystemSettings> {
      return { ...defaults, ...((await settings.get<Partial<SystemSettings>>(KEY)) ?? {}) };
    },
    async update(values: SystemSettings): Promise<SystemSettings> {
      return db.transaction().execute(async (trx) => {
        const before = { ...defaults, ...((await settings.get<Partial<SystemSettings>>(KEY, trx)) ?? {}) };
        await settings.set(KEY, values, toInstant(clock()), trx);
        const after = { ...defaults, ...values };
        await audit.record(trx, { action: 'update', entityType: 'system_settings', entityId: KEY, before, after });
        return after;
      });
    },
  };
}
export type SystemSettingsService = ReturnType<typeof createSystemSettingsService>;
