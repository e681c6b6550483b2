import { type Kysely, sql } from 'kysely';
import { type Database, type Dialect } from './database.js';

/** The PostgreSQL advisory lock key of file imports (any constant no other lock uses; "LAIK" in ASCII). */
const IMPORT_LOCK_ID = 0x4c41494b;

/**
 * Runs `work` in a transaction that no other file import (groups, ITC) runs beside, in this process or another.
 * Imports read "which users and groups exist" and then create the missing ones; two at once both saw the same
 * student missing and both inserted it (issue 16: a unique violation, answered 500). So the second waits for the
 * first to commit and then reads what it created.
 * PostgreSQL: a transaction-scoped advisory lock, taken first. SQLite: `BEGIN IMMEDIATE` takes the database's one
 * write lock before the first read (a deferred transaction that read first could not upgrade after another
 * process's commit: SQLITE_BUSY_SNAPSHOT, which the busy timeout does not retry).
 */
export async function inImportLock<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${sql.lit(IMPORT_LOCK_ID)})`.execute(trx);
      return work(trx);
    });
  }
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
