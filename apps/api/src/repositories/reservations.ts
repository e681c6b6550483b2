import {
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import { byName } from '../db/by-name.js';
import {
  type Database,
  type Dialect,
  type InvitationStatus,
  type NewReservation,
  type Reservation,
  type ReservationsTable,
} from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Every occurrence lies within one local day, so none lasts longer than this (plus a DST hour). */
export const LONGEST_OCCURRENCE_MS = 25 * 60 * 60 * 1000;

// Keeps each multi-row insert well under the bind-parameter limits of SQLite and PostgreSQL.
const INSERT_CHUNK = 400;

const earliestStart = (from: string) => new Date(Date.parse(from) - LONGEST_OCCURRENCE_MS).toISOString();

/**
 * The occurrences that hold their place (not rejected) and intersect `[from, to)`. The lower bound on `starts_at`
 * keeps the index scans on `(…, starts_at)` tight: nothing lasts longer than LONGEST_OCCURRENCE_MS.
 */
export function intersecting(from: string, to: string) {
  return (eb: ExpressionBuilder<Database, 'reservations'>) =>
    eb.and([
      eb('reservations.starts_at', '>', earliestStart(from)),
      eb('reservations.starts_at', '<', to),
      eb('reservations.ends_at', '>', from),
      eb('reservations.status', '!=', 'rejected'),
    ]);
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < rows.length; index += size) {
    result.push(rows.slice(index, index + size));
  }
  return result;
}

type NameKind = 'group' | 'invitation' | 'annex' | 'user' | 'batch';
interface NameRow {
  kind: NameKind;
  reservation_id: number | null;
  id: number;
  name: string | null;
  count: number | string | null;
}

/** A group, invited user or annex of a reservation. */
export interface LinkedName {
  reservation_id: number;
  id: number;
  name: string;
}

/** Where reservations stand: on an item, or (remote reservations) on a resource without an item. */
export type Place = { itemId: number } | { remoteOf: number };

export function createReservationRepository(db: Kysely<Database>, dialect: Dialect) {
  type Wanted = { reservationIds: readonly number[]; userIds: readonly number[]; batchIds: readonly number[] };
  /** The UNION ALL of `presentation` for the lists that are not empty. */
  function presentationQuery(trx: Executor, { reservationIds, userIds, batchIds }: Wanted) {
    const kind = (name: NameKind) => sql<NameKind>`cast(${name} as text)`.as('kind');
    // Typed nulls: PostgreSQL types a union column pairwise, and a bare null next to another one becomes text.
    const noNumber = sql<null>`cast(null as integer)`;
    const noText = sql<null>`cast(null as text)`;
    // Each branch is cast to the common row; `union all` needs the same columns in the same order.
    let union: SelectQueryBuilder<Database, keyof Database, NameRow> | undefined;
    const add = <TB extends keyof Database>(branch: SelectQueryBuilder<Database, TB, NameRow>) => {
      union = union
        ? union.unionAll(branch)
        : (branch as unknown as SelectQueryBuilder<Database, keyof Database, NameRow>);
    };
    if (reservationIds.length > 0) {
      add(
        trx
          .selectFrom('reservation_groups')
          .innerJoin('groups', 'groups.id', 'reservation_groups.group_id')
          .select([
            kind('group'),
            'reservation_groups.reservation_id',
            'groups.id',
            'groups.name',
            noNumber.as('count'),
          ])
          .where('reservation_groups.reservation_id', 'in', reservationIds)
          .$castTo<NameRow>(),
      );
      add(
        trx
          .selectFrom('reservation_invitations')
          .innerJoin('users', 'users.id', 'reservation_invitations.user_id')
          .select([
            kind('invitation'),
            'reservation_invitations.reservation_id',
            'users.id',
            'users.name',
            noNumber.as('count'),
          ])
          .where('reservation_invitations.reservation_id', 'in', reservationIds)
          .$castTo<NameRow>(),
      );
      add(
        trx
          .selectFrom('reservation_annexes')
          .innerJoin('annexes', 'annexes.id', 'reservation_annexes.annex_id')
          .select([
            kind('annex'),
            'reservation_annexes.reservation_id',
            'annexes.id',
            'annexes.name',
            noNumber.as('count'),
          ])
          .where('reservation_annexes.reservation_id', 'in', reservationIds)
          .$castTo<NameRow>(),
      );
    }
    if (userIds.length > 0) {
      add(
        trx
          .selectFrom('users')
          .select([kind('user'), noNumber.as('reservation_id'), 'id', 'name', noNumber.as('count')])
          .where('id', 'in', userIds)
          .$castTo<NameRow>(),
      );
    }
    if (batchIds.length > 0) {
      add(
        trx
          .selectFrom('reservations')
          .select((eb) => [
            kind('batch'),
            noNumber.as('reservation_id'),
            sql<number>`batch_id`.as('id'),
            noText.as('name'),
            eb.fn.countAll<number | string>().as('count'),
          ])
          .where('batch_id', 'in', batchIds)
          .groupBy('batch_id')
          .$castTo<NameRow>(),
      );
    }
    // Ordered outside the union: a compound query orders only by its bare columns.
    return trx.selectFrom(union!.as('names')).selectAll().orderBy(byName(dialect, 'name')).orderBy('id');
  }
  /**
   * What presenting reservations needs besides their rows, in one round trip (a UNION ALL of indexed look-ups):
   * their groups, invitations and annexes (each list by name), the names of the users they mention, and how
   * many reservations their batches hold.
   */
  async function presentation(
    wanted: { reservationIds: readonly number[]; userIds?: readonly number[]; batchIds?: readonly number[] },
    trx: Executor = db,
  ) {
    const result = {
      groups: [] as LinkedName[],
      invitations: [] as LinkedName[],
      annexes: [] as LinkedName[],
      users: [] as { id: number; name: string; email?: string | null }[],
      batchSizes: new Map<number, number>(),
    };
    const lists: Wanted = {
      reservationIds: wanted.reservationIds,
      userIds: wanted.userIds ?? [],
      batchIds: wanted.batchIds ?? [],
    };
    if (lists.reservationIds.length + lists.userIds.length + lists.batchIds.length === 0) {
      return result;
    }
    const rows = await presentationQuery(trx, lists).execute();
    for (const row of rows) {
      if (row.kind === 'batch') {
        result.batchSizes.set(row.id, Number(row.count));
      } else if (row.kind === 'user') {
        result.users.push({ id: row.id, name: row.name! });
      } else {
        const list =
          row.kind === 'group' ? result.groups : row.kind === 'invitation' ? result.invitations : result.annexes;
        list.push({ reservation_id: row.reservation_id!, id: row.id, name: row.name! });
      }
    }
    return result;
  }

  /** Inserts the rows, one statement per 400, and answers them as stored, in order. */
  /**
   * Inserts rows in date order answered. A row may bring the id of the occurrence it replaces (a series edit keeps
   * addresses already sent); those go in statements of their own, so that no multi-row insert mixes given and new ids.
   */
  async function insertRows(rows: readonly NewReservation[], trx: Executor): Promise<Reservation[]> {
    const inserted: Reservation[] = [];
    for (const part of [rows.filter((row) => row.id !== undefined), rows.filter((row) => row.id === undefined)]) {
      for (const chunk of chunks(part, INSERT_CHUNK)) {
        inserted.push(...(await trx.insertInto('reservations').values(chunk).returningAll().execute()));
      }
    }
    return inserted.sort((a, b) => (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.id - b.id));
  }

  /** Raises the revision of the series (each once): their feed events change. */
  async function reviseSeries(repeaterIds: readonly (number | null)[], trx: Executor) {
    const ids = [...new Set(repeaterIds.filter((id): id is number => id !== null))];
    for (const chunk of chunks(ids, INSERT_CHUNK)) {
      await trx
        .updateTable('repeaters')
        .set((eb) => ({ sequence: eb('sequence', '+', 1) }))
        .where('id', 'in', chunk)
        .execute();
    }
  }

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
    async holdingPlace(place: Place, from: string, to: string, trx: Executor = db) {
      const holding = trx
        .selectFrom('reservations')
        .select(['id', 'name', 'starts_at', 'ends_at', 'resource_id'])
        .where(intersecting(from, to));
      return 'itemId' in place
        ? holding.where('item_id', '=', place.itemId).execute()
        : holding.where('resource_id', '=', place.remoteOf).where('item_id', 'is', null).execute();
    },

    /** What the week of a resource shows: every non-rejected reservation intersecting `[from, to)`. */
    ofResource(
      resourceId: number,
      from: string,
      to: string,
      options: { remoteOnly?: boolean } = {},
      trx: Executor = db,
    ): Promise<Reservation[]> {
      let query = trx
        .selectFrom('reservations')
        .selectAll()
        .where('resource_id', '=', resourceId)
        .where(intersecting(from, to));
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
        .where(intersecting(from, to))
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
        .union(
          trx
            .selectFrom('reservation_invitations')
            .select('reservation_id as id')
            .where('user_id', '=', user.id)
            // A declined invitation leaves the invitee's own timetable (issue 14).
            .where('status', '!=', 'declined'),
        );
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

    /** Inserts the rows and answers with them as stored (ids and defaults filled in), in the same order. */
    async insertMany(rows: readonly NewReservation[], trx: Executor = db): Promise<Reservation[]> {
      const inserted = await insertRows(rows, trx);
      await reviseSeries(
        rows.map((row) => row.repeater_id ?? null),
        trx,
      );
      return inserted;
    },

    /** Inserts the rows of a new reservation (its series, if any, is new: no revision to raise), as `insertMany`. */
    insertNew(rows: readonly NewReservation[], trx: Executor = db): Promise<Reservation[]> {
      return insertRows(rows, trx);
    },

    /**
     * Updates one occurrence and raises its revision (a feed's SEQUENCE), and its series' while it follows one.
     * An occurrence detaching from its series keeps the instant the series had it at (RECURRENCE-ID).
     */
    async update(id: number, values: Updateable<ReservationsTable>, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('repeaters')
        .set((eb) => ({ sequence: eb('sequence', '+', 1) }))
        .where('id', '=', (eb) =>
          eb.selectFrom('reservations').select('repeater_id').where('id', '=', id).where('detached', '=', 0),
        )
        .execute();
      await trx
        .updateTable('reservations')
        .set((eb) => ({
          ...values,
          sequence: eb('sequence', '+', 1),
          ...(values.detached === 1 && {
            recurrence_starts_at: eb
              .case()
              .when(eb.and([eb('detached', '=', 0), eb('repeater_id', 'is not', null)]))
              .then(eb.ref('starts_at'))
              .else(eb.ref('recurrence_starts_at'))
              .end(),
          }),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** Deletes occurrences; the series they followed get a new revision (their rule now skips a date). */
    async deleteByIds(ids: readonly number[], trx: Executor = db): Promise<void> {
      for (const chunk of chunks(ids, INSERT_CHUNK)) {
        const series = await trx
          .selectFrom('reservations')
          .select('repeater_id')
          .distinct()
          .where('id', 'in', chunk)
          .where('repeater_id', 'is not', null)
          .execute();
        await reviseSeries(
          series.map((row) => row.repeater_id),
          trx,
        );
        await trx.deleteFrom('reservations').where('id', 'in', chunk).execute();
      }
    },

    /**
     * Gives the reservations the same groups, invitations and annexes. Groups and annexes are replaced; invitations
     * are diffed, so an invitee who stays keeps their answer. `answers` are the answers to give new invitation rows
     * (a series rewritten by an edit keeps its invitees' answers on its new occurrences).
     */
    async setPeopleAndAnnexes(
      reservationIds: readonly number[],
      links: { groupIds?: readonly number[]; userIds?: readonly number[]; annexIds?: readonly number[] },
      createdAt: string,
      trx: Executor = db,
      options: { fresh?: boolean; answers?: ReadonlyMap<number, InvitationStatus> } = {},
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
          // Invitations are diffed, not replaced: an invitee kept by an edit keeps their answer (issue 14).
          const wanted = new Set(links.userIds);
          const existing = new Set<string>();
          if (clear) {
            const current = await trx
              .selectFrom('reservation_invitations')
              .select(['reservation_id', 'user_id'])
              .where('reservation_id', 'in', chunk)
              .execute();
            const removed = current.filter((row) => !wanted.has(row.user_id));
            for (const reservationId of new Set(removed.map((row) => row.reservation_id))) {
              await trx
                .deleteFrom('reservation_invitations')
                .where('reservation_id', '=', reservationId)
                .where(
                  'user_id',
                  'in',
                  removed.filter((row) => row.reservation_id === reservationId).map((row) => row.user_id),
                )
                .execute();
            }
            current.forEach((row) => existing.add(`${row.reservation_id}:${row.user_id}`));
          }
          const rows = chunk.flatMap((reservationId) =>
            [...wanted]
              .filter((userId) => !existing.has(`${reservationId}:${userId}`))
              .map((userId) => ({
                reservation_id: reservationId,
                user_id: userId,
                created_at: createdAt,
                // Every row names its status: a multi-row insert fills a missing column with null, not its default.
                status: options.answers?.get(userId) ?? ('pending' as const),
              })),
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

    /** The invitees' answers to one reservation, by user (carried over when an edit rewrites its series). */
    async invitationAnswers(reservationId: number, trx: Executor = db): Promise<Map<number, InvitationStatus>> {
      const rows = await trx
        .selectFrom('reservation_invitations')
        .select(['user_id', 'status'])
        .where('reservation_id', '=', reservationId)
        .execute();
      return new Map(rows.map((row) => [row.user_id, row.status]));
    },

    presentation,

    /** Groups, invitations and annexes of the reservations (each list by name). */
    async links(reservationIds: readonly number[], trx: Executor = db) {
      const { groups, invitations, annexes } = await presentation({ reservationIds }, trx);
      return { groups, invitations, annexes };
    },

    usersByIds(ids: readonly number[], trx: Executor = db) {
      if (ids.length === 0) {
        return Promise.resolve([]);
      }
      return trx.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', ids).execute();
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
/** The names and batch sizes presenting reservations needs (see `presentation`). */
export type PresentationNames = Awaited<ReturnType<ReservationRepository['presentation']>>;
