/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * SAML 2.0 sign-in (issue 30), held by the database so that any API process can answer the identity provider:
 * `saml_requests` are the ids of the AuthnRequests and LogoutRequests this server sent (a response's InResponseTo
 * must be one of them, once), `saml_assertions` the ids of the assertions already used, kept until they expire
 * (a replayed assertion is refused).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saml_requests')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('saml_assertions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('provider_id', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('saml_requests_expires_index').on('saml_requests').column('expires_at').execute();
  await db.schema.createIndex('saml_assertions_expires_index').on('saml_assertions').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saml_assertions').execute();
  await db.schema.dropTable('saml_requests').execute();
}
