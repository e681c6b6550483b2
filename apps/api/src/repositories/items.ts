import { type Kysely, type Transaction } from 'kysely';
import { type Database, type Item, type Resource } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function createItemRepository(db: Kysely<Database>) {
  return {
    findById(id: number, trx: Executor = db): Promise<Item | undefined> {
      return trx.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The item with its resource, in one query (every write on an item starts here). */
    async findWithResource(id: number, trx: Executor = db): Promise<{ item: Item; resource: Resource } | undefined> {
      const row = await trx
        .selectFrom('items')
        .innerJoin('resources', 'resources.id', 'items.resource_id')
        .selectAll('resources')
        .select([
          'items.id as item_id',
          'items.name as item_name',
          'items.available_spaces as item_available_spaces',
          'items.created_at as item_created_at',
          'items.updated_at as item_updated_at',
        ])
        .where('items.id', '=', id)
        .executeTakeFirst();
      if (!row) {
        return undefined;
      }
      const { item_id, item_name, item_available_spaces, item_created_at, item_updated_at, ...resource } = row;
      return {
        item: {
          id: item_id,
          resource_id: resource.id,
          name: item_name,
          available_spaces: item_available_spaces,
          created_at: item_created_at,
          updated_at: item_updated_at,
        },
        resource,
      };
    },

    listByResources(resourceIds: readonly number[], trx: Executor = db): Promise<Item[]> {
      if (resourceIds.length === 0) {
        return Promise.resolve([]);
      }
      return trx.selectFrom('items').selectAll().where('resource_id', 'in', resourceIds).orderBy('id').execute();
    },
  };
}
export type ItemRepository = ReturnType<typeof createItemRepository>;
