import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, SelectQueryNode } from 'kysely';
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

function run(statement: SqliteDatabase.Statement, parameters: readonly unknown[]): QueryResult<unknown> {
  if (statement.reader) {
    return { rows: statement.all(parameters) };
  }
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { insertId: BigInt(lastInsertRowid), numAffectedRows: BigInt(changes), rows: [] };
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
    return run(statement, query.parameters) as QueryResult<R>;
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
 * Kysely's driver for SQLite with two connections to one file (WAL): a writer and a `query_only` reader. Kysely's
 * own SQLite driver has one connection, which a transaction holds until it ends (Kysely's connection mutex), and
 * better-sqlite3 answers synchronously: every read waited for a long write (issue 13, finding 4). Here a long write
 * may give the event loop a turn (`turnForReads` in database.ts) while reads are answered from the reader, which
 * sees what is committed. An in-memory database has the writer alone (and Kysely's mutex): nothing is routed.
 */
export class SqliteDriver implements Driver {
  private readonly gate = new WriteGate();

  constructor(
    private readonly writer: SqliteConnection,
    private readonly reader?: SqliteConnection,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteHandle(this.writer, this.reader, this.gate);
  }

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

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as SqliteHandle).release();
  }

  async destroy(): Promise<void> {
    this.reader?.close();
    this.writer.close();
  }
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
