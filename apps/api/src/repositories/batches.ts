import { type Kysely, type Transaction } from 'kysely';
import { type Database } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function createBatchRepository(db: Kysely<Database>) {
  return {
    async create(creatorId: number, createdAt: string, trx: Executor = db): Promise<number> {
      const row = await trx
        .insertInto('batches')
        .values({ creator_id: creatorId, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
export type BatchRepository = ReturnType<typeof createBatchRepository>;
