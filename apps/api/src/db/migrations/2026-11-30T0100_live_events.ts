/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';
import { withId } from './portable.js';

/*
 * Live timetables (issue 31): one row per committed change, written in the change's transaction, naming what it
 * touched. Its id is the event's SSE id: a tab that reconnects with `Last-Event-ID` is sent what it missed from
 * here. Rows older than LIVE_KEEP_MINUTES are deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .$call(withId(db))
    .addColumn('created_at', 'text', (column) => column.notNull())
    // null: every signed-in user may be told; otherwise only this user (their notifications, their account).
    .addColumn('user_id', 'integer')
    .addColumn('actor_id', 'integer')
    // JSON: {kinds, resource_ids, reservation_ids, from, to}
    .addColumn('payload', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('live_events_created_at_index').on('live_events').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_events').execute();
}
