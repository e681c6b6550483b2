/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * The dates a series no longer has because one occurrence was deleted on its own (scope `this`). Rewriting the
 * series later (scope `all`) must not bring them back (RFC 5545 EXDATE).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('repeater_exclusions')
    .addColumn('repeater_id', 'integer', (column) => column.notNull().references('repeaters.id').onDelete('cascade'))
    .addColumn('date', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('repeater_exclusions_primary', ['repeater_id', 'date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('repeater_exclusions').execute();
}
