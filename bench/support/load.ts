/*
 * Load that the server-process benches share (compare.ts, writers.ts): a server under test with the rooms it
 * books, series creates that never clash, autocannon runs with CPU per call (the API process and the database's
 * PostgreSQL backends), lock waits sampled from pg_stat_activity, and the step "writers in different rooms".
 */
// autocannon ships no types.
// @ts-expect-error -- untyped module
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_AVAILABLE_SLOTS } from '@laikas/contract';
import { type semesterDatabase } from './semester.js';
import {
  cpuMs,
  type LoadRun,
  postgresBackendsCpuMs,
  type RunningServer,
  signIn,
  startServer,
  stopServer,
} from './server.js';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Spring 2027: after the semester, nothing booked. Mondays to Fridays of four weeks, a slot each.
const FIRST_MONDAY = '2027-03-01';
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** CPU ms of the PostgreSQL backends serving `database` (their command line names it); 0 on SQLite. */
export function postgresCpu(database: string | undefined): number {
  return database ? [...postgresBackendsCpuMs(database).values()].reduce((sum, ms) => sum + ms, 0) : 0;
}

export interface Side {
  name: string;
  server: RunningServer;
  url: string;
  /** The PostgreSQL database's name (undefined on SQLite). */
  database: string | undefined;
  headers: Record<string, string>;
  items: { id: number; resource_id: number }[];
  /** How many creates each item has had (each create takes a weekday and slot of its item no other took). */
  created: Map<number, number>;
  facts: Awaited<ReturnType<typeof semesterDatabase>>['facts'];
  drop: () => Promise<void>;
  /** The switches its server runs with (`compare --switch`); none as served. */
  env?: Record<string, string>;
}

export interface Figure {
  rate: number;
  p50: number;
  p99: number;
  api: number;
  postgres: number;
  failed: number;
}

/** The create number `index` over `items`: the next item in turn, on a weekday and slot of it no create took. */
export function createOf(side: Side, items: readonly { id: number }[], index: number) {
  const slots = DEFAULT_AVAILABLE_SLOTS;
  const item = items[index % items.length]!;
  const rest = side.created.get(item.id) ?? 0;
  side.created.set(item.id, rest + 1);
  const weekday = rest % WEEKDAYS.length;
  const slot = slots[Math.floor(rest / WEEKDAYS.length) % slots.length]!;
  const block = Math.floor(rest / (WEEKDAYS.length * slots.length));
  const start = new Date(Date.parse(`${FIRST_MONDAY}T12:00:00Z`) + (block * 28 + weekday) * 86_400_000);
  const from = start.toISOString().slice(0, 10);
  const until = new Date(start.getTime() + 21 * 86_400_000).toISOString().slice(0, 10);
  return {
    path: `/api/items/${item.id}/reservations`,
    body: JSON.stringify({
      name: `Bench ${side.name} ${index}`,
      from,
      to: from,
      from_time: slot.from,
      to_time: slot.to,
      type: 'lecture',
      repeater: { type: 'weekly', interval: 1, until, weekdays: [WEEKDAYS[weekday]] },
    }),
  };
}

/** `connections` autocannon connections on each of `runs` (a server and what it asks) at once, for `seconds`. */
export async function measure(
  sides: {
    side: Side;
    connections: number;
    path?: string;
    create?: { items: { id: number }[] };
    /** Requests per second over all connections (open loop); as fast as answered without it. */
    rate?: number;
  }[],
  seconds: number,
): Promise<Figure[]> {
  let counter = 0;
  const before = sides.map(({ side }) => ({ api: cpuMs(side.server.child.pid!), pg: postgresCpu(side.database) }));
  const runs = (await Promise.all(
    sides.map(({ side, connections, path, create, rate }) =>
      autocannon({
        url: side.server.address,
        connections,
        duration: seconds,
        ...(rate ? { overallRate: rate } : {}),
        headers: create ? side.headers : { cookie: side.headers.cookie! },
        requests: [
          create
            ? {
                method: 'POST',
                setupRequest: (request: Record<string, unknown>) => ({
                  ...request,
                  ...createOf(side, create.items, counter++),
                }),
              }
            : { method: 'GET', path },
        ],
      }),
    ),
  )) as LoadRun[];
  return runs.map((run, index) => {
    const { side } = sides[index]!;
    const count = Math.max(1, run['2xx'] + run.non2xx);
    return {
      rate: run.requests.average,
      p50: run.latency.p50,
      p99: run.latency.p99,
      api: (cpuMs(side.server.child.pid!) - before[index]!.api) / count,
      postgres: (postgresCpu(side.database) - before[index]!.pg) / count,
      failed: run.non2xx + run.errors,
    };
  });
}

/** How many of `database`'s backends wait on a lock, sampled every 50 ms while `work` runs: samples and waits. */
export async function lockWaits<T>(databases: string[], work: () => Promise<T>) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  let samples = 0;
  let waiting = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      const { rows } = await admin.query<{ count: string }>(
        `select count(*) from pg_stat_activity where datname = any($1) and wait_event_type = 'Lock'`,
        [databases],
      );
      samples += 1;
      waiting += Number(rows[0]!.count);
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  try {
    const result = await work();
    return { result, samples, waiting };
  } finally {
    running = false;
    await sampler;
    await admin.end();
  }
}

/**
 * Writers in different rooms on PostgreSQL: one API process alone, then two at once (a second process of the same
 * build on the same database, each on half of the rooms), per build, A B B A; `checkoutOf` names a side's build.
 * As fast as answered, and with `paced` also at a fixed rate one process meets with CPU to spare (0.4 of what it
 * did alone): there two processes each keep that rate unless a create waits for another's commit.
 */
export async function writers(
  sides: Side[],
  {
    rounds,
    seconds,
    checkoutOf,
    paced = false,
  }: { rounds: number; seconds: number; checkoutOf: (side: Side) => string; paced?: boolean },
) {
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const second: Side = { ...side, server: await startServer(side.url, undefined, checkoutOf(side), side.env) };
      try {
        second.headers = await signIn(second.server.address, 'manager');
        const half = Math.floor(side.items.length / 2);
        const firstRooms = side.items.slice(0, half);
        const secondRooms = side.items.slice(half);
        const alone = await lockWaits([side.database!], () =>
          measure([{ side, connections: 4, create: { items: firstRooms } }], seconds),
        );
        const both = await lockWaits([side.database!], () =>
          measure(
            [
              { side, connections: 4, create: { items: firstRooms } },
              { side: second, connections: 4, create: { items: secondRooms } },
            ],
            seconds,
          ),
        );
        const [one] = alone.result;
        const [first, other] = both.result;
        const share = (waits: { samples: number; waiting: number }) =>
          `${(waits.waiting / Math.max(1, waits.samples)).toFixed(2)} backends waiting on a lock (mean of ${waits.samples} samples)`;
        console.log(
          `[postgres] round ${round + 1} ${side.name}: series creates, one process alone: ${one!.rate.toFixed(0)}/s ` +
            `p50 ${one!.p50} ms p99 ${one!.p99} ms, API CPU ${one!.api.toFixed(2)} ms/create` +
            `${one!.failed ? ` (${one!.failed} failed)` : ''}; ${share(alone)}`,
        );
        console.log(
          `[postgres] round ${round + 1} ${side.name}: series creates, two processes, other rooms: ` +
            `${first!.rate.toFixed(0)}/s + ${other!.rate.toFixed(0)}/s (each ${(
              (first!.rate + other!.rate) /
              2 /
              Math.max(1, one!.rate)
            ).toFixed(2)} of one alone) p50 ${Math.max(first!.p50, other!.p50)} ms p99 ${Math.max(
              first!.p99,
              other!.p99,
            )} ms, API CPU ${((first!.api + other!.api) / 2).toFixed(2)} ms/create` +
            `${first!.failed + other!.failed ? ` (${first!.failed + other!.failed} failed)` : ''}; ${share(both)}`,
        );
        if (paced) {
          const rate = Math.max(1, Math.floor(one!.rate * 0.4));
          const pacedAlone = await lockWaits([side.database!], () =>
            measure([{ side, connections: 4, rate, create: { items: firstRooms } }], seconds),
          );
          const pacedBoth = await lockWaits([side.database!], () =>
            measure(
              [
                { side, connections: 4, rate, create: { items: firstRooms } },
                { side: second, connections: 4, rate, create: { items: secondRooms } },
              ],
              seconds,
            ),
          );
          const [lone] = pacedAlone.result;
          const [a, b] = pacedBoth.result;
          const failed = lone!.failed + a!.failed + b!.failed;
          console.log(
            `[postgres] round ${round + 1} ${side.name}: series creates asked at ${rate}/s per process: ` +
              `one alone ${lone!.rate.toFixed(1)}/s p50 ${lone!.p50} ms p99 ${lone!.p99} ms (${share(pacedAlone)}); ` +
              `two at once ${a!.rate.toFixed(1)}/s + ${b!.rate.toFixed(1)}/s p50 ${Math.max(a!.p50, b!.p50)} ms ` +
              `p99 ${Math.max(a!.p99, b!.p99)} ms (${share(pacedBoth)})${failed ? `; ${failed} failed` : ''}`,
          );
        }
      } finally {
        await stopServer(second.server);
      }
    }
  }
}
