import { type Kysely, type Transaction } from 'kysely';
import { type Database } from '../db/database.js';
import { LONGEST_OCCURRENCE_MS } from './reservations.js';

type Executor = Kysely<Database> | Transaction<Database>;

const earliest = (from: string) => new Date(Date.parse(from) - LONGEST_OCCURRENCE_MS).toISOString();

/**
 * The reads of rooms at a glance: every room with its tags, and the slim reservations of some rooms over a range.
 * Reservations are read per room (`resource_id IN …`), so each room's `(resource_id, starts_at)` index range is
 * scanned and a long history costs nothing.
 */
export function createGlanceRepository(db: Kysely<Database>) {
  return {
    rooms(trx: Executor = db) {
      return trx
        .selectFrom('resources')
        .select(['id', 'name', 'address', 'capacity'])
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    tags(trx: Executor = db) {
      return trx.selectFrom('resource_tags').select(['resource_id', 'tag']).orderBy('tag').execute();
    },

    /** The non-rejected reservations of the rooms intersecting `[from, to)`, by start. */
    reservations(resourceIds: readonly number[], from: string, to: string, trx: Executor = db) {
      if (resourceIds.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('reservations')
        .select(['id', 'resource_id', 'name', 'starts_at', 'ends_at', 'type', 'status', 'is_remote'])
        .where('resource_id', 'in', resourceIds)
        .where('starts_at', '>', earliest(from))
        .where('starts_at', '<', to)
        .where('ends_at', '>', from)
        .where('status', '!=', 'rejected')
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
    },

    /** The rooms among `resourceIds` with a non-rejected reservation holding the instant `at`. */
    async busyAt(resourceIds: readonly number[], at: string, trx: Executor = db): Promise<Set<number>> {
      if (resourceIds.length === 0) {
        return new Set();
      }
      const rows = await trx
        .selectFrom('reservations')
        .select('resource_id')
        .distinct()
        .where('resource_id', 'in', resourceIds)
        .where('starts_at', '>', earliest(at))
        .where('starts_at', '<=', at)
        .where('ends_at', '>', at)
        .where('status', '!=', 'rejected')
        .execute();
      return new Set(rows.map((row) => row.resource_id));
    },
  };
}
export type GlanceRepository = ReturnType<typeof createGlanceRepository>;
