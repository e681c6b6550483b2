import { type Kysely, type Transaction } from 'kysely';
import { type Database, type InvitationStatus } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** An invitee's answer to one reservation's invitation. */
export interface InvitationAnswer {
  reservation_id: number;
  user_id: number;
  status: InvitationStatus;
}

/**
 * What a calendar needs of a reservation's people and only its involved people may read (docs/decisions.md): their
 * e-mails and the answers to the invitations. Read apart from the names, and only for reservations the asking user
 * is involved in.
 */
export function createReservationContactRepository(db: Kysely<Database>) {
  return {
    async contactsOf(
      /** `reservationIds`: the reservations whose invitation answers are wanted (those with invitees). */
      wanted: { reservationIds: readonly number[]; userIds: readonly number[] },
      trx: Executor = db,
    ): Promise<{ emails: Map<number, string | null>; answers: InvitationAnswer[] }> {
      // One after the other: on PostgreSQL parallel reads would take a second pooled connection for a few rows.
      const users =
        wanted.userIds.length === 0
          ? []
          : await trx
              .selectFrom('users')
              .select(['id', 'email'])
              .where('id', 'in', [...wanted.userIds])
              .execute();
      const answers =
        wanted.reservationIds.length === 0
          ? []
          : await trx
              .selectFrom('reservation_invitations')
              .select(['reservation_id', 'user_id', 'status'])
              .where('reservation_id', 'in', [...wanted.reservationIds])
              .execute();
      return { emails: new Map(users.map((user) => [user.id, user.email])), answers };
    },
  };
}
export type ReservationContactRepository = ReturnType<typeof createReservationContactRepository>;
