/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';
import { withId } from './portable.js';

/*
 * The audit log (issue 15): one row per recorded change, written in the change's own transaction. `entity_id` is
 * text because not every audited thing has a numeric id (the system settings have a key). `changes` is a JSON
 * object of the changed fields only (`{"name":{"before":"A","after":"B"}}`). No foreign keys: the log outlives
 * what it describes. Indexed for the screen's filters, newest first: by entity, by actor, by action, by time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_entries')
    .$call(withId(db))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('impersonator_id', 'integer')
    .addColumn('request_id', 'text')
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('entity_type', 'text', (column) => column.notNull())
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('label', 'text')
    .addColumn('changes', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('audit_entries_entity_index')
    .on('audit_entries')
    .columns(['entity_type', 'entity_id', 'id'])
    .execute();
  await db.schema.createIndex('audit_entries_actor_index').on('audit_entries').columns(['actor_id', 'id']).execute();
  await db.schema
    .createIndex('audit_entries_impersonator_index')
    .on('audit_entries')
    .columns(['impersonator_id', 'id'])
    .execute();
  await db.schema.createIndex('audit_entries_action_index').on('audit_entries').columns(['action', 'id']).execute();
  await db.schema.createIndex('audit_entries_created_at_index').on('audit_entries').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
}
