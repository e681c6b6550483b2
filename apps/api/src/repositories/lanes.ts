import { type Kysely, type Transaction } from 'kysely';
import { type Database, type Reservation } from '../db/database.js';
import { intersecting } from './reservations.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Read-only queries of the lane screens (resources by teachers, by groups): the non-rejected occurrences that
 * intersect `[from, to)` for one group or one person responsible.
 */
export function createLaneRepository(db: Kysely<Database>) {
  return {
    async groupExists(groupId: number, trx: Executor = db): Promise<boolean> {
      return (await trx.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst()) !== undefined;
    },

    async userExists(userId: number, trx: Executor = db): Promise<boolean> {
      return (await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
    },

    ofGroup(groupId: number, from: string, to: string, trx: Executor = db): Promise<Reservation[]> {
      return trx
        .selectFrom('reservations')
        .innerJoin('reservation_groups', 'reservation_groups.reservation_id', 'reservations.id')
        .selectAll('reservations')
        .where('reservation_groups.group_id', '=', groupId)
        .where(intersecting(from, to))
        .orderBy('reservations.starts_at')
        .orderBy('reservations.id')
        .execute();
    },

    ofPersonResponsible(userId: number, from: string, to: string, trx: Executor = db): Promise<Reservation[]> {
      return trx
        .selectFrom('reservations')
        .selectAll()
        .where('person_responsible_id', '=', userId)
        .where(intersecting(from, to))
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
    },
  };
}
export type LaneRepository = ReturnType<typeof createLaneRepository>;
