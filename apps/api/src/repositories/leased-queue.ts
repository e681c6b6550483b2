import { type Insertable, type Kysely, type Transaction } from 'kysely';
import { type Database } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The tables that are queues of work leased to one worker at a time: e-mails and webhook deliveries. */
export type LeasedTable = 'outbox' | 'webhook_deliveries';

/**
 * A queue in a table whose rows are `pending` until done, each due at `available_at`. A worker claims a due row by
 * moving `available_at` to the end of its lease (one more attempt): if the worker dies, the row is due again when
 * the lease runs out, and no two processes hold it at once.
 */
export function createLeasedQueue<T extends LeasedTable>(db: Kysely<Database>, table: T) {
  // Both tables share the queue's columns; Kysely cannot see that through a type parameter, so the queries are
  // written against the one table and the rows are typed at the edge.
  const queue = db as unknown as Kysely<Pick<Database, 'outbox'>>;
  const name = table as 'outbox';

  return {
    async insertMany(rows: readonly Insertable<Database[T]>[], trx: Executor = db): Promise<void> {
      if (rows.length > 0) {
        await (trx as unknown as Kysely<Pick<Database, 'outbox'>>)
          .insertInto(name)
          .values(rows as unknown as Insertable<Database['outbox']>[])
          .execute();
      }
    },

    /** The ids of pending rows due at `now`, oldest first. */
    async dueIds(now: string, limit: number): Promise<number[]> {
      const rows = await queue
        .selectFrom(name)
        .select('id')
        .where('status', '=', 'pending')
        .where('available_at', '<=', now)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Claims a pending row due at `now` until `leaseUntil` (one more attempt); false when another process has it. */
    async claim(id: number, now: string, leaseUntil: string): Promise<boolean> {
      const claim = await queue
        .updateTable(name)
        .set((eb) => ({ attempts: eb('attempts', '+', 1), available_at: leaseUntil }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('available_at', '<=', now)
        .executeTakeFirst();
      return Number(claim.numUpdatedRows) === 1;
    },
  };
}
