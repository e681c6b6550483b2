import { type Invitation } from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type Database } from '../db/database.js';
import { inTransaction } from '../db/unit-of-work.js';
import { NotFoundError } from '../errors.js';
import { type InvitationRepository, type InvitationRow } from '../repositories/invitations.js';

export interface InvitationServiceDependencies {
  db: Kysely<Database>;
  invitations: InvitationRepository;
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
export function createInvitationService({ db, invitations, clock }: InvitationServiceDependencies) {
  return {
    async list(userId: number): Promise<Invitation[]> {
      const groups = new Map<string, InvitationRow[]>();
      for (const row of await invitations.upcoming(userId, clock().toISOString())) {
        const key = groupKey(row);
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      return [...groups.values()].map(present);
    },

    async answer(userId: number, reservationId: number, answer: 'accept' | 'decline'): Promise<Invitation> {
      const row = await invitations.one(userId, reservationId);
      if (!row) {
        throw new NotFoundError('invitation');
      }
      // The answers, the occurrences' revisions and their rules' revisions change together or not at all.
      await inTransaction(db, (trx) =>
        invitations.answer(
          userId,
          { repeaterId: row.repeater_id, batchId: row.batch_id, reservationId },
          answer === 'accept' ? 'accepted' : 'declined',
          trx,
        ),
      );
      const key = groupKey(row);
      const rows = (await invitations.upcoming(userId, clock().toISOString())).filter(
        (candidate) => groupKey(candidate) === key,
      );
      return present(rows.length > 0 ? rows : [{ ...row, status: answer === 'accept' ? 'accepted' : 'declined' }]);
    },
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;
