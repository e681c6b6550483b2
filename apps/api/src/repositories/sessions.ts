import { type Kysely, type Transaction } from 'kysely';
import { type Database, type Instant, type Session } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function createSessionRepository(db: Kysely<Database>) {
  return {
    async create(session: Session, trx: Executor = db): Promise<void> {
      await trx.insertInto('sessions').values(session).execute();
    },

    findActive(id: string, now: Instant, trx: Executor = db): Promise<Session | undefined> {
      return trx
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    async touch(id: string, now: Instant, expiresAt: Instant, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: expiresAt })
        .where('id', '=', id)
        .execute();
    },

    async setActingUser(id: string, userId: number, impersonatorId: number | null, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('sessions')
        .set({ user_id: userId, impersonator_id: impersonatorId })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: string, trx: Executor = db): Promise<void> {
      await trx.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /** Ends every session of a user (also those impersonating them) except `keepId`. */
    async deleteForUser(userId: number, keepId: string | null, trx: Executor = db): Promise<void> {
      let query = trx
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('impersonator_id', '=', userId)]));
      if (keepId) {
        query = query.where('id', '!=', keepId);
      }
      await query.execute();
    },

    async deleteExpired(now: Instant, trx: Executor = db): Promise<number> {
      const result = await trx.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
