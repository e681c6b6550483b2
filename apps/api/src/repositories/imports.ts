import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { type Database, type NewReservation, type RepeatersTable, type ResourcesTable } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

const CHUNK = 400;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) {
    result.push(rows.slice(start, start + size));
  }
  return result;
}

/** The queries of file imports (ITC 2019, group lists): bulk look-ups by key and bulk inserts. */
export function createImportRepository(db: Kysely<Database>) {
  return {
    /** The record ids stored under the keys (a Map key → id). */
    async keys(keys: readonly string[], trx: Executor = db): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (const part of chunks(keys)) {
        const rows = await trx
          .selectFrom('import_keys')
          .select(['key', 'record_id'])
          .where('key', 'in', part)
          .execute();
        for (const row of rows) {
          found.set(row.key, row.record_id);
        }
      }
      return found;
    },

    /** The first date of each repeater (a Map id → `starts_on`): where an import's series were put. */
    async repeaterStarts(ids: readonly number[], trx: Executor = db): Promise<Map<number, string>> {
      const found = new Map<number, string>();
      for (const part of chunks(ids)) {
        const rows = await trx.selectFrom('repeaters').select(['id', 'starts_on']).where('id', 'in', part).execute();
        for (const row of rows) {
          found.set(row.id, row.starts_on);
        }
      }
      return found;
    },

    async remember(rows: readonly { key: string; record_id: number }[], createdAt: string, trx: Executor = db) {
      for (const part of chunks(rows)) {
        await trx
          .insertInto('import_keys')
          .values(part.map((row) => ({ ...row, created_at: createdAt })))
          .execute();
      }
    },

    /** A resource with one item (a room); answers both ids. */
    async createRoom(resource: Insertable<ResourcesTable>, trx: Executor = db) {
      const { id: resourceId } = await trx
        .insertInto('resources')
        .values(resource)
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: itemId } = await trx
        .insertInto('items')
        .values({
          resource_id: resourceId,
          name: resource.name,
          available_spaces: null,
          created_at: resource.created_at,
          updated_at: resource.updated_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { resourceId, itemId };
    },

    async setCapacity(resourceId: number, capacity: number, updatedAt: string, trx: Executor = db) {
      await trx
        .updateTable('resources')
        .set({ capacity, updated_at: updatedAt })
        .where('id', '=', resourceId)
        .where('capacity', 'is distinct from', capacity)
        .execute();
    },

    /** The first item of each resource (rooms have one). */
    async firstItems(resourceIds: readonly number[], trx: Executor = db): Promise<Map<number, number>> {
      const found = new Map<number, number>();
      for (const part of chunks(resourceIds)) {
        const rows = await trx
          .selectFrom('items')
          .select(['resource_id', 'id'])
          .where('resource_id', 'in', part)
          .orderBy('id', 'desc')
          .execute();
        for (const row of rows) {
          found.set(row.resource_id, row.id);
        }
      }
      return found;
    },

    /** Locks an item's row until the transaction ends (PostgreSQL), as every reservation write does. */
    async lockItem(itemId: number, trx: Executor) {
      await trx.selectFrom('items').select('id').where('id', '=', itemId).forUpdate().execute();
    },

    /** What stands on an item over `[from, to)`: the overlap check's input. */
    holdingItem(itemId: number, from: string, to: string, trx: Executor = db) {
      return trx
        .selectFrom('reservations')
        .select(['id', 'name', 'starts_at', 'ends_at'])
        .where('item_id', '=', itemId)
        .where('status', '!=', 'rejected')
        .where('starts_at', '<', to)
        .where('ends_at', '>', from)
        .execute();
    },

    /** What stands on the resources over `[from, to)` (a room's unavailable time is not written over it). */
    async holdingResources(resourceIds: readonly number[], from: string, to: string, trx: Executor = db) {
      const rows: { resource_id: number; name: string; starts_at: string; ends_at: string }[] = [];
      for (const part of chunks(resourceIds)) {
        rows.push(
          ...(await trx
            .selectFrom('reservations')
            .select(['resource_id', 'name', 'starts_at', 'ends_at'])
            .where('resource_id', 'in', part)
            .where('status', '!=', 'rejected')
            .where('starts_at', '<', to)
            .where('ends_at', '>', from)
            .execute()),
        );
      }
      return rows;
    },

    async createRepeater(row: Insertable<RepeatersTable>, trx: Executor = db): Promise<number> {
      const { id } = await trx.insertInto('repeaters').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async insertReservations(rows: readonly NewReservation[], trx: Executor = db): Promise<number[]> {
      const ids: number[] = [];
      for (const part of chunks(rows)) {
        const inserted = await trx.insertInto('reservations').values(part).returning('id').execute();
        ids.push(...inserted.map((row) => row.id));
      }
      return ids;
    },

    /** The dates new rules skip (on a blackout): the rule must not refill them when its series is edited whole. */
    async excludeDates(rows: readonly { repeater_id: number; date: string }[], trx: Executor = db) {
      for (const part of chunks(rows)) {
        await trx.insertInto('repeater_exclusions').values(part).execute();
      }
    },

    async linkGroups(rows: readonly { reservation_id: number; group_id: number }[], trx: Executor = db) {
      for (const part of chunks(rows)) {
        await trx.insertInto('reservation_groups').values(part).execute();
      }
    },

    /**
     * Resources by name, ignoring case as the admin form's uniqueness does (a Map from the name as asked → id; the
     * lowest id where names repeat).
     */
    async resourcesByName(names: readonly string[], trx: Executor = db): Promise<Map<string, number>> {
      const asked = new Map(names.map((name) => [name.toLowerCase(), name]));
      const found = new Map<string, number>();
      for (const part of chunks([...asked.keys()])) {
        const rows = await trx
          .selectFrom('resources')
          .select(['name', 'id'])
          .where(sql<string>`lower(name)`, 'in', part)
          .orderBy('id', 'desc')
          .execute();
        for (const row of rows) {
          const name = asked.get(row.name.toLowerCase());
          if (name !== undefined) {
            found.set(name, row.id);
          }
        }
      }
      return found;
    },

    /** Users by uid (a Map uid → id). */
    async usersByUid(uids: readonly string[], trx: Executor = db): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (const part of chunks(uids)) {
        const rows = await trx.selectFrom('users').select(['uid', 'id']).where('uid', 'in', part).execute();
        for (const row of rows) {
          found.set(row.uid, row.id);
        }
      }
      return found;
    },

    /** Creates users without a password (they sign in another way or get one later) with a role. */
    async createUsers(
      users: readonly { uid: string; name: string; email: string | null }[],
      roleKey: string,
      createdAt: string,
      trx: Executor = db,
    ): Promise<Map<string, number>> {
      const created = new Map<string, number>();
      const role = await trx.selectFrom('roles').select('id').where('key', '=', roleKey).executeTakeFirst();
      for (const part of chunks(users)) {
        const rows = await trx
          .insertInto('users')
          .values(
            part.map((user) => ({
              uid: user.uid,
              name: user.name,
              email: user.email,
              password_hash: null,
              created_at: createdAt,
              updated_at: createdAt,
            })),
          )
          .returning(['id', 'uid'])
          .execute();
        for (const row of rows) {
          created.set(row.uid, row.id);
        }
        if (role) {
          await trx
            .insertInto('user_roles')
            .values(rows.map((row) => ({ user_id: row.id, role_id: role.id })))
            .execute();
        }
      }
      return created;
    },

    /** Groups by external id (a Map external id → id). */
    async groupsByExternalId(externalIds: readonly string[], trx: Executor = db): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (const part of chunks(externalIds)) {
        const rows = await trx
          .selectFrom('groups')
          .select(['external_id', 'id'])
          .where('external_id', 'in', part)
          .execute();
        for (const row of rows) {
          found.set(row.external_id!, row.id);
        }
      }
      return found;
    },

    async createGroup(name: string, externalId: string | null, createdAt: string, trx: Executor = db) {
      const { id } = await trx
        .insertInto('groups')
        .values({ name, external_id: externalId, created_at: createdAt, updated_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Adds the memberships that are missing; answers how many were added. */
    async addMembers(pairs: readonly { group_id: number; user_id: number }[], trx: Executor = db): Promise<number> {
      let added = 0;
      for (const part of chunks(pairs)) {
        const result = await trx
          .insertInto('group_users')
          .values(part)
          .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
          .executeTakeFirst();
        added += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return added;
    },
  };
}
export type ImportRepository = ReturnType<typeof createImportRepository>;

/** Groups by exact name (a Map name → id; the lowest id when names repeat). */
export async function groupsByName(
  db: Kysely<Database>,
  names: readonly string[],
  trx: Executor = db,
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of chunks(names)) {
    const rows = await trx
      .selectFrom('groups')
      .select(['name', 'id'])
      .where('name', 'in', part)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      if (!found.has(row.name)) {
        found.set(row.name, row.id);
      }
    }
  }
  return found;
}

/** Which of the (group, user) pairs already exist. */
export async function existingMemberships(
  db: Kysely<Database>,
  groupIds: readonly number[],
  trx: Executor = db,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(groupIds)) {
    const rows = await trx
      .selectFrom('group_users')
      .select(['group_id', 'user_id'])
      .where('group_id', 'in', part)
      .execute();
    for (const row of rows) {
      found.add(`${row.group_id}:${row.user_id}`);
    }
  }
  return found;
}
