/**
 * SWR keys of every read call, in one place so that writes can revalidate exactly what they change
 * (`mutate(keys.userReservations())`, or every key of an area with `mutate(matches('reservations'))`).
 */
export const keys = {
  settings: () => '/api/settings',
  user: () => '/api/user',
  userReservations: () => ['reservations', 'user'] as const,
  resources: () => ['resources', 'all'] as const,
  resourceList: () => ['resources', 'list'] as const,
  resource: (id: number) => ['resources', 'one', id] as const,
  firstResource: () => ['resources', 'first'] as const,
  remoteEnabledResources: () => ['resources', 'remote-enabled'] as const,
  // Under 'reservations': every reservation write revalidates it.
  resourceWeek: (id: number, from: string, to: string) => ['reservations', 'week', id, from, to] as const,
  remoteReservations: (resourceId: number | null, from: string, to: string) =>
    ['reservations', 'remote', resourceId, from, to] as const,
  reservation: (id: number) => ['reservations', 'one', id] as const,
  busyReservations: (resourceIds: readonly number[], from: string, to: string) =>
    ['reservations', 'busy', resourceIds.join(','), from, to] as const,
  closures: (resourceIds: readonly number[], from: string, to: string) =>
    ['closures', resourceIds.join(','), from, to] as const,
  examSessions: (from: string, to: string) => ['closures', 'exams', from, to] as const,
  laneReservations: (kind: 'teachers' | 'groups', ids: readonly number[], from: string, to: string) =>
    ['reservations', 'lanes', kind, ids.join(','), from, to] as const,
  myTimetables: () => ['timetables', 'mine'] as const,
  roomsGlance: (query: Readonly<Record<string, string | number | boolean | undefined>>) =>
    ['reservations', 'glance', JSON.stringify(query)] as const,
};

/** A week of a group's timetable (Home, issue 16): under 'reservations', every reservation write revalidates it. */
export function timetableWeekKey(id: number, from: string, to: string) {
  return ['reservations', 'timetable-week', id, from, to] as const;
}

/** A key filter for `mutate(filter)`: every key of one area (`'reservations'`, `'resources'`). */
export function matches(area: string) {
  return (key: unknown) => Array.isArray(key) && key[0] === area;
}

/**
 * SWR options for reference data: lists that change seldom and that many screens show (the settings, the rooms,
 * groups, roles, tags). A screen takes them from the cache the app already holds instead of asking again on every
 * mount (issue 18: no screen makes more than two calls); the writes that change them revalidate their keys
 * (`mutate(matches(...))`), and coming back to the tab brings them up to date.
 */
export const referenceData = { revalidateIfStale: false, revalidateOnFocus: true } as const;
