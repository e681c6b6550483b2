/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';
import { withId, withTimestamps } from './portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('resources')
    .$call(withId(db))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('notes', 'text')
    .addColumn('contact_info', 'text')
    .addColumn('address', 'text')
    .addColumn('min_duration', 'integer')
    .addColumn('max_duration', 'integer')
    .addColumn('approved', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('available_spaces', 'integer')
    .addColumn('day_from', 'integer')
    .addColumn('day_to', 'integer')
    .addColumn('allow_anybody', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('allow_remote_reservations', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('available_slots', 'text')
    .addColumn('forbidden_slots', 'text')
    .$call(withTimestamps)
    .execute();
  await db.schema.createIndex('resources_name_index').on('resources').column('name').execute();

  await db.schema
    .createTable('resource_images')
    .$call(withId(db))
    .addColumn('resource_id', 'integer', (column) => column.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('resource_images_resource_id_index')
    .on('resource_images')
    .column('resource_id')
    .execute();

  await db.schema
    .createTable('items')
    .$call(withId(db))
    .addColumn('resource_id', 'integer', (column) => column.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('available_spaces', 'integer')
    .$call(withTimestamps)
    .execute();
  await db.schema.createIndex('items_resource_id_index').on('items').column('resource_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('items').execute();
  await db.schema.dropTable('resource_images').execute();
  await db.schema.dropTable('resources').execute();
}
