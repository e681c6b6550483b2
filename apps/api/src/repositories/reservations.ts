import { type Kysely, type Transaction, type Updateable } from 'kysely';
import { type Database, type NewReservation, type Reservation, type ReservationsTable } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Every occurrence lies within one local day, so none lasts longer than this (plus a DST hour). */
export const LONGEST_OCCURRENCE_MS = 25 * 60 * 60 * 1000;

// Keeps each multi-row insert well under the bind-parameter limits of SQLite and PostgreSQL.
const INSERT_CHUNK = 400;

const earliestStart = (from: string) => new Date(Date.parse(from) - LONGEST_OCCURRENCE_MS).toISOString();

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < rows.length; index += size) {
    result.push(rows.slice(index, index + size));
  }
  return result;
}

export interface Place {
  itemId: number | null;
  resourceId: number;
}

export function createReservationRepository(db: Kysely<Database>) {
  return {
    findById(id: number, trx: Executor = db): Promise<Reservation | undefined> {
      return trx.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByIds(ids: readonly number[], trx: Executor = db): Promise<Reservation[]> {
      if (ids.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('reservations')
        .selectAll()
        .where('id', 'in', ids)
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
    },

    /**
     * The reservations that hold a place and intersect `[from, to)`: on the item, or for a remote place the
     * resource's reservations without an item. The lower bound on `starts_at` keeps the index scan tight.
     */
    holdingPlace(place: Place, from: string, to: string, trx: Executor = db) {
      let query = trx
        .selectFrom('reservations')
        .select(['id', 'name', 'starts_at', 'ends_at', 'resource_id'])
        .where('starts_at', '>', earliestStart(from))
        .where('starts_at', '<', to)
        .where('ends_at', '>', from)
        .where('status', '!=', 'rejected');
      query =
        place.itemId === null
          ? query.where('resource_id', '=', place.resourceId).where('item_id', 'is', null)
          : query.where('item_id', '=', place.itemId);
      return query.execute();
    },

    /** What the week of a resource shows: every non-rejected reservation intersecting `[from, to)`. */
    ofResource(
      resourceId: number,
      from: string,
      to: string,
      options: { remoteOnly?: boolean } = {},
      trx: Executor = db,
    ) {
      let query = trx
        .selectFrom('reservations')
        .selectAll()
        .where('resource_id', '=', resourceId)
        .where('starts_at', '>', earliestStart(from))
        .where('starts_at', '<', to)
        .where('ends_at', '>', from)
        .where('status', '!=', 'rejected');
      if (options.remoteOnly) {
        query = query.where('is_remote', '=', 1);
      }
      return query.orderBy('starts_at').orderBy('id').execute();
    },

    ofItem(itemId: number, from: string, to: string, trx: Executor = db) {
      return trx
        .selectFrom('reservations')
        .selectAll()
        .where('item_id', '=', itemId)
        .where('starts_at', '>', earliestStart(from))
        .where('starts_at', '<', to)
        .where('ends_at', '>', from)
        .where('status', '!=', 'rejected')
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
    },

    /** What a user created, is responsible for, is invited to, or their groups attend, ending after `after`. */
    async ofUser(
      user: { id: number; groupIds: readonly number[] },
      after: string,
      page: { offset: number; limit: number },
      trx: Executor = db,
    ) {
      // A union of four indexed look-ups: an OR over them would scan every reservation.
      let involvedIds = trx
        .selectFrom('reservations')
        .select('id')
        .where('creator_id', '=', user.id)
        .union(trx.selectFrom('reservations').select('id').where('person_responsible_id', '=', user.id))
        .union(trx.selectFrom('reservation_invitations').select('reservation_id as id').where('user_id', '=', user.id));
      if (user.groupIds.length > 0) {
        involvedIds = involvedIds.union(
          trx.selectFrom('reservation_groups').select('reservation_id as id').where('group_id', 'in', user.groupIds),
        );
      }
      const involving = trx.selectFrom('reservations').where('ends_at', '>', after).where('id', 'in', involvedIds);
      const [rows, count] = await Promise.all([
        involving.selectAll().orderBy('starts_at').orderBy('id').offset(page.offset).limit(page.limit).execute(),
        involving.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    ofRepeater(repeaterId: number, trx: Executor = db): Promise<Reservation[]> {
      return trx
        .selectFrom('reservations')
        .selectAll()
        .where('repeater_id', '=', repeaterId)
        .orderBy('starts_at')
        .execute();
    },

    /** The other members of a batch that happen at the same instant as the given occurrence. */
    batchSiblings(batchId: number, startsAt: string, trx: Executor = db): Promise<Reservation[]> {
      return trx
        .selectFrom('reservations')
        .selectAll()
        .where('batch_id', '=', batchId)
        .where('starts_at', '=', startsAt)
        .orderBy('id')
        .execute();
    },

    countInBatch(batchIds: readonly number[], trx: Executor = db) {
      if (batchIds.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('reservations')
        .select(['batch_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('batch_id', 'in', batchIds)
        .groupBy('batch_id')
        .execute();
    },

    async insertMany(rows: readonly NewReservation[], trx: Executor = db): Promise<number[]> {
      const ids: number[] = [];
      for (const chunk of chunks(rows, INSERT_CHUNK)) {
        const inserted = await trx.insertInto('reservations').values(chunk).returning('id').execute();
        ids.push(...inserted.map((row) => row.id));
      }
      return ids;
    },

    async update(id: number, values: Updateable<ReservationsTable>, trx: Executor = db): Promise<void> {
      await trx.updateTable('reservations').set(values).where('id', '=', id).execute();
    },

    async deleteByIds(ids: readonly number[], trx: Executor = db): Promise<void> {
      for (const chunk of chunks(ids, INSERT_CHUNK)) {
        await trx.deleteFrom('reservations').where('id', 'in', chunk).execute();
      }
    },

    /** Replaces the groups, invitations and annexes of the reservations with the same lists. */
    async setPeopleAndAnnexes(
      reservationIds: readonly number[],
      links: { groupIds?: readonly number[]; userIds?: readonly number[]; annexIds?: readonly number[] },
      createdAt: string,
      trx: Executor = db,
      options: { fresh?: boolean } = {},
    ): Promise<void> {
      // `fresh`: the reservations were just inserted, so there is nothing to replace.
      const clear = !options.fresh;
      for (const chunk of chunks(reservationIds, INSERT_CHUNK)) {
        if (links.groupIds) {
          if (clear) {
            await trx.deleteFrom('reservation_groups').where('reservation_id', 'in', chunk).execute();
          }
          const rows = chunk.flatMap((reservationId) =>
            links.groupIds!.map((groupId) => ({ reservation_id: reservationId, group_id: groupId })),
          );
          for (const part of chunks(rows, INSERT_CHUNK)) {
            await trx.insertInto('reservation_groups').values(part).execute();
          }
        }
        if (links.userIds) {
          if (clear) {
            await trx.deleteFrom('reservation_invitations').where('reservation_id', 'in', chunk).execute();
          }
          const rows = chunk.flatMap((reservationId) =>
            links.userIds!.map((userId) => ({ reservation_id: reservationId, user_id: userId, created_at: createdAt })),
          );
          for (const part of chunks(rows, INSERT_CHUNK)) {
            await trx.insertInto('reservation_invitations').values(part).execute();
          }
        }
        if (links.annexIds) {
          if (clear) {
            await trx.deleteFrom('reservation_annexes').where('reservation_id', 'in', chunk).execute();
          }
          const rows = chunk.flatMap((reservationId) =>
            links.annexIds!.map((annexId) => ({ reservation_id: reservationId, annex_id: annexId })),
          );
          for (const part of chunks(rows, INSERT_CHUNK)) {
            await trx.insertInto('reservation_annexes').values(part).execute();
          }
        }
      }
    },

    /** Groups, invitations and annexes of the reservations, for presenting them. */
    async links(reservationIds: readonly number[], trx: Executor = db) {
      if (reservationIds.length === 0) {
        return { groups: [], invitations: [], annexes: [] };
      }
      const ids = [...reservationIds];
      const [groups, invitations, annexes] = await Promise.all([
        trx
          .selectFrom('reservation_groups')
          .innerJoin('groups', 'groups.id', 'reservation_groups.group_id')
          .select(['reservation_groups.reservation_id', 'groups.id', 'groups.name'])
          .where('reservation_groups.reservation_id', 'in', ids)
          .orderBy('groups.name')
          .execute(),
        trx
          .selectFrom('reservation_invitations')
          .innerJoin('users', 'users.id', 'reservation_invitations.user_id')
          .select(['reservation_invitations.reservation_id', 'users.id', 'users.name'])
          .where('reservation_invitations.reservation_id', 'in', ids)
          .orderBy('users.name')
          .execute(),
        trx
          .selectFrom('reservation_annexes')
          .innerJoin('annexes', 'annexes.id', 'reservation_annexes.annex_id')
          .select(['reservation_annexes.reservation_id', 'annexes.id', 'annexes.name'])
          .where('reservation_annexes.reservation_id', 'in', ids)
          .orderBy('annexes.name')
          .execute(),
      ]);
      return { groups, invitations, annexes };
    },

    usersByIds(ids: readonly number[], trx: Executor = db) {
      if (ids.length === 0) {
        return Promise.resolve([]);
      }
      return trx.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
    },

    groupIdsExisting(ids: readonly number[], trx: Executor = db): Promise<number[]> {
      if (ids.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('groups')
        .select('id')
        .where('id', 'in', ids)
        .execute()
        .then((rows) => rows.map((row) => row.id));
    },

    groupIdsOfUser(userId: number, trx: Executor = db): Promise<number[]> {
      return trx
        .selectFrom('group_users')
        .select('group_id')
        .where('user_id', '=', userId)
        .execute()
        .then((rows) => rows.map((row) => row.group_id));
    },
  };
}
export type ReservationRepository = ReturnType<typeof createReservationRepository>;
