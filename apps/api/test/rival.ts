import pg from 'pg';
import { expect } from 'vitest';

/** A second PostgreSQL connection of a test: it holds locks while requests run, and sees which backends wait. */
export interface Rival {
  query: pg.Client['query'];
  /** How many backends of the test's database wait on a lock. */
  waiting(): Promise<number>;
  /** Polls `condition` until it holds; fails the test after 20 s. */
  until(condition: () => Promise<boolean>): Promise<void>;
}

/**
 * Runs `work` with a rival connection to `url` (the test database's), ended afterwards: for what a request does while
 * another transaction is in progress (a lock that commits first wins; a write waits for one in progress).
 */
export async function withRival<T>(url: string, work: (rival: Rival) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rival: Rival = {
    query: client.query.bind(client) as pg.Client['query'],
    async waiting() {
      const blocked = await client.query(
        'select 1 from pg_stat_activity where datname = current_database() and cardinality(pg_blocking_pids(pid)) > 0',
      );
      return blocked.rowCount ?? 0;
    },
    async until(condition) {
      for (const deadline = Date.now() + 20_000; !(await condition());) {
        expect(Date.now(), 'waited too long').toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
  try {
    return await work(rival);
  } finally {
    await client.end();
  }
}
