import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import { byName } from '../db/by-name.js';
import { type Database, type Dialect, type Item, type ResourcesTable } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** `%` and `_` typed by a person are searched for, not used as wildcards. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

export interface ResourcePageQuery {
  page: number;
  perPage: number;
  search?: string | undefined;
  sort: 'name' | 'capacity';
  direction: 'asc' | 'desc';
}

/** The writes and paged reads of the resource administration (the public reads live in resources.ts). */
export function createAdminResourceRepository(db: Kysely<Database>, dialect: Dialect) {
  function filtered(trx: Executor, search: string | undefined) {
    let query = trx.selectFrom('resources');
    if (search) {
      query = query.where(sql<boolean>`lower(name) like ${likePattern(search)} escape '\\'`);
    }
    return query;
  }

  return {
    async page(query: ResourcePageQuery, trx: Executor = db) {
      const { total } = await filtered(trx, query.search)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      let ordered = filtered(trx, query.search).selectAll();
      if (query.sort === 'capacity') {
        // An unknown capacity last either way (each database puts nulls at another end by itself).
        ordered = ordered.orderBy(sql`capacity is null`).orderBy('capacity', query.direction);
      } else {
        ordered = ordered.orderBy(byName(dialect, 'name'), query.direction);
      }
      const rows = await ordered
        .orderBy('id', query.direction)
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage)
        .execute();
      return { rows, total: Number(total) };
    },

    /** Another resource of the same name (ignoring case; issue 27). */
    async nameTaken(name: string, exceptId: number | null, trx: Executor = db): Promise<boolean> {
      let query = trx
        .selectFrom('resources')
        .select('id')
        .where(sql<boolean>`lower(name) = lower(${name.trim()})`);
      if (exceptId !== null) {
        query = query.where('id', '!=', exceptId);
      }
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(values: Insertable<ResourcesTable>, trx: Executor = db): Promise<number> {
      const row = await trx.insertInto('resources').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: Updateable<ResourcesTable>, trx: Executor = db): Promise<void> {
      await trx.updateTable('resources').set(values).where('id', '=', id).execute();
    },

    /**
     * Holds the resource's items and row until the transaction ends, as a reservation write on them does
     * (db/write-lock.ts, same order: items, then the resource): a booking or delete in progress on it ends first.
     * SQLite's one writer already holds the whole database.
     */
    async lockWithItems(resourceId: number, trx: Executor): Promise<void> {
      if (dialect !== 'postgres') {
        return;
      }
      await trx
        .selectFrom('items')
        .select('id')
        .where('resource_id', '=', resourceId)
        .orderBy('id')
        .forUpdate()
        .execute();
      await trx.selectFrom('resources').select('id').where('id', '=', resourceId).forUpdate().execute();
    },

    /** Deletes the resource; its items, tags, images, group links and reservations go with it (foreign keys cascade). */
    async delete(id: number, trx: Executor): Promise<void> {
      await trx.deleteFrom('resources').where('id', '=', id).execute();
    },

    async tagsOf(resourceIds: readonly number[], trx: Executor = db) {
      if (resourceIds.length === 0) {
        return [];
      }
      return trx
        .selectFrom('resource_tags')
        .select(['resource_id', 'tag'])
        .where('resource_id', 'in', resourceIds)
        .orderBy(byName(dialect, 'tag'))
        .execute();
    },

    async setTags(resourceId: number, tags: readonly string[], trx: Executor): Promise<void> {
      await trx.deleteFrom('resource_tags').where('resource_id', '=', resourceId).execute();
      if (tags.length > 0) {
        await trx
          .insertInto('resource_tags')
          .values(tags.map((tag) => ({ resource_id: resourceId, tag })))
          .execute();
      }
    },

    imagesOf(resourceId: number, trx: Executor = db) {
      return trx
        .selectFrom('resource_images')
        .select(['id', 'path'])
        .where('resource_id', '=', resourceId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** The stored uploads among `names` (a resource may show only files that went through the upload). */
    async knownUploads(names: readonly string[], trx: Executor = db): Promise<Set<string>> {
      if (names.length === 0) {
        return new Set();
      }
      const rows = await trx.selectFrom('uploads').select('name').where('name', 'in', names).execute();
      return new Set(rows.map((row) => row.name));
    },

    /** Replaces the resource's images with `names`, in that order. */
    async setImages(resourceId: number, names: readonly string[], now: string, trx: Executor): Promise<void> {
      await trx.deleteFrom('resource_images').where('resource_id', '=', resourceId).execute();
      if (names.length > 0) {
        await trx
          .insertInto('resource_images')
          .values(names.map((path, position) => ({ resource_id: resourceId, path, position, created_at: now })))
          .execute();
      }
    },

    itemCounts(resourceIds: readonly number[], trx: Executor = db) {
      if (resourceIds.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('items')
        .select((eb) => ['resource_id', eb.fn.countAll<number | string>().as('count')])
        .where('resource_id', 'in', resourceIds)
        .groupBy('resource_id')
        .execute();
    },

    /** Reservations of the resource that have not ended by `now` and were not rejected. */
    async futureReservations(resourceId: number, now: string, trx: Executor = db): Promise<number> {
      const { count } = await trx
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('resource_id', '=', resourceId)
        .where('ends_at', '>', now)
        .where('status', '!=', 'rejected')
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    items(resourceId: number, trx: Executor = db): Promise<Item[]> {
      return trx.selectFrom('items').selectAll().where('resource_id', '=', resourceId).orderBy('id').execute();
    },

    async insertItem(values: Insertable<Database['items']>, trx: Executor = db): Promise<number> {
      const row = await trx.insertInto('items').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async updateItem(id: number, values: Updateable<Database['items']>, trx: Executor = db): Promise<void> {
      await trx.updateTable('items').set(values).where('id', '=', id).execute();
    },

    /** Renames the resource's items called `from` to `to`. */
    async renameItemsNamed(resourceId: number, from: string, to: string, at: string, trx: Executor): Promise<void> {
      await trx
        .updateTable('items')
        .set({ name: to, updated_at: at })
        .where('resource_id', '=', resourceId)
        .where('name', '=', from)
        .execute();
    },

    /** Deletes the item; its reservations go with it (foreign key cascade). */
    async deleteItem(id: number, trx: Executor): Promise<void> {
      await trx.deleteFrom('items').where('id', '=', id).execute();
    },

    /** How many reservations on the item end after `now` (rejected ones left out). */
    async itemReservations(itemId: number, now: string, trx: Executor = db): Promise<number> {
      const { count } = await trx
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('item_id', '=', itemId)
        .where('ends_at', '>', now)
        .where('status', '!=', 'rejected')
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}
export type AdminResourceRepository = ReturnType<typeof createAdminResourceRepository>;
