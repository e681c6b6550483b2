/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';
import { withId } from './portable.js';

/*
 * A room closed every week at the same hours ("every Friday 12:00–14:00, cleaning") from one date to another. The
 * rule is kept as the office wrote it (local dates, weekdays as `monday,friday`, local `HH:MM` times) and each of its
 * dates is a row of `blackouts` pointing to it, so everything that reads closures (`blackoutsBetween`: the write path,
 * the finder, the grids, reports) reads them as before. Deleting the rule (or its room) deletes its rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('weekly_blackouts')
    .$call(withId(db))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('resource_id', 'integer', (column) => column.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('starts_on', 'text', (column) => column.notNull())
    .addColumn('ends_on', 'text', (column) => column.notNull())
    .addColumn('weekdays', 'text', (column) => column.notNull())
    .addColumn('from_time', 'text', (column) => column.notNull())
    .addColumn('to_time', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('weekly_blackouts_resource_index')
    .on('weekly_blackouts')
    .columns(['resource_id', 'starts_on'])
    .execute();
  await db.schema
    .alterTable('blackouts')
    .addColumn('weekly_blackout_id', 'integer', (column) =>
      column.references('weekly_blackouts.id').onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('blackouts_weekly_index').on('blackouts').column('weekly_blackout_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blackouts_weekly_index').execute();
  // A weekly rule's dates go with it: a database without rules has no rows pointing to one.
  await db.deleteFrom('blackouts').where('weekly_blackout_id', 'is not', null).execute();
  await db.schema.alterTable('blackouts').dropColumn('weekly_blackout_id').execute();
  await db.schema.dropTable('weekly_blackouts').execute();
}
