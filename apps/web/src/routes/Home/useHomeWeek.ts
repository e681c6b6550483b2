import { homeWeekStart, shiftDate, todayIn } from '@laikas/contract/time';
import { useCurrentWeek } from '../../app/useAddressWeek';

/*
 * Home's weeks on the grid (the groups' timetables and the default resource) show one week for both: this one on a
 * weekday, from Saturday on the coming one (homeWeekStart, as the server's first screen asks).
 */

/** The week Home shows, read once when it opens: its first and last day, and whether it is the coming one. */
export function useHomeWeek(timeZone: string) {
  const { openedAt, week: currentWeek } = useCurrentWeek(timeZone);
  const from = homeWeekStart(todayIn(openedAt, timeZone));
  return { from, to: shiftDate(from, 6), nextWeek: from !== currentWeek };
}
