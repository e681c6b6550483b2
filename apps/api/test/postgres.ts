import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Dialect } from '../src/db/database.js';

/*
 * Every API suite runs once per dialect. SQLite (a file, test-folder.ts) always; PostgreSQL too, on a fresh database per
 * app. Set DIALECTS=sqlite to skip PostgreSQL on a machine without it — never in CI, where both must run.
 */
export function requestedDialects(env: Record<string, string | undefined> = process.env): Dialect[] {
  const requested = (env.DIALECTS ?? 'sqlite,postgres').split(',').map((name) => name.trim()) as Dialect[];
  if (env.CI === 'true' && !requested.includes('postgres')) {
    throw new Error('CI must run the API suites on PostgreSQL too (DIALECTS must include postgres)');
  }
  return requested;
}

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of database `name` on the test server. */
export function postgresUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A name no other run on the shared server uses (several people may run the suites at once). */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** Runs statements on the server's maintenance database over one short-lived connection. */
export async function onPostgresServer(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    for (const statement of statements) {
      await client.query(statement);
    }
  } finally {
    await client.end();
  }
}

/** Names of the server's databases matching a LIKE pattern. */
export async function databasesLike(pattern: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      pattern,
    ]);
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}
