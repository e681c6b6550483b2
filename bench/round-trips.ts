/*
 * Round trips to PostgreSQL per request (issue 34: moved out of the api suite, where it asserted fixed counts). Prints,
 * for the hot paths of a signed-in person, how many times the app sends something to PostgreSQL and waits for the
 * answer (each `pg` client query is one round trip); asserts nothing.
 *
 *   npx tsx bench/round-trips.ts [repeats]      # or: ./laikas bench round-trips
 *
 * The whole app (`buildApp`, as the api suites build it: cheap password hashing, the pinned "now" of the reservation
 * suites) on a fresh PostgreSQL database (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test, trust
 * auth), requests through `app.inject`. The first create on the fresh app is printed on its own (it opens connections
 * and prepares statements); then each path `repeats` times (default 5), the lowest and highest count: what a busy
 * server pays per request.
 */
import pg from 'pg';
import {
  Agent,
  buildApp,
  clock,
  createDatabase,
  createResource,
  createUser,
  lecture,
  onPostgresServer,
  postgresUrl,
  testConfig,
  uniqueName,
} from './support/apps.js';
import { loadAverage } from './support/server.js';

const REPEATS = Number(process.argv[2] ?? 5);

/** Counts every query any `pg` client sends while `run` runs. */
async function roundTrips(run: () => Promise<unknown>): Promise<number> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  let count = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    prototype.query = query;
  }
  return count;
}

/** Asks for a status and says which request broke the bench when another one comes. */
async function expectStatus(what: string, status: number, request: Promise<{ statusCode: number; body: string }>) {
  const response = await request;
  if (response.statusCode !== status) {
    throw new Error(`${what}: answered ${response.statusCode}, not ${status}: ${response.body.slice(0, 300)}`);
  }
}

async function main() {
  const name = uniqueName('laikas_bench_round_trips');
  await onPostgresServer(`create database ${name}`);
  const database = createDatabase(postgresUrl(name));
  const app = await buildApp(testConfig(), { database, logger: false, clock });
  try {
    const room = await createResource(app, 'Room 101');
    const itemId = room.itemIds[0]!;
    await createUser(app, 'jonas');
    const agent = new Agent(app);
    await agent.login('jonas');
    await agent.get('/api/csrf-cookie');

    // Each path, with a new free day for every create (2026-11-23 is a Monday; weekdays only, a lecture's slots).
    let day = 0;
    const nextFreeDay = () => {
      const date = new Date(Date.UTC(2026, 10, 23 + day + 2 * Math.floor(day / 5)));
      day += 1;
      return date.toISOString().slice(0, 10);
    };
    const taken = nextFreeDay();
    const paths: { name: string; run: () => Promise<void> }[] = [
      {
        name: 'create a reservation (201)',
        run: async () => {
          const date = nextFreeDay();
          await expectStatus(
            'create',
            201,
            agent.post(`/api/items/${itemId}/reservations`, lecture({ from: date, to: date })),
          );
        },
      },
      {
        name: 'refuse a clash (422)',
        run: () =>
          expectStatus(
            'clash',
            422,
            agent.post(`/api/items/${itemId}/reservations`, lecture({ from: taken, to: taken })),
          ),
      },
      {
        name: "read a room's week (200)",
        run: () =>
          expectStatus('week', 200, agent.get(`/api/resources/${room.resourceId}/week?from=2026-11-23&to=2026-11-29`)),
      },
      {
        name: 'read the signed-in user (200)',
        run: () => expectStatus('user', 200, agent.get('/api/user')),
      },
    ];
    console.log(`round trips to PostgreSQL per request (load average ${loadAverage()})`);
    const first = await roundTrips(() =>
      expectStatus(
        'the first create',
        201,
        agent.post(`/api/items/${itemId}/reservations`, lecture({ from: taken, to: taken })),
      ),
    );
    console.log(`  ${'the first create on a fresh app'.padEnd(34)} ${first} (connections opened, statements prepared)`);
    for (const path of paths) {
      const counts: number[] = [];
      for (let index = 0; index < REPEATS; index += 1) {
        counts.push(await roundTrips(path.run));
      }
      const low = Math.min(...counts);
      const high = Math.max(...counts);
      console.log(`  ${path.name.padEnd(34)} ${low === high ? low : `${low}-${high}`} (${REPEATS} requests)`);
    }
  } finally {
    await app.close();
    await database.db.destroy();
    await onPostgresServer(`drop database if exists ${name} with (force)`);
  }
}

await main();
