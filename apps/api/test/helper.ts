import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config } from '../src/config.js';
import { createDatabase, type Database, type DatabaseHandle, type Dialect } from '../src/db/database.js';
import { ensureRoles } from '../src/db/roles.js';
import { testConfig } from './agent.js';
import { testFolder } from './test-folder.js';
import { onPostgresServer, POSTGRES_ADMIN_URL, postgresUrl, requestedDialects, uniqueName } from './postgres.js';

export { Agent, createUser, PASSWORD, signIn, testConfig } from './agent.js';

/** sqlite always, postgres unless DIALECTS says otherwise (see postgres.ts; CI refuses to skip PostgreSQL). */
export const DIALECTS: Dialect[] = requestedDialects();

export interface TestDatabase extends DatabaseHandle {
  /** The URL another connection (another "server process") can open. */
  url: string;
  /** The newest schema and the built-in roles are already there. */
  migrated: boolean;
  drop(): Promise<void>;
}

/**
 * A new database of the dialect; `drop()` closes it and removes it (or empties it for reuse, see below). Empty by
 * default; `migrated` gives the newest schema with the built-in roles and nothing else, as a freshly migrated
 * database has.
 */
export async function createTestDatabase(
  dialect: Dialect,
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    // A file, as a server has it (a writer and a `query_only` reader connection, long writes in a worker thread);
    // a migrated one is a copy of the run's migrated file (global-setup.ts).
    const template = options.migrated ? inject('sqliteTemplate') : undefined;
    if (template) {
      return migratedSqliteDatabase(template);
    }
    const file = sqliteFile();
    return { ...file.handle, url: file.url, migrated: false, drop: file.discard };
  }
  const template = inject('postgresTemplate');
  if (options.migrated && template) {
    return migratedPostgresDatabase(template);
  }
  // Without a template (a file run outside the api project) the app migrates the empty database itself.
  const name = testDatabaseName(template);
  await onPostgresServer(`create database ${name}`);
  const url = postgresUrl(name);
  const handle = createDatabase(url);
  return { ...handle, url, migrated: false, drop: () => dropPostgresDatabase(handle, name) };
}

/*
 * A migrated test database is reused, open. Opening one costs more than most tests: on PostgreSQL a copy of the
 * template (hundreds of milliseconds on a busy server) and, for every new connection, a server process that reads the
 * catalogue afresh; on SQLite a copy of the template file and the writer's worker thread. So when a test is done its
 * database is emptied on its own connections (every row deleted, the sequences restarted, the built-in roles put
 * back: the template's content) and kept for the worker's next test (the api project shares modules between a
 * worker's files). The run's global teardown drops the PostgreSQL databases still spare at the end.
 * Measured (4 Dec): the node phase at rest 429 -> 412 s, PostgreSQL's own CPU in it 135 -> 80 s; reservations.test
 * on SQLite alone 18.8 -> 14.8 s. (DELETE, not TRUNCATE: truncating some thirty tables creates and syncs new files,
 * about a second.)
 */
interface SpareDatabase {
  url: string;
  handle: DatabaseHandle;
  /** Closes it and removes it, when emptying it failed. */
  discard(): Promise<void>;
}
const spareDatabases: Record<Dialect, SpareDatabase[]> = { sqlite: [], postgres: [] };

function reusedOnDrop(dialect: Dialect, spare: SpareDatabase): TestDatabase {
  const { handle } = spare;
  return {
    ...handle,
    url: spare.url,
    migrated: true,
    async drop() {
      try {
        await (dialect === 'sqlite' ? emptySqlite(handle.db) : emptyPostgres(handle.db));
        await ensureRoles(handle.db);
      } catch (error) {
        await spare.discard();
        throw error;
      }
      spareDatabases[dialect].push(spare);
    },
  };
}

function migratedSqliteDatabase(template: string): TestDatabase {
  return reusedOnDrop('sqlite', spareDatabases.sqlite.pop() ?? sqliteFile(template));
}

/** A SQLite file in a folder of its own (a copy of `template` when given); `discard` closes it and removes it. */
function sqliteFile(template?: string): SpareDatabase {
  const folder = mkdtempSync(join(testFolder, 'laikas-test-'));
  const url = join(folder, 'test.sqlite');
  if (template) {
    copyFileSync(template, url);
  }
  const handle = createDatabase(url);
  const discard = async () => {
    await handle.db.destroy();
    rmSync(folder, { recursive: true, force: true });
  };
  return { url, handle, discard };
}

/** Deletes every row (foreign keys checked at the commit, when none is left) and restarts every sequence. */
async function emptySqlite(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'kysely_%'
    `.execute(trx);
    for (const { name } of rows) {
      await sql`delete from ${sql.table(name)}`.execute(trx);
    }
  });
}

async function migratedPostgresDatabase(template: string): Promise<TestDatabase> {
  let spare = spareDatabases.postgres.pop();
  if (!spare) {
    const name = testDatabaseName(template);
    await onPostgresServer(
      `create database ${name} template ${template}`,
      // Test data need not survive a crash of the server: commits need not wait for the disk.
      `alter database ${name} set synchronous_commit = off`,
    );
    const url = postgresUrl(name);
    const handle = createDatabase(url);
    spare = { url, handle, discard: () => dropPostgresDatabase(handle, name) };
  }
  return reusedOnDrop('postgres', spare);
}

let emptyingScript: Promise<string> | undefined;

async function emptyPostgres(db: Kysely<Database>): Promise<void> {
  emptyingScript ??= emptyingScriptOf(db);
  await sql.raw(await emptyingScript).execute(db);
}

/** One transaction deleting every row (referencing tables first) and restarting every sequence of the schema. */
async function emptyingScriptOf(db: Kysely<Database>): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'
  `.execute(db);
  const { rows: references } = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent
    from pg_constraint
    join pg_class child on child.oid = pg_constraint.conrelid
    join pg_class parent on parent.oid = pg_constraint.confrelid
    where pg_constraint.contype = 'f' and pg_constraint.connamespace = 'public'::regnamespace
      and child.oid <> parent.oid
  `.execute(db);
  const { rows: sequences } = await sql<{ name: string }>`
    select sequencename as name from pg_sequences where schemaname = 'public'
  `.execute(db);
  // Depth first over "is referenced by": a table comes after every table referencing it, so deleting in this
  // order never breaks a foreign key.
  const deleteOrder: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string) => {
    if (seen.has(table)) {
      return;
    }
    seen.add(table);
    for (const { child } of references.filter((reference) => reference.parent === table)) {
      visit(child);
    }
    deleteOrder.push(table);
  };
  for (const { name } of tables) {
    visit(name);
  }
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return [
    'begin',
    ...deleteOrder.map((table) => `delete from ${quote(table)}`),
    ...sequences.map(({ name }) => `select setval('${quote(name)}', 1, false)`),
    'commit',
  ].join(';\n');
}

/** Test databases of one run share the template's suffix: global-setup.ts drops whatever a run leaves behind. */
function testDatabaseName(template: string | undefined): string {
  return uniqueName(template ? template.replace('laikas_template', 'laikas_test') : 'laikas_test');
}

async function dropPostgresDatabase(handle: DatabaseHandle, name: string) {
  await handle.db.destroy();
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    // The pool's connections finish closing asynchronously; forcing the drop at once kills them mid-goodbye
    // and surfaces as unhandled 57P01 errors. Wait for them briefly, then force.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`drop database if exists ${name}`);
        break;
      } catch {
        if (attempt >= 40) {
          await client.query(`drop database if exists ${name} with (force)`);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The whole app on a fresh database of the dialect (migrated, built-in roles present). */
export async function buildTestApp(
  dialect: Dialect,
  overrides: Partial<Config> = {},
  clock?: () => Date,
): Promise<TestApp> {
  const database = await createTestDatabase(dialect, { migrated: true });
  const app = await buildApp(testConfig(overrides), {
    database,
    logger: false,
    // A copy of the migrated template needs no migration check (about 70 ms of queries on PostgreSQL).
    migrate: !database.migrated,
    ...(clock && { clock }),
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Two API instances, each with its own connections, sharing one fresh database: what two server processes behind
 * a load balancer see. SQLite uses a file (WAL) so both instances really open it separately.
 */
export interface TwoTestApps {
  first: FastifyInstance;
  second: FastifyInstance;
  close(): Promise<void>;
}

export async function buildTwoTestApps(dialect: Dialect, clock?: () => Date): Promise<TwoTestApps> {
  const options = { logger: false, ...(clock && { clock }) };
  let first: FastifyInstance;
  let closeFirst: () => Promise<void>;
  let secondDatabase: DatabaseHandle;
  if (dialect === 'sqlite') {
    const file = join(mkdtempSync(join(tmpdir(), 'laikas-two-apps-')), 'laikas.sqlite');
    const firstDatabase = createDatabase(file);
    first = await buildApp(testConfig(), { ...options, database: firstDatabase });
    closeFirst = async () => {
      await first.close();
      await firstDatabase.db.destroy();
    };
    secondDatabase = createDatabase(file);
  } else {
    const test = await buildTestApp(dialect, {}, clock);
    first = test.app;
    closeFirst = () => test.close();
    secondDatabase = createDatabase(test.database.url);
  }
  const second = await buildApp(testConfig(), { ...options, database: secondDatabase, migrate: false });
  return {
    first,
    second,
    async close() {
      await second.close();
      await secondDatabase.db.destroy();
      await closeFirst();
    },
  };
}

/** A part of a multipart body: a plain field, or a file when it has a file name. */
export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  /** A file's content type. */
  type?: string;
}

/** A multipart/form-data body and its headers, answered in `language`. */
export function multipartBody(parts: readonly FormPart[], language: 'lt' | 'en' = 'en') {
  const boundary = '----laikas-test-boundary';
  const payload = Buffer.concat([
    ...parts.map((part) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`}\r\n\r\n`,
        ),
        Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': language },
  };
}

/** Routes that change the caller's session (`METHOD /path`): a test sending one gives each call a freshly signed-in agent. */
export const SESSION_CHANGING_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/login',
  'POST /api/logout',
  'POST /api/users/:id/impersonate',
  'POST /api/users/stop-impersonating',
  'PUT /api/user/password',
]);
