/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';
import { withId, withTimestamps } from './portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .$call(withId(db))
    .addColumn('uid', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('lt'))
    .addColumn('subscribed_resource_id', 'integer', (column) => column.references('resources.id').onDelete('set null'))
    .addColumn('daily_reminder', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('reminder_hour', 'integer', (column) => column.notNull().defaultTo(7))
    .$call(withTimestamps)
    .execute();
  await db.schema.createIndex('users_name_index').on('users').column('name').execute();

  await db.schema
    .createTable('roles')
    .$call(withId(db))
    .addColumn('key', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('role_abilities')
    .addColumn('role_id', 'integer', (column) => column.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('ability', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('role_abilities_primary', ['role_id', 'ability'])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (column) => column.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_primary', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_roles_role_id_index').on('user_roles').column('role_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('impersonator_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_seen_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_index').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('window_ends_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_attempts').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('user_roles').execute();
  await db.schema.dropTable('role_abilities').execute();
  await db.schema.dropTable('roles').execute();
  await db.schema.dropTable('users').execute();
}
