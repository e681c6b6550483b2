import { type Kysely, type Transaction } from 'kysely';
import { type Database, type InvitationStatus } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface InvitationRow {
  reservation_id: number;
  status: InvitationStatus;
  name: string;
  type: 'lecture' | 'event';
  starts_at: string;
  ends_at: string;
  repeater_id: number | null;
  batch_id: number | null;
  creator_id: number | null;
  creator_name: string | null;
  resource_name: string;
}

export function createInvitationRepository(db: Kysely<Database>) {
  const rowsOf = (trx: Executor, userId: number) =>
    trx
      .selectFrom('reservation_invitations')
      .innerJoin('reservations', 'reservations.id', 'reservation_invitations.reservation_id')
      .innerJoin('resources', 'resources.id', 'reservations.resource_id')
      .leftJoin('users', 'users.id', 'reservations.creator_id')
      .select([
        'reservation_invitations.reservation_id',
        'reservation_invitations.status',
        'reservations.name',
        'reservations.type',
        'reservations.starts_at',
        'reservations.ends_at',
        'reservations.repeater_id',
        'reservations.batch_id',
        'reservations.creator_id',
        'users.name as creator_name',
        'resources.name as resource_name',
      ])
      .where('reservation_invitations.user_id', '=', userId);

  return {
    /** The user's invitations to occurrences that have not ended, by start. */
    upcoming(userId: number, after: string, trx: Executor = db): Promise<InvitationRow[]> {
      return rowsOf(trx, userId)
        .where('reservations.ends_at', '>', after)
        .orderBy('reservations.starts_at')
        .orderBy('reservations.id')
        .execute();
    },

    /** The user's invitation to one reservation. */
    one(userId: number, reservationId: number, trx: Executor = db): Promise<InvitationRow | undefined> {
      return rowsOf(trx, userId).where('reservation_invitations.reservation_id', '=', reservationId).executeTakeFirst();
    },

    /** The user's answers to the reservations (by id) they are invited to; the others are left out. */
    async statuses(
      userId: number,
      reservationIds: readonly number[],
      trx: Executor = db,
    ): Promise<Map<number, InvitationStatus>> {
      if (reservationIds.length === 0) {
        return new Map();
      }
      const rows = await trx
        .selectFrom('reservation_invitations')
        .select(['reservation_id', 'status'])
        .where('user_id', '=', userId)
        .where('reservation_id', 'in', [...new Set(reservationIds)])
        .execute();
      return new Map(rows.map((row) => [row.reservation_id, row.status]));
    },

    /**
     * Sets the user's answer on every occurrence of the series or batch (or the one reservation) that does not have it
     * yet; answers the ids of the reservations whose answer changed.
     */
    async answer(
      userId: number,
      scope: { repeaterId: number | null; batchId: number | null; reservationId: number },
      status: InvitationStatus,
      trx: Executor = db,
    ): Promise<number[]> {
      let reservationIds = trx.selectFrom('reservations').select('id');
      // A batch first: a series in two rooms is one batch of two rules, answered once.
      if (scope.batchId !== null) {
        reservationIds = reservationIds.where('batch_id', '=', scope.batchId);
      } else if (scope.repeaterId !== null) {
        reservationIds = reservationIds.where('repeater_id', '=', scope.repeaterId);
      } else {
        reservationIds = reservationIds.where('id', '=', scope.reservationId);
      }
      const changed = (
        await trx
          .updateTable('reservation_invitations')
          .set({ status })
          .where('user_id', '=', userId)
          .where('reservation_id', 'in', reservationIds)
          .where('status', '<>', status)
          .returning('reservation_id')
          .execute()
      ).map((row) => row.reservation_id);
      if (changed.length === 0) {
        return [];
      }
      // A changed answer changes the occurrences' attendees: a new revision in calendar feeds (SEQUENCE).
      await trx
        .updateTable('reservations')
        .set((eb) => ({ sequence: eb('sequence', '+', 1) }))
        .where('id', 'in', changed)
        .execute();
      const rules = trx
        .selectFrom('reservations')
        .select('repeater_id')
        .where('id', 'in', changed)
        .where('repeater_id', 'is not', null);
      await trx
        .updateTable('repeaters')
        .set((eb) => ({ sequence: eb('sequence', '+', 1) }))
        .where('id', 'in', rules)
        .execute();
      return changed;
    },
  };
}
export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
