/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * Sign-in throttling by uid and address with growing delays (issue 13): a counter that reached its limit waits
 * until `locked_until` before another attempt is even checked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_attempts').addColumn('locked_until', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_attempts').dropColumn('locked_until').execute();
}
