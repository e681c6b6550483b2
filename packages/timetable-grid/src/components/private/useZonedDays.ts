import { fromMinutes } from '@laikas/contract/time';
import { useMemo } from 'react';
import {
  fromZonedDayMinute,
  normalizeEvents,
  splitZonedIntoDays,
  type CivilDate,
  type MinuteSpan,
  type TimetableEvent,
} from '../../layout';
import type { SlotSelection } from '../TimeGrid';

/**
 * The days a grid shows and each day's segments. Times are read in the zone once per events
 * array; a week change only filters them.
 */
export function useZonedDays<T extends TimetableEvent>(
  dates: readonly CivilDate[],
  events: readonly T[],
  timeZone: string,
) {
  const datesKey = dates.join(',');
  // The dates' content, not the array's identity, matters.
  const stableDates = useMemo(() => [...dates], [datesKey]);
  const zonedEvents = useMemo(() => normalizeEvents(events, timeZone), [events, timeZone]);
  const segmentsByDate = useMemo(() => splitZonedIntoDays(zonedEvents, stableDates), [zonedEvents, stableDates]);
  return { stableDates, segmentsByDate };
}

/** A selected span of a day as the grids hand it out: clock times and the instants they mean. */
export function toSlotSelection(date: CivilDate, span: MinuteSpan, timeZone: string): SlotSelection {
  return {
    date,
    from: fromMinutes(span.from),
    to: fromMinutes(span.to),
    start: new Date(fromZonedDayMinute(date, span.from, timeZone)),
    end: new Date(fromZonedDayMinute(date, span.to, timeZone)),
  };
}

/** `2026-09-07 – 2026-09-13`, or the one date, for a grid's accessible name. */
export function formatDateRange(dates: readonly CivilDate[]): string {
  return dates.length > 1 ? `${dates[0]} – ${dates[dates.length - 1]}` : (dates[0] ?? '');
}
