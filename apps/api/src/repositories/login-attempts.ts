import { type Kysely, sql, type Transaction } from 'kysely';
import { type Database, type Instant } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** How a counter counts: its limit, how its window moves, and how long it makes the next attempt wait. */
export interface AttemptRule {
  /** Attempts within the window before each further one waits. */
  limit: number;
  windowSeconds: number;
  /** Each attempt moves the window's end (the count resets only after a quiet window), or the first sets it. */
  sliding: boolean;
  /** The wait after the limit-th attempt; it doubles with each further attempt, up to `maxDelaySeconds`. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/** The waits after the limit-th, (limit+1)-th… attempt, in seconds, the last one repeated. */
function delays(rule: AttemptRule): number[] {
  const result: number[] = [];
  for (let delay = rule.firstDelaySeconds; delay < rule.maxDelaySeconds; delay *= 2) {
    result.push(delay);
  }
  result.push(rule.maxDelaySeconds);
  return result;
}

export function createLoginAttemptRepository(db: Kysely<Database>) {
  return {
    find(key: string, trx: Executor = db) {
      return trx.selectFrom('login_attempts').selectAll().where('key', '=', key).executeTakeFirst();
    },

    /**
     * Counts an attempt, unless the counter makes attempts wait: answers its number within the window, or
     * `undefined` when it must wait (nothing counted). Count and check are ONE statement, so parallel attempts
     * cannot all read the same count (issue 13, finding 2): past the limit each attempt sets the wait before the
     * next one, doubling each time.
     */
    async attempt(key: string, now: Date, rule: AttemptRule, trx: Executor = db): Promise<number | undefined> {
      const at = (seconds: number): Instant => new Date(now.getTime() + seconds * 1000).toISOString();
      const nowText = now.toISOString();
      const windowEnds = at(rule.windowSeconds);
      const waits = delays(rule);
      // The wait set by the attempt numbered `count`: none below the limit.
      const lockAfter = (count: number): Instant | null =>
        count < rule.limit ? null : at(waits[Math.min(count - rule.limit, waits.length - 1)]!);
      const running = sql<boolean>`login_attempts.window_ends_at > ${nowText}`;
      const next = sql<number>`case when ${running} then login_attempts.attempts + 1 else 1 end`;
      const lock = sql<Instant | null>`case when ${next} < ${rule.limit} then null ${sql.join(
        waits.slice(0, -1).map((_, index) => sql`when ${next} = ${rule.limit + index} then ${at(waits[index]!)}`),
        sql` `,
      )} else ${at(waits.at(-1)!)} end`;
      const row = await trx
        .insertInto('login_attempts')
        .values({ key, attempts: 1, window_ends_at: windowEnds, locked_until: lockAfter(1) })
        .onConflict((conflict) =>
          conflict
            .column('key')
            .doUpdateSet({
              attempts: next,
              window_ends_at: rule.sliding
                ? sql<Instant>`${windowEnds}`
                : sql<Instant>`case when ${running} then login_attempts.window_ends_at else ${windowEnds} end`,
              locked_until: lock,
            })
            .where((eb) =>
              eb.or([eb('login_attempts.locked_until', 'is', null), eb('login_attempts.locked_until', '<=', nowText)]),
            ),
        )
        .returning('attempts')
        .executeTakeFirst();
      return row ? Number(row.attempts) : undefined;
    },

    /** Seconds until the counter takes attempts again (at least 1). */
    async secondsToWait(key: string, now: Date, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('login_attempts')
        .select('locked_until')
        .where('key', '=', key)
        .executeTakeFirst();
      const until = row?.locked_until ? Date.parse(row.locked_until) : now.getTime();
      return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    },

    /** An attempt that succeeded no longer counts against the counter, nor makes the next one wait. */
    async forgive(key: string, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('login_attempts')
        .set((eb) => ({ attempts: eb('attempts', '-', 1), locked_until: null }))
        .where('key', '=', key)
        .where('attempts', '>', 0)
        .execute();
    },

    /** Removes the counters whose window has ended by `now`. */
    async deleteExpired(now: Instant, trx: Executor = db): Promise<void> {
      await trx.deleteFrom('login_attempts').where('window_ends_at', '<=', now).execute();
    },

    async clear(key: string, trx: Executor = db): Promise<void> {
      await trx.deleteFrom('login_attempts').where('key', '=', key).execute();
    },
  };
}
export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
