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
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return shifted.toISOString().slice(0, 10);
}

/** Monday-based weekday index (0 = Monday) of a `YYYY-MM-DD` date. */
function weekdayIndex(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
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
  const tomorrow = addDays(today, 1);
  const sunday = addDays(today, 6 - weekdayIndex(today));
  const nextSunday = addDays(sunday, 7);
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
