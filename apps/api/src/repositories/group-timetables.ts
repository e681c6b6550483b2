import { type Kysely, type Transaction } from 'kysely';
import { byName } from '../db/by-name.js';
import { type Database, type Dialect, type Reservation, type TimetableStatus } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  'group_timetables.id',
  'group_timetables.status',
  'group_timetables.group_id',
  'group_timetables.period_id',
  'groups.name as group_name',
  'periods.name as period_name',
  'periods.starts_on',
  'periods.ends_on',
] as const;

export function createGroupTimetableRepository(db: Kysely<Database>, dialect: Dialect) {
  const base = (trx: Executor) =>
    trx
      .selectFrom('group_timetables')
      .innerJoin('groups', 'groups.id', 'group_timetables.group_id')
      .innerJoin('periods', 'periods.id', 'group_timetables.period_id')
      .select(COLUMNS);

  return {
    find(id: number, trx: Executor = db) {
      return base(trx).where('group_timetables.id', '=', id).executeTakeFirst();
    },

    list(periodId: number | undefined, trx: Executor = db) {
      let query = base(trx);
      if (periodId !== undefined) {
        query = query.where('group_timetables.period_id', '=', periodId);
      }
      return query
        .orderBy('periods.starts_on', 'desc')
        .orderBy(byName(dialect, 'groups.name'))
        .orderBy('group_timetables.id')
        .execute();
    },

    /** The timetables of the user's groups, approved, whose period overlaps `[fromDate, toDate]`. */
    approvedOfUser(userId: number, trx: Executor = db) {
      return base(trx)
        .innerJoin('group_users', 'group_users.group_id', 'group_timetables.group_id')
        .where('group_users.user_id', '=', userId)
        .where('group_timetables.status', '=', 'approved')
        .orderBy('periods.starts_on', 'desc')
        .orderBy(byName(dialect, 'groups.name'))
        .orderBy('group_timetables.id')
        .execute();
    },

    /**
     * The timetables of these groups that are locked or approved for a period overlapping [first, last]: the group's
     * name and the period's dates (a write's dates may still all fall outside it). On PostgreSQL every timetable of
     * the groups there, draft too, is first held `for share` until the transaction ends: a lock, publish or delete
     * in progress (each writes the row) is waited for and then read, and one that comes later waits for this
     * transaction (SQLite's one writer already holds the whole database).
     */
    async lockedTimetables(groupIds: readonly number[], first: string, last: string, trx: Executor = db) {
      const ofGroups = trx
        .selectFrom('group_timetables')
        .innerJoin('periods', 'periods.id', 'group_timetables.period_id')
        .where('group_timetables.group_id', 'in', [...new Set(groupIds)])
        .where('periods.starts_on', '<=', last)
        .where('periods.ends_on', '>=', first)
        .orderBy('group_timetables.id');
      if (dialect === 'postgres') {
        await ofGroups.select('group_timetables.id').forShare('group_timetables').execute();
      }
      return ofGroups
        .innerJoin('groups', 'groups.id', 'group_timetables.group_id')
        .select(['groups.name', 'periods.starts_on', 'periods.ends_on'])
        .where('group_timetables.status', '!=', 'draft')
        .execute();
    },

    exists(groupId: number, periodId: number, trx: Executor = db) {
      return trx
        .selectFrom('group_timetables')
        .select('id')
        .where('group_id', '=', groupId)
        .where('period_id', '=', periodId)
        .executeTakeFirst();
    },

    async insert(groupId: number, periodId: number, now: string, trx: Executor = db): Promise<number> {
      const row = await trx
        .insertInto('group_timetables')
        .values({ group_id: groupId, period_id: periodId, status: 'draft', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Sets the status (only while it is `from`, when given); answers whether it was set. */
    async setStatus(id: number, status: TimetableStatus, now: string, trx: Executor = db, from?: TimetableStatus) {
      let query = trx.updateTable('group_timetables').set({ status, updated_at: now }).where('id', '=', id);
      if (from !== undefined) {
        query = query.where('status', '=', from);
      }
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes the timetable (its versions and receipts go with it); answers whether it was there. */
    async remove(id: number, trx: Executor = db): Promise<boolean> {
      const result = await trx.deleteFrom('group_timetables').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The group's reservations intersecting `[from, to)`, by start. */
    reservationsOf(groupId: number, from: string, to: string, trx: Executor = db): Promise<Reservation[]> {
      return trx
        .selectFrom('reservations')
        .selectAll('reservations')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('reservation_groups')
              .select('reservation_groups.group_id')
              .whereRef('reservation_groups.reservation_id', '=', 'reservations.id')
              .where('reservation_groups.group_id', '=', groupId),
          ),
        )
        .where('reservations.status', '!=', 'rejected')
        .where('reservations.starts_at', '<', to)
        .where('reservations.ends_at', '>', from)
        .orderBy('reservations.starts_at')
        .orderBy('reservations.id')
        .execute();
    },

    /** Reservations of the teachers or on the resources intersecting `[from, to)`: what may clash with a timetable. */
    async around(
      teacherIds: readonly number[],
      resourceIds: readonly number[],
      from: string,
      to: string,
      trx: Executor = db,
    ): Promise<Reservation[]> {
      if (teacherIds.length === 0 && resourceIds.length === 0) {
        return [];
      }
      return trx
        .selectFrom('reservations')
        .selectAll()
        .where('status', '!=', 'rejected')
        .where('starts_at', '<', to)
        .where('ends_at', '>', from)
        .where((eb) =>
          eb.or([
            ...(teacherIds.length > 0 ? [eb('person_responsible_id', 'in', [...teacherIds])] : []),
            ...(resourceIds.length > 0 ? [eb('resource_id', 'in', [...resourceIds])] : []),
          ]),
        )
        .execute();
    },

    /** Of the reservations, those that name another group besides `groupId` (lectures shared by groups). */
    async sharedWithOtherGroups(ids: readonly number[], groupId: number, trx: Executor = db): Promise<Set<number>> {
      const shared = new Set<number>();
      for (let start = 0; start < ids.length; start += 400) {
        const rows = await trx
          .selectFrom('reservation_groups')
          .select('reservation_id')
          .distinct()
          .where('reservation_id', 'in', ids.slice(start, start + 400))
          .where('group_id', '!=', groupId)
          .execute();
        for (const row of rows) {
          shared.add(row.reservation_id);
        }
      }
      return shared;
    },

    /** Takes the group off the reservations (they stay for their other groups). */
    async unlinkGroup(ids: readonly number[], groupId: number, trx: Executor = db) {
      for (let start = 0; start < ids.length; start += 400) {
        await trx
          .deleteFrom('reservation_groups')
          .where('reservation_id', 'in', ids.slice(start, start + 400))
          .where('group_id', '=', groupId)
          .execute();
      }
    },

    /** How many reservations (not rejected) of each group intersect `[from, to)`; a group without any is absent. */
    async reservationCounts(
      groupIds: readonly number[],
      from: string,
      to: string,
      trx: Executor = db,
    ): Promise<Map<number, number>> {
      const counts = new Map<number, number>();
      if (groupIds.length === 0) {
        return counts;
      }
      const rows = await trx
        .selectFrom('reservation_groups')
        .innerJoin('reservations', 'reservations.id', 'reservation_groups.reservation_id')
        .select(['reservation_groups.group_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('reservation_groups.group_id', 'in', [...new Set(groupIds)])
        .where('reservations.status', '!=', 'rejected')
        .where('reservations.starts_at', '<', to)
        .where('reservations.ends_at', '>', from)
        .groupBy('reservation_groups.group_id')
        .execute();
      for (const row of rows) {
        counts.set(row.group_id, Number(row.count));
      }
      return counts;
    },

    /** How many members each group has; a group without any is absent. */
    async groupSizes(groupIds: readonly number[], trx: Executor = db): Promise<Map<number, number>> {
      const sizes = new Map<number, number>();
      if (groupIds.length === 0) {
        return sizes;
      }
      const rows = await trx
        .selectFrom('group_users')
        .select(['group_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('group_id', 'in', [...new Set(groupIds)])
        .groupBy('group_id')
        .execute();
      for (const row of rows) {
        sizes.set(row.group_id, Number(row.count));
      }
      return sizes;
    },

    /** The number of each timetable's last published version; a timetable never published is absent. */
    async lastVersions(timetableIds: readonly number[], trx: Executor = db): Promise<Map<number, number>> {
      const last = new Map<number, number>();
      if (timetableIds.length === 0) {
        return last;
      }
      const rows = await trx
        .selectFrom('group_timetable_versions')
        .select(['timetable_id', (eb) => eb.fn.max('number').as('number')])
        .where('timetable_id', 'in', [...new Set(timetableIds)])
        .groupBy('timetable_id')
        .execute();
      for (const row of rows) {
        last.set(row.timetable_id, Number(row.number));
      }
      return last;
    },

    async groupSize(groupId: number, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('group_users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('group_id', '=', groupId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    resourcesByIds(ids: readonly number[], trx: Executor = db) {
      if (ids.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('resources')
        .select(['id', 'name', 'capacity'])
        .where('id', 'in', [...ids])
        .execute();
    },

    periodExists(id: number, trx: Executor = db) {
      return trx.selectFrom('periods').select('id').where('id', '=', id).executeTakeFirst();
    },

    groupExists(id: number, trx: Executor = db) {
      return trx.selectFrom('groups').select('id').where('id', '=', id).executeTakeFirst();
    },

    /** The group's members' ids. */
    async memberIds(groupId: number, trx: Executor = db): Promise<number[]> {
      const rows = await trx.selectFrom('group_users').select('user_id').where('group_id', '=', groupId).execute();
      return rows.map((row) => row.user_id);
    },

    /** Names of users by id (the teachers of a timetable's lectures). */
    async userNames(ids: readonly number[], trx: Executor = db): Promise<Map<number, string>> {
      const names = new Map<number, string>();
      const unique = [...new Set(ids)];
      for (let start = 0; start < unique.length; start += 400) {
        const rows = await trx
          .selectFrom('users')
          .select(['id', 'name'])
          .where('id', 'in', unique.slice(start, start + 400))
          .execute();
        for (const row of rows) {
          names.set(row.id, row.name);
        }
      }
      return names;
    },

    /**
     * Marks the timetable written (its row locked on PostgreSQL; SQLite's one writer): publishes queue here. Answers
     * whether it is still there.
     */
    async touch(id: number, now: string, trx: Executor = db): Promise<boolean> {
      const result = await trx
        .updateTable('group_timetables')
        .set({ updated_at: now })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The published versions, newest first, without their entries. */
    versions(timetableId: number, trx: Executor = db) {
      return trx
        .selectFrom('group_timetable_versions')
        .select(['number', 'note', 'published_by', 'published_by_name', 'published_at'])
        .where('timetable_id', '=', timetableId)
        .orderBy('number', 'desc')
        .execute();
    },

    /** Published versions with their entries (JSON), by number. */
    versionsByNumber(timetableId: number, numbers: readonly number[], trx: Executor = db) {
      if (numbers.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('group_timetable_versions')
        .selectAll()
        .where('timetable_id', '=', timetableId)
        .where('number', 'in', [...new Set(numbers)])
        .execute();
    },

    async insertVersion(
      version: {
        timetable_id: number;
        number: number;
        note: string | null;
        published_by: number | null;
        published_by_name: string;
        published_at: string;
        entries: string;
      },
      trx: Executor = db,
    ) {
      await trx.insertInto('group_timetable_versions').values(version).execute();
    },

    /** The last version each of the users was told of (those never told are absent). */
    async receipts(timetableId: number, userIds: readonly number[], trx: Executor = db): Promise<Map<number, number>> {
      const found = new Map<number, number>();
      const unique = [...new Set(userIds)];
      for (let start = 0; start < unique.length; start += 400) {
        const rows = await trx
          .selectFrom('group_timetable_receipts')
          .select(['user_id', 'version'])
          .where('timetable_id', '=', timetableId)
          .where('user_id', 'in', unique.slice(start, start + 400))
          .execute();
        for (const row of rows) {
          found.set(row.user_id, row.version);
        }
      }
      return found;
    },

    /** Remembers that the users were told of `version`. */
    async saveReceipts(timetableId: number, userIds: readonly number[], version: number, trx: Executor = db) {
      for (let start = 0; start < userIds.length; start += 300) {
        await trx
          .insertInto('group_timetable_receipts')
          .values(
            userIds
              .slice(start, start + 300)
              .map((userId) => ({ timetable_id: timetableId, user_id: userId, version })),
          )
          .onConflict((conflict) => conflict.columns(['timetable_id', 'user_id']).doUpdateSet({ version }))
          .execute();
      }
    },

    isMember(groupId: number, userId: number, trx: Executor = db) {
      return trx
        .selectFrom('group_users')
        .select('user_id')
        .where('group_id', '=', groupId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
  };
}
export type GroupTimetableRepository = ReturnType<typeof createGroupTimetableRepository>;
