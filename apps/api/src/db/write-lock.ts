import { type Kysely, sql } from 'kysely';
import { type Database, type Dialect } from './database.js';

type Work<T> = (trx: Kysely<Database>) => Promise<T>;

/** The rows a write locks: the items it lands on, and the resources of its remote reservations. */
export interface LockSet {
  itemIds: readonly number[];
  resourceIds: readonly number[];
}

/**
 * SQLite group commit. Every write runs inside `BEGIN IMMEDIATE … COMMIT` on the writer connection, in its own
 * savepoint, so a failed write (a clash, a 422) rolls back alone. Writes that arrive while a commit is on its way
 * to disk wait and then share the next transaction: one fsync acknowledges many reservations, and none is
 * answered before its commit is durable (`synchronous=FULL`).
 */
export function createGroupCommitWriter(db: Kysely<Database>) {
  interface Entry {
    work: Work<unknown>;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }
  let queue: Entry[] = [];
  let draining = false;

  async function runBatch(batch: readonly Entry[]): Promise<void> {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await db.connection().execute(async (connection) => {
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

  // Each batch starts on the loop's next turn (setImmediate runs after pending I/O): the requests that arrived
  // meanwhile reach their write first and share the batch's commit.
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  async function drain(): Promise<void> {
    try {
      await nextTurn();
      while (queue.length > 0) {
        const batch = queue;
        queue = [];
        await runBatch(batch);
        await nextTurn();
      }
    } finally {
      draining = false;
    }
  }

  return function write<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({
        work: work as Work<unknown>,
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
 * `SQLITE_GROUP_COMMIT=0` gives each SQLite write its own transaction and fsync: only for `bench compare --switch`,
 * which measures what sharing a commit saves.
 */
const groupCommit = () => process.env.SQLITE_GROUP_COMMIT !== '0';

/**
 * PostgreSQL: takes the row locks of the items and resources a write lands on, held until its transaction ends.
 * Rows are locked in one global order (items, then resources, each by id; PostgreSQL locks the rows of
 * `order by … for update` in that order), so two writes never deadlock.
 */
async function lockRows(trx: Kysely<Database>, rows: LockSet): Promise<void> {
  if (rows.itemIds.length > 0) {
    await trx.selectFrom('items').select('id').where('id', 'in', rows.itemIds).orderBy('id').forUpdate().execute();
  }
  if (rows.resourceIds.length > 0) {
    await trx
      .selectFrom('resources')
      .select('id')
      .where('id', 'in', rows.resourceIds)
      .orderBy('id')
      .forUpdate()
      .execute();
  }
}

/**
 * The write lock every reservation write takes: on SQLite the group-commit writer (one connection, `BEGIN
 * IMMEDIATE`), on PostgreSQL row locks on the items and resources the write lands on.
 */
export function createWriteLock(db: Kysely<Database>, dialect: Dialect, options = { groupCommit: groupCommit() }) {
  const writeOnSqlite = options.groupCommit
    ? createGroupCommitWriter(db)
    : <T>(work: Work<T>) => db.transaction().execute(work);

  /**
   * Runs `work` as one transaction that holds the write lock of `locks`. SQLite takes the database's write lock at
   * BEGIN (IMMEDIATE), so no other connection or process can slip a write between the overlap check and the
   * insert; PostgreSQL locks the rows first.
   */
  return function inWriteLock<T>(locks: LockSet, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    if (dialect === 'sqlite') {
      return writeOnSqlite(work);
    }
    return db.transaction().execute(async (trx) => {
      await lockRows(trx, locks);
      return work(trx);
    });
  };
}

export type WriteLock = ReturnType<typeof createWriteLock>;
