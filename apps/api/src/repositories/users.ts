import { type Expression, type Kysely, sql, type Transaction } from 'kysely';
import { byName } from '../db/by-name.js';
import { type Database, type Dialect, type NewUser, type User, type UserUpdate } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface RolesAndAbilities {
  roles: string[];
  abilities: string[];
  /** The groups the user belongs to (what they attend decides what they may see). */
  groupIds: number[];
}

/** Escapes LIKE wildcards so a search for `50%` means the text `50%`. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Name or uid contains the text, case-insensitively (SQLite's lower() is made Unicode-aware in db/database.ts). */
function nameOrUidContains(text: string) {
  const pattern = likePattern(text);
  return sql<boolean>`(lower(name) like ${pattern} escape '\\' or lower(uid) like ${pattern} escape '\\')`;
}

/** One row per role and ability of the user, and one per group they belong to (a union: one query). */
export function accessRows(trx: Executor, userId: number | Expression<number>) {
  return trx
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .leftJoin('role_abilities', 'role_abilities.role_id', 'user_roles.role_id')
    .select((eb) => [
      eb.ref('roles.key').$castTo<string | null>().as('key'),
      'role_abilities.ability',
      sql<number | null>`null`.as('group_id'),
    ])
    .where('user_roles.user_id', '=', userId)
    .unionAll(
      trx
        .selectFrom('group_users')
        .select([sql<string | null>`null`.as('key'), sql<string | null>`null`.as('ability'), 'group_id'])
        .where('user_id', '=', userId),
    );
}

/** Roles and abilities sorted, without repeats, and the group ids, from `accessRows`. */
export function accessOf(
  rows: readonly { key: string | null; ability: string | null; group_id: number | null }[],
): RolesAndAbilities {
  const roles = new Set<string>();
  const abilities = new Set<string>();
  const groupIds = new Set<number>();
  for (const row of rows) {
    if (row.group_id !== null) {
      groupIds.add(Number(row.group_id));
      continue;
    }
    roles.add(row.key!);
    if (row.ability !== null) {
      abilities.add(row.ability);
    }
  }
  return {
    roles: [...roles].sort(),
    abilities: [...abilities].sort(),
    groupIds: [...groupIds].sort((a, b) => a - b),
  };
}

export function createUserRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    findById(id: number, trx: Executor = db): Promise<User | undefined> {
      return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByUid(uid: string, trx: Executor = db): Promise<User | undefined> {
      return trx.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
    },

    /** Users whose name or uid contains `query` (case-insensitive), by name; or the one with `id`. */
    search(
      filter: { query?: string | undefined; id?: number | undefined; role?: string | undefined; limit: number },
      trx: Executor = db,
    ) {
      let query = trx
        .selectFrom('users')
        .select(['id', 'uid', 'name', 'email'])
        .orderBy(byName(dialect, 'name'))
        .orderBy('id')
        .limit(filter.limit);
      if (filter.id !== undefined) {
        query = query.where('id', '=', filter.id);
      }
      if (filter.query) {
        query = query.where(nameOrUidContains(filter.query));
      }
      if (filter.role) {
        const role = filter.role;
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('user_roles')
              .innerJoin('roles', 'roles.id', 'user_roles.role_id')
              .select('user_roles.user_id')
              .whereRef('user_roles.user_id', '=', 'users.id')
              .where('roles.key', '=', role),
          ),
        );
      }
      return query.execute();
    },

    /** One page of users by name, optionally filtered like `search`, with the total count. */
    async page(filter: { query?: string | undefined; page: number; perPage: number }, trx: Executor = db) {
      let base = trx.selectFrom('users');
      if (filter.query) {
        base = base.where(nameOrUidContains(filter.query));
      }
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['id', 'uid', 'name', 'email', 'language', 'disabled_at'])
        .orderBy(byName(dialect, 'name'))
        .orderBy('id')
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute();
      return { rows, total: Number(total) };
    },

    /** The groups a user belongs to, by name. */
    groupsOf(userId: number, trx: Executor = db): Promise<{ id: number; name: string }[]> {
      return trx
        .selectFrom('group_users')
        .innerJoin('groups', 'groups.id', 'group_users.group_id')
        .select(['groups.id', 'groups.name'])
        .where('group_users.user_id', '=', userId)
        .orderBy(byName(dialect, 'groups.name'))
        .orderBy('groups.id')
        .execute();
    },

    /** Role keys of several users at once. */
    async roleKeysOf(userIds: readonly number[], trx: Executor = db): Promise<Map<number, string[]>> {
      const keys = new Map<number, string[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) {
        return keys;
      }
      const rows = await trx
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select(['user_roles.user_id', 'roles.key'])
        .where('user_roles.user_id', 'in', [...userIds])
        .orderBy('roles.key')
        .execute();
      for (const row of rows) {
        keys.get(row.user_id)?.push(row.key);
      }
      return keys;
    },

    async roles(trx: Executor = db) {
      const roles = await trx.selectFrom('roles').select(['id', 'key', 'name']).orderBy('id').execute();
      const abilities = await trx
        .selectFrom('role_abilities')
        .select(['role_id', 'ability'])
        .orderBy('ability')
        .execute();
      return roles.map((role) => ({
        key: role.key,
        name: role.name,
        abilities: abilities.filter((row) => row.role_id === role.id).map((row) => row.ability),
      }));
    },

    async create(values: NewUser, trx: Executor = db): Promise<number> {
      const row = await trx.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: UserUpdate, trx: Executor = db): Promise<void> {
      await trx.updateTable('users').set(values).where('id', '=', id).execute();
    },

    /** The user's role keys, the union of their abilities (both sorted) and the groups they belong to. */
    async rolesAndAbilities(userId: number, trx: Executor = db): Promise<RolesAndAbilities> {
      return accessOf(await accessRows(trx, userId).execute());
    },

    /** Role keys that do not exist are ignored by the caller's validation, not here. */
    async setRoles(userId: number, roleKeys: readonly string[], trx: Executor = db): Promise<void> {
      await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
      if (roleKeys.length === 0) {
        return;
      }
      const roles = await trx
        .selectFrom('roles')
        .select('id')
        .where('key', 'in', [...roleKeys])
        .execute();
      if (roles.length > 0) {
        await trx
          .insertInto('user_roles')
          .values(roles.map((role) => ({ user_id: userId, role_id: role.id })))
          .execute();
      }
    },

    /** Of `groupIds`, those that exist. */
    async existingGroupIds(groupIds: readonly number[], trx: Executor = db): Promise<number[]> {
      if (groupIds.length === 0) {
        return [];
      }
      const rows = await trx
        .selectFrom('groups')
        .select('id')
        .where('id', 'in', [...groupIds])
        .execute();
      return rows.map((row) => row.id);
    },

    async addToGroups(userId: number, groupIds: readonly number[], trx: Executor = db): Promise<void> {
      if (groupIds.length > 0) {
        await trx
          .insertInto('group_users')
          .values(groupIds.map((groupId) => ({ group_id: groupId, user_id: userId })))
          .execute();
      }
    },

    async existingRoleKeys(trx: Executor = db): Promise<string[]> {
      return (await trx.selectFrom('roles').select('key').execute()).map((row) => row.key);
    },

    /** Whether the user is staff: a teacher, or anyone whose roles carry an ability (an administrator). */
    async isStaff(userId: number, trx: Executor = db): Promise<boolean> {
      const row = await trx
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .leftJoin('role_abilities', 'role_abilities.role_id', 'roles.id')
        .select('roles.key')
        .where('user_roles.user_id', '=', userId)
        .where((eb) => eb.or([eb('roles.key', '=', 'teacher'), eb('role_abilities.ability', 'is not', null)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    async count(trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
