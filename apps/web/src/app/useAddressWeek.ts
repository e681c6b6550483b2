import { isCivilDate } from '@laikas/contract/time';
import { getWeekDates, getWeekOfInstant } from '@laikas/timetable-grid';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The week a screen shows, kept in the address as `?week=YYYY-MM-DD` (its Monday) so it can be linked and survives a
 * reload; without it, the week of `?date=YYYY-MM-DD` (a day, as the lane screens link one); the week that holds today
 * (read once, when the screen opens, in `timeZone`) when neither is a date.
 */
export function useAddressWeek(timeZone: string) {
  const [search] = useSearchParams();
  const { openedAt, week: currentWeek } = useCurrentWeek(timeZone);
  const asked = [search.get('week'), search.get('date')].find((value) => value !== null && isCivilDate(value));
  const week = asked ? getWeekDates(asked)[0]! : currentWeek;
  const dates = getWeekDates(week);

  /** The address's query that shows `next` (the rest of the query kept; no `week` for today's; `date` spent). */
  function searchOf(next: string): string {
    const params = new URLSearchParams(search);
    params.delete('date');
    if (next === currentWeek) {
      params.delete('week');
    } else {
      params.set('week', next);
    }
    const query = params.toString();
    return query ? `?${query}` : '';
  }

  return { openedAt, currentWeek, week, dates, from: dates[0]!, to: dates[dates.length - 1]!, searchOf };
}

/** The week that holds today in `timeZone`, read once when the screen opens: its Monday, its days, first and last. */
export function useCurrentWeek(timeZone: string) {
  const [openedAt] = useState(() => Date.now());
  const week = getWeekOfInstant(openedAt, timeZone);
  const dates = getWeekDates(week);
  return { openedAt, week, dates, from: dates[0]!, to: dates[dates.length - 1]! };
}
