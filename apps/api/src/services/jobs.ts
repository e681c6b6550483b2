import { PgBoss } from 'pg-boss';
import { type Dialect } from '../db/database.js';

/*
 * Background jobs (issue 14) behind one small interface: a named task run every so often. On PostgreSQL pg-boss runs
 * them: each task is a pg-boss queue with the `stately` policy (at most one round waiting and one running, whichever
 * process fetches it), fed by a cron schedule (a minute or more) or by each process's timer (shorter periods), so
 * several server processes share the rounds instead of each running its own. On SQLite (one process by design) an
 * in-process interval timer runs them. Every task stays safe to run twice at once anyway (the database decides who
 * does what: unique keys, claimed rows), because a round whose process dies is run again once its lease expires.
 */
export interface Jobs {
  /** Runs `task` about every `everyMs` (first as soon as it can) until `stop()`. */
  every(name: string, everyMs: number, task: () => Promise<unknown>): Promise<void>;
  /** Stops scheduling and waits (briefly) for running rounds. */
  stop(): Promise<void>;
}

export type JobErrorHandler = (name: string, error: unknown) => void;

/** A round of a task that ended in this process: the how-many-th (from 1, per task and process) and what it returned. */
export interface JobRound {
  name: string;
  round: number;
  /** What the task returned; undefined when it threw (the error handler has it). */
  result: unknown;
  failed: boolean;
}

/**
 * Told of every round that ends, after the error handler when it threw. What an operator reads in a debug log, and
 * how a test knows that N rounds ran (and what they saw) before it asserts that they did nothing.
 */
export type JobRoundHandler = (round: JobRound) => void;

/** Counts the rounds of each task and tells `onRound` when one ends. */
function roundCounter(onError: JobErrorHandler, onRound: JobRoundHandler) {
  const counts = new Map<string, number>();
  return async (name: string, task: () => Promise<unknown>): Promise<void> => {
    let result: unknown;
    let failed = false;
    try {
      result = await task();
    } catch (error) {
      failed = true;
      onError(name, error);
      throw error;
    } finally {
      const round = (counts.get(name) ?? 0) + 1;
      counts.set(name, round);
      onRound({ name, round, result, failed });
    }
  };
}

/** SQLite: an interval timer in this process. */
export function createInProcessJobs(onError: JobErrorHandler, onRound: JobRoundHandler = () => {}): Jobs {
  const counted = roundCounter(onError, onRound);
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  return {
    async every(name, everyMs, task) {
      let busy = false;
      const run = () => {
        if (busy || stopped) {
          return; // one round of a task at a time
        }
        busy = true;
        const round = counted(name, task)
          .catch(() => {}) // told to onError by counted()
          .finally(() => {
            busy = false;
            running.delete(round);
          });
        running.add(round);
      };
      run();
      const timer = setInterval(run, everyMs);
      timer.unref();
      timers.push(timer);
    },
    async stop() {
      stopped = true;
      timers.splice(0).forEach(clearInterval);
      await Promise.allSettled([...running]);
    },
  };
}

const MINUTE = 60_000;

/**
 * PostgreSQL: pg-boss in its own schema (`pgboss`), installed and migrated by pg-boss at start. `roundExpirySeconds`
 * (JOB_ROUND_EXPIRY_SECONDS): how long a round may stay "active" before pg-boss takes it as lost (its process or its
 * database gone) and lets the next start; a longer round may then overlap the next, which every task is safe against.
 */
export async function createPgBossJobs(
  connectionString: string,
  roundExpirySeconds: number,
  onError: JobErrorHandler,
  onRound: JobRoundHandler = () => {},
): Promise<Jobs> {
  const counted = roundCounter(onError, onRound);
  // A round whose database went away mid-way (issue 37) stays "active" in pg-boss, and a stately queue starts no
  // other until it expires (roundExpirySeconds) and the supervisor, every few seconds here, fails it.
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    application_name: 'laikas-jobs',
    max: 4,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
  });
  // Every error of pg-boss's connections (its pool, its LISTEN client) comes here; pg-boss replaces what it lost.
  boss.on('error', (error) => onError('pg-boss', error));
  try {
    await boss.start();
  } catch (error) {
    // The database away at start-up: server.ts tries again with a new instance.
    await boss.stop({ graceful: false, close: true }).catch(() => {});
    throw error;
  }
  const timers: NodeJS.Timeout[] = [];
  const kick = (name: string) =>
    boss.send(name, null).catch((error: unknown) => {
      onError(name, error);
      return null;
    });
  return {
    async every(name, everyMs, task) {
      const seconds = Math.ceil(everyMs / 1000);
      await boss.createQueue(name, {
        policy: 'stately',
        retryLimit: 0, // the next round is the retry
        expireInSeconds: roundExpirySeconds,
        deleteAfterSeconds: 60 * 60,
      });
      // A round that throws fails its pg-boss job too (after onError has it).
      await boss.work(name, { pollingIntervalSeconds: Math.min(2, Math.max(0.5, seconds / 2)) }, () =>
        counted(name, task),
      );
      if (everyMs >= MINUTE) {
        const minutes = Math.max(1, Math.round(everyMs / MINUTE));
        await boss.schedule(name, minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`, null, { tz: 'UTC' });
      } else {
        const timer = setInterval(() => void kick(name), everyMs);
        timer.unref();
        timers.push(timer);
      }
      // A first round at start: after downtime, what is due is caught up now, not at the next tick.
      await kick(name);
    },
    async stop() {
      timers.splice(0).forEach(clearInterval);
      await boss.stop({ graceful: true, timeout: 5_000, close: true });
    },
  };
}

/** pg-boss on PostgreSQL, the in-process timer on SQLite (where a round ends with its process). */
export function createJobs(
  dialect: Dialect,
  databaseUrl: string,
  roundExpirySeconds: number,
  onError: JobErrorHandler,
  onRound?: JobRoundHandler,
): Promise<Jobs> {
  return dialect === 'postgres'
    ? createPgBossJobs(databaseUrl, roundExpirySeconds, onError, onRound)
    : Promise.resolve(createInProcessJobs(onError, onRound));
}
