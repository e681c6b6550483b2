import { type Invitation } from '@laikas/contract';
import { type Kysely, type Transaction } from 'kysely';
import { type Database, type Reservation } from '../db/database.js';
import { inTransaction } from '../db/unit-of-work.js';
import { NotFoundError } from '../errors.js';
import { type InvitationRepository, type InvitationRow } from '../repositories/invitations.js';
import { type ReservationRepository } from '../repositories/reservations.js';
import { type Author, type NotificationService } from './notifications.js';

export interface InvitationServiceDependencies {
  db: Kysely<Database>;
  invitations: InvitationRepository;
  reservations: Pick<ReservationRepository, 'findByIds'>;
  notifications: Pick<NotificationService, 'onInvitationAnswered'>;
  clock: () => Date;
}

/**
 * The key an invitation is answered under: its batch (a series in two rooms is one batch of two rules, and stays one
 * after "this and upcoming"), else its series, else the reservation itself.
 */
function groupKey(row: InvitationRow): string {
  if (row.batch_id !== null) {
    return `batch:${row.batch_id}`;
  }
  return row.repeater_id !== null ? `series:${row.repeater_id}` : `one:${row.reservation_id}`;
}

/** One invitation per group, from its rows (sorted by start): the first occurrence speaks for the group. */
function present(rows: readonly InvitationRow[]): Invitation {
  const first = rows[0]!;
  // Answered once for the group; a member added later (an edit) may still wait, so pending wins.
  const status = rows.some((row) => row.status === 'pending') ? 'pending' : first.status;
  return {
    reservation_id: first.reservation_id,
    name: first.name,
    type: first.type,
    starts_at: first.starts_at,
    ends_at: first.ends_at,
    // One date in two rooms is one occurrence to its invitee.
    occurrences: new Set(rows.map((row) => row.starts_at)).size,
    resource: [...new Set(rows.map((row) => row.resource_name))].join(', '),
    rooms: new Set(rows.map((row) => row.resource_name)).size,
    organiser: first.creator_id === null ? null : { id: first.creator_id, name: first.creator_name ?? '' },
    status,
  };
}

/** Invitations as their invitees answer them: a series or a batch once, a declined one off their timetable. */
export function createInvitationService({
  db,
  invitations,
  reservations,
  notifications,
  clock,
}: InvitationServiceDependencies) {
  /**
   * The reservations an answer changed, as their organisers hear of it: those still to come (as the invitee saw the
   * invitation), or all of them when none is.
   */
  async function answeredRows(ids: readonly number[], trx: Transaction<Database>): Promise<Reservation[]> {
    const rows = await reservations.findByIds(ids, trx);
    const now = clock().toISOString();
    const upcoming = rows.filter((row) => row.ends_at > now);
    return upcoming.length > 0 ? upcoming : rows;
  }

  return {
    async list(userId: number): Promise<Invitation[]> {
      const groups = new Map<string, InvitationRow[]>();
      for (const row of await invitations.upcoming(userId, clock().toISOString())) {
        const key = groupKey(row);
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      return [...groups.values()].map(present);
    },

    /**
     * The invitee's answer for the whole series or batch. A changed answer is told to the organisers (the creator and
     * the person responsible), in the answer's transaction; the same answer again tells nobody.
     */
    async answer(invitee: Author, reservationId: number, answer: 'accept' | 'decline'): Promise<Invitation> {
      const userId = invitee.id;
      const row = await invitations.one(userId, reservationId);
      if (!row) {
        throw new NotFoundError('invitation');
      }
      const status = answer === 'accept' ? 'accepted' : 'declined';
      // The answers, the occurrences' revisions, their rules' revisions and the organisers' notifications change
      // together or not at all.
      await inTransaction(db, async (trx) => {
        const changed = await invitations.answer(
          userId,
          { repeaterId: row.repeater_id, batchId: row.batch_id, reservationId },
          status,
          trx,
        );
        if (changed.length > 0) {
          await notifications.onInvitationAnswered(trx, await answeredRows(changed, trx), invitee, status);
        }
      });
      const key = groupKey(row);
      const rows = (await invitations.upcoming(userId, clock().toISOString())).filter(
        (candidate) => groupKey(candidate) === key,
      );
      return present(rows.length > 0 ? rows : [{ ...row, status }]);
    },
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;
