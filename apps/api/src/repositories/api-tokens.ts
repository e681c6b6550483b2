import { type TokenKind } from '@laikas/contract';
import { type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { type ApiTokensTable, type Database, type Dialect, type Instant } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;
export type ApiTokenRow = Selectable<ApiTokensTable>;
export type ApiTokenWithOwner = ApiTokenRow & { owner_name: string };

/** API tokens (issue 35): only hashes of their secrets are stored. */
export function createApiTokenRepository(db: Kysely<Database>, dialect: Dialect) {
  const withOwner = (trx: Executor) =>
    trx
      .selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.user_id')
      .selectAll('api_tokens')
      .select('users.name as owner_name');

  return {
    async insert(row: Insertable<ApiTokensTable>, trx: Executor = db): Promise<number> {
      const { id } = await trx.insertInto('api_tokens').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async findById(id: number, trx: Executor = db): Promise<ApiTokenWithOwner | undefined> {
      return withOwner(trx).where('api_tokens.id', '=', id).executeTakeFirst();
    },

    /** A live token by the hash of its secret: not expired at `now`. Revoked tokens have no row. */
    async findLiveByHash(hash: string, now: Instant, trx: Executor = db): Promise<ApiTokenRow | undefined> {
      return trx
        .selectFrom('api_tokens')
        .selectAll()
        .where('token_hash', '=', hash)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .executeTakeFirst();
    },

    /** A person's personal tokens, or every service token; newest first. */
    async list(filter: { kind: 'personal'; userId: number } | { kind: 'service' }, trx: Executor = db) {
      let query = withOwner(trx).where('api_tokens.kind', '=', filter.kind);
      if (filter.kind === 'personal') {
        query = query.where('api_tokens.user_id', '=', filter.userId);
      }
      return query.orderBy('api_tokens.id', 'desc').execute();
    },

    /**
     * How many tokens of the kind a user holds (a service token is its maker's). In a transaction on PostgreSQL the
     * owner's row is held until it ends, so calls at once count one after another (SQLite has one writer already).
     */
    async countOwned(userId: number, kind: TokenKind, trx: Executor = db): Promise<number> {
      if (dialect === 'postgres') {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      }
      const { count } = await trx
        .selectFrom('api_tokens')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async touch(id: number, now: Instant, trx: Executor = db): Promise<void> {
      await trx.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
    },

    /** Deletes the token; false when there was none. */
    async delete(id: number, trx: Executor = db): Promise<boolean> {
      const result = await trx.deleteFrom('api_tokens').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type ApiTokenRepository = ReturnType<typeof createApiTokenRepository>;
