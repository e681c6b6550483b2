import { DEFAULT_AVAILABLE_SLOTS, type TimeSpan, toMinutes } from '@laikas/contract';
import { type Interval } from './overlap.js';
import { isoWeekday, shiftDate, toInstant, toLocal, weekStart } from '@laikas/contract/time';

/** The local dates a report counts: every date of the range, or Monday–Friday only. */
export function countedDates(from: string, to: string, days: 'weekdays' | 'all'): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) {
    if (days === 'all' || isoWeekday(date) <= 5) {
      dates.push(date);
    }
  }
  return dates;
}

/** Runs of consecutive dates (input sorted), as `[first, last]` pairs: one SQL range each. */
export function dateRuns(dates: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const date of dates) {
    const last = runs.at(-1);
    if (last && shiftDate(last[1], 1) === date) {
      last[1] = date;
    } else {
      runs.push([date, date]);
    }
  }
  return runs;
}

/**
 * A resource's bookable part of a day, in minutes since midnight: its daily window within its academic day (from
 * the first slot's start to the last slot's end, the spec 9 defaults when it lists none). Null when empty.
 */
export function bookableSpan(
  window: { from: number | null; to: number | null },
  slots: readonly TimeSpan[] | null,
): { from: number; to: number } | null {
  const list = slots && slots.length > 0 ? slots : DEFAULT_AVAILABLE_SLOTS;
  const first = Math.min(...list.map((slot) => toMinutes(slot.from)));
  const last = Math.max(...list.map((slot) => toMinutes(slot.to)));
  const from = Math.max(window.from ?? 0, first);
  const to = Math.min(window.to ?? 24 * 60, last);
  return to > from ? { from, to } : null;
}

/** Minutes of `[start, end)` (epoch ms) not covered by any of the closures (they may overlap each other). */
export function openMinutes(start: number, end: number, closures: readonly Interval[]): number {
  const clipped = closures
    .map((closure) => ({ start: Math.max(start, closure.start), end: Math.min(end, closure.end) }))
    .filter((closure) => closure.start < closure.end)
    .sort((a, b) => a.start - b.start);
  let closed = 0;
  let reach = start;
  for (const closure of clipped) {
    const from = Math.max(reach, closure.start);
    if (closure.end > from) {
      closed += closure.end - from;
      reach = closure.end;
    }
  }
  return (end - start - closed) / 60_000;
}

/**
 * Minutes a resource could be booked over the counted dates: its bookable span each day in the time zone (so a DST
 * day keeps its clock times), minus its closures (blackouts).
 */
export function availableMinutes(
  dates: readonly string[],
  span: { from: number; to: number } | null,
  closures: readonly Interval[],
  timeZone: string,
): number {
  if (!span) {
    return 0;
  }
  let total = 0;
  for (const date of dates) {
    const start = toInstant(date, { hours: Math.floor(span.from / 60), minutes: span.from % 60 }, timeZone).getTime();
    const end = toInstant(date, { hours: Math.floor(span.to / 60), minutes: span.to % 60 }, timeZone).getTime();
    total += openMinutes(start, end, closures);
  }
  return total;
}

/**
 * Spreads bookings (grouped by start instant and length) over local weekday × hour cells and over weeks (Monday
 * dates). A booking from 10:00 to 11:30 puts 60 minutes in the 10 o'clock cell and 30 in the 11 o'clock one.
 */
export function spreadBookings(
  rows: readonly { start: string; minutes: number; reservations: number }[],
  timeZone: string,
): {
  cells: Map<string, number>;
  weeks: Map<string, { minutes: number; reservations: number }>;
} {
  const cells = new Map<string, number>();
  const weeks = new Map<string, { minutes: number; reservations: number }>();
  for (const row of rows) {
    const startMs = Date.parse(`${row.start}:00.000Z`);
    const endMs = startMs + row.minutes * 60_000;
    const first = toLocal(new Date(startMs), timeZone);
    const week = weekStart(first.date);
    const weekFigure = weeks.get(week) ?? { minutes: 0, reservations: 0 };
    weekFigure.minutes += row.minutes * row.reservations;
    weekFigure.reservations += row.reservations;
    weeks.set(week, weekFigure);
    for (let at = startMs; at < endMs;) {
      const local = toLocal(new Date(at), timeZone);
      const next = Math.min(endMs, at + (60 - local.time.minutes) * 60_000);
      const key = `${isoWeekday(local.date)}:${local.time.hours}`;
      cells.set(key, (cells.get(key) ?? 0) + ((next - at) / 60_000) * row.reservations);
      at = next;
    }
  }
  return { cells, weeks };
}
