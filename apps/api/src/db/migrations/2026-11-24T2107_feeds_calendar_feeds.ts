/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * Calendar feeds (issue 14): each user's private subscription (the SHA-256 of its token and the salt the token is
 * derived from, never the token), and the revisions a feed's SEQUENCE is read from: one per occurrence and one per
 * series, raised by the repositories on every change. A detached occurrence keeps the instant its series had it at
 * (the RECURRENCE-ID of the exception).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('salt', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .alterTable('reservations')
    .addColumn('sequence', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('reservations').addColumn('recurrence_starts_at', 'text').execute();
  await db.schema
    .alterTable('repeaters')
    .addColumn('sequence', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('repeaters').dropColumn('sequence').execute();
  await db.schema.alterTable('reservations').dropColumn('recurrence_starts_at').execute();
  await db.schema.alterTable('reservations').dropColumn('sequence').execute();
  await db.schema.dropTable('calendar_feeds').execute();
}
