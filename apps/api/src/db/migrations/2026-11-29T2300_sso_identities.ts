/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * Accounts from a university's directory (issue 30): which account an identity of an identity provider (the
 * provider's id and the person's stable subject there) signs in to. An identity is linked once (just-in-time
 * creation or an explicit link rule) and from then on found by this row, never by uid or e-mail again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_identities')
    .addColumn('provider_id', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_sign_in_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('user_identities_pkey', ['provider_id', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_index').on('user_identities').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_identities').execute();
}
