import { type Kysely, sql, type Transaction } from 'kysely';
import { type Database, type Dialect, type Reservation, type ReservationStatus } from '../db/database.js';
import { likePattern } from './admin-resources.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface ReservationFilter {
  status?: ReservationStatus | undefined;
  resourceId?: number | undefined;
  userId?: number | undefined;
  groupId?: number | undefined;
  /** Instants: reservations that end after `from` and start before `to`. */
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

/** The paged, filtered reads and the status changes of the reservation administration. */
export function createAdminReservationRepository(db: Kysely<Database>, dialect: Dialect) {
  function filtered(trx: Executor, filter: ReservationFilter) {
    let query = trx
      .selectFrom('reservations')
      .innerJoin('resources', 'resources.id', 'reservations.resource_id')
      .leftJoin('users as creator', 'creator.id', 'reservations.creator_id')
      .leftJoin('users as responsible', 'responsible.id', 'reservations.person_responsible_id');
    if (filter.status) {
      query = query.where('reservations.status', '=', filter.status);
    }
    if (filter.resourceId) {
      query = query.where('reservations.resource_id', '=', filter.resourceId);
    }
    if (filter.userId) {
      const userId = filter.userId;
      query = query.where((eb) =>
        eb.or([eb('reservations.creator_id', '=', userId), eb('reservations.person_responsible_id', '=', userId)]),
      );
    }
    if (filter.groupId) {
      const groupId = filter.groupId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('reservation_groups')
            .select('reservation_groups.group_id')
            .whereRef('reservation_groups.reservation_id', '=', 'reservations.id')
            .where('reservation_groups.group_id', '=', groupId),
        ),
      );
    }
    if (filter.from) {
      query = query.where('reservations.ends_at', '>', filter.from);
    }
    if (filter.to) {
      query = query.where('reservations.starts_at', '<', filter.to);
    }
    if (filter.search) {
      query = query.where(sql<boolean>`lower(reservations.name) like ${likePattern(filter.search)} escape '\\'`);
    }
    return query;
  }

  return {
    async page(
      filter: ReservationFilter,
      page: number,
      perPage: number,
      direction: 'asc' | 'desc',
      trx: Executor = db,
    ) {
      const { total } = await filtered(trx, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await filtered(trx, filter)
        .select([
          'reservations.id',
          'reservations.name',
          'reservations.type',
          'reservations.status',
          'reservations.starts_at',
          'reservations.ends_at',
          'reservations.repeater_id',
          'reservations.batch_id',
          'resources.id as resource_id',
          'resources.name as resource_name',
          'creator.id as creator_id',
          'creator.name as creator_name',
          'responsible.id as responsible_id',
          'responsible.name as responsible_name',
        ])
        .orderBy('reservations.starts_at', direction)
        .orderBy('reservations.id', direction)
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { rows, total: Number(total) };
    },

    /**
     * The reservations `ids`, each held until the transaction ends: on PostgreSQL locked `for update` in id order, so
     * a decision reads the status no other decision is changing and two over the same ids never deadlock each other
     * (SQLite's one writer already holds the whole database).
     */
    async byIdsLocked(ids: readonly number[], trx: Executor): Promise<Reservation[]> {
      if (dialect === 'postgres') {
        await trx.selectFrom('reservations').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
      }
      return trx.selectFrom('reservations').selectAll().where('id', 'in', ids).orderBy('starts_at').execute();
    },

    /** The reservations with their resource's name, by start: a decision's news names the room. */
    async byIdsWithResource(
      ids: readonly number[],
      trx: Executor,
    ): Promise<(Reservation & { resource_name: string })[]> {
      return trx
        .selectFrom('reservations')
        .innerJoin('resources', 'resources.id', 'reservations.resource_id')
        .selectAll('reservations')
        .select('resources.name as resource_name')
        .where('reservations.id', 'in', ids)
        .orderBy('reservations.starts_at')
        .execute();
    },

    /** Decides them: the status, and why they were rejected (null for an approval or no reason). */
    async setStatus(
      ids: readonly number[],
      status: ReservationStatus,
      now: string,
      trx: Executor,
      reason: string | null = null,
    ): Promise<void> {
      // A new status is a new revision of each occurrence (a feed's SEQUENCE and STATUS).
      await trx
        .updateTable('reservations')
        .set((eb) => ({
          status,
          rejection_reason: status === 'rejected' ? reason : null,
          updated_at: now,
          sequence: eb('sequence', '+', 1),
        }))
        .where('id', 'in', ids)
        .execute();
    },
  };
}
export type AdminReservationRepository = ReturnType<typeof createAdminReservationRepository>;
