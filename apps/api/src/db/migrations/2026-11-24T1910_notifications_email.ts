/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * E-mail of notifications (issue 14): which kinds a user wants by e-mail (JSON list; null means every kind), and
 * per queued message the user it goes to and an optional calendar attachment (.ics text).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_notifications', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('ics', 'text').execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('user_id').execute();
  await db.schema.alterTable('outbox').dropColumn('ics').execute();
  await db.schema.alterTable('users').dropColumn('email_notifications').execute();
}
