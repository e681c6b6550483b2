/*
 * Screen benchmark (issue 18): what the screens' calls cost on a real semester. Prints figures beside their goals
 * and the ceilings measured in the same run; asserts nothing.
 *
 *   npx tsx bench/screens.ts                # SQLite
 *   npx tsx bench/screens.ts --history 10   # the semester and nine earlier years of it (10× the reservations)
 *
 * Loads ITC 2019 mary-fal18 (76 rooms, its solution's classes as weekly series) with the ITC importer into a SQLite
 * file (kept in the temporary folder between runs, keyed by the migrations), starts the real server
 * (`NODE_ENV=production`) as a separate process and measures over HTTP with autocannon at 8 connections, signed
 * in as a student: a request that reaches no database (`/api/csrf-cookie`, the ceiling), rooms at a glance for the
 * busiest day and its week, and the spec's week of the busiest room. CPU per request is read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// autocannon ships no types.
// @ts-expect-error -- untyped module
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDatabase, type NewReservation } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { ensureRoles } from '../apps/api/src/db/roles.js';
import { createBlackoutRepository } from '../apps/api/src/repositories/blackouts.js';
import { createImportRepository } from '../apps/api/src/repositories/imports.js';
import { createPeriodRepository } from '../apps/api/src/repositories/periods.js';
import { createItcImporter } from '../apps/api/src/services/itc-import.js';
import { hashPassword } from '../apps/api/src/services/passwords.js';

const root = resolve(import.meta.dirname, '..');
const TIME_ZONE = 'Europe/Vilnius';
const DATA = process.env.ITC_DATA ?? '/work/shared/data/itc2019/mary-fal18';
const SEMESTER_START = '2026-08-31';
const CONNECTIONS = 8;
const { values: options } = parseArgs({
  options: {
    history: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '5' },
  },
});
const HISTORY = Math.max(1, Number(options.history));
const SECONDS = Math.max(1, Number(options.seconds));

interface LoadRun {
  '2xx': number;
  non2xx: number;
  requests: { average: number };
  latency: { p50: number; p99: number };
}

/** The migrations' names: a cached database is reused only by code with the same schema. */
function schemaKey(): string {
  const names = readdirSync(join(root, 'apps/api/src/db/migrations')).sort().join(',');
  return createHash('sha256').update(names).update(`history=${HISTORY}`).digest('hex').slice(0, 12);
}

async function buildDatabase(file: string) {
  const { db, dialect } = createDatabase(file);
  await migrateToLatest(db);
  await ensureRoles(db);
  const started = performance.now();
  const importer = createItcImporter({
    db,
    dialect,
    imports: createImportRepository(db),
    periods: createPeriodRepository(db),
    blackouts: createBlackoutRepository(db),
    clock: () => new Date(),
    timeZone: TIME_ZONE,
  });
  const summary = await importer.run({
    problemXml: readFileSync(join(DATA, 'mary-fal18.xml'), 'utf8'),
    solutionXml: readFileSync(join(DATA, 'solution-mary-fal18.xml'), 'utf8'),
    periodName: 'mary-fal18',
    start: SEMESTER_START,
    groups: false,
  });
  console.log(
    `imported ${summary.problem}: ${summary.rooms.total} rooms, ${summary.occurrences} occurrences in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (HISTORY > 1) {
    // Earlier years of the same semester, 52 weeks apart (same weekdays), as plain occurrences.
    const rows = await db.selectFrom('reservations').selectAll().execute();
    const copies: NewReservation[] = [];
    for (let year = 1; year < HISTORY; year += 1) {
      const shift = year * 52 * 7 * 86_400_000;
      for (const { id: _id, repeater_id: _repeater, ...row } of rows) {
        copies.push({
          ...row,
          repeater_id: null,
          starts_at: new Date(Date.parse(row.starts_at) - shift).toISOString(),
          ends_at: new Date(Date.parse(row.ends_at) - shift).toISOString(),
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      for (let index = 0; index < copies.length; index += 500) {
        await trx
          .insertInto('reservations')
          .values(copies.slice(index, index + 500))
          .execute();
      }
    });
    console.log(`added ${copies.length} occurrences of ${HISTORY - 1} earlier years`);
  }
  const now = new Date().toISOString();
  const { id: userId } = await db
    .insertInto('users')
    .values({
      uid: 'bench',
      name: 'Bench User',
      email: null,
      password_hash: await hashPassword('bench-password'),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const student = await db.selectFrom('roles').select('id').where('key', '=', 'student').executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: userId, role_id: student.id }).execute();
  await db.destroy();
}

/** The busiest local day of the semester and the busiest room of its week. */
async function busiest(file: string) {
  const { db } = createDatabase(file);
  const day = await sql<{ day: string; count: number }>`
    select substr(starts_at, 1, 10) as day, count(*) as count from reservations
    where starts_at >= ${`${SEMESTER_START}T00:00:00.000Z`} group by day order by count desc limit 1`.execute(db);
  const date = day.rows[0]!.day;
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = new Date(Date.parse(`${date}T12:00:00Z`) - weekday * 86_400_000).toISOString().slice(0, 10);
  const sunday = new Date(Date.parse(`${monday}T12:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  const room = await sql<{ resource_id: number; count: number }>`
    select resource_id, count(*) as count from reservations
    where starts_at >= ${`${monday}T00:00:00.000Z`} and starts_at < ${`${sunday}T23:59:59.999Z`}
    group by resource_id order by count desc limit 1`.execute(db);
  const rooms = await db
    .selectFrom('resources')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  const reservations = await db
    .selectFrom('reservations')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  await db.destroy();
  return {
    date,
    monday,
    sunday,
    roomId: room.rows[0]!.resource_id,
    roomWeek: room.rows[0]!.count,
    rooms: rooms.count,
    reservations: reservations.count,
  };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; address: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      TIME_ZONE,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      WEB_DIST: join(tmpdir(), 'laikas-no-web-dist'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      await (await fetch(`${address}/api/csrf-cookie`)).arrayBuffer();
      return { child, address };
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

async function signIn(base: string): Promise<Record<string, string>> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
  };
  const headers = () => ({
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
    'content-type': 'application/json',
  });
  remember(await fetch(`${base}/api/csrf-cookie`));
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ uid: 'bench', password: 'bench-password' }),
  });
  if (login.status !== 200) {
    throw new Error(`login failed: ${login.status} ${await login.text()}`);
  }
  remember(login);
  return headers();
}

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

interface Figure {
  rate: number;
  p50: number;
  p99: number;
  cpu: number;
  failed: number;
}

async function load(pid: number, url: string, headers: Record<string, string>, encoding = 'identity'): Promise<Figure> {
  const before = cpuMs(pid);
  const run = (await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie: headers.cookie!, 'accept-encoding': encoding },
  })) as LoadRun;
  const total = run['2xx'] + run.non2xx;
  return {
    rate: run.requests.average,
    p50: run.latency.p50,
    p99: run.latency.p99,
    cpu: (cpuMs(pid) - before) / Math.max(1, total),
    failed: run.non2xx,
  };
}

/** Median latency of sequential requests (unloaded). */
async function unloaded(url: string, headers: Record<string, string>, samples = 200): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    await (await fetch(url, { headers: { cookie: headers.cookie! } })).arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function size(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers: { cookie: headers.cookie!, 'accept-encoding': 'identity' } });
  if (response.status !== 200) {
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  }
  const body = Buffer.from(await response.arrayBuffer());
  // As the server sends them (plugins/external/transport.ts): gzip level 6, brotli quality 4.
  return {
    bytes: body.length,
    gzip: gzipSync(body, { level: 6 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (name: string, figure: Figure, goal: string) =>
  `${name.padEnd(34)} ${figure.rate.toFixed(0).padStart(6)} req/s  p50 ${figure.p50} ms  p99 ${figure.p99} ms  ` +
  `CPU ${figure.cpu.toFixed(3)} ms/req${figure.failed ? `  (${figure.failed} failed)` : ''}  goal: ${goal}`;

async function main() {
  const cached = join(tmpdir(), `laikas-bench-mary-fal18-${schemaKey()}.sqlite`);
  if (!existsSync(cached)) {
    console.log(`building ${cached} (once per schema)…`);
    const building = `${cached}.building`;
    rmSync(building, { force: true });
    await buildDatabase(building);
    copyFileSync(building, cached);
    rmSync(building, { force: true });
  }
  const folder = mkdtempSync(join(tmpdir(), 'laikas-bench-screens-'));
  const file = join(folder, 'laikas.sqlite');
  copyFileSync(cached, file);
  const facts = await busiest(file);
  console.log(
    `[sqlite] mary-fal18 ×${HISTORY}: ${facts.rooms} rooms, ${facts.reservations} reservations; busiest day ` +
      `${facts.date}, its week ${facts.monday}–${facts.sunday}; busiest room #${facts.roomId} (${facts.roomWeek} that week); ` +
      `${CONNECTIONS} connections, ${SECONDS} s each; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  const server = await startServer(file);
  try {
    const pid = server.child.pid!;
    const headers = await signIn(server.address);
    const base = server.address;
    const urls = {
      ceiling: `${base}/api/csrf-cookie`,
      glanceDay: `${base}/api/rooms/glance?from=${facts.date}&to=${facts.date}`,
      glanceWeek: `${base}/api/rooms/glance?from=${facts.monday}&to=${facts.sunday}`,
      roomWeek: `${base}/api/resources/${facts.roomId}/reservations?from=${facts.monday}&to=${facts.sunday}`,
    };
    // Warm up every call (JIT, statement caches).
    for (const url of Object.values(urls)) {
      for (let index = 0; index < 50; index += 1) {
        await (await fetch(url, { headers: { cookie: headers.cookie! } })).arrayBuffer();
      }
    }
    const day = await size(urls.glanceDay, headers);
    const week = await size(urls.glanceWeek, headers);
    const roomWeekSize = await size(urls.roomWeek, headers);
    const ceiling = await load(pid, urls.ceiling, headers);
    const glanceDay = await load(pid, urls.glanceDay, headers);
    const glanceDayBrotli = await load(pid, urls.glanceDay, headers, 'br, gzip');
    const glanceWeek = await load(pid, urls.glanceWeek, headers);
    const roomWeek = await load(pid, urls.roomWeek, headers);
    const roomWeekUnloaded = await unloaded(urls.roomWeek, headers);
    console.log(row('ceiling: no database (csrf-cookie)', ceiling, 'the ceiling of this run'));
    console.log(row('rooms at a glance, one day', glanceDay, '≥ 1,500 req/s'));
    console.log(row('  … the same, brotli as a browser', glanceDayBrotli, '(what compression costs)'));
    console.log(row('rooms at a glance, one week', glanceWeek, '≥ 500 req/s'));
    console.log(
      row(
        'week of the busiest room (spec call)',
        roomWeek,
        `≥ 1/5 of the ceiling (${(ceiling.rate / 5).toFixed(0)} req/s)`,
      ),
    );
    console.log(
      `  room week: ${(roomWeek.rate / ceiling.rate).toFixed(3)} of the ceiling (goal ≥ 0.2); unloaded p50 ` +
        `${roomWeekUnloaded.toFixed(2)} ms (goal < 1 ms)`,
    );
    console.log(
      `payloads (uncompressed / gzip / brotli as sent): glance day ${kb(day.bytes)} / ${kb(day.gzip)} / ` +
        `${kb(day.brotli)} (goal ≤ 100 KB uncompressed), glance week ${kb(week.bytes)} / ${kb(week.gzip)} / ` +
        `${kb(week.brotli)}, room week ${kb(roomWeekSize.bytes)} / ${kb(roomWeekSize.gzip)} / ${kb(roomWeekSize.brotli)}`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((done) => server.child.once('exit', done));
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
