import { type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { type Database, type OutboxTable } from '../db/database.js';
import { retryWhileUnavailable } from '../db/unavailable.js';
import { createLeasedQueue } from './leased-queue.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type OutboxMessage = Selectable<OutboxTable>;
export type NewOutboxMessage = Insertable<OutboxTable>;
export type OutboxStatus = OutboxMessage['status'];

/** The e-mail outbox (services/outbox.ts): queued messages, their claims and their delivery marks. */
export function createOutboxRepository(db: Kysely<Database>) {
  return {
    ...createLeasedQueue(db, 'outbox'),

    /**
     * Each user's chosen e-mail kinds (the `email_notifications` column as stored); none for a disabled account, which
     * is written no e-mail (it cannot sign in to what one points to).
     */
    emailPreferencesOf(userIds: readonly number[], trx: Executor = db) {
      if (userIds.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('users')
        .select(['id', 'email_notifications'])
        .where('id', 'in', userIds)
        .where('disabled_at', 'is', null)
        .execute();
    },

    /** The users' notification e-mails of a kind not sent (waiting, or failed and perhaps retried). */
    waitingOfKind(userIds: readonly number[], kind: string, trx: Executor = db) {
      if (userIds.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('outbox')
        .select(['id', 'user_id', 'notification_params'])
        .where('user_id', 'in', [...userIds])
        .where('notification_kind', '=', kind)
        .where('status', '!=', 'sent')
        .execute();
    },

    /** Writes a waiting message's notification parameters anew (it is written from them when it goes out). */
    async setNotificationParams(id: number, params: string, trx: Executor = db): Promise<void> {
      await trx.updateTable('outbox').set({ notification_params: params }).where('id', '=', id).execute();
    },

    /** A message with its recipient's language of the moment (null when it goes to a bare address). */
    findWithLanguage(id: number): Promise<OutboxMessage & { language: 'lt' | 'en' | null }> {
      return db
        .selectFrom('outbox')
        .leftJoin('users', 'users.id', 'outbox.user_id')
        .selectAll('outbox')
        .select('users.language')
        .where('outbox.id', '=', id)
        .executeTakeFirstOrThrow();
    },

    async markFailedAttempt(id: number, failure: { error: string; status: OutboxStatus; retryAt: string }) {
      await db
        .updateTable('outbox')
        .set({ last_error: failure.error, status: failure.status, available_at: failure.retryAt })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Marks a message sent with the subject it went out with (in its reader's language of the moment), trying again
     * for `retryMs` while the database is away (a restart, a failover).
     */
    async markSent(id: number, sent: { sentAt: string; subject: string }, retryMs: number): Promise<void> {
      await retryWhileUnavailable(
        () =>
          db
            .updateTable('outbox')
            .set({ status: 'sent', sent_at: sent.sentAt, subject: sent.subject, last_error: null })
            .where('id', '=', id)
            .execute(),
        retryMs,
      );
    },

    /** A page of the outbox, newest first, optionally of one status, with the total. */
    async page(query: { status?: OutboxStatus; page: number; perPage: number }) {
      let filtered = db.selectFrom('outbox');
      if (query.status) {
        filtered = filtered.where('status', '=', query.status);
      }
      const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await filtered
        .select([
          'id',
          'to_address',
          'subject',
          'status',
          'attempts',
          'last_error',
          'available_at',
          'created_at',
          'sent_at',
        ])
        .orderBy('id', 'desc')
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage)
        .execute();
      return { total: Number(counted?.total ?? 0), rows };
    },

    /** Puts an unsent message back in the queue with fresh attempts; false when there is none to requeue. */
    async requeue(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('outbox')
        .set({ status: 'pending', attempts: 0, available_at: now })
        .where('id', '=', id)
        .where('status', '!=', 'sent')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
