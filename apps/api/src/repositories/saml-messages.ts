import { type Kysely, type Transaction } from 'kysely';
import { type Database, type Instant } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * SAML messages the database remembers (issue 30): the requests this server sent, until their answer (InResponseTo)
 * or their expiry, and the assertions already used, until they expire (replays refused). Shared by every process.
 */
export function createSamlMessageRepository(db: Kysely<Database>) {
  return {
    async rememberRequest(id: string, createdAt: Instant, expiresAt: Instant, trx: Executor = db): Promise<void> {
      await trx.deleteFrom('saml_requests').where('expires_at', '<=', createdAt).execute();
      await trx
        .insertInto('saml_requests')
        .values({ id, created_at: createdAt, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },

    /** When the request was sent, if it is still awaited (not answered, not expired). */
    async requestSentAt(id: string, now: Instant, trx: Executor = db): Promise<Instant | undefined> {
      const row = await trx
        .selectFrom('saml_requests')
        .select('created_at')
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.created_at;
    },

    async forgetRequest(id: string, trx: Executor = db): Promise<void> {
      await trx.deleteFrom('saml_requests').where('id', '=', id).execute();
    },

    /** Whether the assertion was used before (and has not expired since). */
    async assertionSeen(id: string, now: Instant, trx: Executor = db): Promise<boolean> {
      const row = await trx
        .selectFrom('saml_assertions')
        .select('id')
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Records an assertion as used; `false` when it already was (a replay, also one racing this call on another
     * process: the primary key decides). Expired ones are cleared on the way.
     */
    async useAssertion(
      row: { id: string; provider_id: string; expires_at: Instant },
      now: Instant,
      trx: Executor = db,
    ): Promise<boolean> {
      await trx.deleteFrom('saml_assertions').where('expires_at', '<=', now).execute();
      const inserted = await trx
        .insertInto('saml_assertions')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
export type SamlMessageRepository = ReturnType<typeof createSamlMessageRepository>;
