/*
 * Builds of the server side by side on the same real semester (issue 26): this checkout's as served (A), another
 * checkout's (`--against <dir>`: a checkout of another commit with its node_modules, e.g. `git archive` + links), and
 * this checkout with a piece of performance machinery switched off (`--switch NAME=VALUE`, repeatable: each its own
 * side), each its own process on its own copy of one database, measured in turns (A B C … C B A) so that a machine
 * whose load drifts weighs on each alike. Prints figures beside the load average; asserts nothing.
 *
 *   npx tsx bench/compare.ts --against /tmp/laikas-before            # SQLite, then PostgreSQL
 *   npx tsx bench/compare.ts --against /tmp/laikas-before postgres --rounds 3 --seconds 8
 *   npx tsx bench/compare.ts sqlite --switch SQLITE_GROUP_COMMIT=0 --switch COMPILED_SERIALIZER=0
 *
 * The switches (read by the server at start): SQLITE_GROUP_COMMIT=0 (db/write-lock.ts: each SQLite write its own
 * commit), COMPILED_SERIALIZER=0 (routes/compiled-serializer.ts: JSON.stringify instead of fast-json-stringify),
 * SQLITE_WRITER_THREAD=0 (db/sqlite-driver.ts; `write-stall` measures it where it matters).
 *
 * The semester is bench/screens.ts's (ITC 2019 mary-fal18, `support/semester.ts`). The other build's copy is
 * migrated down to that build's last migration, so both serve the same rows. Per build and round:
 * - the room week screen's call (`/api/resources/{id}/week`, the busiest room's busiest week) one request after
 *   another (what one person waits) and for rooms at a glance too; at a fixed rate (`--rate`, 100/s, open loop);
 *   and at 50 connections:
 *   req/s, p50, p99, CPU per call (the API process, and the bench database's PostgreSQL backends);
 * - rooms at a glance, the busiest day, at 8 connections: req/s, p99, CPU per call;
 * - creates: a 4-week weekly series in a free slot of a room (a manager, never a clash), 4 connections: creates/s,
 *   p50, p99 and CPU per create;
 * - PostgreSQL: writers in different rooms, one API process alone and then two at once (each on rooms of its own,
 *   4 connections each): creates/s per process, and how often a backend of the bench database was waiting on a
 *   lock (pg_stat_activity sampled every 50 ms). Without a shared row written by every create, two processes each
 *   create at the rate of one alone, as far as the cores allow, and no backend waits on a lock.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Migrator } from 'kysely/migration';
import { createDatabase, migrationProvider } from './support/apps.js';
import { type Figure, measure, postgresCpu, type Side, writers } from './support/load.js';
import { addUser, type BenchDialect, semesterDatabase } from './support/semester.js';
import {
  cpuMs,
  loadAverage,
  median,
  percentile,
  type RunningServer,
  signIn,
  startServer,
  stopServer,
} from './support/server.js';

const { values: options, positionals } = parseArgs({
  options: {
    against: { type: 'string' },
    switch: { type: 'string', multiple: true, default: [] },
    'create-connections': { type: 'string', default: '4' },
    rounds: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '5' },
    rate: { type: 'string', default: '100' },
  },
  allowPositionals: true,
});
if (!options.against && options.switch.length === 0) {
  // `./laikas bench` runs every bench: this one needs another build to compare with.
  console.log(
    'compare: skipped (usage: npx tsx bench/compare.ts [--against <other checkout>] [--switch NAME=0] [sqlite|postgres])',
  );
  process.exit(0);
}
const DIALECTS: BenchDialect[] = positionals.length > 0 ? (positionals as BenchDialect[]) : ['sqlite', 'postgres'];
const ROUNDS = Math.max(1, Number(options.rounds));
const SECONDS = Math.max(1, Number(options.seconds));
/** The fixed rate (requests per second, open loop) at which the reads' latency is also measured. */
const RATE = Math.max(1, Number(options.rate));
/** Connections sending series creates at once (4; 50 shows what shared commits save under a crowd). */
const CREATE_CONNECTIONS = Math.max(1, Number(options['create-connections']));
const HERE = resolve(import.meta.dirname, '..');
const OTHER = options.against ? resolve(options.against) : undefined;
const SWITCHES = options.switch.map((text) => {
  const [name, value] = text.split('=');
  if (!name || value === undefined) {
    throw new Error(`--switch ${text}: NAME=VALUE`);
  }
  return { [name]: value };
});

/** The migrations a checkout has, by name. */
function migrationsOf(checkout: string): string[] {
  return readdirSync(join(checkout, 'apps/api/src/db/migrations'))
    .filter((name) => /^\d{4}-.*\.ts$/.test(name))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();
}

/** The database at `url` migrated down to `checkout`'s last migration (which must be one of this checkout's). */
async function migrateDownTo(url: string, checkout: string) {
  const mine = migrationsOf(HERE);
  const theirs = migrationsOf(checkout);
  const unknown = theirs.filter((name) => !mine.includes(name));
  if (unknown.length > 0) {
    throw new Error(`${checkout} has migrations this checkout lacks: ${unknown.join(', ')}`);
  }
  const { db } = createDatabase(url);
  try {
    const { error } = await new Migrator({
      db,
      provider: migrationProvider,
      allowUnorderedMigrations: true,
    }).migrateTo(theirs.at(-1)!);
    if (error) {
      throw error;
    }
  } finally {
    await db.destroy();
  }
}

/**
 * `path` asked 200 times one after the other on one kept-alive connection (node:http, no compression): what one
 * person waits when the server is not queueing, and its CPU per call.
 */
async function oneByOne(side: Side, path: string): Promise<Figure> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<void>((done, fail) => {
      const request = http.get(`${side.server.address}${path}`, {
        agent,
        headers: { cookie: side.headers.cookie!, 'accept-encoding': 'identity' },
      });
      request.once('error', fail);
      request.once('response', (response) => {
        response.resume();
        response.once('end', () => (response.statusCode === 200 ? done() : fail(new Error(`${response.statusCode}`))));
      });
    });
  for (let index = 0; index < 20; index += 1) {
    await get();
  }
  const before = { api: cpuMs(side.server.child.pid!), pg: postgresCpu(side.database) };
  const times: number[] = [];
  const started = performance.now();
  for (let index = 0; index < 200; index += 1) {
    const start = performance.now();
    await get();
    times.push(performance.now() - start);
  }
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    rate: times.length / seconds,
    p50: Number(median(times).toFixed(2)),
    p99: Number(percentile(times, 0.99).toFixed(2)),
    api: (cpuMs(side.server.child.pid!) - before.api) / times.length,
    postgres: (postgresCpu(side.database) - before.pg) / times.length,
    failed: 0,
  };
}

/**
 * `path` at a fixed rate (RATE per second, open loop, 50 connections: `support/rate-client.ts` in a process of its
 * own, each request timed from when it was due): what a person waits at a demand the machine can meet.
 */
async function atRate(side: Side, path: string): Promise<Figure> {
  const before = { api: cpuMs(side.server.child.pid!), pg: 0 };
  const args = JSON.stringify({
    urls: [`${side.server.address}${path}`],
    cookie: side.headers.cookie,
    connections: 50,
    seconds: SECONDS,
    rate: RATE,
    warmupSeconds: 1,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'bench/support/rate-client.ts'), args], {
    cwd: HERE,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
    if (chunk.includes('measuring')) {
      before.api = cpuMs(side.server.child.pid!);
      before.pg = postgresCpu(side.database);
    }
  });
  await new Promise((done) => child.once('exit', done));
  const result = JSON.parse(output.trim().split('\n').at(-1)!) as {
    ok: number;
    failed: number;
    seconds: number;
    latencies: number[];
  };
  const count = Math.max(1, result.ok + result.failed);
  return {
    rate: result.ok / result.seconds,
    p50: Number(median(result.latencies).toFixed(1)),
    p99: Number(percentile(result.latencies, 0.99).toFixed(1)),
    api: (cpuMs(side.server.child.pid!) - before.api) / count,
    postgres: (postgresCpu(side.database) - before.pg) / count,
    failed: result.failed,
  };
}

const text = (figure: Figure) =>
  `${figure.rate.toFixed(0).padStart(5)} req/s  p50 ${String(figure.p50).padStart(3)} ms  p99 ${String(
    figure.p99,
  ).padStart(4)} ms  CPU ${figure.api.toFixed(3)} ms/call` +
  (figure.postgres ? ` + PostgreSQL ${figure.postgres.toFixed(3)}` : '') +
  (figure.failed ? `  (${figure.failed} failed)` : '');

async function openSide(
  name: string,
  checkout: string,
  dialect: BenchDialect,
  env: Record<string, string> = {},
): Promise<Side> {
  const { url, facts, drop } = await semesterDatabase(1, dialect);
  if (checkout !== HERE) {
    await migrateDownTo(url, checkout);
  }
  await addUser(url, 'manager', 'admin');
  const { db } = createDatabase(url);
  const items = await db.selectFrom('items').select(['id', 'resource_id']).orderBy('id').execute();
  await db.destroy();
  let server: RunningServer | undefined;
  let headers: Record<string, string>;
  try {
    server = await startServer(url, undefined, checkout, env);
    headers = await signIn(server.address, 'manager');
  } catch (error) {
    await stopServer(server);
    await drop();
    throw error;
  }
  return {
    name,
    server,
    url,
    database: dialect === 'postgres' ? new URL(url).pathname.slice(1) : undefined,
    headers,
    items,
    created: new Map(),
    facts,
    drop,
    env,
  };
}

async function bench(dialect: BenchDialect) {
  const sides: Side[] = [];
  try {
    sides.push(await openSide('A', HERE, dialect));
    if (OTHER) {
      sides.push(await openSide('B', OTHER, dialect));
    }
    for (const env of SWITCHES) {
      sides.push(await openSide(Object.entries(env)[0]!.join('='), HERE, dialect, env));
    }
    const checkoutOf = (side: Side) => (OTHER && side.name === 'B' ? OTHER : HERE);
    const { facts } = sides[0]!;
    const week = `/api/resources/${facts.roomId}/week?from=${facts.monday}&to=${facts.sunday}`;
    const glance = `/api/rooms/glance?from=${facts.date}&to=${facts.date}`;
    console.log(
      `\n[${dialect}] ${sides.map((side) => `${side.name} = ${checkoutOf(side)}`).join(', ')}; week of room #${facts.roomId} (${facts.roomWeek} reservations), ` +
        `glance ${facts.date}; ${SECONDS} s per step, ${ROUNDS} rounds in turns, creates at c=${CREATE_CONNECTIONS}; load average ${loadAverage()}`,
    );
    // Warm up both (JIT, statement caches, the caches of the build that has them).
    for (const side of sides) {
      for (const path of [week, glance]) {
        for (let index = 0; index < 100; index += 1) {
          await (await fetch(`${side.server.address}${path}`, { headers: { cookie: side.headers.cookie! } })).text();
        }
      }
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        const weekAlone = await oneByOne(side, week);
        const glanceAlone = await oneByOne(side, glance);
        const weekAtRate = await atRate(side, week);
        const [weekFigure] = await measure([{ side, connections: 50, path: week }], SECONDS);
        const [glanceFigure] = await measure([{ side, connections: 8, path: glance }], SECONDS);
        const [createFigure] = await measure(
          [{ side, connections: CREATE_CONNECTIONS, create: { items: side.items } }],
          SECONDS,
        );
        console.log(`[${dialect}] round ${round + 1} ${side.name}: room week 1 by 1 ${text(weekAlone)}`);
        console.log(`[${dialect}] round ${round + 1} ${side.name}: glance 1 by 1    ${text(glanceAlone)}`);
        console.log(`[${dialect}] round ${round + 1} ${side.name}: room week ${RATE}/s ${text(weekAtRate)}`);
        console.log(`[${dialect}] round ${round + 1} ${side.name}: room week c=50  ${text(weekFigure!)}`);
        console.log(`[${dialect}] round ${round + 1} ${side.name}: glance day c=8  ${text(glanceFigure!)}`);
        console.log(
          `[${dialect}] round ${round + 1} ${side.name}: series c=${CREATE_CONNECTIONS}     ${text(createFigure!)}`,
        );
      }
    }
    if (dialect === 'postgres') {
      await writers(sides, { rounds: ROUNDS, seconds: SECONDS, checkoutOf });
    }
  } finally {
    for (const side of sides) {
      await stopServer(side.server);
      await side.drop();
    }
  }
}

for (const dialect of DIALECTS) {
  await bench(dialect);
}
