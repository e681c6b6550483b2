import { type Kysely, sql, type Transaction } from 'kysely';
import { type Database, type Dialect, type Item } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function createItemRepository(db: Kysely<Database>) {
  return {
    findById(id: number, trx: Executor = db): Promise<Item | undefined> {
      return trx.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst();
    },

    listByResources(resourceIds: readonly number[], trx: Executor = db): Promise<Item[]> {
      if (resourceIds.length === 0) {
        return Promise.resolve([]);
      }
      return trx.selectFrom('items').selectAll().where('resource_id', 'in', resourceIds).orderBy('id').execute();
    },

    /** PostgreSQL: holds the item's row lock until the transaction ends (SQLite locks the whole database). */
    async lock(id: number, dialect: Dialect, trx: Executor): Promise<void> {
      if (dialect === 'postgres') {
        await sql`select id from items where id = ${id} for update`.execute(trx);
      }
    },
  };
}
export type ItemRepository = ReturnType<typeof createItemRepository>;
