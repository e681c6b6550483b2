/*
 * Room finder and reports benchmark (issue 17): what "find a free room" and a semester's report cost through HTTP
 * on SQLite, on the ITC 2019 mary-fal18 semester (76 rooms, its solution's classes as weekly series, imported with
 * the ITC importer into a cached SQLite file as bench/screens.ts does). Prints figures beside their goals; asserts
 * nothing.
 *
 *   npx tsx bench/rooms.ts
 *
 * Measures the median and p95 of sequential requests (unloaded: the time a person waits), signed in as a student
 * for the room finder and as an administrator for the report: a one-off search (goal < 20 ms), a 16-week weekly
 * search (goal < 100 ms), and the whole semester's report (goal < 300 ms).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
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
const { values: options } = parseArgs({
  options: {
    history: { type: 'string', default: '1' },
  },
});
const HISTORY = Math.max(1, Number(options.history));

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

async function signInAs(base: string, uid: string): Promise<Record<string, string>> {
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
    body: JSON.stringify({ uid, password: 'bench-password' }),
  });
  if (login.status !== 200) {
    throw new Error(`login failed: ${login.status} ${await login.text()}`);
  }
  remember(login);
  return headers();
}

const signIn = (base: string) => signInAs(base, 'bench');

/** Median and 95th percentile of sequential requests, after a warm-up. */
async function timed(url: string, cookie: string, samples: number) {
  for (let index = 0; index < 10; index += 1) {
    const response = await fetch(url, { headers: { cookie } });
    if (response.status !== 200) {
      throw new Error(`${url}: ${response.status} ${await response.text()}`);
    }
    await response.arrayBuffer();
  }
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    await (await fetch(url, { headers: { cookie } })).arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

async function makeAdmin(file: string) {
  const { db } = createDatabase(file);
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      uid: 'bench-admin',
      name: 'Bench Admin',
      email: null,
      password_hash: await hashPassword('bench-password'),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const admin = await db.selectFrom('roles').select('id').where('key', '=', 'admin').executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: id, role_id: admin.id }).execute();
  const counts = await sql<{ rooms: number; reservations: number; first: string; last: string }>`
    select (select count(*) from resources) as rooms, (select count(*) from reservations) as reservations,
      (select min(starts_at) from reservations) as first, (select max(starts_at) from reservations) as last`.execute(
    db,
  );
  await db.destroy();
  return counts.rows[0]!;
}

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
  const folder = mkdtempSync(join(tmpdir(), 'laikas-bench-rooms-'));
  const file = join(folder, 'laikas.sqlite');
  copyFileSync(cached, file);
  const facts = await makeAdmin(file);
  const first = facts.first.slice(0, 10);
  const last = facts.last.slice(0, 10);
  // The first Tuesday of the semester and 16 weeks of Tuesdays from it.
  const weekday = (new Date(`${first}T12:00:00Z`).getUTCDay() + 6) % 7;
  const tuesday = new Date(Date.parse(`${first}T12:00:00Z`) + ((1 - weekday + 7) % 7) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const until = new Date(Date.parse(`${tuesday}T12:00:00Z`) + 15 * 7 * 86_400_000).toISOString().slice(0, 10);
  console.log(
    `[sqlite] mary-fal18: ${facts.rooms} rooms, ${facts.reservations} reservations from ${first} to ${last}; ` +
      `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  const server = await startServer(file);
  try {
    const base = server.address;
    const student = (await signIn(base)).cookie!;
    const admin = (await signInAs(base, 'bench-admin')).cookie!;
    const oneOff = `${base}/api/resources/free?date=${tuesday}&from=10:00&to=11:30`;
    const weekly = `${oneOff}&until=${until}&weekdays=tuesday`;
    const withSeats = `${weekly}&capacity=30`;
    const report = `${base}/api/admin/reports?from=${first}&to=${last}`;
    const figures = [
      ['free room, one-off (10:00–11:30)', await timed(oneOff, student, 200), '< 20 ms'],
      ['free room, 16 weekly Tuesdays', await timed(weekly, student, 200), '< 100 ms'],
      ['free room, 16 weeks, ≥ 30 seats', await timed(withSeats, student, 200), '< 100 ms'],
      [`report of the semester (${first}–${last})`, await timed(report, admin, 40), '< 300 ms'],
    ] as const;
    for (const [name, figure, goal] of figures) {
      console.log(
        `${name.padEnd(44)} p50 ${figure.p50.toFixed(1).padStart(6)} ms  p95 ${figure.p95.toFixed(1).padStart(6)} ms  goal: ${goal}`,
      );
    }
    const answer = (await (await fetch(weekly, { headers: { cookie: student } })).json()) as {
      data: unknown[];
      meta: { dates: string[] };
    };
    console.log(`  the weekly search asks ${answer.meta.dates.length} dates and answers ${answer.data.length} rooms`);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((done) => server.child.once('exit', done));
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
