import { homeWeekStart, isCivilDate, shiftDate, todayIn, weekStart } from '@laikas/contract/time';

/**
 * The calls a page's first screen makes, for the pages the server draws (issues 18, 33), at the addresses the web
 * app's hooks ask them (`apps/web/src/data`), so that the app finds each answer inlined under its call. `calls` are
 * asked beside `/api/user` and `/api/settings`; `then` names the calls that wait for those answers (Home: the user's
 * default room, the weeks of their groups' timetables).
 */
export interface FirstScreenPlan {
  calls: string[];
  then?: (answers: Readonly<Record<string, { data?: unknown } | undefined>>) => string[];
}

/** The cookie that keeps the view (day or week) of rooms at a glance, which the server draws with (issue 33). */
export const GLANCE_VIEW_COOKIE = 'laikas-view-glance';

const HOME_RESERVATIONS = '/api/reservations?showUserReservations=1&per_page=100';
const MY_TIMETABLES = '/api/group-timetables/mine';

function rangeQuery(from: string, to: string): string {
  return new URLSearchParams({ from, to }).toString();
}

/** The value of the cookie `name` in a `Cookie` header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      return value.join('=');
    }
  }
  return undefined;
}

/**
 * A room's week (`/resources/{id}`, `?week=`, else the week of `?date=`, else the current week), the same address
 * the web app's `useResourceWeek` asks for (issue 18).
 */
export function firstScreenCall(url: string, timeZone: string, now: Date): string | undefined {
  const [path, query = ''] = url.split('?') as [string, string?];
  const room = /^\/resources\/(\d{1,9})$/.exec(path);
  if (!room) {
    return undefined;
  }
  const search = new URLSearchParams(query);
  const asked = [search.get('week'), search.get('date')].find((value) => value !== null && isCivilDate(value));
  const from = weekStart(asked ?? todayIn(now, timeZone));
  return `/api/resources/${room[1]}/week?${rangeQuery(from, shiftDate(from, 6))}`;
}

/**
 * What the page at `url` asks first, or undefined for a page the server does not draw: a room's week (`?week=`,
 * `?date=` or the current week in `timeZone`), a reservation, rooms at a glance (its `?date=` or today, the day or,
 * with the view cookie, the week), Home (the user's coming reservations and this week of their default room and
 * groups).
 */
export function firstScreenPlan(
  url: string,
  timeZone: string,
  now: Date,
  cookie?: string,
): FirstScreenPlan | undefined {
  const [path, query = ''] = url.split('?') as [string, string?];
  const params = new URLSearchParams(query);
  const today = todayIn(now, timeZone);
  const room = firstScreenCall(url, timeZone, now);
  if (room) {
    return { calls: [room] };
  }
  const reservation = /^\/reservations\/(\d{1,9})$/.exec(path);
  if (reservation) {
    return { calls: [`/api/reservations/${reservation[1]}`] };
  }
  if (path === '/resources/glance') {
    const asked = params.get('date');
    const anchor = asked && isCivilDate(asked) ? asked : today;
    const week = cookieValue(cookie, GLANCE_VIEW_COOKIE) === 'week';
    const from = week ? weekStart(anchor) : anchor;
    return { calls: [`/api/rooms/glance?${rangeQuery(from, week ? shiftDate(from, 6) : from)}`] };
  }
  if (path === '/') {
    // The default room's and the groups' week: from Saturday on the coming one, as Home shows them (homeWeekStart).
    const from = homeWeekStart(today);
    const to = shiftDate(from, 6);
    const range = rangeQuery(from, to);
    return {
      calls: [HOME_RESERVATIONS, MY_TIMETABLES],
      then: (answers) => {
        const room = (answers['/api/user']?.data as { subscribed_calendar?: number | null } | undefined)
          ?.subscribed_calendar;
        const timetables = (answers[MY_TIMETABLES]?.data ?? []) as {
          id: number;
          period: { starts_on: string; ends_on: string };
        }[];
        return [
          ...(room ? [`/api/resources/${room}`, `/api/resources/${room}/week?${range}`] : []),
          ...timetables
            .filter((timetable) => timetable.period.ends_on >= from && timetable.period.starts_on <= to)
            .map((timetable) => `/api/group-timetables/${timetable.id}/reservations?${range}`),
        ];
      },
    };
  }
  return undefined;
}
