import { type SystemSettings } from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type Database, toInstant } from '../db/database.js';
import { inTransaction } from '../db/unit-of-work.js';
import { spanErrors } from '../domain/resourceSettingsRules.js';
import { type FieldErrors, ValidationFailedError } from '../errors.js';
import { type SystemSettingRepository } from '../repositories/system-settings.js';
import { type AuditService } from './audit.js';
import { message } from '../i18n/index.js';

const KEY = 'site';

/** The daily reminder's hour for users who chose none, until a super administrator sets another. */
export const DEFAULT_REMINDER_HOUR = 7;

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
      // The same rules as a resource's own slots: a new resource starts from these and must be valid as it is.
      const errors: FieldErrors = {};
      spanErrors(values.default_available_slots, 'default_available_slots', errors);
      spanErrors(values.default_forbidden_slots, 'default_forbidden_slots', errors);
      if (values.default_available_slots.length === 0) {
        errors.default_available_slots ??= [message('settings.slotNeeded')];
      }
      if (Object.keys(errors).length > 0) {
        throw new ValidationFailedError(errors);
      }
      return inTransaction(db, async (trx) => {
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
