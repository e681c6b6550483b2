import { type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { type Database, type NotificationsTable } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;

/** Who a notification goes to, as its text and its e-mail need them. */
export interface Recipient {
  id: number;
  language: 'lt' | 'en';
  email: string | null;
  name: string;
}

const INSERT_CHUNK = 500;

/** Every query reads and writes only the rows of `userId`: another user's id is simply not found. */
export function createNotificationRepository(db: Kysely<Database>) {
  return {
    async insertMany(rows: readonly NewNotification[], trx: Executor = db): Promise<NotificationRow[]> {
      const inserted: NotificationRow[] = [];
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        inserted.push(
          ...(await trx
            .insertInto('notifications')
            .values(rows.slice(start, start + INSERT_CHUNK))
            .returningAll()
            .execute()),
        );
      }
      return inserted;
    },

    /** Newest first. */
    async page(userId: number, page: number, perPage: number, trx: Executor = db) {
      const counted = await trx
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const rows = await trx
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { total: Number(counted?.total ?? 0), rows };
    },

    async unreadCount(userId: number, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    findOwn(userId: number, id: number, trx: Executor = db): Promise<NotificationRow | undefined> {
      return trx
        .selectFrom('notifications')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Marks one read (keeps the first read time); false when it is not the user's. */
    async markRead(userId: number, id: number, at: string, trx: Executor = db): Promise<boolean> {
      const own = await this.findOwn(userId, id, trx);
      if (!own) {
        return false;
      }
      await trx
        .updateTable('notifications')
        .set({ read_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .execute();
      return true;
    },

    async markAllRead(userId: number, at: string, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('notifications')
        .set({ read_at: at })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .execute();
    },

    async deleteOwn(userId: number, id: number, trx: Executor = db): Promise<boolean> {
      const result = await trx
        .deleteFrom('notifications')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async deleteAll(userId: number, trx: Executor = db): Promise<void> {
      await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    },

    /** The users as recipients (language, e-mail), by id. */
    async recipients(userIds: readonly number[], trx: Executor = db): Promise<Recipient[]> {
      if (userIds.length === 0) {
        return [];
      }
      return trx
        .selectFrom('users')
        .select(['id', 'language', 'email', 'name'])
        .where('id', 'in', [...userIds])
        .execute();
    },

    /** The members of the groups. */
    async groupMemberIds(groupIds: readonly number[], trx: Executor = db): Promise<number[]> {
      if (groupIds.length === 0) {
        return [];
      }
      const rows = await trx
        .selectFrom('group_users')
        .select('user_id')
        .distinct()
        .where('group_id', 'in', [...groupIds])
        .execute();
      return rows.map((row) => row.user_id);
    },

    /**
     * The enabled users who may approve reservations: a role of theirs grants `reservations.manage` or everything
     * (`*`), or is the super administrator's.
     */
    async approverIds(trx: Executor = db): Promise<number[]> {
      const rows = await trx
        .selectFrom('user_roles')
        .innerJoin('users', 'users.id', 'user_roles.user_id')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .leftJoin('role_abilities', 'role_abilities.role_id', 'roles.id')
        .select('users.id')
        .distinct()
        .where('users.disabled_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('role_abilities.ability', 'in', ['*', 'reservations.manage']),
            eb('roles.key', '=', 'super_admin'),
          ]),
        )
        .orderBy('users.id')
        .execute();
      return rows.map((row) => row.id);
    },

    reservation(id: number, trx: Executor = db) {
      return trx.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async emailKinds(userId: number, trx: Executor = db): Promise<string | null> {
      const row = await trx
        .selectFrom('users')
        .select('email_notifications')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.email_notifications ?? null;
    },

    async setEmailKinds(userId: number, kinds: readonly string[], trx: Executor = db): Promise<void> {
      await trx
        .updateTable('users')
        .set({ email_notifications: JSON.stringify(kinds) })
        .where('id', '=', userId)
        .execute();
    },

    /** The members of the groups of a reservation. */
    async memberIdsOf(reservationId: number, trx: Executor = db): Promise<number[]> {
      const rows = await trx
        .selectFrom('reservation_groups')
        .innerJoin('group_users', 'group_users.group_id', 'reservation_groups.group_id')
        .select('group_users.user_id')
        .distinct()
        .where('reservation_groups.reservation_id', '=', reservationId)
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** The users invited to a reservation who have not declined. */
    async inviteeIds(reservationId: number, trx: Executor = db): Promise<number[]> {
      const rows = await trx
        .selectFrom('reservation_invitations')
        .select('user_id')
        .where('reservation_id', '=', reservationId)
        .where('status', '!=', 'declined')
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** Every user invited to a reservation, whatever their answer. */
    async invitedIds(reservationId: number, trx: Executor = db): Promise<number[]> {
      const rows = await trx
        .selectFrom('reservation_invitations')
        .select('user_id')
        .where('reservation_id', '=', reservationId)
        .execute();
      return rows.map((row) => row.user_id);
    },

    /**
     * Each user's first occurrence not ended after `after` of the series (`repeaterIds`) or batches they are invited
     * to: where an invitation whose named occurrence is gone goes on.
     */
    async nextInvited(
      userIds: readonly number[],
      groups: { repeaterIds: readonly number[]; batchIds: readonly number[] },
      after: string,
      trx: Executor = db,
    ): Promise<Map<number, number>> {
      if (userIds.length === 0 || (groups.repeaterIds.length === 0 && groups.batchIds.length === 0)) {
        return new Map();
      }
      const rows = await trx
        .selectFrom('reservation_invitations')
        .innerJoin('reservations', 'reservations.id', 'reservation_invitations.reservation_id')
        .select(['reservation_invitations.user_id', 'reservations.id'])
        .where('reservation_invitations.user_id', 'in', [...userIds])
        .where('reservations.ends_at', '>', after)
        .where((eb) =>
          eb.or([
            ...(groups.repeaterIds.length > 0 ? [eb('reservations.repeater_id', 'in', [...groups.repeaterIds])] : []),
            ...(groups.batchIds.length > 0 ? [eb('reservations.batch_id', 'in', [...groups.batchIds])] : []),
          ]),
        )
        .orderBy('reservations.starts_at')
        .orderBy('reservations.id')
        .execute();
      const next = new Map<number, number>();
      for (const row of rows) {
        if (!next.has(row.user_id)) {
          next.set(row.user_id, row.id);
        }
      }
      return next;
    },

    /** The users' notifications of a type (their parameters to read), oldest first. */
    ofType(userIds: readonly number[], type: string, trx: Executor = db): Promise<NotificationRow[]> {
      if (userIds.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', 'in', [...userIds])
        .where('type', '=', type)
        .orderBy('id')
        .execute();
    },

    /** Writes a notification's parameters anew (what it is about changed since, e.g. its invitation was cancelled). */
    async setData(userId: number, id: number, data: string, trx: Executor = db): Promise<void> {
      await trx.updateTable('notifications').set({ data }).where('id', '=', id).where('user_id', '=', userId).execute();
    },
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
