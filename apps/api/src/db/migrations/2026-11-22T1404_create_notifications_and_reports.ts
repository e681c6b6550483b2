/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';
import { withId, withTimestamps } from './portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .$call(withId(db))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_id_read_at_index')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();
  await db.schema
    .createIndex('notifications_user_id_created_at_index')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('reports')
    .$call(withId(db))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('filters', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('reports_user_id_index').on('reports').column('user_id').execute();

  await db.schema
    .createTable('periods')
    .$call(withId(db))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('starts_on', 'text', (column) => column.notNull())
    .addColumn('ends_on', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('group_timetables')
    .$call(withId(db))
    .addColumn('group_id', 'integer', (column) => column.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('period_id', 'integer', (column) => column.notNull().references('periods.id').onDelete('cascade'))
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('draft'))
    .$call(withTimestamps)
    .addUniqueConstraint('group_timetables_group_period_unique', ['group_id', 'period_id'])
    .execute();
  await db.schema.createIndex('group_timetables_period_id_index').on('group_timetables').column('period_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('group_timetables').execute();
  await db.schema.dropTable('periods').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('notifications').execute();
}
