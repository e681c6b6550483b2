/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';
import { withId } from './portable.js';

/*
 * Published versions of group timetables (issue 36): each publish freezes the timetable as a snapshot (its
 * entries as JSON, never changed afterwards), and each person told of a version is remembered, so the next one
 * tells them only what changed for them since the version they were sent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('group_timetable_versions')
    .$call(withId(db))
    .addColumn('timetable_id', 'integer', (column) =>
      column.notNull().references('group_timetables.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (column) => column.notNull())
    .addColumn('note', 'text')
    .addColumn('published_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('published_by_name', 'text', (column) => column.notNull())
    .addColumn('published_at', 'text', (column) => column.notNull())
    .addColumn('entries', 'text', (column) => column.notNull())
    .addUniqueConstraint('group_timetable_versions_number_unique', ['timetable_id', 'number'])
    .execute();
  await db.schema
    .createTable('group_timetable_receipts')
    .addColumn('timetable_id', 'integer', (column) =>
      column.notNull().references('group_timetables.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('group_timetable_receipts_pk', ['timetable_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('group_timetable_receipts').execute();
  await db.schema.dropTable('group_timetable_versions').execute();
}
