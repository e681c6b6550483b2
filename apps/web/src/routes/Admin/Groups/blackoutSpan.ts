import type { Blackout } from '@laikas/contract';
import { formatTimeOfDay } from '@laikas/contract/time';

/**
 * A blackout's span as a person reads it: whole days as dates (`2027-03-11`, `2027-03-11 – 2027-03-12`), part of a
 * day with its hours (`2027-02-02 09:00–10:30`), a span over midnight with both ends (`2027-02-02 22:00 – 2027-02-03
 * 06:00`).
 */
export function formatBlackoutSpan(blackout: Pick<Blackout, 'from' | 'to' | 'from_time' | 'to_time' | 'all_day'>) {
  if (blackout.all_day) {
    return blackout.from === blackout.to ? blackout.from : `${blackout.from} – ${blackout.to}`;
  }
  const from = formatTimeOfDay(blackout.from_time);
  const to = formatTimeOfDay(blackout.to_time);
  return blackout.from === blackout.to
    ? `${blackout.from} ${from}–${to}`
    : `${blackout.from} ${from} – ${blackout.to} ${to}`;
}
