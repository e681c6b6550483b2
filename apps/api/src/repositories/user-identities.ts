import { type Kysely, sql, type Transaction } from 'kysely';
import { type Database, type Instant, type User } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Identities of identity providers and the accounts they sign in to (issue 30), and what sign-in maps onto. */
export function createUserIdentityRepository(db: Kysely<Database>) {
  return {
    async userOf(providerId: string, subject: string, trx: Executor = db): Promise<User | undefined> {
      return trx
        .selectFrom('user_identities')
        .innerJoin('users', 'users.id', 'user_identities.user_id')
        .selectAll('users')
        .where('user_identities.provider_id', '=', providerId)
        .where('user_identities.subject', '=', subject)
        .executeTakeFirst();
    },

    async link(row: { provider_id: string; subject: string; user_id: number; now: Instant }, trx: Executor = db) {
      await trx
        .insertInto('user_identities')
        .values({
          provider_id: row.provider_id,
          subject: row.subject,
          user_id: row.user_id,
          created_at: row.now,
          last_sign_in_at: row.now,
        })
        .execute();
    },

    /** Whether the account already has an identity of this provider (then another one never links to it). */
    async isLinked(providerId: string, userId: number, trx: Executor = db): Promise<boolean> {
      const row = await trx
        .selectFrom('user_identities')
        .select('subject')
        .where('provider_id', '=', providerId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async touch(providerId: string, subject: string, now: Instant, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('user_identities')
        .set({ last_sign_in_at: now })
        .where('provider_id', '=', providerId)
        .where('subject', '=', subject)
        .execute();
    },

    /**
     * Accounts with the e-mail address (compared without case) from an administrator, an import or a directory, not
     * one an owner typed on their profile: a link by e-mail needs exactly one.
     */
    usersWithEmail(email: string, trx: Executor = db) {
      return trx
        .selectFrom('users')
        .select(['id', 'uid', 'email'])
        .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
        .where('email_set_by_owner', '=', 0)
        .limit(2)
        .execute();
    },

    /** The groups with these names. */
    groupsNamed(names: readonly string[], trx: Executor = db) {
      if (names.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('groups')
        .select(['id', 'name'])
        .where('name', 'in', [...names])
        .execute();
    },

    /** Of the groups `managed`, the user ends in exactly `wanted`; other memberships stay as they are. */
    async setManagedGroups(
      userId: number,
      managed: readonly number[],
      wanted: readonly number[],
      trx: Executor = db,
    ): Promise<void> {
      const leave = managed.filter((id) => !wanted.includes(id));
      if (leave.length > 0) {
        await trx.deleteFrom('group_users').where('user_id', '=', userId).where('group_id', 'in', leave).execute();
      }
      if (wanted.length > 0) {
        await trx
          .insertInto('group_users')
          .values(wanted.map((groupId) => ({ group_id: groupId, user_id: userId })))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    },
  };
}
export type UserIdentityRepository = ReturnType<typeof createUserIdentityRepository>;
