import { type Kysely, type Transaction } from 'kysely';
import { type Database } from './database.js';

/**
 * The unit of work services use: `work` runs as one transaction, and every repository call it makes with `trx`
 * commits together with the others or not at all. Services never open a transaction (or query) themselves; the
 * write lock (write-lock.ts) and the import lock (import-lock.ts) are the two other units of work.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
