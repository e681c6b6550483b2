import {
  isSuperAdmin,
  type Language,
  REPORT_RANGE_MAX_DAYS,
  REPORT_RESERVATIONS_LIMIT,
  type ReportData,
  type ReportFilters,
  type ReportReservation,
  reportFiltersSchema,
  type ReportSheet,
  type SavedReport,
  type TimeSpan,
} from '@laikas/contract';
import { assertDateRange } from '../domain/dateRange.js';
import { type Actor } from '../domain/permissions.js';
import { availableMinutes, bookableSpan, countedDates, dateRuns, spreadBookings } from '../domain/reportMaths.js';
import {
  formatTimeOfDay,
  isoWeekday,
  shiftDate,
  toInstant,
  toLocal,
  toLocalEnd,
  weekStart,
} from '@laikas/contract/time';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { type BlackoutRepository } from '../repositories/blackouts.js';
import { type InstantRange, type ReportRepository, type ReportScope } from '../repositories/reports.js';
import { writeReport } from './file-threads.js';
import { reportTables } from './reportExport.js';

export interface ReportServiceDependencies {
  reports: ReportRepository;
  blackouts: BlackoutRepository;
  clock: () => Date;
  timeZone: string;
}

/** What narrows the bookings behind a figure (one room, group, teacher, heat-map cell or week). */
export interface ReportFocus {
  resource?: number | undefined;
  group?: number | undefined;
  teacher?: number | undefined;
  weekday?: number | undefined;
  hour?: number | undefined;
  week?: string | undefined;
}

/** The most bookings an export lists (a busy academic year fits). */
const EXPORT_RESERVATIONS_LIMIT = 100_000;

function slotsOf(json: string | null): TimeSpan[] | null {
  if (json === null) {
    return null;
  }
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as TimeSpan[]) : null;
}

/**
 * Reports (spec 7 "Reports"): utilisation per room, bookings per group and per teacher, a weekday × hour heat map
 * and bookings per week over a date range and filters; the bookings behind each figure; saved reports.
 */
export function createReportService({ reports, blackouts, clock, timeZone }: ReportServiceDependencies) {
  /** Checks the range (422 under `from`/`to`) and gives the counted dates. */
  function datesOf(filters: ReportFilters): string[] {
    assertDateRange(filters, { maxDays: REPORT_RANGE_MAX_DAYS });
    return countedDates(filters.from, filters.to, filters.days ?? 'weekdays');
  }

  const rangeOf = (first: string, last: string): InstantRange => ({
    from: toInstant(first, { hours: 0, minutes: 0 }, timeZone).toISOString(),
    to: toInstant(last, { hours: 24, minutes: 0 }, timeZone).toISOString(),
  });

  function scopeOf(filters: ReportFilters, dates: readonly string[]): ReportScope {
    const runs = dateRuns(dates);
    return {
      // No counted day (a weekend with weekdays only): an empty range matches nothing.
      ranges: runs.length > 0 ? runs.map(([first, last]) => rangeOf(first, last)) : [{ from: '1', to: '0' }],
      resourceIds: filters.resources,
      tags: filters.tags,
      groupIds: filters.groups,
      teacherIds: filters.teachers,
      type: filters.type,
      status: filters.status,
    };
  }

  async function compute(filters: ReportFilters): Promise<ReportData> {
    const dates = datesOf(filters);
    const scope = scopeOf(filters, dates);
    const [resources, byResource, groups, teachers, starts] = await Promise.all([
      reports.resources(scope),
      reports.byResource(scope),
      reports.byGroup(scope),
      reports.byTeacher(scope),
      reports.byStart(scope),
    ]);
    const ids = resources.map((resource) => resource.id);
    const [items, closures] = await Promise.all([
      reports.itemSpaces(ids),
      ids.length === 0
        ? Promise.resolve([])
        : blackouts.blackoutsBetween(rangeOf(filters.from, filters.to).from, rangeOf(filters.from, filters.to).to, ids),
    ]);
    const booked = new Map(byResource.map((row) => [row.id, row]));
    const itemsOf = Map.groupBy(items, (item) => item.resource_id);
    const closuresOf = Map.groupBy(closures, (closure) => closure.resource_id);
    const everywhere = closures.filter((closure) => closure.resource_id === null);
    // Most rooms share their bookable span and have no closure of their own: their open minutes over the range
    // are one sum (a semester is ~80 days × 2 local-time conversions per room otherwise).
    const openBySpan = new Map<string, number>();
    const rooms = resources.map((resource) => {
      const places = (itemsOf.get(resource.id) ?? []).reduce(
        (sum, item) => sum + (item.available_spaces ?? resource.available_spaces ?? 1),
        0,
      );
      const own = closuresOf.get(resource.id) ?? [];
      const closed = [...everywhere, ...own].map((closure) => ({
        start: Date.parse(closure.starts_at),
        end: Date.parse(closure.ends_at),
      }));
      const span = bookableSpan({ from: resource.day_from, to: resource.day_to }, slotsOf(resource.available_slots));
      const shared = own.length === 0 && span ? `${span.from}-${span.to}` : undefined;
      let open = shared === undefined ? undefined : openBySpan.get(shared);
      if (open === undefined) {
        open = availableMinutes(dates, span, closed, timeZone);
        if (shared !== undefined) {
          openBySpan.set(shared, open);
        }
      }
      const available = open * places;
      const figure = booked.get(resource.id);
      const bookedMinutes = Number(figure?.booked_minutes ?? 0);
      return {
        id: resource.id,
        name: resource.name,
        capacity: resource.capacity,
        booked_minutes: bookedMinutes,
        available_minutes: available,
        utilisation: available > 0 ? bookedMinutes / available : 0,
        reservations: Number(figure?.reservations ?? 0),
      };
    });
    const spread = spreadBookings(
      starts.map((row) => ({ start: row.start, minutes: Number(row.minutes), reservations: Number(row.reservations) })),
      timeZone,
    );
    const heatmap = [...spread.cells.entries()]
      .map(([key, minutes]) => {
        const [weekday, hour] = key.split(':').map(Number) as [number, number];
        return { weekday, hour, booked_minutes: minutes };
      })
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
    const weeks: ReportData['weeks'] = [];
    for (let week = weekStart(filters.from); week <= filters.to; week = shiftDate(week, 7)) {
      const figure = spread.weeks.get(week);
      weeks.push({ week, booked_minutes: figure?.minutes ?? 0, reservations: figure?.reservations ?? 0 });
    }
    const totalBooked = rooms.reduce((sum, room) => sum + room.booked_minutes, 0);
    const totalAvailable = rooms.reduce((sum, room) => sum + room.available_minutes, 0);
    const numbers = (row: { id: number; name: string; booked_minutes: number; reservations: number }) => ({
      ...row,
      booked_minutes: Number(row.booked_minutes),
      reservations: Number(row.reservations),
    });
    return {
      filters,
      totals: {
        booked_minutes: totalBooked,
        available_minutes: totalAvailable,
        utilisation: totalAvailable > 0 ? totalBooked / totalAvailable : 0,
        reservations: rooms.reduce((sum, room) => sum + room.reservations, 0),
      },
      rooms,
      groups: groups.map(numbers),
      teachers: teachers.map(numbers),
      heatmap,
      weeks,
    };
  }

  /** The bookings behind a figure, by start; at most `limit`. */
  async function bookings(filters: ReportFilters, focus: ReportFocus, limit = REPORT_RESERVATIONS_LIMIT) {
    let dates = datesOf(filters);
    if (focus.weekday !== undefined) {
      dates = dates.filter((date) => isoWeekday(date) === focus.weekday);
    }
    if (focus.week !== undefined) {
      const week = focus.week;
      dates = dates.filter((date) => weekStart(date) === week);
    }
    const narrowed = (ids: number[] | undefined, id: number | undefined) =>
      id === undefined ? ids : ids && ids.length > 0 && !ids.includes(id) ? [-1] : [id];
    const scope = scopeOf(
      {
        ...filters,
        resources: narrowed(filters.resources, focus.resource),
        groups: narrowed(filters.groups, focus.group),
        teachers: narrowed(filters.teachers, focus.teacher),
      },
      dates,
    );
    const hour = focus.hour;
    const within =
      hour === undefined
        ? undefined
        : dates.map((date) => ({
            from: toInstant(date, { hours: hour, minutes: 0 }, timeZone).toISOString(),
            to: toInstant(date, { hours: hour + 1, minutes: 0 }, timeZone).toISOString(),
          }));
    const found = await reports.list({ ...scope, within }, limit);
    const groupsOf = Map.groupBy(found.groups, (group) => group.reservation_id);
    const list: ReportReservation[] = found.rows.map((row) => {
      const start = toLocal(new Date(row.starts_at), timeZone);
      const end = toLocalEnd(new Date(row.ends_at), timeZone);
      return {
        id: row.id,
        name: row.name,
        date: start.date,
        from_time: formatTimeOfDay(start.time),
        to_time: formatTimeOfDay(end.time),
        minutes: (Date.parse(row.ends_at) - Date.parse(row.starts_at)) / 60_000,
        resource: { id: row.resource_id, name: row.resource_name },
        responsible: row.responsible_id === null ? null : { id: row.responsible_id, name: row.responsible_name ?? '' },
        groups: (groupsOf.get(row.id) ?? []).map(({ id, name }) => ({ id, name })),
        type: row.type,
        status: row.status,
      };
    });
    return { list, total: found.total, truncated: found.total > list.length };
  }

  const presentSaved = (row: {
    id: number;
    name: string;
    user_id: number | null;
    filters: string;
    created_at: string;
  }): SavedReport => ({
    id: row.id,
    name: row.name,
    user_id: row.user_id,
    filters: reportFiltersSchema.parse(JSON.parse(row.filters)),
    created_at: row.created_at,
  });

  async function findSaved(id: number) {
    const row = await reports.find(id);
    if (!row) {
      throw new NotFoundError('report');
    }
    return row;
  }

  return {
    compute,
    bookings,

    /** The report as an XLSX workbook (every breakdown and the bookings) or one breakdown as CSV. */
    async exportFile(
      filters: ReportFilters,
      options: { format: 'xlsx' | 'csv'; sheet: ReportSheet; language: Language },
    ): Promise<{ body: Buffer; contentType: string; fileName: string }> {
      const report = await compute(filters);
      const wantsBookings = options.format === 'xlsx' || options.sheet === 'reservations';
      const listed = wantsBookings ? (await bookings(filters, {}, EXPORT_RESERVATIONS_LIMIT)).list : [];
      const tables = reportTables(report, listed, options.language);
      const base = `report_${filters.from}_${filters.to}`;
      if (options.format === 'xlsx') {
        return {
          body: await writeReport('xlsx', tables),
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          fileName: `${base}.xlsx`,
        };
      }
      const table = tables.find((candidate) => candidate.sheet === options.sheet)!;
      return {
        body: await writeReport('csv', [table]),
        contentType: 'text/csv; charset=utf-8',
        fileName: `${base}_${options.sheet}.csv`,
      };
    },

    async save(actor: Actor, name: string, filters: ReportFilters): Promise<SavedReport> {
      datesOf(filters);
      const row = { name, user_id: actor.id, filters: JSON.stringify(filters), created_at: clock().toISOString() };
      const id = await reports.save(row);
      return presentSaved({ id, ...row });
    },

    async mine(actor: Actor): Promise<SavedReport[]> {
      return (await reports.ofUser(actor.id)).map(presentSaved);
    },

    async open(id: number) {
      const saved = presentSaved(await findSaved(id));
      return { ...saved, report: await compute(saved.filters) };
    },

    /** The saved report's filters (the export of a saved report). */
    async filtersOf(id: number): Promise<ReportFilters> {
      return presentSaved(await findSaved(id)).filters;
    },

    /** Its author deletes a saved report (a super administrator any). */
    async remove(actor: Actor, id: number) {
      const row = await findSaved(id);
      if (row.user_id !== actor.id && !isSuperAdmin(actor)) {
        throw new ForbiddenError('report.deleteByAuthor');
      }
      await reports.remove(id);
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
