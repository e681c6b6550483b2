import { tzScan } from '@date-fns/tz';

/*
 * Apart from zone.ts so that only a calendar file's VTIMEZONE loads the zone scan: a module both a first render
 * and a lazy chunk use lands whole in the first render.
 */

/** Every change of a time zone's UTC offset between two instants (for a calendar file's VTIMEZONE). */
export function offsetChangesBetween(
  timeZone: string,
  start: Date,
  end: Date,
): { date: Date; offset: number; change: number }[] {
  return tzScan(timeZone, { start, end });
}
