/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * What an import created, by a key of the source (`itc:mary-fal18:room:9`, `itc:mary-fal18:class:1:0`): a second
 * import of the same file finds its rows here and creates nothing new. `record_id` is the row it made (a resource,
 * a repeater); the table names what kind of row by the key's prefix.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_keys')
    .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
    .addColumn('record_id', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_keys').execute();
}
