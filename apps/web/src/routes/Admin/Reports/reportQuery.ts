import { shiftDate, shiftMonths } from '@laikas/contract/time';
import { reportFiltersSchema, type ReportData, type ReportFilters } from '@laikas/contract';
import { readListQuery } from '@laikas/ui/list-query';

/** The first and last day of the month that holds `date` (`YYYY-MM-DD`). */
export function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 8)}01`;
  return { from, to: shiftDate(shiftMonths(from, 1)!, -1) };
}

/** A period's range offered as a preset: the one running on a day, or the one that ended last before it. */
export interface PeriodPreset {
  which: 'current' | 'previous';
  name: string;
  from: string;
  to: string;
}

/**
 * The period running on `today` and the one that ended last before it (before today when none runs), as ranges; none
 * for periods not yet begun. Dates are `YYYY-MM-DD`, both ends included.
 */
export function periodPresets(
  periods: readonly { name: string; starts_on: string; ends_on: string }[],
  today: string,
): PeriodPreset[] {
  const current = periods.find((period) => period.starts_on <= today && today <= period.ends_on);
  const before = current?.starts_on ?? today;
  const previous = periods
    .filter((period) => period.ends_on < before)
    .reduce<(typeof periods)[number] | undefined>(
      (latest, period) => (!latest || period.ends_on > latest.ends_on ? period : latest),
      undefined,
    );
  const preset = (which: PeriodPreset['which'], period: (typeof periods)[number] | undefined): PeriodPreset[] =>
    period ? [{ which, name: period.name, from: period.starts_on, to: period.ends_on }] : [];
  return [...preset('current', current), ...preset('previous', previous)];
}

/** The report's filters with the range optional: what a page address may hold. */
const addressSchema = reportFiltersSchema.partial({ from: true, to: true });

/** The filters a page address holds, parsed by the contract's schema (refused values left out), or null without a range. */
export function filtersFromParams(params: URLSearchParams): ReportFilters | null {
  const { from, to, ...filters } = readListQuery(addressSchema, params);
  return from && to ? { from, to, ...filters } : null;
}

/** Hours with at most two decimals, as the charts and tables show them. */
export const toHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * Booked minutes as words: "72 užimtos valandos", "21 užimta valanda", "1,5 užimtos valandos" — the count chooses the
 * catalogue's plural form (CLDR: a fraction takes Lithuanian "many"), the number is written in the reader's locale.
 */
export function bookedHours(
  t: (key: 'reports.bookedHours', options: { count: number; hours: string }) => string,
  minutes: number,
  number: Intl.NumberFormat,
): string {
  const hours = toHours(minutes);
  return t('reports.bookedHours', { count: hours, hours: number.format(hours) });
}

/** The heat map as 7 rows (Monday first) × the hours that hold bookings (at least 08–17), booked hours per cell. */
export function heatGrid(report: Pick<ReportData, 'heatmap'>): { hours: number[]; rows: number[][]; max: number } {
  const used = report.heatmap.map((cell) => cell.hour);
  const first = Math.min(8, ...used);
  const last = Math.max(17, ...used);
  const hours = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const rows = Array.from({ length: 7 }, (_, index) =>
    hours.map((hour) =>
      toHours(report.heatmap.find((cell) => cell.weekday === index + 1 && cell.hour === hour)?.booked_minutes ?? 0),
    ),
  );
  return { hours, rows, max: Math.max(0, ...rows.flat()) };
}

/** What a report's resources are: rooms, items or both (the title, column and CSV button say which). */
export type ReportResourceKind = 'room' | 'item' | 'roomOrItem';

/**
 * A room seats people; a pool of portable equipment (projectors) has no seats and is no room (issue 27, as rooms at a
 * glance reads it). A report of nothing reads as rooms.
 */
export function resourceKindOf(rooms: readonly { capacity: number | null }[]): ReportResourceKind {
  const seated = rooms.filter((room) => (room.capacity ?? 0) > 0).length;
  if (seated === rooms.length) {
    return 'room';
  }
  return seated === 0 ? 'item' : 'roomOrItem';
}

/** The busiest room, weekday-hour cell and week: the text alternative of the charts. */
export function busiest(report: ReportData) {
  const room = [...report.rooms].sort((a, b) => b.utilisation - a.utilisation)[0];
  const cell = [...report.heatmap].sort((a, b) => b.booked_minutes - a.booked_minutes)[0];
  const week = [...report.weeks].sort((a, b) => b.booked_minutes - a.booked_minutes)[0];
  return { room, cell, week };
}
