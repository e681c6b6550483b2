/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * A notification's e-mail is written when it is sent, in its recipient's language at that moment (issue 28): the
 * outbox keeps the notification's kind and parameters (JSON text on both dialects) beside the subject and text it
 * had when queued. Rows queued before keep both columns null and are sent as they were written, as are messages that
 * are no notification (an account's welcome).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('notification_kind', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('notification_params', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('notification_params').execute();
  await db.schema.alterTable('outbox').dropColumn('notification_kind').execute();
}
