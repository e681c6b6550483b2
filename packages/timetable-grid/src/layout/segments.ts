import { shiftDate } from '@laikas/contract/time';
import { toInstant, toZonedDayMinute, type CivilDate, type InstantInput, type ZonedDayMinute } from './dateAdapter';
import { MINUTES_PER_DAY } from './slots';
import { placeEvents, type LayoutStrategy, type LayoutStrategyName } from './placeEvents';

export const eventTypes = ['lecture', 'event'] as const;
export type EventType = (typeof eventTypes)[number];

/** An event as the grid takes it: data in through props, nothing fetched. */
export interface TimetableEvent {
  id: string | number;
  title: string;
  start: InstantInput;
  end: InstantInput;
  type: EventType;
  /** Held remotely (spec: is_remote). */
  remote?: boolean;
  /**
   * Held remotely only: the place is not used (a remote reservation without an item). The block is drawn apart and
   * says so, so a lecture in the room at the same time does not look double-booked (docs/decisions/remote-reservation-does-not-use-the-room.md).
   */
  remoteOnly?: boolean;
  /** Waiting for approval. */
  pending?: boolean;
  /** A second line: room, teacher or groups. */
  subtitle?: string;
  /** An accent colour (any CSS colour) drawn as the event's edge, never as its only mark. */
  color?: string;
  /** The row of a lane grid (a teacher, a group, a room). */
  rowId?: string | number;
  /**
   * Just changed by someone else (live timetables): drawn with a ring for as long as it is set, so that a person
   * notices the block that moved or appeared. The app clears it after a moment; the grid needs no stream for it.
   */
  highlighted?: boolean;
}

/** The part of an event that falls on one local day, in wall-clock minutes of that day. */
export interface EventSegment<T extends TimetableEvent = TimetableEvent> {
  /** Unique per segment: the event id and the date. */
  key: string;
  event: T;
  date: CivilDate;
  from: number;
  to: number;
  /** The event began on an earlier day. */
  continuesBefore: boolean;
  /** The event goes on past this day. */
  continuesAfter: boolean;
}

/** A segment with its place across the column. */
export interface PlacedSegment<T extends TimetableEvent = TimetableEvent> extends EventSegment<T> {
  left: number;
  width: number;
  lane: number;
  lanes: number;
}

/** An event with its start and end read once in a time zone; see `normalizeEvents`. */
export interface ZonedEvent<T extends TimetableEvent = TimetableEvent> {
  event: T;
  start: ZonedDayMinute;
  end: ZonedDayMinute;
  /** The last local day the event shows on (an event ending at midnight stops the day before). */
  lastDay: CivilDate;
}

/**
 * Reads every event's times in `timeZone`, once; a week change then only filters. Events that
 * end before they start, or whose times cannot be read, are left out.
 */
export function normalizeEvents<T extends TimetableEvent>(events: readonly T[], timeZone: string): ZonedEvent<T>[] {
  const zoned: ZonedEvent<T>[] = [];
  for (const event of events) {
    const startInstant = toInstant(event.start);
    const endInstant = toInstant(event.end);
    if (!(endInstant >= startInstant)) {
      continue;
    }
    const start = toZonedDayMinute(startInstant, timeZone);
    const end = toZonedDayMinute(endInstant, timeZone);
    // An event that ends exactly at midnight does not spill into the next day.
    const lastDay = end.minutes === 0 && end.date > start.date ? shiftDate(end.date, -1) : end.date;
    zoned.push({ event, start, end, lastDay });
  }
  return zoned;
}

/** Cuts normalised events into one segment per day of `dates`, each list sorted by start. */
export function splitZonedIntoDays<T extends TimetableEvent>(
  events: readonly ZonedEvent<T>[],
  dates: readonly CivilDate[],
): Map<CivilDate, EventSegment<T>[]> {
  const byDate = new Map<CivilDate, EventSegment<T>[]>(dates.map((date) => [date, []]));
  if (dates.length === 0) {
    return byDate;
  }
  const sorted = [...dates].sort();
  const firstDate = sorted[0] as CivilDate;
  const lastDate = sorted[sorted.length - 1] as CivilDate;
  for (const { event, start, end, lastDay } of events) {
    if (lastDay < firstDate || start.date > lastDate) {
      continue;
    }
    for (
      let date = start.date < firstDate ? firstDate : start.date;
      date <= lastDay && date <= lastDate;
      date = shiftDate(date, 1)
    ) {
      const list = byDate.get(date);
      if (!list) {
        continue;
      }
      list.push({
        key: `${event.id}@${date}`,
        event,
        date,
        from: date === start.date ? start.minutes : 0,
        to: date === end.date ? end.minutes : MINUTES_PER_DAY,
        continuesBefore: date > start.date,
        continuesAfter: date < lastDay,
      });
    }
  }
  for (const list of byDate.values()) {
    list.sort((a, b) => a.from - b.from || b.to - a.to || (a.key < b.key ? -1 : 1));
  }
  return byDate;
}

/**
 * Cuts events into one segment per local day of `dates`, in `timeZone`, each list sorted by start.
 * Events that end before they start, or whose times cannot be read, are left out.
 */
export function splitIntoDays<T extends TimetableEvent>(
  events: readonly T[],
  dates: readonly CivilDate[],
  timeZone: string,
): Map<CivilDate, EventSegment<T>[]> {
  return splitZonedIntoDays(normalizeEvents(events, timeZone), dates);
}

/**
 * Places one day's segments across its column. Segments shorter than `minimumMinutes` are laid
 * out as if they lasted that long, since that is how tall they are drawn.
 */
export function placeSegments<T extends TimetableEvent>(
  segments: readonly EventSegment<T>[],
  strategy: LayoutStrategyName | LayoutStrategy = 'overlap',
  minimumMinutes = 15,
): PlacedSegment<T>[] {
  const byKey = new Map(segments.map((segment) => [segment.key, segment]));
  const items = segments.map((segment) => ({
    id: segment.key,
    start: segment.from,
    end: Math.max(segment.to, segment.from + minimumMinutes),
  }));
  return placeEvents(items, strategy).map((placement) => ({
    ...(byKey.get(placement.id) as EventSegment<T>),
    left: placement.left,
    width: placement.width,
    lane: placement.lane,
    lanes: placement.lanes,
  }));
}
