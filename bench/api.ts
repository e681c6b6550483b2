/*
 * API benchmark of the reservation engine (issue 4). Prints figures; asserts nothing.
 *
 *   npx tsx bench/api.ts            # SQLite (a temporary file) and PostgreSQL (a temporary database)
 *   npx tsx bench/api.ts sqlite     # one dialect only
 *
 * Seeds 100,000 reservations over 300 items, then measures through real HTTP on a listening server:
 * the week of one resource, a 16-week weekly series and a daily series for a year (each with its overlap
 * checks), what every call pays (the ceiling: a call that reaches no database; the signed-in user: the session
 * look-up and the hooks), and non-conflicting creates under load with autocannon.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// autocannon ships no types.
// @ts-expect-error -- untyped module
import autocannon from 'autocannon';

import { sql } from 'kysely';
import pg from 'pg';
import {
  buildApp,
  createDatabase,
  type DatabaseHandle,
  type Dialect,
  hashPassword,
  loadConfig,
  type NewReservation,
  placeOccurrences,
} from './support/apps.js';
import { DEFAULT_AVAILABLE_SLOTS } from '@laikas/contract';
import { shiftDate } from '@laikas/contract/time';
import {
  BENCH_PASSWORD,
  cpuMs,
  median,
  type LoadRun,
  postgresCpuMs,
  percentile,
  type RunningServer,
  signIn,
  startServer,
  TIME_ZONE,
} from './support/server.js';

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RESERVATIONS = 100_000;
const RESOURCES = 100;
const ITEMS_PER_RESOURCE = 3;
/*
 * The bench's calendar was written for 22 November 2026. The server it starts runs on the real clock (production
 * refuses a test clock) and refuses reservations in the past, so every date moves forward by whole weeks (weekdays
 * unchanged) until that "now" is not behind the real one.
 */
const WEEKS_AHEAD = Math.max(0, Math.ceil((Date.now() - Date.parse('2026-11-22T10:00:00.000Z')) / 604_800_000));
const onCalendar = (date: string) => shiftDate(date, 7 * WEEKS_AHEAD);
const NOW = new Date(Date.parse('2026-11-22T10:00:00.000Z') + WEEKS_AHEAD * 604_800_000);
const FIRST_SEEDED_DAY = onCalendar('2026-08-01');
// The seed fills slots 0–7 only, so the evening slot stays free for the measured writes.
const SEEDED_SLOTS = DEFAULT_AVAILABLE_SLOTS.slice(0, 8);
const FREE_SLOT = DEFAULT_AVAILABLE_SLOTS[8]!;

interface Database {
  handle: DatabaseHandle;
  /** What the server process is given as DATABASE_URL. */
  url: string;
  drop(): Promise<void>;
}

async function openDatabase(dialect: Dialect): Promise<Database> {
  if (dialect === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), 'laikas-bench-'));
    const url = join(folder, 'laikas.sqlite');
    const handle = createDatabase(url);
    return { handle, url, drop: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  const name = `laikas_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = createDatabase(url.toString());
  return {
    handle,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The URL of the same database through PostgreSQL's Unix socket, where there is one (Debian's directory). */
function unixSocketUrl(url: string): string | undefined {
  const directory = process.env.BENCH_POSTGRES_SOCKET_DIR ?? '/var/run/postgresql';
  const parsed = new URL(url);
  if (
    !['127.0.0.1', 'localhost'].includes(parsed.hostname) ||
    !existsSync(join(directory, `.s.PGSQL.${parsed.port || 5432}`))
  ) {
    return undefined;
  }
  parsed.hostname = 'localhost';
  parsed.searchParams.set('host', directory);
  return parsed.toString();
}

async function seed(handle: DatabaseHandle): Promise<{ itemIds: number[]; resourceIds: number[] }> {
  const db = handle.db;
  const stamp = NOW.toISOString();
  const resourceIds: number[] = [];
  const itemIds: number[] = [];
  for (let index = 0; index < RESOURCES; index += 1) {
    const { id } = await db
      .insertInto('resources')
      .values({ name: `Room ${String(index + 1).padStart(3, '0')}`, created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    resourceIds.push(id);
    for (let item = 0; item < ITEMS_PER_RESOURCE; item += 1) {
      const row = await db
        .insertInto('items')
        .values({
          resource_id: id,
          name: `Room ${index + 1} #${item + 1}`,
          available_spaces: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      itemIds.push(row.id);
    }
  }
  const owner = await db
    .insertInto('users')
    .values({
      uid: 'seed-owner',
      name: 'Seed Owner',
      email: null,
      password_hash: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows: NewReservation[] = [];
  const batches: NewReservation[][] = [];
  const flush = async () => {
    if (rows.length > 0) {
      batches.push(rows.splice(0));
    }
  };
  // One reservation per item and day, on a different slot each day: no overlaps, ~334 days per item.
  for (let index = 0; index < RESERVATIONS; index += 1) {
    const item = index % itemIds.length;
    const day = Math.floor(index / itemIds.length);
    const slot = SEEDED_SLOTS[(item + day) % SEEDED_SLOTS.length]!;
    const [occurrence] = placeOccurrences([shiftDate(FIRST_SEEDED_DAY, day)], slot.from, slot.to, TIME_ZONE);
    rows.push({
      item_id: itemIds[item]!,
      resource_id: resourceIds[Math.floor(item / ITEMS_PER_RESOURCE)]!,
      type: 'lecture',
      name: `Lecture ${index}`,
      description: null,
      starts_at: occurrence!.start.toISOString(),
      ends_at: occurrence!.end.toISOString(),
      person_responsible_id: null,
      creator_id: owner.id,
      remote_address: null,
      repeater_id: null,
      batch_id: null,
      created_at: stamp,
      updated_at: stamp,
    });
    if (rows.length === 500) {
      await flush();
    }
  }
  await flush();
  await db.transaction().execute(async (trx) => {
    for (const batch of batches) {
      await trx.insertInto('reservations').values(batch).execute();
    }
  });
  if (handle.dialect === 'postgres') {
    await sql`analyze`.execute(db);
  }
  return { itemIds, resourceIds };
}

async function time(samples: number, run: (index: number) => Promise<void>): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    await run(index);
    durations.push(performance.now() - start);
  }
  return durations;
}

const format = (durations: number[]) =>
  `median ${median(durations).toFixed(2)} ms, p95 ${percentile(durations, 0.95).toFixed(2)} ms (n=${durations.length})`;

function body(from: string, repeater?: { type: string; interval: number; until: string; weekdays: string[] }) {
  return JSON.stringify({
    name: 'Bench',
    from,
    to: from,
    from_time: FREE_SLOT.from,
    to_time: FREE_SLOT.to,
    type: 'lecture',
    ...(repeater && { repeater }),
  });
}

async function expectStatus(response: Response, status: number) {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  }
  await response.arrayBuffer();
}

/** Where the CPU of `samples` requests went: the server process, PostgreSQL, and this process (the client). */
async function cpuOf<T>(pids: number | number[], samples: () => number, run: () => Promise<T>) {
  const servers = [pids].flat();
  const serverCpu = () => servers.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const before = { server: serverCpu(), postgres: postgresCpuMs(), client: process.cpuUsage() };
  const result = await run();
  const client = process.cpuUsage(before.client);
  const count = Math.max(1, samples());
  const per = (ms: number) => (ms / count).toFixed(2);
  const server = per(serverCpu() - before.server);
  const postgres = per(postgresCpuMs() - before.postgres);
  const own = per((client.user + client.system) / 1000);
  return { result, cpu: `CPU per request: server ${server} ms, PostgreSQL ${postgres} ms, client ${own} ms` };
}

async function measured(pid: number, samples: number, run: (index: number) => Promise<void>) {
  const { result, cpu } = await cpuOf(
    pid,
    () => samples,
    () => time(samples, run),
  );
  return `${format(result)}; ${cpu}`;
}

/**
 * Creates, each on a new day of one of `items` in the free evening slot (so none conflicts), for 10 s from 20
 * connections spread evenly over the servers; one counter across them keeps every request's day and item apart.
 */
function createsUnderLoad(items: number[], headers: Record<string, string>) {
  let counter = 0;
  return async (servers: RunningServer[]) => {
    let created = 0;
    const { result, cpu } = await cpuOf(
      servers.map((server) => server.child.pid!),
      () => created,
      async () => {
        const runs: LoadRun[] = await Promise.all(
          servers.map((server) =>
            autocannon({
              url: server.address,
              connections: 20 / servers.length,
              duration: 10,
              headers,
              requests: [
                {
                  method: 'POST',
                  setupRequest: (request: Record<string, unknown>) => {
                    const index = counter++;
                    const itemId = items[index % items.length]!;
                    const day = shiftDate(onCalendar('2027-07-01'), Math.floor(index / items.length));
                    return { ...request, path: `/api/items/${itemId}/reservations`, body: body(day) };
                  },
                },
              ],
            }),
          ),
        );
        created = runs.reduce((sum, run) => sum + run['2xx'], 0);
        return runs;
      },
    );
    const rate = result.reduce((sum, run) => sum + run.requests.average, 0);
    const p50 = Math.max(...result.map((run) => run.latency.p50));
    const p99 = Math.max(...result.map((run) => run.latency.p99));
    const failed = result.reduce((sum, run) => sum + run.non2xx + run.errors, 0);
    return (
      `autocannon, 20 connections, 10 s: ${rate.toFixed(0)} req/s average, latency median ${p50} ms, ` +
      `p99 ${p99} ms, ${created} created, ${failed} failed; ${cpu}`
    );
  };
}

/**
 * One GET under load (autocannon, 20 connections, 5 s): what each call costs the server. The ceiling
 * (`/api/csrf-cookie`, no database) is what Fastify and the hooks cost every call; `/api/user` adds the session
 * look-up every signed-in call makes (issue 18, goals 3 and 7).
 */
async function callUnderLoad(server: RunningServer, path: string, headers: Record<string, string>) {
  let answered = 0;
  const { result, cpu } = await cpuOf(
    server.child.pid!,
    () => answered,
    async () => {
      const run: LoadRun = await autocannon({ url: `${server.address}${path}`, connections: 20, duration: 5, headers });
      answered = run['2xx'];
      return run;
    },
  );
  const failed = result.non2xx + result.errors;
  return `autocannon, 20 connections, 5 s: ${result.requests.average.toFixed(0)} req/s average, ${failed} failed; ${cpu}`;
}

async function benchDialect(dialect: Dialect) {
  const database = await openDatabase(dialect);
  const config = { ...loadConfig({ NODE_ENV: 'production', TIME_ZONE }), seedDemo: false, logLevel: 'warn' };
  // Migrate and seed in this process, then hand the database to a server process.
  const setup = await buildApp(config, { database: database.handle, logger: false, clock: () => new Date(NOW) });
  let server: RunningServer | undefined;
  let second: RunningServer | undefined;
  try {
    const seedStart = performance.now();
    const { itemIds, resourceIds } = await seed(database.handle);
    const seconds = ((performance.now() - seedStart) / 1000).toFixed(1);
    console.log(`\n[${dialect}] seeded ${RESERVATIONS} reservations over ${itemIds.length} items in ${seconds} s`);
    const now = NOW.toISOString();
    const userId = await setup.userRepository.create({
      uid: 'bench',
      name: 'Bench User',
      email: null,
      password_hash: await hashPassword(BENCH_PASSWORD),
      created_at: now,
      updated_at: now,
    });
    await setup.userRepository.setRoles(userId, ['student']);
    await setup.close();
    await database.handle.db.destroy();

    server = await startServer(database.url);
    const { address } = server;
    const started = server;
    const pid = server.child.pid!;
    const headers = await signIn(address, 'bench');

    // Week of one resource (Monday–Sunday): 7 days × 3 items.
    const week = await measured(pid, 300, async (index) => {
      const resourceId = resourceIds[index % resourceIds.length]!;
      const response = await fetch(
        `${address}/api/resources/${resourceId}/reservations?from=${onCalendar('2026-11-23')}&to=${onCalendar('2026-11-29')}`,
        { headers },
      );
      await expectStatus(response, 200);
    });
    console.log(`[${dialect}] week of one resource (GET, 21 reservations): ${week}; goal: median < 5 ms`);

    const weekly = await measured(pid, 40, async (index) => {
      const response = await fetch(`${address}/api/items/${itemIds[index]!}/reservations`, {
        method: 'POST',
        headers,
        body: body(onCalendar('2026-11-23'), {
          type: 'weekly',
          interval: 1,
          until: onCalendar('2027-03-08'),
          weekdays: ['monday'],
        }),
      });
      await expectStatus(response, 201);
    });
    console.log(`[${dialect}] 16-week weekly series (POST, overlap-checked): ${weekly}; goal: median < 15 ms`);

    const daily = await measured(pid, 20, async (index) => {
      const response = await fetch(`${address}/api/items/${itemIds[100 + index]!}/reservations`, {
        method: 'POST',
        headers,
        body: body(onCalendar('2026-11-23'), {
          type: 'daily',
          interval: 1,
          until: onCalendar('2027-11-22'),
          weekdays: [],
        }),
      });
      await expectStatus(response, 201);
    });
    console.log(`[${dialect}] daily series for a year, 365 occurrences (POST): ${daily}; goal: median < 60 ms`);

    console.log(
      `[${dialect}] ceiling, GET /api/csrf-cookie (no database): ${await callUnderLoad(started, '/api/csrf-cookie', headers)}`,
    );
    console.log(
      `[${dialect}] signed-in user, GET /api/user (the session look-up): ${await callUnderLoad(started, '/api/user', headers)}`,
    );

    // Non-conflicting creates: the last 100 items, one new day per round, in the free evening slot.
    const load = createsUnderLoad(itemIds.slice(200), headers);
    // Goal (issue 18, goal 7): CPU per create <= 1 ms all-in on SQLite (the server's figure), > 1,000 creates/s.
    console.log(
      `[${dialect}] non-conflicting creates under load, one API process: ${await load([started])}; goal: > 1,000/s` +
        (dialect === 'sqlite' ? ', server CPU <= 1 ms per create' : ''),
    );
    if (dialect === 'postgres') {
      // The design's way past one core: several stateless API processes on one PostgreSQL (the client spreads
      // its connections over them, as a load balancer would).
      second = await startServer(database.url);
      console.log(
        `[${dialect}] non-conflicting creates under load, two API processes: ${await load([started, second])}`,
      );
      // A PostgreSQL on the API's own machine is reached through its Unix socket: a cheaper round trip than TCP.
      const socketUrl = unixSocketUrl(database.url);
      if (socketUrl) {
        server.child.kill('SIGTERM');
        second.child.kill('SIGTERM');
        server = await startServer(socketUrl);
        second = await startServer(socketUrl);
        const overSocket = await load([server, second]);
        console.log(`[${dialect}] non-conflicting creates under load, two API processes, Unix socket: ${overSocket}`);
      }
    }
  } finally {
    // Let requests autocannon left in flight finish before the server shuts down.
    await new Promise((done) => setTimeout(done, 1000));
    server?.child.kill('SIGTERM');
    second?.child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 1000));
    await setup.close().catch(() => undefined);
    await database.handle.db.destroy().catch(() => undefined);
    await database.drop();
  }
}

const dialects = (process.argv[2] ? [process.argv[2]] : ['sqlite', 'postgres']) as Dialect[];
for (const dialect of dialects) {
  await benchDialect(dialect);
}
