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

/** SQLite: an interval timer in this process. */
export function createInProcessJobs(onError: JobErrorHandler): Jobs {
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
        const round = task()
          .catch((error: unknown) => onError(name, error))
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

/** PostgreSQL: pg-boss in its own schema (`pgboss`), installed and migrated by pg-boss at start. */
export async function createPgBossJobs(connectionString: string, onError: JobErrorHandler): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', application_name: 'laikas-jobs', max: 4 });
  boss.on('error', (error) => onError('pg-boss', error));
  await boss.start();
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
        expireInSeconds: Math.max(60, seconds * 5),
        deleteAfterSeconds: 60 * 60,
      });
      await boss.work(name, { pollingIntervalSeconds: Math.min(2, Math.max(0.5, seconds / 2)) }, async () => {
        try {
          await task();
        } catch (error) {
          onError(name, error);
          throw error;
        }
      });
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

/** pg-boss on PostgreSQL, the in-process timer on SQLite. */
export function createJobs(dialect: Dialect, databaseUrl: string, onError: JobErrorHandler): Promise<Jobs> {
  return dialect === 'postgres'
    ? createPgBossJobs(databaseUrl, onError)
    : Promise.resolve(createInProcessJobs(onError));
}
