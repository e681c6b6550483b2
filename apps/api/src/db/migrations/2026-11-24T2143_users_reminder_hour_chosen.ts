/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * System settings (issue 15): the daily reminder of a user who never chose an hour follows the default hour of the
 * system settings; 1 once the user (or an administrator) chose one. Existing users start at 0: nobody chose yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('reminder_hour_chosen', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('reminder_hour_chosen').execute();
}
