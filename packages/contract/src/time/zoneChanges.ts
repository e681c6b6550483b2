import { tzOffset, tzScan } from '@date-fns/tz';

/*
 * Apart from zone.ts so that only a calendar file's VTIMEZONE loads the zone scan: a module both a first render
 * and a lazy chunk use lands whole in the first render.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every change of a time zone's UTC offset between two instants (for a calendar file's VTIMEZONE). */
export function offsetChangesBetween(
  timeZone: string,
  start: Date,
  end: Date,
): { date: Date; offset: number; change: number }[] {
  return tzScan(timeZone, { start, end }).map((change) => ({
    ...change,
    date: firstMinuteOf(timeZone, change.offset, change.date),
  }));
}

/**
 * tzScan steps an hour at a time from the scan's start, so it reports a change at the first step past it: up to an
 * hour late when the start is not on the hour (a feed read at 06:14 put the spring change at 03:14), or when a zone
 * changes on the half hour. The change's own minute lies within the hour before: found by halving.
 */
function firstMinuteOf(timeZone: string, offset: number, reported: Date): Date {
  let before = reported.getTime() - HOUR;
  let after = reported.getTime();
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
    if (tzOffset(timeZone, new Date(middle)) === offset) {
      after = middle;
    } else {
      before = middle;
    }
  }
  return new Date(after);
}
