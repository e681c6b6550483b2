import { type Kysely, type Transaction } from 'kysely';
import { type Database, type Instant } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Key/value system settings; values are JSON. */
export function createSystemSettingRepository(db: Kysely<Database>) {
  return {
    async get<T>(key: string, trx: Executor = db): Promise<T | undefined> {
      const row = await trx.selectFrom('system_settings').select('value').where('key', '=', key).executeTakeFirst();
      return row ? (JSON.parse(row.value) as T) : undefined;
    },

    async set(key: string, value: unknown, now: Instant, trx: Executor = db): Promise<void> {
      const text = JSON.stringify(value);
      await trx
        .insertInto('system_settings')
        .values({ key, value: text, updated_at: now })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: text, updated_at: now }))
        .execute();
    },

    /** Stores `value` only when the key is unset; returns the stored value either way (safe across processes). */
    async getOrCreate<T>(key: string, value: T, now: Instant, trx: Executor = db): Promise<T> {
      await trx
        .insertInto('system_settings')
        .values({ key, value: JSON.stringify(value), updated_at: now })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      return (await this.get<T>(key, trx)) as T;
    },
  };
}
export type SystemSettingRepository = ReturnType<typeof createSystemSettingRepository>;
