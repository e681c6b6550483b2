/*
 * The real semester the benchmarks run on (issues 17 and 18): ITC 2019 mary-fal18 imported with the ITC importer
 * into a SQLite file kept in the temporary folder between runs (keyed by the migrations and the history), with a
 * bench user (a student, `bench`), copied fresh for each run; and the facts the benchmarks ask for.
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, hashPassword, importSemester, type NewReservation, prepareDatabase } from './apps.js';
import { BENCH_PASSWORD, root, TIME_ZONE } from './server.js';

const DATA = process.env.ITC_DATA ?? '/work/shared/data/itc2019/mary-fal18';
const SEMESTER_START = '2026-08-31';

/** Where the PostgreSQL semester is kept and copied (the test server: trust auth on loopback). */
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type BenchDialect = 'sqlite' | 'postgres';

/** The migrations' names: a cached database is reused only by code with the same schema. */
function schemaKey(history: number): string {
  const names = readdirSync(join(root, 'apps/api/src/db/migrations')).sort().join(',');
  return createHash('sha256').update(names).update(`history=${history}`).digest('hex').slice(0, 12);
}

async function buildDatabase(url: string, history: number) {
  const { db, dialect } = createDatabase(url);
  await prepareDatabase(db);
  const started = performance.now();
  const summary = await importSemester(db, dialect, {
    problemXml: readFileSync(join(DATA, 'mary-fal18.xml'), 'utf8'),
    solutionXml: readFileSync(join(DATA, 'solution-mary-fal18.xml'), 'utf8'),
    periodName: 'mary-fal18',
    start: SEMESTER_START,
    timeZone: TIME_ZONE,
  });
  console.log(
    `imported ${summary.problem}: ${summary.rooms.total} rooms, ${summary.occurrences} occurrences in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (history > 1) {
    // Earlier years of the same semester, 52 weeks apart (same weekdays), as plain occurrences.
    const rows = await db.selectFrom('reservations').selectAll().execute();
    const copies: NewReservation[] = [];
    for (let year = 1; year < history; year += 1) {
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
    console.log(`added ${copies.length} occurrences of ${history - 1} earlier years`);
  }
  await db.destroy();
  await addUser(url, 'bench', 'student');
}

/** Adds a user `uid` with the bench password and the built-in role `role` to the database at `url`. */
export async function addUser(url: string, uid: string, role: 'student' | 'teacher' | 'admin') {
  const { db } = createDatabase(url);
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      uid,
      name: `Bench ${uid}`,
      email: null,
      password_hash: await hashPassword(BENCH_PASSWORD),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: roleId } = await db.selectFrom('roles').select('id').where('key', '=', role).executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: id, role_id: roleId }).execute();
  await db.destroy();
}

/** The busiest local day of the semester and the busiest room of its week. */
export async function busiest(url: string) {
  const { db } = createDatabase(url);
  const day = await sql<{ day: string; count: number }>`
    select substr(starts_at, 1, 10) as day, count(*) as count from reservations
    where starts_at >= ${`${SEMESTER_START}T00:00:00.000Z`} group by day order by count desc, day desc limit 1`.execute(
    db,
  );
  const date = day.rows[0]!.day;
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = new Date(Date.parse(`${date}T12:00:00Z`) - weekday * 86_400_000).toISOString().slice(0, 10);
  const sunday = new Date(Date.parse(`${monday}T12:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  const room = await sql<{ resource_id: number; count: number }>`
    select resource_id, count(*) as count from reservations
    where starts_at >= ${`${monday}T00:00:00.000Z`} and starts_at < ${`${sunday}T23:59:59.999Z`}
    group by resource_id order by count desc, resource_id limit 1`.execute(db);
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

async function onPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function postgresUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh copy of the semester's database (imported once per schema and history, then copied: a file on SQLite, a
 * database created from a template on PostgreSQL), the facts the benches ask for (the busiest day, its week and the
 * busiest room of that week) and the way to drop the copy.
 */
export async function semesterDatabase(history: number, dialect: BenchDialect = 'sqlite') {
  const key = schemaKey(history);
  if (dialect === 'postgres') {
    const template = `laikas_bench_mary_fal18_${key}`;
    const exists = await onPostgres(
      async (client) => (await client.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1,
    );
    if (!exists) {
      console.log(`building PostgreSQL database ${template} (once per schema)…`);
      const building = `${template}_building`;
      await onPostgres(async (client) => {
        await client.query(`drop database if exists ${building} with (force)`);
        await client.query(`create database ${building}`);
      });
      await buildDatabase(postgresUrl(building), history);
      await onPostgres((client) => client.query(`alter database ${building} rename to ${template}`));
    }
    const name = `laikas_bench_${randomBytes(4).toString('hex')}`;
    await onPostgres((client) => client.query(`create database ${name} template ${template}`));
    const url = postgresUrl(name);
    return {
      url,
      facts: await busiest(url),
      drop: () => onPostgres((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
    };
  }
  const cached = join(tmpdir(), `laikas-bench-mary-fal18-${key}.sqlite`);
  if (!existsSync(cached)) {
    console.log(`building ${cached} (once per schema)…`);
    const building = `${cached}.building`;
    rmSync(building, { force: true });
    await buildDatabase(building, history);
    copyFileSync(building, cached);
    rmSync(building, { force: true });
  }
  const folder = mkdtempSync(join(tmpdir(), 'laikas-bench-semester-'));
  const url = join(folder, 'laikas.sqlite');
  copyFileSync(cached, url);
  return {
    url,
    facts: await busiest(url),
    drop: async () => rmSync(folder, { recursive: true, force: true }),
  };
}
