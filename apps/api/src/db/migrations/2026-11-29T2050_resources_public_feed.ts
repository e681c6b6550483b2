/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * Issue 35, feeds follow the same rules as tokens: a room's calendar feed is public only where an administrator made
 * it so (off by default); otherwise each person reads it through their own secret feed address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('resources')
    .addColumn('public_feed', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('resources').dropColumn('public_feed').execute();
}
