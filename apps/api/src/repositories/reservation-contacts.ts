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
 * What a calendar needs of a reservation's people beyond their names, read apart from the names: the answers to the
 * invitations (for the reservations the asking user is involved in) and the people's e-mails (for `users.manage`
 * only, docs/decisions/whose-email-addresses.md).
 */
export function createReservationContactRepository(db: Kysely<Database>) {
  return {
    async contactsOf(
      /**
       * `reservationIds`: the reservations whose invitation answers are wanted (those with invitees); `userIds`: the
       * people whose e-mails are wanted.
       */
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
