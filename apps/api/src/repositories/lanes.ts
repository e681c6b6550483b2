import { type Kysely, type Transaction } from 'kysely';
import { type Database, type Reservation } from '../db/database.js';
import { LONGEST_OCCURRENCE_MS } from './reservations.js';

type Executor = Kysely<Database> | Transaction<Database>;

const earliestStart = (from: string) => new Date(Date.parse(from) - LONGEST_OCCURRENCE_MS).toISOString();

/**
 * Read-only queries of the lane screens (resources by teachers, by groups): the non-rejected occurrences that
 * intersect `[from, to)` for one group or one person responsible. The lower bound on `starts_at` keeps the
 * index scan tight, as in the reservation repository.
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
        .where('reservations.starts_at', '>', earliestStart(from))
        .where('reservations.starts_at', '<', to)
        .where('reservations.ends_at', '>', from)
        .where('reservations.status', '!=', 'rejected')
        .orderBy('reservations.starts_at')
        .orderBy('reservations.id')
        .execute();
    },

    ofPersonResponsible(userId: number, from: string, to: string, trx: Executor = db): Promise<Reservation[]> {
      return trx
        .selectFrom('reservations')
        .selectAll()
        .where('person_responsible_id', '=', userId)
        .where('starts_at', '>', earliestStart(from))
        .where('starts_at', '<', to)
        .where('ends_at', '>', from)
        .where('status', '!=', 'rejected')
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
    },
  };
}
export type LaneRepository = ReturnType<typeof createLaneRepository>;
