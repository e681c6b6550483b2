import { type Compilable, type CompiledQuery, type Kysely, sql } from 'kysely';
import { type Database, type Dialect, longWritesOn, turnForReads } from './database.js';
import { sendTogether } from './postgres-statements.js';

type Work<T> = (trx: Kysely<Database>) => Promise<T>;

/** A write's transaction: its connection, and the way to run its last statement. */
export interface WriteTransaction {
  trx: Kysely<Database>;
  /**
   * Runs the write's last statement (nothing may follow it); on PostgreSQL in one round trip with the commit.
   * `trailing` statements run after it in the same round trip (the write's audit entry, issue 15).
   */
  last<Row>(
    query: Compilable<Row> & { execute(): Promise<Row[]> },
    trailing?: readonly CompiledQuery<unknown>[],
  ): Promise<Row[]>;
  /**
   * In a long write on a SQLite file: gives the event loop a turn between pieces of the write's own work (its
   * statements run in the writer thread meanwhile), so that other users are answered meanwhile, their reads from
   * what is committed; no other write runs before this one ends. Absent for a short write and where nothing would
   * be answered meanwhile: an in-memory SQLite database (one connection) and PostgreSQL (its reads never wait for a
   * write: other connections, MVCC).
   */
  pause?: () => Promise<void>;
}

/** The rows of the statements a write reads under its lock (alone on SQLite, in its first message on PostgreSQL). */
type ReadRows<S extends readonly CompiledQuery<unknown>[]> = {
  [K in keyof S]: S[K] extends CompiledQuery<infer Row> ? Row[] : never;
};

/** The rows a write locks: the items it lands on, and the resources of its remote reservations. */
export interface LockSet {
  itemIds: readonly number[];
  resourceIds: readonly number[];
}

/** How many rows a write writes (or checks) at most to count as short; a long one gives other users turns. */
export const ROWS_BETWEEN_TURNS = 200;

/** Whether a write of `rows` rows is long: run in the writer thread, with turns between its pieces (issue 13). */
export const isLongWrite = (rows: number) => rows > ROWS_BETWEEN_TURNS;

/**
 * SQLite group commit. Every write runs inside `BEGIN IMMEDIATE … COMMIT` on the writer connection, in its own
 * savepoint, so a failed write (a clash, a 422) rolls back alone. Writes that arrive while a commit is on its way
 * to disk wait and then share the next transaction: one fsync acknowledges many reservations, and none is
 * answered before its commit is durable (`synchronous=FULL`). A long write (`long`) runs alone, in a transaction
 * of its own on the writer thread of a SQLite file (`longWritesOn`), so the event loop answers other users while
 * SQLite works; the writes that arrive meanwhile share the next transaction.
 */
export function createGroupCommitWriter(db: Kysely<Database>) {
  interface Entry {
    work: Work<unknown>;
    long: boolean;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }
  let queue: Entry[] = [];
  let draining = false;
  const longWrites = longWritesOn(db);

  async function runBatch(on: Kysely<Database>, batch: readonly Entry[]): Promise<void> {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await on.connection().execute(async (connection) => {
        await sql`begin immediate`.execute(connection);
        try {
          for (const [index, entry] of batch.entries()) {
            const savepoint = sql.raw(`write_${index}`);
            await sql`savepoint ${savepoint}`.execute(connection);
            try {
              const value = await entry.work(connection);
              await sql`release ${savepoint}`.execute(connection);
              outcomes.push({ ok: true, value });
            } catch (error) {
              await sql`rollback to ${savepoint}`.execute(connection);
              await sql`release ${savepoint}`.execute(connection);
              outcomes.push({ ok: false, error });
            }
          }
          await sql`commit`.execute(connection);
        } catch (error) {
          await sql`rollback`.execute(connection).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      // Nothing of the batch is stored: every write in it fails with the cause.
      outcomes.splice(0, outcomes.length, ...batch.map(() => ({ ok: false as const, error })));
    }
    batch.forEach((entry, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) {
        entry.resolve(outcome.value);
      } else {
        entry.reject(outcome.error);
      }
    });
  }

  // better-sqlite3 answers synchronously, so a request runs from its first byte to its commit without giving the
  // event loop a turn (a long write alone gives some, `pause`). Each batch therefore starts on the loop's next turn
  // (setImmediate runs after pending I/O): the requests that arrived meanwhile reach their write first and share
  // the batch's commit.
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  /** In arrival order: a long write alone, or the short writes before the next long one. */
  function nextBatch(): Entry[] {
    const end = queue[0]!.long ? 1 : queue.findIndex((entry) => entry.long);
    const batch = end === -1 ? queue : queue.slice(0, end);
    queue = end === -1 ? [] : queue.slice(end);
    return batch;
  }

  async function drain(): Promise<void> {
    try {
      await nextTurn();
      while (queue.length > 0) {
        const batch = nextBatch();
        await runBatch(batch[0]!.long ? (longWrites ?? db) : db, batch);
        await nextTurn();
      }
    } finally {
      draining = false;
    }
  }

  return function write<T>(work: Work<T>, options: { long?: boolean } = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({
        work: work as Work<unknown>,
        long: options.long ?? false,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      if (!draining) {
        draining = true;
        void drain();
      }
    });
  };
}

/**
 * PostgreSQL: opens a transaction on `connection`, takes the row locks of the items and resources a write lands
 * on (held until it ends) and runs `reads` under them, all in one round trip; answers the rows of each read. Rows
 * are locked in one global order (items, then resources, each by id; PostgreSQL locks the rows of
 * `order by … for update` in that order), so two writes never deadlock.
 */
async function beginAndLock<Row>(
  connection: Kysely<Database>,
  rows: LockSet,
  reads: readonly CompiledQuery<Row>[],
): Promise<Row[][]> {
  const locks: CompiledQuery<unknown>[] = [];
  if (rows.itemIds.length > 0) {
    locks.push(
      connection.selectFrom('items').select('id').where('id', 'in', rows.itemIds).orderBy('id').forUpdate().compile(),
    );
  }
  if (rows.resourceIds.length > 0) {
    locks.push(
      connection
        .selectFrom('resources')
        .select('id')
        .where('id', 'in', rows.resourceIds)
        .orderBy('id')
        .forUpdate()
        .compile(),
    );
  }
  const answers = await sendTogether(connection, ['begin', ...locks, ...reads]);
  return answers.slice(1 + locks.length) as Row[][];
}

/** PostgreSQL: runs a transaction's last statements and commits, in one round trip; answers the first's rows. */
async function commitWith<Row>(
  connection: Kysely<Database>,
  last: CompiledQuery<Row>,
  trailing: readonly CompiledQuery<unknown>[],
): Promise<Row[]> {
  const [rows] = await sendTogether(connection, [last, ...trailing, 'commit']);
  return rows as Row[];
}

/**
 * The write lock every reservation write takes: on SQLite the group-commit writer (one connection, `BEGIN
 * IMMEDIATE`), on PostgreSQL row locks on the items and resources the write lands on.
 */
export function createWriteLock(db: Kysely<Database>, dialect: Dialect) {
  const writeOnSqlite = createGroupCommitWriter(db);
  const pause = turnForReads(db);

  /**
   * Runs `work` as one transaction that holds the write lock of `locks`, handing it the rows of `reads` read under
   * that lock. SQLite takes the database's write lock at BEGIN (IMMEDIATE), so no other connection or process can
   * slip a write between the overlap check and the insert. PostgreSQL locks the rows as it begins and reads in the
   * same round trip (`beginAndLock`); the work's last statement may travel with the commit (`last`).
   */
  return async function inWriteLock<const S extends readonly CompiledQuery<unknown>[], T>(
    locks: LockSet,
    reads: S,
    /** How many rows the write writes or checks: a long one runs apart and gives other users turns (`pause`). */
    rows: number,
    work: (transaction: WriteTransaction, read: ReadRows<S>) => Promise<T>,
  ): Promise<T> {
    const long = isLongWrite(rows);
    if (dialect === 'sqlite') {
      return writeOnSqlite(
        async (trx) => {
          const read: unknown[][] = [];
          for (const statement of reads) {
            read.push((await trx.executeQuery(statement)).rows);
          }
          const last = async <Row>(
            query: Compilable<Row> & { execute(): Promise<Row[]> },
            trailing: readonly CompiledQuery<unknown>[] = [],
          ) => {
            const rows = await query.execute();
            for (const statement of trailing) {
              await trx.executeQuery(statement);
            }
            return rows;
          };
          return work({ trx, last, pause: long ? pause : undefined }, read as ReadRows<S>);
        },
        { long },
      );
    }
    return db.connection().execute(async (connection) => {
      let committed = false;
      try {
        // Inside the try: should the lock fail after BEGIN, the rollback below ends the transaction before the
        // connection goes back to the pool.
        const read = await beginAndLock(connection, locks, reads);
        const result = await work(
          {
            trx: connection,
            last: async (query, trailing = []) => {
              const answer = await commitWith(connection, query.compile(), trailing);
              committed = true;
              return answer;
            },
          },
          read as ReadRows<S>,
        );
        if (!committed) {
          await sql`commit`.execute(connection);
        }
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection).catch(() => undefined);
        throw error;
      }
    });
  };
}

export type WriteLock = ReturnType<typeof createWriteLock>;
