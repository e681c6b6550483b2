import { type Kysely, type Transaction } from 'kysely';
import { compiledOnce } from '../db/compiled-once.js';
import { type Database } from '../db/database.js';
import { LONGEST_OCCURRENCE_MS } from './reservations.js';

type Executor = Kysely<Database> | Transaction<Database>;

const earliest = (from: string) => new Date(Date.parse(from) - LONGEST_OCCURRENCE_MS).toISOString();

/**
 * The reads of rooms at a glance: every room with its tags, and the slim reservations of every room over a range.
 * Reservations are one range scan of the `starts_at` index (in the answer's order, so no sort), whatever the
 * history; the service keeps the rooms it shows.
 */
export function createGlanceRepository(db: Kysely<Database>) {
  // Built and compiled once: their text never changes (db/compiled-once.ts).
  const inRange = compiledOnce(['earliest', 'from', 'to'], (values: { earliest: string; from: string; to: string }) =>
    db
      .selectFrom('reservations')
      .select(['id', 'resource_id', 'name', 'starts_at', 'ends_at', 'type', 'status', 'is_remote'])
      .where('starts_at', '>', values.earliest)
      .where('starts_at', '<', values.to)
      .where('ends_at', '>', values.from)
      .where('status', '!=', 'rejected')
      .orderBy('starts_at')
      .orderBy('id'),
  );
  const heldAt = compiledOnce(['earliest', 'at'], (values: { earliest: string; at: string }) =>
    db
      .selectFrom('reservations')
      .select('resource_id')
      .distinct()
      .where('starts_at', '>', values.earliest)
      .where('starts_at', '<=', values.at)
      .where('ends_at', '>', values.at)
      .where('status', '!=', 'rejected'),
  );

  const allRooms = compiledOnce([], () =>
    db.selectFrom('resources').select(['id', 'name', 'address', 'capacity']).orderBy('name').orderBy('id'),
  );
  const allTags = compiledOnce([], () =>
    db.selectFrom('resource_tags').select(['resource_id', 'tag']).orderBy('tag').orderBy('resource_id'),
  );

  return {
    async rooms(trx: Executor = db) {
      return (await trx.executeQuery(allRooms({}))).rows;
    },

    async tags(trx: Executor = db) {
      return (await trx.executeQuery(allTags({}))).rows;
    },

    /** The non-rejected reservations of every room intersecting `[from, to)`, by start. */
    async reservations(from: string, to: string, trx: Executor = db) {
      return (await trx.executeQuery(inRange({ earliest: earliest(from), from, to }))).rows;
    },

    /** The rooms with a non-rejected reservation holding the instant `at`. */
    async busyAt(at: string, trx: Executor = db): Promise<Set<number>> {
      const { rows } = await trx.executeQuery(heldAt({ earliest: earliest(at), at }));
      return new Set(rows.map((row) => row.resource_id));
    },
  };
}
export type GlanceRepository = ReturnType<typeof createGlanceRepository>;
