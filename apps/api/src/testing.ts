/*
 * The API as the benchmarks use it (bench/): one public entry, so that a bench never reaches into the app's
 * modules or its suites' helpers, and both can move without breaking them. Build an app on a database, prepare
 * and seed a database, import a semester; and the suites' vitest-free helpers: PostgreSQL test databases, server
 * processes, users and a browser-like client, reservation fixtures.
 */
import { type Kysely } from 'kysely';
import { type Database, type Dialect } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { ensureRoles } from './db/roles.js';
import { itcImporterOf } from './plugins/app/imports.js';

export { buildApp, type BuildAppOptions } from './app.js';
export { loadConfig, type Config } from './config.js';
export { createDatabase, type DatabaseHandle, type Dialect, type NewReservation } from './db/database.js';
export { migrationProvider } from './db/migrations/index.js';
export { placeOccurrences } from './domain/repeater.js';
export { DEMO_PASSWORD } from './seed/demo.js';
export { hashPassword } from './services/passwords.js';
export { Agent, createUser, testConfig } from '../test/agent.js';
export { onPostgresServer, postgresUrl, uniqueName } from '../test/postgres.js';
export { HttpClient, rssOf, startServer } from '../test/processes.js';
export { clock, createResource, lecture } from '../test/reservation-fixtures.js';

/** Migrates a database to the newest schema and ensures the built-in roles (what the app does on start). */
export async function prepareDatabase(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await ensureRoles(db);
}

/** Imports an ITC 2019 problem and its solution as a semester starting on `start` (no audit entries). */
export function importSemester(
  db: Kysely<Database>,
  dialect: Dialect,
  semester: { problemXml: string; solutionXml: string; periodName: string; start: string; timeZone: string },
) {
  const { timeZone, ...run } = semester;
  return itcImporterOf(db, dialect, { clock: () => new Date(), timeZone }).run({ ...run, groups: false });
}
