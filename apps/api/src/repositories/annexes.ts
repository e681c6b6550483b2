import { type Kysely, sql, type Transaction } from 'kysely';
import { byName } from '../db/by-name.js';
import { type Database, type Dialect } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export const ANNEX_SEARCH_LIMIT = 50;

export function createAnnexRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** Annexes whose name contains `query` (case-insensitive), by name. */
    search(query: string | undefined, trx: Executor = db) {
      let select = trx
        .selectFrom('annexes')
        .select(['id', 'name'])
        .orderBy(byName(dialect, 'name'))
        .orderBy('id')
        .limit(ANNEX_SEARCH_LIMIT);
      if (query) {
        const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
        select = select.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`);
      }
      return select.execute();
    },

    existingIds(ids: readonly number[], trx: Executor = db): Promise<number[]> {
      if (ids.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('annexes')
        .select('id')
        .where('id', 'in', ids)
        .execute()
        .then((rows) => rows.map((row) => row.id));
    },
  };
}
export type AnnexRepository = ReturnType<typeof createAnnexRepository>;
