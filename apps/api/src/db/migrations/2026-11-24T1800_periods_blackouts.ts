/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';
import { withId } from './portable.js';

/*
 * Periods (semesters) get their teaching and exam weeks; blackouts are the times nothing may be reserved:
 * holidays of the whole institution (resource_id null) or times a single resource is unavailable (an ITC room
 * unavailability). A blackout is an instant interval [starts_at, ends_at) so overlap with reservations is the
 * same text comparison on both databases; `all_day` says it was entered as whole local days. `source` marks
 * rows an importer wrote (re-importing matches on it instead of adding twice).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('periods').addColumn('teaching_weeks', 'integer').execute();
  await db.schema.alterTable('periods').addColumn('exam_weeks', 'integer').execute();
  await db.schema.alterTable('periods').addColumn('updated_at', 'text').execute();
  await db.schema.createIndex('periods_name_index').on('periods').column('name').execute();

  await db.schema
    .createTable('blackouts')
    .$call(withId(db))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('period_id', 'integer', (column) => column.references('periods.id').onDelete('cascade'))
    .addColumn('resource_id', 'integer', (column) => column.references('resources.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (column) => column.notNull())
    .addColumn('ends_at', 'text', (column) => column.notNull())
    .addColumn('all_day', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('source', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('blackouts_starts_at_index').on('blackouts').columns(['starts_at', 'ends_at']).execute();
  await db.schema
    .createIndex('blackouts_resource_index')
    .on('blackouts')
    .columns(['resource_id', 'starts_at'])
    .execute();
  await db.schema.createIndex('blackouts_period_index').on('blackouts').column('period_id').execute();
  await db.schema.createIndex('blackouts_source_index').on('blackouts').column('source').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blackouts').execute();
  await db.schema.dropIndex('periods_name_index').execute();
  await db.schema.alterTable('periods').dropColumn('updated_at').execute();
  await db.schema.alterTable('periods').dropColumn('exam_weeks').execute();
  await db.schema.alterTable('periods').dropColumn('teaching_weeks').execute();
}
