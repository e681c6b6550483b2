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

/**
 * A write refused by a unique index: SQLite's `SQLITE_CONSTRAINT_UNIQUE` (also `SQLITE_CONSTRAINT_PRIMARYKEY`) or
 * PostgreSQL's SQLSTATE 23505. A service that checked a value is free and then met this error lost a race to another
 * request writing the same value: the caller gets the same answer as if the check had seen it.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
