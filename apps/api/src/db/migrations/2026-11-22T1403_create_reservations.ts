/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely, sql } from 'kysely';
import { withId, withTimestamps } from './portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('repeaters')
    .$call(withId(db))
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('interval', 'integer', (column) => column.notNull())
    .addColumn('starts_on', 'text', (column) => column.notNull())
    .addColumn('until', 'text', (column) => column.notNull())
    .addColumn('weekdays', 'text', (column) => column.notNull())
    .addColumn('start_minutes', 'integer', (column) => column.notNull())
    .addColumn('end_minutes', 'integer', (column) => column.notNull())
    .addColumn('time_zone', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('batches')
    .$call(withId(db))
    .addColumn('creator_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('reservations')
    .$call(withId(db))
    .addColumn('item_id', 'integer', (column) => column.references('items.id').onDelete('cascade'))
    .addColumn('resource_id', 'integer', (column) => column.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('starts_at', 'text', (column) => column.notNull())
    .addColumn('ends_at', 'text', (column) => column.notNull())
    .addColumn('person_responsible_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('creator_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('is_remote', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('remote_address', 'text')
    .addColumn('repeater_id', 'integer', (column) => column.references('repeaters.id').onDelete('set null'))
    .addColumn('batch_id', 'integer', (column) => column.references('batches.id').onDelete('set null'))
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('approved'))
    .addColumn('detached', 'integer', (column) => column.notNull().defaultTo(0))
    .$call(withTimestamps)
    .addCheckConstraint('reservations_interval_check', sql`starts_at < ends_at`)
    .execute();
  await db.schema
    .createIndex('reservations_item_id_starts_at_index')
    .on('reservations')
    .columns(['item_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('reservations_resource_id_starts_at_index')
    .on('reservations')
    .columns(['resource_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('reservations_creator_id_starts_at_index')
    .on('reservations')
    .columns(['creator_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('reservations_person_responsible_id_starts_at_index')
    .on('reservations')
    .columns(['person_responsible_id', 'starts_at'])
    .execute();
  await db.schema.createIndex('reservations_repeater_id_index').on('reservations').column('repeater_id').execute();
  await db.schema.createIndex('reservations_batch_id_index').on('reservations').column('batch_id').execute();

  await db.schema
    .createTable('reservation_groups')
    .addColumn('reservation_id', 'integer', (column) =>
      column.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('group_id', 'integer', (column) => column.notNull().references('groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('reservation_groups_primary', ['reservation_id', 'group_id'])
    .execute();
  await db.schema
    .createIndex('reservation_groups_group_id_index')
    .on('reservation_groups')
    .column('group_id')
    .execute();

  await db.schema
    .createTable('reservation_invitations')
    .$call(withId(db))
    .addColumn('reservation_id', 'integer', (column) =>
      column.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('reservation_invitations_unique', ['reservation_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('reservation_invitations_user_id_index')
    .on('reservation_invitations')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('annexes')
    .$call(withId(db))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .$call(withTimestamps)
    .execute();
  await db.schema.createIndex('annexes_name_index').on('annexes').column('name').execute();

  await db.schema
    .createTable('reservation_annexes')
    .addColumn('reservation_id', 'integer', (column) =>
      column.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('annex_id', 'integer', (column) => column.notNull().references('annexes.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('reservation_annexes_primary', ['reservation_id', 'annex_id'])
    .execute();
  await db.schema
    .createIndex('reservation_annexes_annex_id_index')
    .on('reservation_annexes')
    .column('annex_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reservation_annexes').execute();
  await db.schema.dropTable('annexes').execute();
  await db.schema.dropTable('reservation_invitations').execute();
  await db.schema.dropTable('reservation_groups').execute();
  await db.schema.dropTable('reservations').execute();
  await db.schema.dropTable('batches').execute();
  await db.schema.dropTable('repeaters').execute();
}
