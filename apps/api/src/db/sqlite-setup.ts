/*
 * What every SQLite connection of the server shares, on the main thread and in the writer thread
 * (sqlite-thread.ts). No imports but types: the writer thread loads this file as Node strips it, outside tsx and Vite.
 */
import type SqliteDatabase from 'better-sqlite3';
import type { QueryResult } from 'kysely';

/** A connection's part: the writer (WAL, every write; an in-memory database's one connection) or a file's `query_only` reader. */
export type SqliteRole = 'writer' | 'reader';

/** Sets up one better-sqlite3 connection for its role. */
export function setUpSqlite(sqlite: SqliteDatabase.Database, role: SqliteRole): void {
  // Another process's write (a command beside the server) is waited for up to a minute, as PostgreSQL waits for a
  // lock until its statement timeout; within the process the write gate orders the writes (sqlite-driver.ts).
  sqlite.pragma('busy_timeout = 60000');
  if (!sqlite.memory) {
    // Whichever connection opens a new file first makes it WAL (kept in the file): readers never wait for the writer.
    sqlite.pragma('journal_mode = WAL');
  }
  if (role === 'reader') {
    sqlite.pragma('query_only = ON');
  }
  sqlite.pragma('foreign_keys = ON');
  // FULL: an acknowledged reservation survives a power loss (design.md "Back end").
  sqlite.pragma('synchronous = FULL');
  // SQLite's lower() folds ASCII only; searches must fold Lithuanian letters (Š, Ž, Ė…) as PostgreSQL does.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
}

/** Runs a prepared statement as Kysely expects its answer: the rows of a read, the changes of a write. */
export function runStatement(
  statement: SqliteDatabase.Statement,
  parameters: readonly unknown[],
): QueryResult<unknown> {
  if (statement.reader) {
    return { rows: statement.all(parameters) };
  }
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { insertId: BigInt(lastInsertRowid), numAffectedRows: BigInt(changes), rows: [] };
}
