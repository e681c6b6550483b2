/*
 * The worker thread of a SQLite file's writer connection (`SqliteWriterThread` in sqlite-driver.ts): it runs the
 * statements the main thread sends, one message each, and answers each with its result or its error, so the main
 * thread's event loop keeps answering other requests while SQLite works.
 *
 * Node may load this file without tsx or Vite (a test's thread has no Vite), stripping its types itself: the sibling
 * module it needs, which imports nothing but types, is imported by its .ts name.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import type * as SetupModule from './sqlite-setup.js';

/** What the main thread sends: a statement to run, or `close`. */
export type ThreadRequest = { id: number; sql: string; parameters: readonly unknown[] } | { id: number; close: true };
/** What the thread answers: the statement's result, or its error (message and SQLite's code). */
export type ThreadAnswer =
  { id: number; result: unknown } | { id: number; error: { message: string; code: string | undefined } };

const { setUpSqlite, runStatement, statementsOf } = (await import(
  new URL('./sqlite-setup.ts', import.meta.url).href
)) as typeof SetupModule;

const port = parentPort!;
const sqlite = new SqliteDatabase((workerData as { file: string }).file);
setUpSqlite(sqlite, 'writer');
const prepared = statementsOf(sqlite);

port.on('message', (request: ThreadRequest) => {
  if ('close' in request) {
    sqlite.close();
    port.postMessage({ id: request.id, result: null } satisfies ThreadAnswer);
    return;
  }
  try {
    const result = runStatement(prepared(request.sql), request.parameters);
    port.postMessage({ id: request.id, result } satisfies ThreadAnswer);
  } catch (error) {
    const { message, code } = error as { message: string; code?: string };
    port.postMessage({ id: request.id, error: { message, code } } satisfies ThreadAnswer);
  }
});
