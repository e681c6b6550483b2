import { type Kysely, sql, type Transaction } from 'kysely';
import { byName } from '../db/by-name.js';
import { type Database, type Dialect, type Reservation } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** `like` pattern of a search text, with its own wildcards escaped. */
function containsPattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createGroupRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** One page of groups whose name contains `query` (case-insensitive), by name, with their user counts. */
    async page(
      options: { query?: string | undefined; ids?: readonly number[] | undefined; page: number; perPage: number },
      trx: Executor = db,
    ) {
      let filtered = trx.selectFrom('groups');
      if (options.ids) {
        filtered = filtered.where('groups.id', 'in', options.ids);
      }
      if (options.query) {
        filtered = filtered.where(sql<boolean>`lower(groups.name) like ${containsPattern(options.query)} escape '\\'`);
      }
      const counted = await filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
      const rows = await filtered
        .leftJoin('group_users', 'group_users.group_id', 'groups.id')
        .select((eb) => [
          'groups.id',
          'groups.name',
          eb.fn.count<number | string>('group_users.user_id').as('users_count'),
        ])
        .groupBy(['groups.id', 'groups.name'])
        .orderBy(byName(dialect, 'groups.name'))
        .orderBy('groups.id')
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage)
        .execute();
      return {
        total: Number(counted?.total ?? 0),
        rows: rows.map((row) => ({ id: row.id, name: row.name, users_count: Number(row.users_count) })),
      };
    },

    find(id: number, trx: Executor = db) {
      return trx.selectFrom('groups').select(['id', 'name', 'external_id']).where('id', '=', id).executeTakeFirst();
    },

    async usersCount(id: number, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('group_users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('group_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    resourcesOf(id: number, trx: Executor = db) {
      return trx
        .selectFrom('group_resources')
        .innerJoin('resources', 'resources.id', 'group_resources.resource_id')
        .select(['resources.id', 'resources.name'])
        .where('group_resources.group_id', '=', id)
        .orderBy(byName(dialect, 'resources.name'))
        .orderBy('resources.id')
        .execute();
    },

    async insert(values: { name: string; external_id: string | null; created_at: string }, trx: Executor = db) {
      const row = await trx
        .insertInto('groups')
        .values({ ...values, updated_at: values.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(
      id: number,
      values: { name: string; external_id: string | null; updated_at: string },
      trx: Executor = db,
    ) {
      await trx.updateTable('groups').set(values).where('id', '=', id).execute();
    },

    /** How many timetables the group has (deleting it would take them along). */
    async timetableCount(id: number, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('group_timetables')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('group_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async remove(id: number, trx: Executor = db): Promise<boolean> {
      const result = await trx.deleteFrom('groups').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Another group of the same name (ignoring case): the group import and sign-in rules find groups by name. */
    async nameTaken(name: string, exceptId: number | null, trx: Executor = db): Promise<boolean> {
      let query = trx
        .selectFrom('groups')
        .select('id')
        .where(sql<boolean>`lower(name) = lower(${name.trim()})`);
      if (exceptId !== null) {
        query = query.where('id', '!=', exceptId);
      }
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Another group with this external id (they are unique). */
    externalIdTaken(externalId: string, exceptId: number | null, trx: Executor = db) {
      let query = trx.selectFrom('groups').select('id').where('external_id', '=', externalId);
      if (exceptId !== null) {
        query = query.where('id', '!=', exceptId);
      }
      return query.executeTakeFirst();
    },

    /** One page of the group's members whose name or uid contains `query`, by name. */
    async members(id: number, options: { query?: string; page: number; perPage: number }, trx: Executor = db) {
      let filtered = trx
        .selectFrom('group_users')
        .innerJoin('users', 'users.id', 'group_users.user_id')
        .where('group_users.group_id', '=', id);
      if (options.query) {
        const pattern = containsPattern(options.query);
        filtered = filtered.where((eb) =>
          eb.or([
            sql<boolean>`lower(users.name) like ${pattern} escape '\\'`,
            sql<boolean>`lower(users.uid) like ${pattern} escape '\\'`,
          ]),
        );
      }
      const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await filtered
        .select(['users.id', 'users.uid', 'users.name', 'users.email'])
        .orderBy(byName(dialect, 'users.name'))
        .orderBy('users.id')
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage)
        .execute();
      return { total: Number(counted?.total ?? 0), rows };
    },

    /** Users not in the group whose name or uid contains `search` (all when empty), by name, at most `limit`. */
    detachedUsers(id: number, search: string | undefined, limit: number, trx: Executor = db) {
      let query = trx
        .selectFrom('users')
        .select(['users.id', 'users.uid', 'users.name', 'users.email'])
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('group_users')
                .select('group_users.user_id')
                .where('group_users.group_id', '=', id)
                .whereRef('group_users.user_id', '=', 'users.id'),
            ),
          ),
        );
      if (search) {
        const pattern = containsPattern(search);
        query = query.where((eb) =>
          eb.or([
            sql<boolean>`lower(users.name) like ${pattern} escape '\\'`,
            sql<boolean>`lower(users.uid) like ${pattern} escape '\\'`,
          ]),
        );
      }
      return query.orderBy(byName(dialect, 'users.name')).orderBy('users.id').limit(limit).execute();
    },

    async existingIds(table: 'users' | 'resources', ids: readonly number[], trx: Executor = db): Promise<number[]> {
      if (ids.length === 0) {
        return [];
      }
      const rows = await trx
        .selectFrom(table)
        .select('id')
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((row) => row.id);
    },

    /** Adds the users; answers those who were not members before. */
    async attachUsers(id: number, userIds: readonly number[], trx: Executor = db): Promise<number[]> {
      const added = await trx
        .insertInto('group_users')
        .values(userIds.map((userId) => ({ group_id: id, user_id: userId })))
        .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
        .returning('user_id')
        .execute();
      return added.map((row) => row.user_id);
    },

    /** Removes the users; answers those who were members. */
    async detachUsers(id: number, userIds: readonly number[], trx: Executor = db): Promise<number[]> {
      const removed = await trx
        .deleteFrom('group_users')
        .where('group_id', '=', id)
        .where('user_id', 'in', [...userIds])
        .returning('user_id')
        .execute();
      return removed.map((row) => row.user_id);
    },

    async attachResources(id: number, resourceIds: readonly number[], trx: Executor = db) {
      await trx
        .insertInto('group_resources')
        .values(resourceIds.map((resourceId) => ({ group_id: id, resource_id: resourceId })))
        .onConflict((conflict) => conflict.columns(['group_id', 'resource_id']).doNothing())
        .execute();
    },

    async detachResources(id: number, resourceIds: readonly number[], trx: Executor = db) {
      await trx
        .deleteFrom('group_resources')
        .where('group_id', '=', id)
        .where('resource_id', 'in', [...resourceIds])
        .execute();
    },

    /** The group's reservations intersecting `[from, to)`, by start (its timetable). */
    reservationsOf(id: number, from: string, to: string, trx: Executor = db): Promise<Reservation[]> {
      return trx
        .selectFrom('reservations')
        .innerJoin('reservation_groups', 'reservation_groups.reservation_id', 'reservations.id')
        .selectAll('reservations')
        .where('reservation_groups.group_id', '=', id)
        .where('reservations.status', '!=', 'rejected')
        .where('reservations.starts_at', '<', to)
        .where('reservations.ends_at', '>', from)
        .orderBy('reservations.starts_at')
        .orderBy('reservations.id')
        .execute();
    },
  };
}
export type GroupRepository = ReturnType<typeof createGroupRepository>;
