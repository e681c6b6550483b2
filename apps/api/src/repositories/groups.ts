import { type Kysely, sql, type Transaction } from 'kysely';
import { type Database } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** `like` pattern of a search text, with its own wildcards escaped. */
function containsPattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createGroupRepository(db: Kysely<Database>) {
  return {
    /** One page of groups whose name contains `query` (case-insensitive), by name, with their user counts. */
    async page(options: { query?: string; page: number; perPage: number }, trx: Executor = db) {
      let filtered = trx.selectFrom('groups');
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
        .orderBy('groups.name')
        .orderBy('groups.id')
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage)
        .execute();
      return {
        total: Number(counted?.total ?? 0),
        rows: rows.map((row) => ({ id: row.id, name: row.name, users_count: Number(row.users_count) })),
      };
    },
  };
}
export type GroupRepository = ReturnType<typeof createGroupRepository>;
