import { type Kysely, type Transaction } from 'kysely';
import { type Database, type Instant } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function createLoginAttemptRepository(db: Kysely<Database>) {
  return {
    find(key: string, trx: Executor = db) {
      return trx.selectFrom('login_attempts').selectAll().where('key', '=', key).executeTakeFirst();
    },

    /** Counts one failed attempt: within a running window it adds one, otherwise a new window starts at 1. */
    async hit(key: string, now: Instant, newWindowEndsAt: Instant, trx: Executor = db): Promise<void> {
      const result = await trx
        .updateTable('login_attempts')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('key', '=', key)
        .where('window_ends_at', '>', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) {
        return;
      }
      await trx
        .insertInto('login_attempts')
        .values({ key, attempts: 1, window_ends_at: newWindowEndsAt })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ attempts: 1, window_ends_at: newWindowEndsAt }))
        .execute();
    },

    async clear(key: string, trx: Executor = db): Promise<void> {
      await trx.deleteFrom('login_attempts').where('key', '=', key).execute();
    },
  };
}
export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
