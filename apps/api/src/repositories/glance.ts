import { type Kysely, type Transaction } from 'kysely';
import { byName } from '../db/by-name.js';
import { type Database, type Dialect } from '../db/database.js';
import { LONGEST_OCCURRENCE_MS } from './reservations.js';

type Executor = Kysely<Database> | Transaction<Database>;

const earliest = (from: string) => new Date(Date.parse(from) - LONGEST_OCCURRENCE_MS).toISOString();

/**
 * The reads of rooms at a glance: every room with its tags, and the slim reservations of every room over a range.
 * Reservations are one range scan of the `starts_at` index (in the answer's order, so no sort), whatever the
 * history; the service keeps the rooms it shows.
 */
export function createGlanceRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    async rooms(trx: Executor = db) {
      // A room seats people; a pool of portable equipment (projectors) has no seats and is no room (issue 27).
      return trx
        .selectFrom('resources')
        .select(['id', 'name', 'address', 'capacity'])
        .where('capacity', '>', 0)
        .orderBy(byName(dialect, 'name'))
        .orderBy('id')
        .execute();
    },

    async tags(trx: Executor = db) {
      return trx
        .selectFrom('resource_tags')
        .select(['resource_id', 'tag'])
        .orderBy(byName(dialect, 'tag'))
        .orderBy('resource_id')
        .execute();
    },

    /** The non-rejected reservations of every room intersecting `[from, to)`, by start. */
    async reservations(from: string, to: string, trx: Executor = db) {
      return trx
        .selectFrom('reservations')
        .select(['id', 'resource_id', 'name', 'starts_at', 'ends_at', 'type', 'status', 'is_remote'])
        .where('starts_at', '>', earliest(from))
        .where('starts_at', '<', to)
        .where('ends_at', '>', from)
        .where('status', '!=', 'rejected')
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
    },

    /**
     * The rooms with a non-rejected reservation of one of their items holding the instant `at`. A remote session
     * (no item) uses no room (docs/decisions/remote-reservation-does-not-use-the-room.md): it leaves the room free.
     */
    async busyAt(at: string, trx: Executor = db): Promise<Set<number>> {
      const rows = await trx
        .selectFrom('reservations')
        .select('resource_id')
        .distinct()
        .where('starts_at', '>', earliest(at))
        .where('starts_at', '<=', at)
        .where('ends_at', '>', at)
        .where('status', '!=', 'rejected')
        .where('item_id', 'is not', null)
        .execute();
      return new Set(rows.map((row) => row.resource_id));
    },
  };
}
export type GlanceRepository = ReturnType<typeof createGlanceRepository>;
