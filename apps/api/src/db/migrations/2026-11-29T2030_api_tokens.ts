/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';
import { withId } from './portable.js';

/*
 * API tokens (issue 35): the SHA-256 of each token's secret (never the secret), the person it acts as, its scopes
 * (comma-separated: read, write, admin), when it was last used and when it expires. A revoked token's row is
 * deleted; the audit log keeps the name a change was made through (`audit_entries.token_name`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .$call(withId(db))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('scopes', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('hint', 'text', (column) => column.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user_index').on('api_tokens').columns(['user_id', 'kind']).execute();
  await db.schema.alterTable('audit_entries').addColumn('token_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_entries').dropColumn('token_name').execute();
  await db.schema.dropTable('api_tokens').execute();
}
