import { isoWeekday, shiftDate, todayIn } from '@laikas/contract/time';

/** The parts of a reservation the Home list needs. */
export interface UpcomingReservation {
  id: number;
  from: string;
  ends_at: string;
  starts_at: string;
}

export interface UpcomingGroups<T> {
  today: T[];
  tomorrow: T[];
  thisWeek: T[];
  nextWeek: T[];
}

/**
 * Splits the user's reservations that have not ended yet into today, tomorrow, the rest of this
 * week and next week (weeks start on Monday), each sorted by start; later ones are left out.
 * Dates are the institution's.
 */
export function groupUpcoming<T extends UpcomingReservation>(
  reservations: readonly T[],
  now: Date,
  timeZone: string,
): UpcomingGroups<T> {
  const today = todayIn(now, timeZone);
  const tomorrow = shiftDate(today, 1);
  const sunday = shiftDate(today, 7 - isoWeekday(today));
  const nextSunday = shiftDate(sunday, 7);
  const groups: UpcomingGroups<T> = { today: [], tomorrow: [], thisWeek: [], nextWeek: [] };
  const upcoming = reservations
    .filter((reservation) => new Date(reservation.ends_at).getTime() > now.getTime())
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  for (const reservation of upcoming) {
    if (reservation.from <= today) {
      groups.today.push(reservation);
    } else if (reservation.from === tomorrow) {
      groups.tomorrow.push(reservation);
    } else if (reservation.from <= sunday) {
      groups.thisWeek.push(reservation);
    } else if (reservation.from <= nextSunday) {
      groups.nextWeek.push(reservation);
    }
  }
  return groups;
}

/** The parts of a reservation that tell batch members apart: its batch and its room. */
export interface BatchMember {
  batch_id: number | null;
  starts_at: string;
  ends_at: string;
  resource: { name: string };
}

/**
 * One line per time of a batch (a series in two rooms is one batch): members at the same start and end merge into
 * the first, with every room's name in `rooms`, in the order they came. Others keep their own room.
 */
export function mergeBatchMembers<T extends BatchMember>(reservations: readonly T[]): (T & { rooms: string[] })[] {
  const merged: (T & { rooms: string[] })[] = [];
  const byTime = new Map<string, T & { rooms: string[] }>();
  for (const reservation of reservations) {
    const key =
      reservation.batch_id === null ? null : `${reservation.batch_id}|${reservation.starts_at}|${reservation.ends_at}`;
    const known = key === null ? undefined : byTime.get(key);
    if (known) {
      if (!known.rooms.includes(reservation.resource.name)) {
        known.rooms.push(reservation.resource.name);
      }
      continue;
    }
    const line = { ...reservation, rooms: [reservation.resource.name] };
    merged.push(line);
    if (key !== null) {
      byTime.set(key, line);
    }
  }
  return merged;
}
