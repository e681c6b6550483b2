import { type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import { type Database, type Dialect, type Instant, type Session, type User } from '../db/database.js';
import { accessOf, accessRows, type RolesAndAbilities } from './users.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function createSessionRepository(db: Kysely<Database>, dialect: Dialect) {
  /**
   * The live session with the user it acts as. The session is found in a materialized CTE of its own table and
   * joined from there: written as one join with the id as a parameter, SQLite planned the statement again on every
   * run (a bound value in a join marks the plan as depending on it, and better-sqlite3 clears the bindings after
   * each run, which expires such a plan): 90 µs of CPU a lookup instead of 11 (issue 27, the fuzz's profile).
   */
  const sessionQuery = (trx: Executor, id: string, now: string) =>
    trx
      .with(
        (cte) => cte('live').materialized(),
        (query) => query.selectFrom('sessions').selectAll().where('id', '=', id).where('expires_at', '>', now),
      )
      .selectFrom('live')
      .innerJoin('users', 'users.id', 'live.user_id')
      .selectAll('users')
      .select([
        'live.id as session_id',
        'live.impersonator_id as session_impersonator_id',
        'live.ip as session_ip',
        'live.user_agent as session_user_agent',
        'live.created_at as session_created_at',
        'live.last_seen_at as session_last_seen_at',
        'live.expires_at as session_expires_at',
      ]);

  return {
    async create(session: Session, trx: Executor = db): Promise<void> {
      await trx.insertInto('sessions').values(session).execute();
    },

    /**
     * The live session with the user it acts as and that user's roles, abilities and groups. It runs on every
     * request: one statement on both databases (the access rows as a JSON array; on SQLite as JSON text).
     */
    async findActiveWithUser(
      id: string,
      now: Instant,
      trx: Executor = db,
    ): Promise<{ session: Session; user: User; access: RolesAndAbilities } | undefined> {
      let row;
      let access: RolesAndAbilities;
      if (dialect === 'postgres') {
        const withAccess = await sessionQuery(trx, id, now)
          .select((eb) => jsonArrayFrom(accessRows(trx, eb.ref('live.user_id'))).as('access'))
          .executeTakeFirst();
        if (!withAccess) {
          return undefined;
        }
        const { access: accessRowsFound, ...rest } = withAccess;
        row = rest;
        access = accessOf(accessRowsFound);
      } else {
        const withAccess = await sessionQuery(trx, id, now)
          .select((eb) =>
            sqliteJsonArrayFrom(accessRows(trx, eb.ref('live.user_id')))
              .$castTo<string>()
              .as('access'),
          )
          .executeTakeFirst();
        if (!withAccess) {
          return undefined;
        }
        const { access: accessText, ...rest } = withAccess;
        row = rest;
        access = accessOf(JSON.parse(accessText) as Parameters<typeof accessOf>[0]);
      }
      const {
        session_id,
        session_impersonator_id,
        session_ip,
        session_user_agent,
        session_created_at,
        session_last_seen_at,
        session_expires_at,
        ...user
      } = row;
      return {
        session: {
          id: session_id,
          user_id: user.id,
          impersonator_id: session_impersonator_id,
          ip: session_ip,
          user_agent: session_user_agent,
          created_at: session_created_at,
          last_seen_at: session_last_seen_at,
          expires_at: session_expires_at,
        },
        user,
        access,
      };
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
