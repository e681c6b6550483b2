import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { runStatement, setUpSqlite, statementsOf } from './sqlite-setup.js';
import type { ThreadAnswer, ThreadRequest } from './sqlite-thread.js';

/** Statements that change what a connection is doing: they belong to the writer even when SQLite calls them read-only. */
const CONTROL = /^\s*(begin|savepoint|commit|end|rollback|release|pragma)\b/i;
const COMMIT = /^\s*(commit|end)\b/i;

/**
 * The one permission to write in this process (first come, first served). A connection handle takes it with its
 * first writing statement (or its transaction) and keeps it until Kysely releases the handle, so no other handle's
 * statement ever runs inside its transaction on the one writer connection.
 */
class WriteGate {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  take(): Promise<void> | undefined {
    if (!this.held) {
      this.held = true;
      return undefined;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) {
      next();
    } else {
      this.held = false;
    }
  }
}

/**
 * The writer connection of a SQLite file, in a worker thread (sqlite-thread.ts): each statement is a message, and
 * the event loop answers other requests while SQLite runs it (a 1,825-row write held the event loop 150-290 ms
 * when run on the main thread, 16-56 ms this way: bench/README.md). The thread starts with the first statement and
 * keeps the process alive only while a statement is under way.
 */
class SqliteWriterThread implements Writer {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  constructor(private readonly file: string) {}

  query(text: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> {
    return this.send({ id: this.nextId++, sql: text, parameters }) as Promise<QueryResult<unknown>>;
  }

  /** Closes the thread's connection, then ends the thread. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (worker) {
      await this.send({ id: this.nextId++, close: true });
      worker.ref();
      await worker.terminate();
    }
  }

  private send(request: ThreadRequest): Promise<unknown> {
    const worker = (this.worker ??= this.start());
    if (this.waiting.size === 0) {
      worker.ref();
    }
    return new Promise((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  private start(): Worker {
    const worker = new Worker(new URL('./sqlite-thread.ts', import.meta.url), { workerData: { file: this.file } });
    worker.on('message', (answer: ThreadAnswer) => {
      const waiting = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (this.waiting.size === 0) {
        worker.unref();
      }
      if ('error' in answer) {
        waiting?.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
      } else {
        waiting?.resolve(answer.result);
      }
    });
    // The thread ended (its error, then its exit): what waits for it fails, and the next statement starts another.
    const end = (error: Error) => {
      if (this.worker !== worker) {
        return;
      }
      this.worker = undefined;
      for (const { reject } of this.waiting.values()) {
        reject(error);
      }
      this.waiting.clear();
    };
    worker.on('error', end);
    worker.on('exit', () => end(new Error('The SQLite writer thread ended')));
    return worker;
  }
}

/** What runs the writer's statements: the worker thread, or (`bench write-stall`'s comparison) the main thread. */
interface Writer {
  query(text: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>>;
  close(): Promise<void>;
}

/** The writer connection on the main thread: what the writer thread saves, measured (`bench write-stall`). */
class MainThreadWriter implements Writer {
  private sqlite: SqliteDatabase.Database | undefined;
  private prepared: ((text: string) => SqliteDatabase.Statement) | undefined;

  constructor(private readonly file: string) {}

  async query(text: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> {
    if (!this.sqlite) {
      this.sqlite = new SqliteDatabase(this.file);
      setUpSqlite(this.sqlite, 'writer');
      this.prepared = statementsOf(this.sqlite);
    }
    return runStatement(this.prepared!(text), parameters);
  }

  async close(): Promise<void> {
    this.sqlite?.close();
  }
}

/** Called before each COMMIT is sent, awaited: a test holds a write open with it. */
export type BeforeCommit = () => void | Promise<void>;

/**
 * What Kysely gets for each query, transaction or `db.connection()`: a read-only statement outside a write runs on
 * the reader (it sees what is committed, never a write in progress); the first writing statement takes the write
 * gate, and from then on every statement of the handle runs on the writer, which sees its own uncommitted rows.
 */
class SqliteHandle implements DatabaseConnection {
  private gated = false;

  constructor(
    private readonly reader: (text: string) => SqliteDatabase.Statement,
    private readonly writer: Writer,
    private readonly gate: WriteGate,
    private readonly beforeCommit: BeforeCommit | undefined,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.gated) {
      const statement = readOnly(this.reader, query.sql);
      if (statement) {
        return runStatement(statement, query.parameters) as QueryResult<R>;
      }
      this.gated = true;
      await this.gate.take();
    }
    if (this.beforeCommit && COMMIT.test(query.sql)) {
      await this.beforeCommit();
    }
    return (await this.writer.query(query.sql, query.parameters)) as QueryResult<R>;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const row of (await this.executeQuery<R>(query)).rows) {
      yield { rows: [row] };
    }
  }

  release(): void {
    if (this.gated) {
      this.gated = false;
      this.gate.give();
    }
  }
}

/**
 * Kysely's driver for a SQLite file (WAL): ONE writer connection, in a worker thread, behind one write gate, so
 * every write of the process (a user's, an import's, a migration) takes its turn there and no two writers of the
 * process ever meet SQLite's lock; and a `query_only` reader on the main thread that answers reads while a write is
 * in progress. Transactions begin IMMEDIATE: one that read first could not take the lock later if another
 * process wrote meanwhile (SQLITE_BUSY at once, which the busy timeout does not retry).
 */
export class SqliteFileDriver implements Driver {
  private readonly gate = new WriteGate();
  private readonly reader: SqliteDatabase.Database;
  private readonly readerStatements: (text: string) => SqliteDatabase.Statement;
  private readonly writer: Writer;
  private readonly beforeCommit: BeforeCommit | undefined;

  constructor(file: string, options: { beforeCommit?: BeforeCommit; writerThread?: boolean } = {}) {
    this.reader = new SqliteDatabase(file);
    setUpSqlite(this.reader, 'reader');
    this.readerStatements = statementsOf(this.reader);
    this.writer = options.writerThread === false ? new MainThreadWriter(file) : new SqliteWriterThread(file);
    this.beforeCommit = options.beforeCommit;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteHandle(this.readerStatements, this.writer, this.gate, this.beforeCommit);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as SqliteHandle).release();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }

  async destroy(): Promise<void> {
    await this.writer.close();
    this.reader.close();
  }
}

/** The statement prepared on the reader when it only reads; undefined for the writer (or for it to refuse). */
function readOnly(
  reader: (text: string) => SqliteDatabase.Statement,
  text: string,
): SqliteDatabase.Statement | undefined {
  if (CONTROL.test(text)) {
    return undefined;
  }
  try {
    const statement = reader(text);
    return statement.readonly ? statement : undefined;
  } catch {
    return undefined;
  }
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
