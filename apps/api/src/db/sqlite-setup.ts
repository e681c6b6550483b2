/*
 * What every SQLite connection of the server shares, on the main thread and in the writer thread
 * (sqlite-thread.ts). No imports but types: the writer thread loads this file as Node strips it, outside tsx and Vite,
 * and this file loads the one module it needs the same way, by its .ts name.
 */
import type SqliteDatabase from 'better-sqlite3';
import type { QueryResult } from 'kysely';
import type * as LithuanianOrder from '../domain/lithuanianOrder.js';

const { lithuanianSortKey } = (await import(
  new URL('../domain/lithuanianOrder.ts', import.meta.url).href
)) as typeof LithuanianOrder;

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
  // SQLite has no Lithuanian collation: lists order by this key (db/by-name.ts), as PostgreSQL by "lt-x-icu".
  sqlite.function('lt_sort_key', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? lithuanianSortKey(value) : value,
  );
}

/** Statements a connection keeps prepared, by their text (the app's queries are a few hundred distinct texts). */
const KEPT_STATEMENTS = 500;

/**
 * A connection's statements, prepared once per text and kept (the least recently used dropped past
 * KEPT_STATEMENTS): preparing every query anew was the largest part of a call's CPU on SQLite (11 % in the API
 * fuzz's profile, issue 27). SQLite prepares a kept statement again by itself when the schema changes.
 * `SQLITE_STATEMENT_CACHE=0` prepares every query anew: only for `bench compare --switch` and the fuzz's figures.
 */
export function statementsOf(sqlite: SqliteDatabase.Database): (text: string) => SqliteDatabase.Statement {
  if (process.env.SQLITE_STATEMENT_CACHE === '0') {
    return (text) => sqlite.prepare(text);
  }
  const kept = new Map<string, SqliteDatabase.Statement>();
  return (text) => {
    let statement = kept.get(text);
    if (statement) {
      kept.delete(text); // moved to the end: the most recently used
    } else {
      statement = sqlite.prepare(text);
      if (kept.size >= KEPT_STATEMENTS) {
        kept.delete(kept.keys().next().value!);
      }
    }
    kept.set(text, statement);
    return statement;
  };
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
