import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import {
  type BlackoutsTable,
  type Database,
  type Dialect,
  type Instant,
  type Reservation,
  type WeeklyBlackoutsTable,
} from '../db/database.js';
import { countCovered, coveredReservations, type InstantSpan } from './covered-reservations.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface BlackoutRow {
  id: number;
  name: string;
  period_id: number | null;
  /** null: the whole institution (a holiday); otherwise the one resource that is unavailable. */
  resource_id: number | null;
  starts_at: Instant;
  ends_at: Instant;
  all_day: 0 | 1;
}

const COLUMNS = ['id', 'name', 'period_id', 'resource_id', 'starts_at', 'ends_at', 'all_day'] as const;

/** A weekly rule of a room (`weekly_blackouts`) and how many dates it closes. */
export interface WeeklyBlackoutRow {
  id: number;
  name: string;
  resource_id: number;
  starts_on: string;
  ends_on: string;
  weekdays: string;
  from_time: string;
  to_time: string;
  dates: number;
}

export type { InstantSpan } from './covered-reservations.js';

export function createBlackoutRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * Holds the items that blackouts of `resourceIds` close (every item for a holiday, `null`) until `trx` ends, as a
     * reservation write holds the items it lands on (`db/write-lock.ts`, the same order: items by id). On PostgreSQL a
     * booking being written there is waited for and then counted, and one that comes later waits and then reads the
     * blackout. SQLite's one writer already holds the whole database.
     */
    async holdItems(resourceIds: readonly (number | null)[], trx: Executor): Promise<void> {
      if (dialect !== 'postgres' || resourceIds.length === 0) {
        return;
      }
      const rooms = resourceIds.filter((id): id is number => id !== null);
      await trx
        .selectFrom('items')
        .select('id')
        .$if(rooms.length === resourceIds.length, (query) => query.where('resource_id', 'in', rooms))
        .orderBy('id')
        .forUpdate()
        .execute();
    },

    /**
     * The reservations (not rejected) that overlap [from, to): on `resourceId`, or on any resource when null (a
     * holiday), by start, each with its resource's name (issue 27: a holiday over bookings is a decision).
     */
    reservationsDuring(
      from: Instant,
      to: Instant,
      resourceId: number | null,
      trx: Executor = db,
      /** At most this many, the first by start (a preview lists a hundred of a semester's 20,000). */
      limit?: number,
    ): Promise<(Reservation & { resource_name: string })[]> {
      return coveredReservations(
        trx,
        { spans: [{ starts_at: from, ends_at: to }], meets: 'overlaps', resourceId },
        limit,
      );
    },

    /** How many reservations `reservationsDuring` answers, counted without reading them. */
    countDuring(from: Instant, to: Instant, resourceId: number | null, trx: Executor = db): Promise<number> {
      return countCovered(trx, { spans: [{ starts_at: from, ends_at: to }], meets: 'overlaps', resourceId });
    },

    /**
     * The reservations (not rejected) on `resourceId` that overlap any of `spans` (a weekly rule's dates; at least
     * one), by start, each with its resource's name; at most `limit` when given.
     */
    reservationsDuringAny(
      spans: readonly InstantSpan[],
      resourceId: number,
      trx: Executor = db,
      limit?: number,
    ): Promise<(Reservation & { resource_name: string })[]> {
      return coveredReservations(trx, { spans, meets: 'overlaps', resourceId }, limit);
    },

    /** How many reservations `reservationsDuringAny` answers, counted without reading them. */
    countDuringAny(spans: readonly InstantSpan[], resourceId: number, trx: Executor = db): Promise<number> {
      return countCovered(trx, { spans, meets: 'overlaps', resourceId });
    },

    /**
     * Every blackout that overlaps [from, to): institution-wide ones always, per-resource ones of `resourceIds`
     * (all resources when omitted), by start. Reports (utilisation) and free-room search read this; the
     * reservation write path reads it for the resources it places on.
     */
    blackoutsBetween(
      from: Instant,
      to: Instant,
      resourceIds?: readonly number[],
      trx: Executor = db,
    ): Promise<BlackoutRow[]> {
      return this.betweenQuery(from, to, resourceIds, trx).execute();
    },

    /**
     * The query `blackoutsBetween` runs, built apart so a test can ask both databases for its plan: the range by
     * `blackouts_starts_at_index`, the resources by `blackouts_resource_index` (a screen reads it on every week).
     */
    betweenQuery(from: Instant, to: Instant, resourceIds?: readonly number[], trx: Executor = db) {
      let query = trx.selectFrom('blackouts').select(COLUMNS).where('starts_at', '<', to).where('ends_at', '>', from);
      if (resourceIds) {
        const ids = [...resourceIds];
        query = query.where((eb) =>
          ids.length === 0
            ? eb('resource_id', 'is', null)
            : eb.or([eb('resource_id', 'is', null), eb('resource_id', 'in', ids)]),
        );
      }
      return query.orderBy('starts_at').orderBy('id');
    },

    /** The period's holidays (institution-wide blackouts), by start. */
    holidaysOfPeriod(periodId: number, trx: Executor = db): Promise<BlackoutRow[]> {
      return trx
        .selectFrom('blackouts')
        .select(COLUMNS)
        .where('period_id', '=', periodId)
        .where('resource_id', 'is', null)
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
    },

    /**
     * How many of the period's holidays start before `from` and how many end after `to` (instants): those dates
     * changed to these would leave them outside the period.
     */
    async holidaysOutside(
      periodId: number,
      from: Instant,
      to: Instant,
      trx: Executor = db,
    ): Promise<{ before: number; after: number }> {
      const ofPeriod = trx.selectFrom('blackouts').where('period_id', '=', periodId).where('resource_id', 'is', null);
      const count = async (query: typeof ofPeriod) =>
        Number(
          (await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()).count,
        );
      return {
        before: await count(ofPeriod.where('starts_at', '<', from)),
        after: await count(ofPeriod.where('ends_at', '>', to)),
      };
    },

    /** How many blackouts of single resources the period holds. */
    async resourceBlackoutCount(periodId: number, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('blackouts')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('period_id', '=', periodId)
        .where('resource_id', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * One page of a resource's own blackouts (not the holidays, nor the dates of its weekly rules, listed as rules), by
     * start, and how many it has.
     */
    async pageOfResource(resourceId: number, page: number, perPage: number, trx: Executor = db) {
      const counted = await trx
        .selectFrom('blackouts')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('resource_id', '=', resourceId)
        .where('weekly_blackout_id', 'is', null)
        .executeTakeFirstOrThrow();
      const rows = await trx
        .selectFrom('blackouts')
        .select(COLUMNS)
        .where('resource_id', '=', resourceId)
        .where('weekly_blackout_id', 'is', null)
        .orderBy('starts_at')
        .orderBy('id')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { total: Number(counted.total), rows };
    },

    async resourceExists(resourceId: number, trx: Executor = db): Promise<boolean> {
      return (
        (await trx.selectFrom('resources').select('id').where('id', '=', resourceId).executeTakeFirst()) !== undefined
      );
    },

    /** The resource's own blackout `id` (not a date of a weekly rule, which goes with its rule). */
    findOfResource(id: number, resourceId: number, trx: Executor = db): Promise<BlackoutRow | undefined> {
      return trx
        .selectFrom('blackouts')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('resource_id', '=', resourceId)
        .where('weekly_blackout_id', 'is', null)
        .executeTakeFirst();
    },

    /** One page of a resource's weekly rules, by first date, each with how many dates it closes. */
    async pageOfWeekly(resourceId: number, page: number, perPage: number, trx: Executor = db) {
      const counted = await trx
        .selectFrom('weekly_blackouts')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('resource_id', '=', resourceId)
        .executeTakeFirstOrThrow();
      const rows = await this.weeklyQuery(trx)
        .where('weekly_blackouts.resource_id', '=', resourceId)
        .orderBy('weekly_blackouts.starts_on')
        .orderBy('weekly_blackouts.id')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { total: Number(counted.total), rows: rows.map((row) => ({ ...row, dates: Number(row.dates) })) };
    },

    /** The resource's weekly rule `id`, with how many dates it closes. */
    async findWeekly(id: number, resourceId: number, trx: Executor = db): Promise<WeeklyBlackoutRow | undefined> {
      const row = await this.weeklyQuery(trx)
        .where('weekly_blackouts.id', '=', id)
        .where('weekly_blackouts.resource_id', '=', resourceId)
        .executeTakeFirst();
      return row && { ...row, dates: Number(row.dates) };
    },

    weeklyQuery(trx: Executor = db) {
      return trx
        .selectFrom('weekly_blackouts')
        .select([
          'weekly_blackouts.id',
          'weekly_blackouts.name',
          'weekly_blackouts.resource_id',
          'weekly_blackouts.starts_on',
          'weekly_blackouts.ends_on',
          'weekly_blackouts.weekdays',
          'weekly_blackouts.from_time',
          'weekly_blackouts.to_time',
        ])
        .select((eb) =>
          eb
            .selectFrom('blackouts')
            .select((count) => count.fn.countAll<number | string>().as('dates'))
            .whereRef('blackouts.weekly_blackout_id', '=', 'weekly_blackouts.id')
            .as('dates'),
        )
        .$narrowType<{ dates: number | string }>();
    },

    /** Writes a weekly rule and its dates (`spans`, each a `blackouts` row pointing to it); answers the rule's id. */
    async insertWeekly(
      rule: Insertable<WeeklyBlackoutsTable>,
      spans: readonly InstantSpan[],
      trx: Executor = db,
    ): Promise<number> {
      const { id } = await trx.insertInto('weekly_blackouts').values(rule).returning('id').executeTakeFirstOrThrow();
      await this.insertMany(
        spans.map((span) => ({
          name: rule.name,
          period_id: null,
          resource_id: rule.resource_id,
          all_day: 0 as const,
          source: null,
          weekly_blackout_id: id,
          created_at: rule.created_at,
          ...span,
        })),
        trx,
      );
      return id;
    },

    /** Deletes a weekly rule and its dates. */
    async removeWeekly(id: number, trx: Executor = db): Promise<boolean> {
      await trx.deleteFrom('blackouts').where('weekly_blackout_id', '=', id).execute();
      const result = await trx.deleteFrom('weekly_blackouts').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The weekly rule whose date blackout `id` is, with its room's name; undefined for any other blackout. */
    ruleOfDate(
      id: number,
      trx: Executor = db,
    ): Promise<{ id: number; name: string; resource_id: number; resource_name: string } | undefined> {
      return trx
        .selectFrom('blackouts')
        .innerJoin('weekly_blackouts', 'weekly_blackouts.id', 'blackouts.weekly_blackout_id')
        .innerJoin('resources', 'resources.id', 'weekly_blackouts.resource_id')
        .select([
          'weekly_blackouts.id',
          'weekly_blackouts.name',
          'weekly_blackouts.resource_id',
          'resources.name as resource_name',
        ])
        .where('blackouts.id', '=', id)
        .executeTakeFirst();
    },

    find(id: number, trx: Executor = db): Promise<BlackoutRow | undefined> {
      return trx.selectFrom('blackouts').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async insert(row: Insertable<BlackoutsTable>, trx: Executor = db): Promise<number> {
      const inserted = await trx.insertInto('blackouts').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    async insertMany(rows: readonly Insertable<BlackoutsTable>[], trx: Executor = db): Promise<void> {
      for (let start = 0; start < rows.length; start += 500) {
        await trx
          .insertInto('blackouts')
          .values(rows.slice(start, start + 500))
          .execute();
      }
    },

    /**
     * The blackouts in period `periodId` whose `source` key starts with `prefix` (an importer's: it recognises what it
     * wrote there, and the dates it wrote them on; the same source in another period is that period's own).
     */
    async importedStartingWith(
      prefix: string,
      periodId: number,
      trx: Executor = db,
    ): Promise<{ source: string; starts_at: Instant }[]> {
      const pattern = `${prefix.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
      const rows = await trx
        .selectFrom('blackouts')
        .select(['source', 'starts_at'])
        .where('period_id', '=', periodId)
        .where(sql<boolean>`source like ${pattern} escape '\\'`)
        .execute();
      // SQLite's like ignores the case of ASCII letters: the prefix is compared again as it is.
      return rows.flatMap(({ source, starts_at }) => (source?.startsWith(prefix) ? [{ source, starts_at }] : []));
    },

    async remove(id: number, trx: Executor = db): Promise<boolean> {
      const result = await trx.deleteFrom('blackouts').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type BlackoutRepository = ReturnType<typeof createBlackoutRepository>;
