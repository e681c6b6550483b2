import {
  type Blackout,
  type BlackoutPreview,
  type PageMeta,
  type ResourceBlackoutBody,
  type ResourceBlackoutCreateBody,
  type WeeklyBlackout,
  type WeeklyBlackoutBody,
  type WeeklyBlackoutCreateBody,
  WEEKLY_BLACKOUT_MAX_DAYS,
  weekdayKeys,
  type WeekdayKey,
} from '@laikas/contract';
import {
  expandRepeaterDates,
  formatTimeOfDay,
  parseTimeOfDay,
  toMinutes,
  toInstant,
  type TimeOfDay,
} from '@laikas/contract/time';
import { type Kysely } from 'kysely';
import { type Database } from '../db/database.js';
import { inTransaction } from '../db/unit-of-work.js';
import { addDateRangeErrors } from '../domain/dateRange.js';
import { type FieldErrors, NotFoundError, ValidationFailedError } from '../errors.js';
import { message } from '../i18n/index.js';
import { type BlackoutRepository, type InstantSpan, type WeeklyBlackoutRow } from '../repositories/blackouts.js';
import { type RepeaterRepository } from '../repositories/repeaters.js';
import { type ReservationRepository } from '../repositories/reservations.js';
import { type AuditService } from './audit.js';
import { presentBlackout } from './blackout-presenter.js';
import { type Author, type NotificationService } from './notifications.js';
import { type PeriodService } from './periods.js';
import { createReservationCancellation } from './reservation-cancellation.js';

export interface ResourceBlackoutServiceDependencies {
  db: Kysely<Database>;
  blackouts: BlackoutRepository;
  /** A room's single closed span is a blackout as the periods screen adds one: checked, previewed and written there. */
  periods: Pick<PeriodService, 'previewBlackout' | 'addBlackout' | 'removeBlackout'>;
  audit: AuditService;
  reservations: Pick<ReservationRepository, 'deleteByIds'>;
  repeaters: Pick<RepeaterRepository, 'excludeMany'>;
  notifications: Pick<NotificationService, 'snapshot' | 'onReservationsDeleted' | 'onReservationsCancelledFor'>;
  clock: () => Date;
  timeZone: string;
}

/** The most reservations a preview lists (it counts them all), as a holiday's. */
const AFFECTED_LISTED = 100;

const page = (query: { page: number; per_page: number }, total: number): PageMeta => ({
  current_page: query.page,
  last_page: Math.max(1, Math.ceil(total / query.per_page)),
  per_page: query.per_page,
  total,
});

/** Weekdays in week order, as stored (`monday,friday`). */
const weekdaysText = (weekdays: readonly WeekdayKey[]) =>
  weekdayKeys.filter((weekday) => weekdays.includes(weekday)).join(',');

/** `HH:MM` as stored, and back (a stored text is always one the service wrote). */
const timeText = formatTimeOfDay;
const storedTime = (text: string): TimeOfDay => parseTimeOfDay(text)!;

/**
 * A room's own closed times on its administration page (resources.manage): one span of dates (a repair, a day's
 * event), or a weekly rule (cleaning every Friday 12:00–14:00), each shown first with the reservations it would cover
 * and added with a decision about them, and removed again. A rule's dates are stored one by one as blackouts, so the
 * write path, the grids, the finder and the reports read them as every other closure.
 */
export function createResourceBlackoutService(deps: ResourceBlackoutServiceDependencies) {
  const { db, blackouts, periods, audit, clock, timeZone } = deps;
  const cancel = createReservationCancellation(deps);

  async function assertResource(resourceId: number, trx: Kysely<Database> = db): Promise<void> {
    if (!(await blackouts.resourceExists(resourceId, trx))) {
      throw new NotFoundError('resource');
    }
  }

  function presentWeekly(row: WeeklyBlackoutRow): WeeklyBlackout {
    return {
      id: row.id,
      name: row.name,
      resource_id: row.resource_id,
      from: row.starts_on,
      to: row.ends_on,
      weekdays: row.weekdays.split(',') as WeekdayKey[],
      from_time: storedTime(row.from_time),
      to_time: storedTime(row.to_time),
      dates: row.dates,
    };
  }

  /**
   * The instants of each date of a weekly rule (local times in the institution's zone, so 12:00 stays 12:00 across a
   * change of summer time), sorted; 422 with field errors for a rule that does not hold.
   */
  function weeklySpans(body: WeeklyBlackoutBody): InstantSpan[] {
    const errors: FieldErrors = {};
    addDateRangeErrors(
      errors,
      { from: body.from, to: body.to },
      { maxDays: WEEKLY_BLACKOUT_MAX_DAYS, tooLong: message('range.atMostAYear') },
    );
    // A day's times run 00:00–24:00 (`{ hours: 24, minutes: 30 }` passes the schema, not a clock).
    for (const field of ['from_time', 'to_time'] as const) {
      if (toMinutes(body[field]) > 24 * 60) {
        (errors[field] ??= []).push(message('schema.timeFormat'));
      }
    }
    if (!errors.to_time && toMinutes(body.to_time) <= toMinutes(body.from_time)) {
      (errors.to_time ??= []).push(message('range.endAfterStart'));
    }
    if (Object.keys(errors).length > 0) {
      throw new ValidationFailedError(errors);
    }
    const dates = expandRepeaterDates(
      body.from,
      { type: 'weekly', interval: 1, until: body.to, weekdays: body.weekdays },
      Infinity,
    );
    if (dates.length === 0) {
      throw new ValidationFailedError({ weekdays: [message('period.weeklyNoDates')] });
    }
    return dates.map((date) => ({
      starts_at: toInstant(date, body.from_time, timeZone).toISOString(),
      ends_at: toInstant(date, body.to_time, timeZone).toISOString(),
    }));
  }

  return {
    /** One page of the room's own closed spans (not its weekly rules' dates), by start; 404 for an unknown room. */
    async list(
      resourceId: number,
      query: { page: number; per_page: number },
    ): Promise<{ data: Blackout[]; meta: PageMeta }> {
      await assertResource(resourceId);
      const { total, rows } = await blackouts.pageOfResource(resourceId, query.page, query.per_page);
      return { data: rows.map((row) => presentBlackout(row, timeZone)), meta: page(query, total) };
    },

    /** The reservations a closed span of the room would cover, counted and the first listed; writes nothing. */
    async preview(resourceId: number, body: ResourceBlackoutBody): Promise<BlackoutPreview> {
      await assertResource(resourceId);
      return periods.previewBlackout({ ...body, resource_id: resourceId });
    },

    /** Closes the room for one span; `affected` decides about the reservations it covers (422 without it). */
    async add(resourceId: number, body: ResourceBlackoutCreateBody, author: Author) {
      await assertResource(resourceId);
      return periods.addBlackout({ ...body, resource_id: resourceId }, author);
    },

    /**
     * Removes one of the room's own closed spans; 404 for another room's or a holiday; 422 naming the rule for a date of
     * one of the room's weekly rules, which goes with its rule (`removeBlackout` refuses it).
     */
    async remove(resourceId: number, blackoutId: number): Promise<void> {
      if (
        !(await blackouts.findOfResource(blackoutId, resourceId)) &&
        (await blackouts.ruleOfDate(blackoutId))?.resource_id !== resourceId
      ) {
        throw new NotFoundError('blackout');
      }
      await periods.removeBlackout(blackoutId);
    },

    /** One page of the room's weekly rules, by first date; 404 for an unknown room. */
    async listWeekly(
      resourceId: number,
      query: { page: number; per_page: number },
    ): Promise<{ data: WeeklyBlackout[]; meta: PageMeta }> {
      await assertResource(resourceId);
      const { total, rows } = await blackouts.pageOfWeekly(resourceId, query.page, query.per_page);
      return { data: rows.map(presentWeekly), meta: page(query, total) };
    },

    /** The reservations a weekly rule would cover on any of its dates, counted and the first listed; writes nothing. */
    async previewWeekly(resourceId: number, body: WeeklyBlackoutBody): Promise<BlackoutPreview> {
      await assertResource(resourceId);
      const spans = weeklySpans(body);
      const total = await blackouts.countDuringAny(spans, resourceId);
      const listed = total > 0 ? await blackouts.reservationsDuringAny(spans, resourceId, db, AFFECTED_LISTED) : [];
      return {
        total,
        reservations: listed.map((row) => ({
          id: row.id,
          name: row.name,
          starts_at: row.starts_at,
          ends_at: row.ends_at,
          resource: row.resource_name,
          status: row.status,
        })),
      };
    },

    /**
     * Closes the room every week as `body` says. When its dates cover reservations, `affected` says what becomes of
     * them (cancel or keep); without it the answer is a 422 on `affected` naming how many, and nothing is written.
     */
    async addWeekly(
      resourceId: number,
      body: WeeklyBlackoutCreateBody,
      author: Author,
    ): Promise<WeeklyBlackout & { cancelled: number }> {
      const spans = weeklySpans(body);
      return inTransaction(db, async (trx) => {
        await assertResource(resourceId, trx);
        // A booking being written on the room's items is waited for, then counted (PostgreSQL), as for a holiday.
        await blackouts.holdItems([resourceId], trx);
        const covered = await blackouts.countDuringAny(spans, resourceId, trx);
        if (covered > 0 && body.affected === undefined) {
          throw new ValidationFailedError({ affected: [message('period.coversReservations', { count: covered })] });
        }
        const id = await blackouts.insertWeekly(
          {
            name: body.name,
            resource_id: resourceId,
            starts_on: body.from,
            ends_on: body.to,
            weekdays: weekdaysText(body.weekdays),
            from_time: timeText(body.from_time),
            to_time: timeText(body.to_time),
            created_at: clock().toISOString(),
          },
          spans,
          trx,
        );
        const after = presentWeekly((await blackouts.findWeekly(id, resourceId, trx))!);
        await audit.record(trx, {
          action: 'create',
          entityType: 'weekly_blackout',
          entityId: id,
          label: after.name,
          after,
        });
        const cancelled =
          body.affected === 'cancel' && covered > 0
            ? await blackouts.reservationsDuringAny(spans, resourceId, trx)
            : [];
        await cancel(trx, cancelled, author, { kind: 'closed', name: after.name });
        return { ...after, cancelled: cancelled.length };
      });
    },

    /** Removes a weekly rule of the room and every date of it; 404 for another room's. */
    async removeWeekly(resourceId: number, id: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        const found = await blackouts.findWeekly(id, resourceId, trx);
        if (!found || !(await blackouts.removeWeekly(id, trx))) {
          throw new NotFoundError('blackout');
        }
        const before = presentWeekly(found);
        await audit.record(trx, {
          action: 'delete',
          entityType: 'weekly_blackout',
          entityId: id,
          label: before.name,
          before,
        });
      });
    },
  };
}
export type ResourceBlackoutService = ReturnType<typeof createResourceBlackoutService>;
