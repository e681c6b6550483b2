import type { CivilDate } from './dateAdapter';
import { placeEvents, type LayoutStrategy, type LayoutStrategyName } from './placeEvents';
import type { MinuteSpan } from './slots';
import type { EventSegment, TimetableEvent } from './segments';

const MINUTES_PER_DAY = 1440;

/**
 * The minutes a grid's axis spans: `visible` (or the slots' first start to last end) widened to
 * whole hours that hold every segment, each drawn at least `minimumMinutes` long.
 */
export function getAxisSpan(
  segments: Iterable<readonly EventSegment[]>,
  visible: MinuteSpan,
  minimumMinutes: number,
): MinuteSpan {
  let from = visible.from;
  let to = visible.to;
  for (const list of segments) {
    for (const segment of list) {
      from = Math.min(from, Math.floor(segment.from / 60) * 60);
      to = Math.max(to, Math.ceil(Math.max(segment.to, segment.from + minimumMinutes) / 60) * 60);
    }
  }
  return { from: Math.max(0, from), to: Math.min(MINUTES_PER_DAY, to) };
}

/** One segment's place in a lane grid row: fractions of the row's width and height, 0..1. */
export interface LanePlacement<T extends TimetableEvent = TimetableEvent> {
  segment: EventSegment<T>;
  /** Minutes from the start of the first day; orders a row's segments across days. */
  start: number;
  left: number;
  width: number;
  top: number;
  height: number;
}

export interface RowPlacement<T extends TimetableEvent = TimetableEvent> {
  rowId: string | number;
  /** Sorted by `start`. */
  placements: LanePlacement<T>[];
  /** Lanes of the row's most crowded moment (at least 1): how tall the row is drawn. */
  lanes: number;
}

/**
 * Lays out a lane grid: each row's segments along the days × axis width, overlapping ones in
 * lanes across the row's height (the layout's column fractions turned on their side).
 */
export function placeRows<T extends TimetableEvent>(
  rowIds: readonly (string | number)[],
  segmentsByDate: ReadonlyMap<CivilDate, readonly EventSegment<T>[]>,
  dates: readonly CivilDate[],
  axis: MinuteSpan,
  strategy: LayoutStrategyName | LayoutStrategy = 'overlap',
  minimumMinutes = 20,
): RowPlacement<T>[] {
  const byRow = new Map<string, { segment: EventSegment<T>; start: number; end: number; dayIndex: number }[]>();
  dates.forEach((date, dayIndex) => {
    for (const segment of segmentsByDate.get(date) ?? []) {
      const rowKey = String(segment.event.rowId);
      const list = byRow.get(rowKey) ?? [];
      const offset = dayIndex * MINUTES_PER_DAY;
      list.push({
        segment,
        dayIndex,
        start: offset + segment.from,
        end: offset + Math.max(segment.to, segment.from + minimumMinutes),
      });
      byRow.set(rowKey, list);
    }
  });
  const dayLength = axis.to - axis.from;
  const x = (dayIndex: number, minute: number) =>
    (dayIndex + (Math.min(Math.max(minute, axis.from), axis.to) - axis.from) / dayLength) / dates.length;
  return rowIds.map((rowId) => {
    const items = byRow.get(String(rowId)) ?? [];
    const byKey = new Map(items.map((item) => [item.segment.key, item]));
    let lanes = 1;
    const placements = placeEvents(
      items.map((item) => ({ id: item.segment.key, start: item.start, end: item.end })),
      strategy,
    ).map((placement) => {
      const item = byKey.get(placement.id) as (typeof items)[number];
      const left = x(item.dayIndex, item.segment.from);
      lanes = Math.max(lanes, placement.lanes);
      return {
        segment: item.segment,
        start: item.start,
        left,
        width: x(item.dayIndex, item.end - item.dayIndex * MINUTES_PER_DAY) - left,
        top: placement.left,
        height: placement.width,
      };
    });
    placements.sort((a, b) => a.start - b.start);
    return { rowId, placements, lanes };
  });
}

/** One row of a lane grid's week read as lists: each day's segments in time order. */
export interface RowDays<T extends TimetableEvent = TimetableEvent> {
  rowId: string | number;
  /** One list per date of the grid, in the grid's order; each sorted by start, then end. */
  days: EventSegment<T>[][];
}

/**
 * Lays out a lane grid's week as a table of rows × days whose cells list their events one under
 * another (a week of lanes on one screen: a timeline split seven ways leaves a lecture a few
 * pixels wide). Segments of unknown rows are dropped.
 */
export function listRowDays<T extends TimetableEvent>(
  rowIds: readonly (string | number)[],
  segmentsByDate: ReadonlyMap<CivilDate, readonly EventSegment<T>[]>,
  dates: readonly CivilDate[],
): RowDays<T>[] {
  const rows = new Map<string, RowDays<T>>(
    rowIds.map((rowId) => [String(rowId), { rowId, days: dates.map(() => []) }]),
  );
  dates.forEach((date, dayIndex) => {
    for (const segment of segmentsByDate.get(date) ?? []) {
      rows.get(String(segment.event.rowId))?.days[dayIndex]?.push(segment);
    }
  });
  for (const row of rows.values()) {
    for (const day of row.days) {
      day.sort((a, b) => a.from - b.from || a.to - b.to);
    }
  }
  return rowIds.map((rowId) => rows.get(String(rowId)) as RowDays<T>);
}
