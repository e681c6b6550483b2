import { type Kysely, sql, type Transaction } from 'kysely';
import { likePattern } from './admin-resources.js';
import { byName } from '../db/by-name.js';
import { type Database, type Dialect, type Resource } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function createResourceRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** Every resource by name; or those whose name contains `search`, at most `limit` (a picker's search). */
    list(
      filter: { search?: string | undefined; limit?: number | undefined } = {},
      trx: Executor = db,
    ): Promise<Resource[]> {
      let query = trx.selectFrom('resources').selectAll().orderBy(byName(dialect, 'name')).orderBy('id');
      if (filter.search) {
        query = query.where(sql<boolean>`lower(name) like ${likePattern(filter.search)} escape '\\'`);
      }
      if (filter.limit !== undefined) {
        query = query.limit(filter.limit);
      }
      return query.execute();
    },

    /** What a list shows of every resource (issue 33), in the list's order. */
    listSlim(trx: Executor = db) {
      return trx
        .selectFrom('resources')
        .select(['id', 'name', 'address', 'description', 'capacity', 'approved', 'allow_remote_reservations'])
        .orderBy(byName(dialect, 'name'))
        .orderBy('id')
        .execute();
    },

    findById(id: number, trx: Executor = db): Promise<Resource | undefined> {
      return trx.selectFrom('resources').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByIds(ids: readonly number[], trx: Executor = db): Promise<Resource[]> {
      if (ids.length === 0) {
        return Promise.resolve([]);
      }
      return trx.selectFrom('resources').selectAll().where('id', 'in', ids).execute();
    },

    async exists(id: number, trx: Executor = db): Promise<boolean> {
      return (await trx.selectFrom('resources').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    first(trx: Executor = db): Promise<Resource | undefined> {
      return trx
        .selectFrom('resources')
        .selectAll()
        .orderBy(byName(dialect, 'name'))
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
    },

    remoteEnabled(trx: Executor = db): Promise<Resource[]> {
      return trx
        .selectFrom('resources')
        .selectAll()
        .where('allow_remote_reservations', '=', 1)
        .orderBy(byName(dialect, 'name'))
        .orderBy('id')
        .execute();
    },

    imagesOf(resourceIds: readonly number[], trx: Executor = db) {
      if (resourceIds.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('resource_images')
        .select(['resource_id', 'path'])
        .where('resource_id', 'in', resourceIds)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    groupIdsOf(resourceId: number, trx: Executor = db): Promise<number[]> {
      return trx
        .selectFrom('group_resources')
        .select('group_id')
        .where('resource_id', '=', resourceId)
        .execute()
        .then((rows) => rows.map((row) => row.group_id));
    },

    /** Start instants of the non-rejected reservations per resource in `[from, to)`. */
    reservationStarts(from: string, to: string, trx: Executor = db) {
      return trx
        .selectFrom('reservations')
        .select(['resource_id', 'starts_at'])
        .where('starts_at', '>=', from)
        .where('starts_at', '<', to)
        .where('status', '!=', 'rejected')
        .execute();
    },
  };
}
export type ResourceRepository = ReturnType<typeof createResourceRepository>;
