/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely, sql } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { migrationProvider, migrations } from './migrations/index.js';

function migrator(db: Kysely<any>): Migrator {
  // Areas are built side by side, so a migration may land after one whose name sorts later; each migration
  // touches its own tables, so running a late-landing one out of name order is safe.
  return new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
}

async function run(
  action: Promise<{ error?: unknown; results?: readonly { migrationName: string; status: string }[] }>,
) {
  const { error, results } = await action;
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    if (!failed) {
      // No migration ran: the database refused before any (no such database, a password refused, away). Its own
      // error says so, with its code (a "Migration  failed" around it named no migration).
      throw error;
    }
    throw new Error(
      `Migration ${failed.migrationName} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return results ?? [];
}

/** Brings the schema up to the newest migration; returns the names that ran. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const results = await run(migrator(db).migrateToLatest());
  return results.map((result) => result.migrationName);
}

/** Undoes every migration (used by tests and `seed --reset`). */
export async function migrateDownToEmpty(db: Kysely<any>): Promise<string[]> {
  const results = await run(migrator(db).migrateTo(NO_MIGRATIONS));
  return results.map((result) => result.migrationName);
}

/** Whether every migration this build knows has been applied (the readiness probe). Throws when the database is away. */
export async function schemaIsCurrent(db: Kysely<any>): Promise<boolean> {
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  return Object.keys(migrations).every((name) => names.has(name));
}
