import { type Kysely, sql } from 'kysely';
import { type Database, type Dialect } from './database.js';

/** The PostgreSQL advisory lock key of file imports (any constant no other lock uses; "LAIK" in ASCII). */
const IMPORT_LOCK_ID = 0x4c41494b;

/**
 * Runs `work` in a transaction that no other file import (groups, ITC) runs beside, in this process or another.
 * Imports read "which users and groups exist" and then create the missing ones; two at once both saw the same
 * student missing and both inserted it (issue 16: a unique violation, answered 500). So the second waits for the
 * first to commit and then reads what it created.
 * PostgreSQL: a transaction-scoped advisory lock, taken first. SQLite: a file's transactions begin IMMEDIATE
 * (sqlite-driver.ts), taking the database's one write lock before the first read.
 */
export async function inImportLock<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`.execute(trx);
    }
    return work(trx);
  });
}
