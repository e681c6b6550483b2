import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import { byName } from '../db/by-name.js';
import { type Database, type Dialect } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A window `[from, to)` of UTC instants (ISO text). */
export interface InstantRange {
  from: string;
  to: string;
}

/** What a report's SQL filters on, already resolved to instants and ids. */
export interface ReportScope {
  /** The counted days as instant ranges (one per week when only weekdays count). */
  ranges: readonly InstantRange[];
  resourceIds?: readonly number[] | undefined;
  tags?: readonly string[] | undefined;
  groupIds?: readonly number[] | undefined;
  teacherIds?: readonly number[] | undefined;
  type?: 'lecture' | 'event' | undefined;
  status?: 'approved' | 'pending' | undefined;
}

/** The one place SQL differs: a booking's length in minutes from its ISO-text instants. */
function minutesOf(dialect: Dialect) {
  return dialect === 'sqlite'
    ? sql<number>`cast(round((julianday(reservations.ends_at) - julianday(reservations.starts_at)) * 1440) as integer)`
    : sql<number>`cast(round(extract(epoch from (cast(reservations.ends_at as timestamptz) - cast(reservations.starts_at as timestamptz))) / 60) as integer)`;
}

/**
 * The aggregate queries of reports: every figure is a GROUP BY in the database (both dialects), over the bookings
 * (not rejected) that start within the counted days and meet the filters. A booking lies within one local day, so
 * "starts within the range" is "lies within it".
 */
export function createReportRepository(db: Kysely<Database>, dialect: Dialect) {
  const minutes = minutesOf(dialect);

  function matching(scope: ReportScope) {
    return (eb: ExpressionBuilder<Database, 'reservations'>) => {
      const conditions = [
        eb.or(
          scope.ranges.map((range) =>
            eb.and([eb('reservations.starts_at', '>=', range.from), eb('reservations.starts_at', '<', range.to)]),
          ),
        ),
        scope.status ? eb('reservations.status', '=', scope.status) : eb('reservations.status', '!=', 'rejected'),
      ];
      if (scope.type) {
        conditions.push(eb('reservations.type', '=', scope.type));
      }
      if (scope.resourceIds && scope.resourceIds.length > 0) {
        conditions.push(eb('reservations.resource_id', 'in', scope.resourceIds));
      }
      if (scope.teacherIds && scope.teacherIds.length > 0) {
        conditions.push(eb('reservations.person_responsible_id', 'in', scope.teacherIds));
      }
      const tags = [...new Set((scope.tags ?? []).map((tag) => tag.toLowerCase()))];
      if (tags.length > 0) {
        conditions.push(
          eb(
            'reservations.resource_id',
            'in',
            eb
              .selectFrom('resource_tags')
              .select('resource_tags.resource_id')
              .where(sql<string>`lower(resource_tags.tag)`, 'in', tags)
              .groupBy('resource_tags.resource_id')
              .having(sql`count(distinct lower(resource_tags.tag))`, '=', tags.length),
          ),
        );
      }
      if (scope.groupIds && scope.groupIds.length > 0) {
        conditions.push(
          eb.exists(
            eb
              .selectFrom('reservation_groups')
              .select('reservation_groups.reservation_id')
              .whereRef('reservation_groups.reservation_id', '=', 'reservations.id')
              .where('reservation_groups.group_id', 'in', scope.groupIds),
          ),
        );
      }
      return eb.and(conditions);
    };
  }

  return {
    /** The resources a report lists (its resource and tag filters; all when none). */
    resources(scope: Pick<ReportScope, 'resourceIds' | 'tags'>, trx: Executor = db) {
      let query = trx
        .selectFrom('resources')
        .select(['id', 'name', 'capacity', 'day_from', 'day_to', 'available_slots', 'available_spaces'])
        .orderBy(byName(dialect, 'name'))
        .orderBy('id');
      if (scope.resourceIds && scope.resourceIds.length > 0) {
        query = query.where('id', 'in', scope.resourceIds);
      }
      const tags = [...new Set((scope.tags ?? []).map((tag) => tag.toLowerCase()))];
      if (tags.length > 0) {
        query = query.where('id', 'in', (eb) =>
          eb
            .selectFrom('resource_tags')
            .select('resource_id')
            .where(sql<string>`lower(tag)`, 'in', tags)
            .groupBy('resource_id')
            .having(sql`count(distinct lower(tag))`, '=', tags.length),
        );
      }
      return query.execute();
    },

    /** Places per resource: the sum over its items of how many bookings may overlap on each. */
    itemSpaces(resourceIds: readonly number[], trx: Executor = db) {
      if (resourceIds.length === 0) {
        return Promise.resolve([]);
      }
      return trx
        .selectFrom('items')
        .select(['resource_id', 'available_spaces'])
        .where('resource_id', 'in', resourceIds)
        .execute();
    },

    byResource(scope: ReportScope, trx: Executor = db) {
      return trx
        .selectFrom('reservations')
        .select((eb) => [
          'reservations.resource_id as id',
          eb.fn.sum<number>(minutes).as('booked_minutes'),
          eb.fn.countAll<number>().as('reservations'),
        ])
        .where(matching(scope))
        .groupBy('reservations.resource_id')
        .execute();
    },

    byGroup(scope: ReportScope, trx: Executor = db) {
      let query = trx
        .selectFrom('reservations')
        .innerJoin('reservation_groups', 'reservation_groups.reservation_id', 'reservations.id')
        .innerJoin('groups', 'groups.id', 'reservation_groups.group_id')
        .select((eb) => [
          'groups.id as id',
          'groups.name as name',
          eb.fn.sum<number>(minutes).as('booked_minutes'),
          eb.fn.countAll<number>().as('reservations'),
        ])
        .where(matching(scope));
      if (scope.groupIds && scope.groupIds.length > 0) {
        query = query.where('groups.id', 'in', scope.groupIds);
      }
      return query
        .groupBy(['groups.id', 'groups.name'])
        .orderBy('booked_minutes', 'desc')
        .orderBy(byName(dialect, 'groups.name'))
        .orderBy('groups.id')
        .execute();
    },

    byTeacher(scope: ReportScope, trx: Executor = db) {
      return trx
        .selectFrom('reservations')
        .innerJoin('users', 'users.id', 'reservations.person_responsible_id')
        .select((eb) => [
          'users.id as id',
          'users.name as name',
          eb.fn.sum<number>(minutes).as('booked_minutes'),
          eb.fn.countAll<number>().as('reservations'),
        ])
        .where(matching(scope))
        .groupBy(['users.id', 'users.name'])
        .orderBy('booked_minutes', 'desc')
        .orderBy(byName(dialect, 'users.name'))
        .orderBy('users.id')
        .execute();
    },

    /**
     * Bookings grouped by their start instant (to the minute) and length: the heat map and the weeks are spread
     * from these in the institution's time zone (a weekly lecture is one row per date, not per booking).
     */
    byStart(scope: ReportScope, trx: Executor = db) {
      const start = sql<string>`substr(reservations.starts_at, 1, 16)`;
      return trx
        .selectFrom('reservations')
        .select((eb) => [start.as('start'), minutes.as('minutes'), eb.fn.countAll<number>().as('reservations')])
        .where(matching(scope))
        .groupBy([start, minutes])
        .execute();
    },

    /** The bookings themselves (the list behind a figure, the export's last sheet), by start. */
    async list(scope: ReportScope & { within?: InstantRange[] | undefined }, limit: number, trx: Executor = db) {
      let query = trx
        .selectFrom('reservations')
        .innerJoin('resources', 'resources.id', 'reservations.resource_id')
        .leftJoin('users', 'users.id', 'reservations.person_responsible_id')
        .select([
          'reservations.id',
          'reservations.name',
          'reservations.starts_at',
          'reservations.ends_at',
          'reservations.type',
          'reservations.status',
          'resources.id as resource_id',
          'resources.name as resource_name',
          'users.id as responsible_id',
          'users.name as responsible_name',
        ])
        .where(matching(scope));
      if (scope.within) {
        const within = scope.within;
        query = query.where((eb) =>
          eb.or(
            within.map((range) =>
              eb.and([eb('reservations.starts_at', '<', range.to), eb('reservations.ends_at', '>', range.from)]),
            ),
          ),
        );
      }
      const [rows, total] = await Promise.all([
        query.orderBy('reservations.starts_at').orderBy('reservations.id').limit(limit).execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      const ids = rows.map((row) => row.id);
      const groups =
        ids.length === 0
          ? []
          : await trx
              .selectFrom('reservation_groups')
              .innerJoin('groups', 'groups.id', 'reservation_groups.group_id')
              .select(['reservation_groups.reservation_id', 'groups.id', 'groups.name'])
              .where('reservation_groups.reservation_id', 'in', ids)
              .orderBy(byName(dialect, 'groups.name'))
              .orderBy('groups.id')
              .execute();
      return { rows, groups, total: Number(total.count) };
    },

    // Saved reports.
    async save(row: { name: string; user_id: number; filters: string; created_at: string }, trx: Executor = db) {
      const { id } = await trx.insertInto('reports').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    ofUser(userId: number, trx: Executor = db) {
      return trx
        .selectFrom('reports')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    find(id: number, trx: Executor = db) {
      return trx.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async remove(id: number, trx: Executor = db) {
      await trx.deleteFrom('reports').where('id', '=', id).execute();
    },
  };
}
export type ReportRepository = ReturnType<typeof createReportRepository>;
