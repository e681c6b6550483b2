/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * What a room offers: how many people it seats and its equipment tags ("projector", "computers"). Administration
 * edits them, the importer keeps a room's capacity, reports and "find a free room" filter by them. Tags are rows,
 * not a JSON column, so "rooms with every one of these tags" is an indexed query on both databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('resources').addColumn('capacity', 'integer').execute();
  await db.schema
    .createTable('resource_tags')
    .addColumn('resource_id', 'integer', (column) => column.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('tag', 'varchar(100)', (column) => column.notNull())
    .addPrimaryKeyConstraint('resource_tags_pk', ['resource_id', 'tag'])
    .execute();
  await db.schema.createIndex('resource_tags_tag_index').on('resource_tags').columns(['tag', 'resource_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('resource_tags').execute();
  await db.schema.alterTable('resources').dropColumn('capacity').execute();
}
