import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ensureRoles } from '../src/db/roles.js';
import { databasesLike, onPostgresServer, postgresUrl, requestedDialects, uniqueName } from './postgres.js';
import { testFolder } from './test-folder.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database (built-in roles present) that test databases are copied from; '' when none. */
    postgresTemplate: string;
    /** A migrated SQLite file (built-in roles present) that test databases are copies of; "" without SQLite. */
    sqliteTemplate: string;
  }
}

/*
 * Migrating PostgreSQL is the slow part of a fresh database (dozens of DDL statements, each committed). The api
 * project migrates ONE template per run; test databases are copies of it (`CREATE DATABASE … TEMPLATE`, see
 * helper.ts). The template refuses connections so that a copy never fails on a stray session. Its name is unique
 * per run: several people may run the suites against the same server at once.
 */
export default async function setup(project: TestProject) {
  const removeSqliteTemplate = await provideSqliteTemplate(project);
  if (!requestedDialects().includes('postgres')) {
    project.provide('postgresTemplate', '');
    return removeSqliteTemplate;
  }
  const template = uniqueName('laikas_template');
  await onPostgresServer(`create database ${template}`);
  const handle = createDatabase(postgresUrl(template));
  try {
    await migrateToLatest(handle.db);
    await ensureRoles(handle.db);
  } finally {
    await handle.db.destroy();
  }
  await onPostgresServer(`alter database ${template} with is_template true allow_connections false`);
  project.provide('postgresTemplate', template);

  return async function teardown() {
    removeSqliteTemplate?.();
    // The run's test databases that files left (spare ones, or after a crash), then the template.
    const leftovers = await databasesLike(`${template.replace('laikas_template', 'laikas_test')}_%`);
    await onPostgresServer(
      ...leftovers.map((name) => `drop database if exists ${name} with (force)`),
      `alter database ${template} with is_template false`,
      `drop database if exists ${template} with (force)`,
    );
  };
}

/*
 * The same for SQLite: migrating a file commits each migration (synchronous=FULL), ~0.3 s of a test app's start on a
 * busy machine. The run migrates one file; each migrated test database is a copy of it (helper.ts). Closing its last
 * connection checkpoints the WAL into the file, so the copy is the whole database.
 */
async function provideSqliteTemplate(project: TestProject): Promise<(() => void) | undefined> {
  if (!requestedDialects().includes('sqlite')) {
    project.provide('sqliteTemplate', '');
    return undefined;
  }
  const folder = mkdtempSync(join(testFolder, 'laikas-template-'));
  const file = join(folder, 'template.sqlite');
  const handle = createDatabase(file);
  try {
    await migrateToLatest(handle.db);
    await ensureRoles(handle.db);
  } finally {
    await handle.db.destroy();
  }
  project.provide('sqliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
