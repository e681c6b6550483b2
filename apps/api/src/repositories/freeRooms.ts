import { type Kysely, sql, type Transaction } from 'kysely';
import { byName } from '../db/by-name.js';
import { type Database, type Dialect, type Resource } from '../db/database.js';
import { LONGEST_OCCURRENCE_MS } from './reservations.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A window `[from, to)` of UTC instants (ISO text) asked about. */
export interface Window {
  from: string;
  to: string;
}

/** A reservation standing on an item within the asked window at `window` (its position in the windows asked). */
export interface HeldRow {
  window: number;
  item_id: number;
  starts_at: string;
  ends_at: string;
}

const earliest = (from: string) => new Date(Date.parse(from) - LONGEST_OCCURRENCE_MS).toISOString();

/** The reads of "find a free room": resources matching the static filters, and what stands on their items. */
export function createFreeRoomRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** Resources seating at least `capacity` (when given) and having every one of `tags` (case-insensitive). */
    resources(filter: { capacity?: number | undefined; tags: readonly string[] }, trx: Executor = db) {
      let query = trx.selectFrom('resources').selectAll();
      if (filter.capacity !== undefined) {
        query = query.where('capacity', '>=', filter.capacity);
      }
      const tags = [...new Set(filter.tags.map((tag) => tag.toLowerCase()))];
      if (tags.length > 0) {
        query = query.where('id', 'in', (eb) =>
          eb
            .selectFrom('resource_tags')
            .select('resource_id')
            .where(sql<string>`lower(tag)`, 'in', tags)
            .groupBy('resource_id')
            .having(sql`count(distinct lower(tag))`, '=', tags.length),
        );
      }
      return query.execute() as Promise<Resource[]>;
    },

    /** Every distinct tag, alphabetically. */
    async tags(trx: Executor = db): Promise<string[]> {
      // GROUP BY, not DISTINCT: PostgreSQL orders a DISTINCT only by what it selects, and a collation is more.
      const rows = await trx
        .selectFrom('resource_tags')
        .select('tag')
        .groupBy('tag')
        .orderBy(byName(dialect, 'tag'))
        .execute();
      return rows.map((row) => row.tag);
    },

    /** Items, tags and groups of the resources, in three independent reads. */
    async detailsOf(resourceIds: readonly number[], trx: Executor = db) {
      if (resourceIds.length === 0) {
        return { items: [], tags: [], groups: [] };
      }
      const [items, tags, groups] = await Promise.all([
        trx
          .selectFrom('items')
          .select(['id', 'resource_id', 'available_spaces'])
          .where('resource_id', 'in', resourceIds)
          .execute(),
        trx
          .selectFrom('resource_tags')
          .select(['resource_id', 'tag'])
          .where('resource_id', 'in', resourceIds)
          .orderBy(byName(dialect, 'tag'))
          .execute(),
        trx
          .selectFrom('group_resources')
          .select(['resource_id', 'group_id'])
          .where('resource_id', 'in', resourceIds)
          .execute(),
      ]);
      return { items, tags, groups };
    },

    /**
     * What stands (not rejected) on the items within each window, in one statement: the windows are a VALUES list
     * joined to the reservations, so each window is one index range seek per item (`(item_id, starts_at)`) and only
     * the rows around the windows are read, however many windows (a daily series for a year) and however long the
     * history. A reservation touching two windows (an overnight booking in a daily search) comes once per window,
     * with the window's position in `windows`, so that each asked date counts it exactly once.
     */
    held(itemIds: readonly number[], windows: readonly Window[], trx: Executor = db): Promise<HeldRow[]> {
      if (itemIds.length === 0 || windows.length === 0) {
        return Promise.resolve([]);
      }
      const asked = sql.join(
        windows.map(
          // The position cast: PostgreSQL reads an untyped parameter in VALUES as text.
          (window, position) =>
            sql`(cast(${position} as integer), ${window.from}, ${window.to}, ${earliest(window.from)})`,
        ),
      );
      return (
        trx
          .with(
            'asked(position, from_at, to_at, earliest_at)',
            () => sql<{ position: number; from_at: string; to_at: string; earliest_at: string }>`(values ${asked})`,
          )
          .selectFrom('asked')
          // CROSS JOIN: SQLite keeps the windows outside (its planner would scan every reservation of the items and
          // test each against every window); PostgreSQL reads it as an inner join and plans it freely.
          .crossJoin('reservations')
          .select([
            'asked.position as window',
            'reservations.item_id',
            'reservations.starts_at',
            'reservations.ends_at',
          ])
          .where('reservations.item_id', 'in', [...itemIds])
          .whereRef('reservations.starts_at', '>', 'asked.earliest_at')
          .whereRef('reservations.starts_at', '<', 'asked.to_at')
          .whereRef('reservations.ends_at', '>', 'asked.from_at')
          .where('reservations.status', '!=', 'rejected')
          .execute() as Promise<HeldRow[]>
      );
    },
  };
}
export type FreeRoomRepository = ReturnType<typeof createFreeRoomRepository>;
