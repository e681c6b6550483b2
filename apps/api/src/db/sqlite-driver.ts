import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, SelectQueryNode } from 'kysely';
import { runStatement } from './sqlite-setup.js';
import type { ThreadAnswer, ThreadData, ThreadRequest } from './sqlite-thread.js';
import { StatementCache, type StatementCacheLimits } from './statement-cache.js';

/**
 * One SQLite connection with its bounded cache of prepared statements (Kysely prepares every query anew; reusing
 * them saves about a millisecond of CPU per request; the bound keeps memory flat, issue 13 finding 1).
 */
export class SqliteConnection {
  private readonly statements: StatementCache<SqliteDatabase.Statement>;

  constructor(
    readonly sqlite: SqliteDatabase.Database,
    limits: StatementCacheLimits,
  ) {
    this.statements = new StatementCache(limits);
  }

  prepare(text: string): SqliteDatabase.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.sqlite.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  close(): void {
    this.statements.clear();
    this.sqlite.close();
  }
}

/** Statements that change what a connection is doing: they belong to the writer even when SQLite calls them read-only. */
const CONTROL = /^\s*(begin|savepoint|commit|end|rollback|release|pragma)\b/i;

/**
 * The one permission to write in this process (first come, first served). A connection handle takes it with its
 * first writing statement (or its transaction) and keeps it until Kysely releases the handle, so a write that
 * yields the event loop mid-transaction never has another write run inside its transaction.
 */
class WriteGate {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  /** Resolves once the gate is this caller's; at once (no turn of the loop) when it is free. */
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
 * A second writer connection to a SQLite file, in a worker thread (sqlite-thread.ts): each statement is a message,
 * and the event loop answers other requests while SQLite runs it. Long writes run here (issue 13, finding 4: a
 * 1,825-row write's COMMIT alone held the event loop 20–35 ms); short ones stay on the main thread's writer, where
 * a statement costs no message. The thread starts with the first statement and keeps the process alive only while
 * a statement is under way.
 */
export class SqliteWriterThread {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  constructor(private readonly data: ThreadData) {}

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
    const worker = new Worker(new URL('./sqlite-thread.ts', import.meta.url), { workerData: this.data });
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

/**
 * What Kysely gets for each query, transaction or `db.connection()`: a read-only statement outside a write goes to
 * the reader (it sees what is committed, never a write in progress); the first writing statement takes the write
 * gate and from then on everything of the handle runs on the writer, which sees its own uncommitted rows.
 */
class SqliteHandle implements DatabaseConnection {
  private gated = false;

  constructor(
    private readonly writer: SqliteConnection,
    private readonly reader: SqliteConnection | undefined,
    private readonly gate: WriteGate,
  ) {}

  private async statementFor(text: string): Promise<SqliteDatabase.Statement> {
    const statement = this.writer.prepare(text);
    if (this.gated) {
      return statement;
    }
    if (this.reader && statement.readonly && !CONTROL.test(text)) {
      return this.reader.prepare(text);
    }
    const waiting = this.gate.take();
    this.gated = true;
    if (waiting) {
      await waiting;
    }
    return statement;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = await this.statementFor(query.sql);
    return runStatement(statement, query.parameters) as QueryResult<R>;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) {
      throw new Error('SQLite streams select queries only');
    }
    // Read whole: a connection shared by several handles cannot run anything else while an iteration is open.
    const statement = await this.statementFor(query.sql);
    for (const row of statement.all(query.parameters)) {
      yield { rows: [row as R] };
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
 * A handle of the writer thread (`SqliteDriver.onWriterThread`): every statement runs there, after the handle took
 * the write gate with its first one, so it never writes beside the main thread's writer.
 */
class SqliteThreadHandle implements DatabaseConnection {
  private gated = false;

  constructor(
    private readonly thread: SqliteWriterThread,
    private readonly gate: WriteGate,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.gated) {
      this.gated = true;
      await this.gate.take();
    }
    return (await this.thread.query(query.sql, query.parameters)) as QueryResult<R>;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite writer thread does not stream');
  }

  release(): void {
    if (this.gated) {
      this.gated = false;
      this.gate.give();
    }
  }
}

/** Kysely's transaction statements, spelled out for SQLite's drivers. */
abstract class SqliteStatementsDriver implements Driver {
  async init(): Promise<void> {}

  abstract acquireConnection(): Promise<DatabaseConnection>;

  abstract releaseConnection(connection: DatabaseConnection): Promise<void>;

  abstract destroy(): Promise<void>;

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }
}

/** The driver of `SqliteDriver.onWriterThread`: its connections run in the writer thread. */
class SqliteThreadDriver extends SqliteStatementsDriver {
  constructor(
    private readonly thread: SqliteWriterThread,
    private readonly gate: WriteGate,
  ) {
    super();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteThreadHandle(this.thread, this.gate);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as SqliteThreadHandle).release();
  }

  // The thread is closed by the file's driver (`SqliteDriver.destroy`).
  async destroy(): Promise<void> {}
}

/**
 * Kysely's driver for SQLite with two connections to one file (WAL): a writer and a `query_only` reader. Kysely's
 * own SQLite driver has one connection, which a transaction holds until it ends (Kysely's connection mutex), and
 * better-sqlite3 answers synchronously: every read waited for a long write (issue 13, finding 4). Here reads are
 * answered from the reader, which sees what is committed, while a long write's statements run on a third connection
 * in a worker thread (`onWriterThread`).
 * An in-memory database has the writer alone (and Kysely's mutex): nothing is routed.
 */
export class SqliteDriver extends SqliteStatementsDriver {
  private readonly gate = new WriteGate();

  constructor(
    private readonly writer: SqliteConnection,
    private readonly reader?: SqliteConnection,
    private readonly thread?: SqliteWriterThread,
  ) {
    super();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteHandle(this.writer, this.reader, this.gate);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as SqliteHandle).release();
  }

  /**
   * A driver of the same file whose connections run every statement in the writer thread, under the same write
   * gate (a write there and one on the main thread's writer take turns as two writes here always do).
   */
  onWriterThread(): Driver | undefined {
    return this.thread && new SqliteThreadDriver(this.thread, this.gate);
  }

  async destroy(): Promise<void> {
    await this.thread?.close();
    this.reader?.close();
    this.writer.close();
  }
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
