import {
  type Blackout,
  type BlackoutBody,
  type BlackoutCreateBody,
  type BlackoutPreview,
  type ExamSession,
  type PageMeta,
  type PeriodBody,
  type PeriodListQuery,
  type Period as ApiPeriod,
  REPORT_PERIODS_LIMIT,
  type ReportPeriod,
} from '@laikas/contract';
import { type Insertable, type Kysely } from 'kysely';
import { addDateRangeErrors, assertDateRange, dateError } from '../domain/dateRange.js';
import { type BlackoutsTable, type Database, type Period, type Reservation } from '../db/database.js';
import { inTransaction } from '../db/unit-of-work.js';
import { examSessionOf, formatTimeOfDay, isCivilDate, shiftDate, toInstant } from '@laikas/contract/time';
import { ConflictError, type FieldErrors, NotFoundError, ValidationFailedError } from '../errors.js';
import { type BlackoutRepository, type BlackoutRow } from '../repositories/blackouts.js';
import { type PeriodRepository } from '../repositories/periods.js';
import { type ResourceRepository } from '../repositories/resources.js';
import { type RepeaterRepository } from '../repositories/repeaters.js';
import { type ReservationRepository } from '../repositories/reservations.js';
import { type AuditService } from './audit.js';
import { presentBlackout as presentOne } from './blackout-presenter.js';
import { type Author, type NotificationService } from './notifications.js';
import { createReservationCancellation } from './reservation-cancellation.js';
import { type Message, message } from '../i18n/index.js';

export interface PeriodServiceDependencies {
  db: Kysely<Database>;
  periods: PeriodRepository;
  resources: Pick<ResourceRepository, 'exists'>;
  blackouts: BlackoutRepository;
  audit: AuditService;
  /** A holiday that cancels reservations deletes them as a delete does, telling those tied to them (issue 27). */
  reservations: Pick<ReservationRepository, 'deleteByIds'>;
  repeaters: Pick<RepeaterRepository, 'excludeMany'>;
  notifications: Pick<NotificationService, 'snapshot' | 'onReservationsDeleted' | 'onReservationsCancelledFor'>;
  clock: () => Date;
  timeZone: string;
}

/** The most reservations a blackout's preview lists (it counts them all). */
const AFFECTED_LISTED = 100;

const MIDNIGHT = { hours: 0, minutes: 0 };

function add(errors: FieldErrors, field: string, said: Message) {
  (errors[field] ??= []).push(said);
}

/** Local dates `from`..`to`, both included. */
interface DateSpan {
  from: string;
  to: string;
}

/**
 * The dates of the exam session `next` that `previous` did not hold (none, one or two spans): a session set, moved or
 * extended takes the lectures of groups out of these only, so a session saved again as it was (its period's new dates,
 * lectures kept there once) asks nothing.
 */
function newlyCovered(previous: DateSpan | null, next: DateSpan | null): DateSpan[] {
  if (!next) {
    return [];
  }
  if (!previous || previous.to < next.from || next.to < previous.from) {
    return [next];
  }
  const spans: DateSpan[] = [];
  if (next.from < previous.from) {
    spans.push({ from: next.from, to: shiftDate(previous.from, -1) });
  }
  if (next.to > previous.to) {
    spans.push({ from: shiftDate(previous.to, 1), to: next.to });
  }
  return spans;
}

const sessionOf = (period: { exams_from: string | null; exams_to: string | null }): DateSpan | null =>
  period.exams_from !== null && period.exams_to !== null ? { from: period.exams_from, to: period.exams_to } : null;

/** A blackout's dates as the periods screen writes them: `2026-12-24 – 2027-01-01`, with times for part of a day. */
function spanText(blackout: Pick<Blackout, 'from' | 'to' | 'from_time' | 'to_time' | 'all_day'>): string {
  if (blackout.all_day) {
    return blackout.from === blackout.to ? blackout.from : `${blackout.from} – ${blackout.to}`;
  }
  return `${blackout.from} ${formatTimeOfDay(blackout.from_time)} – ${blackout.to} ${formatTimeOfDay(blackout.to_time)}`;
}

/** A reservation a preview lists. */
const listed = (row: Reservation & { resource_name: string }) => ({
  id: row.id,
  name: row.name,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  resource: row.resource_name,
  status: row.status,
});

/** Periods (semesters) and their blackouts (holidays, unavailable resources), as administrators edit them. */
export function createPeriodService(deps: PeriodServiceDependencies) {
  const { db, periods, resources, blackouts, audit, clock, timeZone } = deps;
  const cancel = createReservationCancellation(deps);

  /**
   * The blackout's span and how many reservations it covers (counted, not read: a holiday over a semester covers
   * 20,000); 422 (nothing written) for a body that does not hold.
   */
  async function checkedBlackout(body: BlackoutBody, trx: Kysely<Database>, { hold }: { hold: boolean }) {
    const errors: FieldErrors = {};
    // Held until `trx` ends (on PostgreSQL `for share`): a change of the period's dates under way is waited for.
    const period = body.period_id ? await periods.hold(body.period_id, 'share', trx) : undefined;
    if (body.period_id && !period) {
      add(errors, 'period_id', message('period.unknown'));
    }
    const span = await blackoutSpan(body, errors, '', trx);
    if (span && period) {
      checkWithinPeriod(body, period, errors, '');
    }
    if (span && !body.resource_id) {
      await checkNoHolidayUnder(span, errors, '', trx);
    }
    if (!span || Object.keys(errors).length > 0) {
      throw new ValidationFailedError(errors);
    }
    if (hold) {
      // A booking being written on the items it closes is waited for, then counted (PostgreSQL).
      await blackouts.holdItems([body.resource_id ?? null], trx);
    }
    const covered = await blackouts.countDuring(span.starts_at, span.ends_at, body.resource_id ?? null, trx);
    /** The reservations it covers, the first `limit` of them when given. */
    const affected = (limit?: number) =>
      blackouts.reservationsDuring(span.starts_at, span.ends_at, body.resource_id ?? null, trx, limit);
    return { span, covered, affected };
  }

  const presentBlackout = (row: BlackoutRow): Blackout => presentOne(row, timeZone);

  /**
   * A holiday does not overlap another (24–26 December over 24 December – 1 January made two, and removing one left the
   * days closed): 422 under its first date, naming the one it meets. A room's closed time may lie on a holiday.
   */
  async function checkNoHolidayUnder(
    span: { starts_at: string; ends_at: string },
    errors: FieldErrors,
    prefix: string,
    trx: Kysely<Database>,
  ) {
    const [other] = await blackouts.blackoutsBetween(span.starts_at, span.ends_at, [], trx);
    if (other) {
      const shown = presentBlackout(other);
      add(errors, `${prefix}from`, message('period.holidayOverlaps', { name: shown.name, when: spanText(shown) }));
    }
  }

  /**
   * The lectures repeating for groups that an exam session moved from `previous` to `next` newly covers: counted, and
   * read (the first `limit`) when asked. Held (`hold`): a booking being written is waited for, then counted (PostgreSQL),
   * as for a holiday.
   */
  async function sessionLectures(
    previous: DateSpan | null,
    next: DateSpan | null,
    trx: Kysely<Database>,
    { hold }: { hold: boolean },
  ) {
    const spans = newlyCovered(previous, next).map((dates) => ({
      starts_at: toInstant(dates.from, MIDNIGHT, timeZone).toISOString(),
      ends_at: toInstant(shiftDate(dates.to, 1), MIDNIGHT, timeZone).toISOString(),
    }));
    if (spans.length === 0) {
      return { covered: 0, affected: async () => [] };
    }
    if (hold) {
      await blackouts.holdItems([null], trx);
    }
    const covered = await periods.countTeachingDuring(spans, trx);
    return { covered, affected: (limit?: number) => periods.teachingDuring(spans, trx, limit) };
  }

  async function presentPeriod(period: Period, trx: Kysely<Database> = db): Promise<ApiPeriod> {
    const rows = await blackouts.holidaysOfPeriod(period.id, trx);
    return {
      id: period.id,
      name: period.name,
      starts_on: period.starts_on,
      ends_on: period.ends_on,
      teaching_weeks: period.teaching_weeks,
      exam_weeks: period.exam_weeks,
      exams_from: period.exams_from,
      exams_to: period.exams_to,
      blackouts: rows.map(presentBlackout),
      resource_blackouts: await blackouts.resourceBlackoutCount(period.id, trx),
    };
  }

  /** The instants of a blackout body, with field errors under `prefix` (`blackouts.0.` inside a period). */
  async function blackoutSpan(
    body: Omit<BlackoutBody, 'period_id'>,
    errors: FieldErrors,
    prefix: string,
    trx: Kysely<Database>,
  ) {
    for (const field of ['from', 'to'] as const) {
      const problem = dateError(body[field], message('range.dateDoesNotExist'));
      if (problem) {
        add(errors, `${prefix}${field}`, problem);
      }
    }
    const hasTimes = Boolean(body.from_time) || Boolean(body.to_time);
    if (hasTimes && (!body.from_time || !body.to_time)) {
      add(errors, `${prefix}to_time`, message('period.bothTimes'));
    }
    if (body.resource_id) {
      if (!(await resources.exists(body.resource_id, trx))) {
        add(errors, `${prefix}resource_id`, message('period.unknownResource'));
      }
    }
    if (errors[`${prefix}from`] || errors[`${prefix}to`] || errors[`${prefix}to_time`]) {
      return undefined;
    }
    const startsAt = toInstant(body.from, hasTimes ? body.from_time! : MIDNIGHT, timeZone);
    const endsAt = hasTimes
      ? toInstant(body.to, body.to_time!, timeZone)
      : toInstant(shiftDate(body.to, 1), MIDNIGHT, timeZone);
    if (endsAt.getTime() <= startsAt.getTime()) {
      add(errors, `${prefix}to`, message('range.endAfterStart'));
      return undefined;
    }
    return {
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      all_day: hasTimes ? (0 as const) : (1 as const),
    };
  }

  /**
   * The exam session a body sets (issue 36): its dates when it gives them (`null`: none); left out, what the week
   * counts give (`examSessionOf`), except that an update whose dates and counts derive what the stored ones did keeps
   * the session the period has (an older client saving a period it only renamed). Field errors for dates that do not
   * hold: both or neither, real dates, in order, within the period.
   */
  function examDatesOf(body: PeriodBody, stored: Period | undefined, errors: FieldErrors) {
    if (body.exams_from === undefined && body.exams_to === undefined) {
      const counts = (period: Pick<Period, 'starts_on' | 'ends_on' | 'teaching_weeks' | 'exam_weeks'>) =>
        JSON.stringify(examSessionOf(period));
      const asBody = {
        starts_on: body.starts_on,
        ends_on: body.ends_on,
        teaching_weeks: body.teaching_weeks ?? null,
        exam_weeks: body.exam_weeks ?? null,
      };
      if (stored && counts(stored) === counts(asBody)) {
        const kept = { exams_from: stored.exams_from, exams_to: stored.exams_to };
        // The period's new dates must still hold the session it keeps, as they must hold dates given.
        if (kept.exams_from !== null && kept.exams_from < body.starts_on) {
          add(errors, 'exams_from', message('period.examsOutside'));
        } else if (kept.exams_to !== null && kept.exams_to > body.ends_on) {
          add(errors, 'exams_to', message('period.examsOutside'));
        }
        return kept;
      }
      const derived = examSessionOf(asBody);
      return { exams_from: derived?.from ?? null, exams_to: derived?.to ?? null };
    }
    const from = body.exams_from ?? null;
    const to = body.exams_to ?? null;
    if (from === null && to === null) {
      return { exams_from: null, exams_to: null };
    }
    if (from === null || to === null) {
      add(errors, from === null ? 'exams_from' : 'exams_to', message('period.examsBoth'));
      return undefined;
    }
    const real = { from: isCivilDate(from), to: isCivilDate(to) };
    if (!real.from) {
      add(errors, 'exams_from', message('range.dateDoesNotExist'));
    }
    if (!real.to) {
      add(errors, 'exams_to', message('range.dateDoesNotExist'));
    }
    if (!real.from || !real.to) {
      return undefined;
    }
    if (to < from) {
      add(errors, 'exams_to', message('period.examsEndBeforeStart'));
    } else if (from < body.starts_on || to > body.ends_on) {
      add(errors, from < body.starts_on ? 'exams_from' : 'exams_to', message('period.examsOutside'));
    }
    return { exams_from: from, exams_to: to };
  }

  function checkPeriod(body: PeriodBody, errors: FieldErrors) {
    addDateRangeErrors(
      errors,
      { from: body.starts_on, to: body.ends_on },
      {
        fields: { from: 'starts_on', to: 'ends_on' },
        messages: { not_a_date: message('range.dateDoesNotExist'), end_before_start: message('period.endBeforeStart') },
      },
    );
  }

  /** A period's holiday lies within it (a holiday of the summer put on the spring semester is a slip): 422 under the
   * date outside. */
  function checkWithinPeriod(
    blackout: { from: string; to: string },
    period: Pick<Period, 'starts_on' | 'ends_on'>,
    errors: FieldErrors,
    prefix: string,
  ) {
    if (blackout.from < period.starts_on) {
      add(errors, `${prefix}from`, message('period.holidayOutside'));
    } else if (blackout.to > period.ends_on) {
      add(errors, `${prefix}to`, message('period.holidayOutside'));
    }
  }

  /**
   * A period's holidays stay within it when its dates change (one outside it is refused when added): a first day
   * moved later or a last day moved earlier past any of them is a 422 under that date, naming how many. Only a date
   * moved inwards is checked, so a holiday left outside before this rule does not stop an edit that moves no date past
   * it (setting the exam session sends the dates as they are).
   */
  async function checkHolidaysKept(
    stored: Period,
    body: Pick<PeriodBody, 'starts_on' | 'ends_on'>,
    errors: FieldErrors,
    trx: Kysely<Database>,
  ) {
    const later = body.starts_on > stored.starts_on;
    const earlier = body.ends_on < stored.ends_on;
    if (!later && !earlier) {
      return;
    }
    const outside = await blackouts.holidaysOutside(
      stored.id,
      toInstant(body.starts_on, MIDNIGHT, timeZone).toISOString(),
      toInstant(shiftDate(body.ends_on, 1), MIDNIGHT, timeZone).toISOString(),
      trx,
    );
    if (later && outside.before > 0) {
      add(errors, 'starts_on', message('period.holidaysOutside', { count: outside.before }));
    }
    if (earlier && outside.after > 0) {
      add(errors, 'ends_on', message('period.holidaysOutside', { count: outside.after }));
    }
  }

  async function writeBlackouts(periodId: number, body: PeriodBody, errors: FieldErrors, trx: Kysely<Database>) {
    const createdAt = clock().toISOString();
    const rows: Insertable<BlackoutsTable>[] = [];
    // A booking being written on the items they close is waited for, then counted (PostgreSQL).
    await blackouts.holdItems(
      (body.blackouts ?? []).map((blackout) => blackout.resource_id ?? null),
      trx,
    );
    for (const [index, blackout] of (body.blackouts ?? []).entries()) {
      const span = await blackoutSpan(blackout, errors, `blackouts.${index}.`, trx);
      if (span) {
        checkWithinPeriod(blackout, body, errors, `blackouts.${index}.`);
      }
      if (span && !blackout.resource_id) {
        await checkNoHolidayUnder(span, errors, `blackouts.${index}.`, trx);
        // Nor two of the body's own.
        const earlier = rows.find(
          (row) => !row.resource_id && row.starts_at < span.ends_at && span.starts_at < row.ends_at,
        );
        if (earlier) {
          const when = spanText(
            presentBlackout({ ...earlier, id: 0, period_id: null, resource_id: null, all_day: earlier.all_day ?? 1 }),
          );
          add(errors, `blackouts.${index}.from`, message('period.holidayOverlaps', { name: earlier.name, when }));
        }
      }
      const covered = span
        ? await blackouts.countDuring(span.starts_at, span.ends_at, blackout.resource_id ?? null, trx)
        : 0;
      if (covered > 0) {
        // Issue 27: a holiday over bookings is a decision, which the period's card asks for (POST /admin/blackouts).
        add(errors, `blackouts.${index}.from`, message('period.holidayCoversReservations', { count: covered }));
      }
      if (span) {
        rows.push({
          name: blackout.name,
          period_id: periodId,
          resource_id: blackout.resource_id ?? null,
          source: null,
          created_at: createdAt,
          ...span,
        });
      }
    }
    if (Object.keys(errors).length > 0) {
      throw new ValidationFailedError(errors);
    }
    await blackouts.insertMany(rows, trx);
  }

  async function load(id: number, trx: Kysely<Database> = db): Promise<Period> {
    const period = await periods.find(id, trx);
    if (!period) {
      throw new NotFoundError('period');
    }
    return period;
  }

  return {
    presentBlackout,

    /** One page of the periods, newest first (or those named like `query`), each with its holidays. */
    async list(query: PeriodListQuery): Promise<{ data: ApiPeriod[]; meta: PageMeta }> {
      const { total, rows } = await periods.page({ page: query.page, perPage: query.per_page, search: query.query });
      return {
        data: await Promise.all(rows.map((period) => presentPeriod(period))),
        meta: {
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
          per_page: query.per_page,
          total,
        },
      };
    },

    /** The newest periods by start (at most REPORT_PERIODS_LIMIT), names and dates only: the reports' ranges. */
    async reportRanges(): Promise<ReportPeriod[]> {
      const { rows } = await periods.page({ page: 1, perPage: REPORT_PERIODS_LIMIT });
      return rows.map(({ id, name, starts_on, ends_on }) => ({ id, name, starts_on, ends_on }));
    },

    async get(id: number): Promise<ApiPeriod> {
      return presentPeriod(await load(id));
    },

    async create(body: PeriodBody, author: Author): Promise<ApiPeriod> {
      const errors: FieldErrors = {};
      checkPeriod(body, errors);
      if (await periods.nameTaken(body.name, null)) {
        add(errors, 'name', message('period.nameTaken'));
      }
      const exams = examDatesOf(body, undefined, errors);
      if (!exams || Object.keys(errors).length > 0) {
        throw new ValidationFailedError(errors);
      }
      const now = clock().toISOString();
      return inTransaction(db, async (trx) => {
        // Lectures of groups made before their period (an import, a timetable typed in early) in its session: the
        // period's card lists them and asks (issue 36); a client may decide at once with `affected`.
        const { covered, affected } = await sessionLectures(null, sessionOf(exams), trx, { hold: true });
        if (covered > 0 && body.affected === undefined) {
          throw new ValidationFailedError({
            exams_from: [message('period.examsCoverLecturesOnCreate', { count: covered })],
          });
        }
        const lectures = body.affected === 'cancel' && covered > 0 ? await affected() : [];
        const id = await periods.insert(
          {
            name: body.name,
            starts_on: body.starts_on,
            ends_on: body.ends_on,
            teaching_weeks: body.teaching_weeks ?? null,
            exam_weeks: body.exam_weeks ?? null,
            ...exams,
            created_at: now,
            updated_at: now,
          },
          trx,
        );
        await writeBlackouts(id, body, errors, trx);
        const after = await presentPeriod((await periods.find(id, trx))!, trx);
        await audit.record(trx, { action: 'create', entityType: 'period', entityId: id, label: after.name, after });
        await cancel(trx, lectures, author, { kind: 'exams', name: after.name });
        return after;
      });
    },

    /**
     * Changes the period's fields; blackouts listed in the body are added (existing ones stay). An exam session set,
     * moved or extended over lectures of groups needs `affected` (422 on it otherwise, nothing written): `cancel`
     * takes them out of it as a holiday cancels what it covers, `keep` leaves them.
     */
    async update(id: number, body: PeriodBody, author: Author): Promise<ApiPeriod> {
      await load(id);
      const errors: FieldErrors = {};
      checkPeriod(body, errors);
      if (Object.keys(errors).length > 0) {
        throw new ValidationFailedError(errors);
      }
      return inTransaction(db, async (trx) => {
        // Held until the change commits (on PostgreSQL `for update`): a holiday being added is waited for and seen.
        const stored = await periods.hold(id, 'update', trx);
        if (!stored) {
          throw new NotFoundError('period');
        }
        // A name kept as it was is no clash (two alike from before the check stay editable).
        if (stored.name !== body.name && (await periods.nameTaken(body.name, id, trx))) {
          add(errors, 'name', message('period.nameTaken'));
        }
        const exams = examDatesOf(body, stored, errors);
        await checkHolidaysKept(stored, body, errors, trx);
        if (!exams || Object.keys(errors).length > 0) {
          throw new ValidationFailedError(errors);
        }
        const { covered, affected } = await sessionLectures(sessionOf(stored), sessionOf(exams), trx, { hold: true });
        if (covered > 0 && body.affected === undefined) {
          throw new ValidationFailedError({ affected: [message('period.examsCoverLectures', { count: covered })] });
        }
        const lectures = body.affected === 'cancel' && covered > 0 ? await affected() : [];
        const before = await presentPeriod(stored, trx);
        await periods.update(
          id,
          {
            name: body.name,
            starts_on: body.starts_on,
            ends_on: body.ends_on,
            teaching_weeks: body.teaching_weeks ?? null,
            exam_weeks: body.exam_weeks ?? null,
            ...exams,
            updated_at: clock().toISOString(),
          },
          trx,
        );
        await writeBlackouts(id, body, errors, trx);
        const after = await presentPeriod((await periods.find(id, trx))!, trx);
        await audit.record(trx, {
          action: 'update',
          entityType: 'period',
          entityId: id,
          label: after.name,
          before,
          after,
        });
        await cancel(trx, lectures, author, { kind: 'exams', name: after.name });
        return after;
      });
    },

    /**
     * What saving `body` on the period would take out of its exam session (issue 36): the lectures repeating for
     * groups on the dates the session newly covers, counted and the first listed. The save's own checks (422 for a body
     * it would refuse); writes nothing.
     */
    async preview(id: number, body: PeriodBody): Promise<BlackoutPreview> {
      const stored = await load(id);
      const errors: FieldErrors = {};
      checkPeriod(body, errors);
      if (Object.keys(errors).length > 0) {
        throw new ValidationFailedError(errors);
      }
      const exams = examDatesOf(body, stored, errors);
      await checkHolidaysKept(stored, body, errors, db);
      if (!exams || Object.keys(errors).length > 0) {
        throw new ValidationFailedError(errors);
      }
      const { covered, affected } = await sessionLectures(sessionOf(stored), sessionOf(exams), db, { hold: false });
      return { total: covered, reservations: (covered > 0 ? await affected(AFFECTED_LISTED) : []).map(listed) };
    },

    async remove(id: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        const found = await periods.find(id, trx);
        const before = found ? await presentPeriod(found, trx) : undefined;
        if (!before) {
          throw new NotFoundError('period');
        }
        // Its timetables (locked, published) would go with it, unasked: they are deleted on their own first.
        const timetables = await periods.timetableCount(id, trx);
        if (timetables > 0) {
          throw new ConflictError('period.hasTimetables', { count: timetables });
        }
        if (!(await periods.remove(id, trx))) {
          throw new NotFoundError('period');
        }
        await audit.record(trx, { action: 'delete', entityType: 'period', entityId: id, label: before.name, before });
      });
    },

    /** The reservations a new blackout would cover (issue 27), counted and the first listed; writes nothing. */
    async previewBlackout(body: BlackoutBody): Promise<BlackoutPreview> {
      const { covered, affected } = await checkedBlackout(body, db, { hold: false });
      return { total: covered, reservations: (covered > 0 ? await affected(AFFECTED_LISTED) : []).map(listed) };
    },

    /**
     * Adds a blackout. When it covers reservations, `affected` says what becomes of them (cancel or keep); without
     * it the answer is a 422 on `affected` naming how many, and nothing is written.
     */
    async addBlackout(body: BlackoutCreateBody, author: Author): Promise<Blackout & { cancelled: number }> {
      return inTransaction(db, async (trx) => {
        const { span, covered, affected } = await checkedBlackout(body, trx, { hold: true });
        if (covered > 0 && body.affected === undefined) {
          throw new ValidationFailedError({
            affected: [message('period.coversReservations', { count: covered })],
          });
        }
        const id = await blackouts.insert(
          {
            name: body.name,
            period_id: body.period_id ?? null,
            resource_id: body.resource_id ?? null,
            source: null,
            created_at: clock().toISOString(),
            ...span,
          },
          trx,
        );
        const after = presentBlackout((await blackouts.find(id, trx))!);
        await audit.record(trx, { action: 'create', entityType: 'blackout', entityId: id, label: after.name, after });
        const cancelled = body.affected === 'cancel' && covered > 0 ? await affected() : [];
        await cancel(trx, cancelled, author, { kind: body.resource_id ? 'closed' : 'holiday', name: after.name });
        return { ...after, cancelled: cancelled.length };
      });
    },

    async removeBlackout(id: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        // A date of a room's weekly rule goes with its rule (docs/decisions/weekly-closed-time-dates.md): taken out
        // alone, the rule read whole on the room's page while the room stood open that day.
        const rule = await blackouts.ruleOfDate(id, trx);
        if (rule) {
          throw new ValidationFailedError({
            id: [message('period.weeklyDateGoesWithRule', { name: rule.name, room: rule.resource_name })],
          });
        }
        const found = await blackouts.find(id, trx);
        if (!found || !(await blackouts.remove(id, trx))) {
          throw new NotFoundError('blackout');
        }
        const before = presentBlackout(found);
        await audit.record(trx, { action: 'delete', entityType: 'blackout', entityId: id, label: before.name, before });
      });
    },

    /** Blackouts overlapping the local dates `from`..`to` (inclusive): the institution's and the resource's. */
    async between(range: { from: string; to: string; resource_id?: number | undefined }): Promise<Blackout[]> {
      // At most a year, as every list range (docs/decisions/listing-ranges.md): `to=9999-12-31` was a 500.
      assertDateRange(range, { maxDays: 367, tooLong: message('range.atMostAYear') });
      const from = toInstant(range.from, MIDNIGHT, timeZone).toISOString();
      const to = toInstant(shiftDate(range.to, 1), MIDNIGHT, timeZone).toISOString();
      const rows = await blackouts.blackoutsBetween(from, to, range.resource_id ? [range.resource_id] : undefined);
      return rows.map(presentBlackout);
    },

    /** The periods' exam sessions with a day within the local dates `from`..`to` (inclusive; issue 36). */
    async examSessions(range: { from: string; to: string }): Promise<ExamSession[]> {
      assertDateRange(range, { maxDays: 367, tooLong: message('range.atMostAYear') });
      return (await periods.examSessionsBetween(range.from, range.to)).map((period) => ({
        period_id: period.id,
        name: period.name,
        from: period.exams_from,
        to: period.exams_to,
      }));
    },
  };
}
export type PeriodService = ReturnType<typeof createPeriodService>;
