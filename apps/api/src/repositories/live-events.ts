import { type Kysely, sql, type Transaction } from 'kysely';
import { type Database, type Dialect } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The PostgreSQL channel every API process LISTENs on: each committed live event, as JSON. */
export const LIVE_CHANNEL = 'laikas_live';

/** A stored live event (issue 31). */
export interface LiveEventRow {
  id: number;
  created_at: string;
  user_id: number | null;
  actor_id: number | null;
  payload: string;
}

/** Live events, written in the change's transaction and read by a tab resuming after `Last-Event-ID`. */
export function createLiveEventRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * Writes the events in `trx`; on PostgreSQL each is also sent with NOTIFY, which PostgreSQL delivers when (and
     * only if) the transaction commits, in commit order.
     */
    async insert(rows: readonly Omit<LiveEventRow, 'id'>[], trx: Executor = db): Promise<LiveEventRow[]> {
      if (rows.length === 0) {
        return [];
      }
      const inserted = await trx.insertInto('live_events').values(rows).returningAll().execute();
      if (dialect === 'postgres') {
        for (const row of inserted) {
          await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(row)})`.execute(trx);
        }
      }
      return inserted;
    },

    /**
     * The events after `afterId`, oldest first, for a reconnecting tab. On PostgreSQL ids are taken before commit,
     * so a change with a smaller id may commit a moment after a larger one the tab saw: events committed within
     * `lookbackMs` before the last one seen are sent again (a tab only reads again what they name).
     */
    async since(afterId: number, lookbackMs: number, limit: number, trx: Executor = db): Promise<LiveEventRow[]> {
      const seen =
        lookbackMs > 0
          ? await trx.selectFrom('live_events').select('created_at').where('id', '=', afterId).executeTakeFirst()
          : undefined;
      const threshold = seen ? new Date(new Date(seen.created_at).getTime() - lookbackMs).toISOString() : undefined;
      return trx
        .selectFrom('live_events')
        .selectAll()
        .where((eb) =>
          threshold === undefined
            ? eb('id', '>', afterId)
            : eb.or([eb('id', '>', afterId), eb('created_at', '>=', threshold)]),
        )
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** The newest event's id (0: none); a new stream starts after it. */
    async newestId(trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('live_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** Whether the event `id` is still kept (a resume from a deleted one says "reload"). */
    async oldestId(trx: Executor = db): Promise<number | undefined> {
      const row = await trx
        .selectFrom('live_events')
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirst();
      return row?.id === null || row?.id === undefined ? undefined : Number(row.id);
    },

    /** Deletes the events created before `before`; returns how many. */
    async prune(before: string, trx: Executor = db): Promise<number> {
      const result = await trx.deleteFrom('live_events').where('created_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Of the sessions `ids`, those still live (not expired) and the user each acts as: a stream whose session is
     * gone (signed out, the user disabled) or acts as someone else (impersonation started or ended) is closed.
     */
    async liveSessions(ids: readonly string[], now: string, trx: Executor = db): Promise<Map<string, number>> {
      if (ids.length === 0) {
        return new Map();
      }
      const rows = await trx
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id'])
        .where('sessions.id', 'in', ids)
        .where('sessions.expires_at', '>', now)
        .where('users.disabled_at', 'is', null)
        .execute();
      return new Map(rows.map((row) => [row.id, row.user_id]));
    },
  };
}
export type LiveEventRepository = ReturnType<typeof createLiveEventRepository>;
