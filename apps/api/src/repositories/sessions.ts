import { type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import { type Database, type Dialect, type Instant, type Session, type User } from '../db/database.js';
import { compiledOnce } from '../db/compiled-once.js';
import { accessOf, accessRows, type RolesAndAbilities } from './users.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function createSessionRepository(db: Kysely<Database>, dialect: Dialect) {
  /** PostgreSQL: the live session with the user it acts as; it runs on every request, so it is compiled once. */
  const sessionQuery = ({ id, now }: { id: string; now: string }) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select([
        'sessions.id as session_id',
        'sessions.impersonator_id as session_impersonator_id',
        'sessions.ip as session_ip',
        'sessions.user_agent as session_user_agent',
        'sessions.created_at as session_created_at',
        'sessions.last_seen_at as session_last_seen_at',
        'sessions.expires_at as session_expires_at',
      ])
      .where('sessions.id', '=', id)
      .where('sessions.expires_at', '>', now);
  // PostgreSQL: with the user's roles, abilities and groups as a JSON array, in the same round trip.
  const sessionWithAccess = compiledOnce(['id', 'now'], (parameters: { id: string; now: string }) =>
    sessionQuery(parameters).select((eb) => jsonArrayFrom(accessRows(db, eb.ref('sessions.user_id'))).as('access')),
  );
  // SQLite: the same in one statement, the access rows as JSON text (`json_group_array`), parsed here. The session
  // row is looked up first, as a materialized CTE: in SQLite 3.54 (better-sqlite3) a join with a bound parameter
  // costs about a prepare on every run (the plain join of `sessionQuery` ~35 µs of CPU, ~60 µs with the access
  // subquery; with a literal for the parameter ~7 µs), the same look-ups in this form ~7 µs (same plan, same row).
  const sqliteSessionWithAccess = compiledOnce(['id', 'now'], ({ id, now }: { id: string; now: string }) =>
    db
      .with(
        (cte) => cte('session').materialized(),
        (qb) => qb.selectFrom('sessions').selectAll().where('id', '=', id).where('expires_at', '>', now),
      )
      .selectFrom('session')
      .innerJoin('users', 'users.id', 'session.user_id')
      .selectAll('users')
      .select([
        'session.id as session_id',
        'session.impersonator_id as session_impersonator_id',
        'session.ip as session_ip',
        'session.user_agent as session_user_agent',
        'session.created_at as session_created_at',
        'session.last_seen_at as session_last_seen_at',
        'session.expires_at as session_expires_at',
      ])
      .select((eb) =>
        sqliteJsonArrayFrom(accessRows(db, eb.ref('session.user_id')))
          .$castTo<string>()
          .as('access'),
      ),
  );

  return {
    async create(session: Session, trx: Executor = db): Promise<void> {
      await trx.insertInto('sessions').values(session).execute();
    },

    /**
     * The live session with the user it acts as and that user's roles, abilities and groups. It runs on every
     * request: one statement on both databases (the access rows as a JSON array; on SQLite as JSON text), compiled
     * once (issue 18: on SQLite the second query was built by Kysely on every request).
     */
    async findActiveWithUser(
      id: string,
      now: Instant,
      trx: Executor = db,
    ): Promise<{ session: Session; user: User; access: RolesAndAbilities } | undefined> {
      let row;
      let access: RolesAndAbilities;
      if (dialect === 'postgres') {
        const withAccess = (await trx.executeQuery(sessionWithAccess({ id, now }))).rows[0];
        if (!withAccess) {
          return undefined;
        }
        const { access: accessRowsFound, ...rest } = withAccess;
        row = rest;
        access = accessOf(accessRowsFound);
      } else {
        const withAccess = (await trx.executeQuery(sqliteSessionWithAccess({ id, now }))).rows[0];
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
