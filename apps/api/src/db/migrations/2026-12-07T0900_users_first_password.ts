/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * Why a password must be changed (a new university's walk, defect 2): 1 while an account an administrator added holds
 * the first password it was given, 0 otherwise (a reset, or no change to make). The change-password screen said
 * "an administrator reset your password" to a new account too.
 *
 * Existing accounts: 0, as before (a password still to change reads as a reset, the only case the screen knew).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('first_password', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('first_password').execute();
}
