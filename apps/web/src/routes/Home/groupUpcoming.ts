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

/** `YYYY-MM-DD` of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return todayIn(instant, timeZone);
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
  const today = localDate(now, timeZone);
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
