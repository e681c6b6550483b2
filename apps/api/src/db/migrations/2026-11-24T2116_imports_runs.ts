/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';
import { withId, withTimestamps } from './portable.js';

/*
 * Imports started from the admin area (issue 16: an ITC 2019 semester): one row per run, with its progress and,
 * when done, its summary (both JSON), so that any API process can answer the screen that polls it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_runs')
    .$call(withId(db))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('progress', 'text', (column) => column.notNull())
    .addColumn('summary', 'text')
    .addColumn('error', 'text')
    .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .$call(withTimestamps)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_runs').execute();
}
