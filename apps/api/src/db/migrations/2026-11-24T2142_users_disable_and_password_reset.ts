/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * Account administration (issue 15): a disabled account (when, or null) cannot sign in and has no sessions; a
 * password an administrator reset must be changed at the next sign-in (1) before anything else is allowed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
}
