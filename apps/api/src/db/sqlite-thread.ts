/*
 * The worker thread of a SQLite file's second writer connection (`SqliteWriterThread` in sqlite-driver.ts): it
 * runs the statements the main thread sends, one message each, and answers each with its result or its error, so
 * the main thread's event loop keeps answering other requests while SQLite works (a long write's inserts and its
 * COMMIT, issue 13 finding 4).
 *
 * Node may load this file without tsx or Vite (a test's thread has no Vite), stripping its types itself: the sibling
 * modules it needs, which import nothing but types, are imported by their .ts names.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import type * as SetupModule from './sqlite-setup.js';
import type * as CacheModule from './statement-cache.js';

/** What the main thread sends: a statement to run, or `close`. */
export type ThreadRequest = { id: number; sql: string; parameters: readonly unknown[] } | { id: number; close: true };
/** What the thread answers: the statement's result, or its error (message and SQLite's code). */
export type ThreadAnswer =
  { id: number; result: unknown } | { id: number; error: { message: string; code: string | undefined } };

export interface ThreadData {
  file: string;
  limits: CacheModule.StatementCacheLimits;
}

const sibling = (name: string) => import(new URL(`./${name}.ts`, import.meta.url).href);
const { setUpSqlite, runStatement } = (await sibling('sqlite-setup')) as typeof SetupModule;
const { StatementCache } = (await sibling('statement-cache')) as typeof CacheModule;

const port = parentPort!;
const { file, limits } = workerData as ThreadData;
const sqlite = new SqliteDatabase(file);
setUpSqlite(sqlite, 'writer');
const statements = new StatementCache<SqliteDatabase.Statement>(limits);

port.on('message', (request: ThreadRequest) => {
  if ('close' in request) {
    statements.clear();
    sqlite.close();
    port.postMessage({ id: request.id, result: null } satisfies ThreadAnswer);
    return;
  }
  try {
    let statement = statements.get(request.sql);
    if (!statement) {
      statement = sqlite.prepare(request.sql);
      statements.set(request.sql, statement);
    }
    port.postMessage({ id: request.id, result: runStatement(statement, request.parameters) } satisfies ThreadAnswer);
  } catch (error) {
    const { message, code } = error as { message: string; code?: string };
    port.postMessage({ id: request.id, error: { message, code } } satisfies ThreadAnswer);
  }
});
