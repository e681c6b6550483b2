import { type Kysely, sql, type Transaction } from 'kysely';
import { type Database, type Resource } from '../db/database.js';
import { LONGEST_OCCURRENCE_MS } from './reservations.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A window `[from, to)` of UTC instants (ISO text) asked about. */
export interface Window {
  from: string;
  to: string;
}

/** Up to this many windows, each is its own index seek (see `held`). */
const SEEK_WINDOWS = 60;

const earliest = (from: string) => new Date(Date.parse(from) - LONGEST_OCCURRENCE_MS).toISOString();

/** The reads of "find a free room": resources matching the static filters, and what stands on their items. */
export function createFreeRoomRepository(db: Kysely<Database>) {
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
      const rows = await trx.selectFrom('resource_tags').select('tag').distinct().orderBy('tag').execute();
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
          .orderBy('tag')
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
     * What stands (not rejected) on the items within any of the windows, in one statement. Up to
     * SEEK_WINDOWS windows: a UNION ALL of one index range seek per window and item (`(item_id, starts_at)`), so a
     * 16-week search reads only the rows around its 16 windows. More windows (a daily series): one range from the
     * first window to the last, the windows ORed so that only clashing rows come back.
     */
    held(itemIds: readonly number[], windows: readonly Window[], trx: Executor = db) {
      if (itemIds.length === 0 || windows.length === 0) {
        return Promise.resolve([]);
      }
      const ids = [...itemIds];
      type Row = { item_id: number; starts_at: string; ends_at: string };
      const inWindow = (window: Window) =>
        trx
          .selectFrom('reservations')
          .select(['item_id', 'starts_at', 'ends_at'])
          .where('item_id', 'in', ids)
          .where('starts_at', '>', earliest(window.from))
          .where('starts_at', '<', window.to)
          .where('ends_at', '>', window.from)
          .where('status', '!=', 'rejected');
      if (windows.length <= SEEK_WINDOWS) {
        let query = inWindow(windows[0]!);
        for (const window of windows.slice(1)) {
          query = query.unionAll(inWindow(window));
        }
        return query.execute() as Promise<Row[]>;
      }
      const first = windows.reduce((min, window) => (window.from < min ? window.from : min), windows[0]!.from);
      const last = windows.reduce((max, window) => (window.to > max ? window.to : max), windows[0]!.to);
      return trx
        .selectFrom('reservations')
        .select(['item_id', 'starts_at', 'ends_at'])
        .where('item_id', 'in', ids)
        .where('starts_at', '>', earliest(first))
        .where('starts_at', '<', last)
        .where('status', '!=', 'rejected')
        .where((eb) =>
          eb.or(
            windows.map((window) =>
              eb.and([
                eb('starts_at', '>', earliest(window.from)),
                eb('starts_at', '<', window.to),
                eb('ends_at', '>', window.from),
              ]),
            ),
          ),
        )
        .execute() as Promise<Row[]>;
    },
  };
}
export type FreeRoomRepository = ReturnType<typeof createFreeRoomRepository>;
