/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';
import { withId, withTimestamps } from './portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('groups')
    .$call(withId(db))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('external_id', 'text', (column) => column.unique())
    .$call(withTimestamps)
    .execute();
  await db.schema.createIndex('groups_name_index').on('groups').column('name').execute();

  await db.schema
    .createTable('group_users')
    .addColumn('group_id', 'integer', (column) => column.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_users_primary', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('group_users_user_id_index').on('group_users').column('user_id').execute();

  await db.schema
    .createTable('group_resources')
    .addColumn('group_id', 'integer', (column) => column.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('resource_id', 'integer', (column) => column.notNull().references('resources.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_resources_primary', ['group_id', 'resource_id'])
    .execute();
  await db.schema
    .createIndex('group_resources_resource_id_index')
    .on('group_resources')
    .column('resource_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('group_resources').execute();
  await db.schema.dropTable('group_users').execute();
  await db.schema.dropTable('groups').execute();
}
