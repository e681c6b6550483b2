/**
 * SWR keys of the reads that are not one address (`readKey` in calls.ts): several calls, or an answer made over. The
 * first part names the area a write revalidates (`write('reservations', …)`); rooms and dates stand where
 * `liveKeys.ts` reads them.
 */
export const keys = {
  user: () => '/api/user',
  resourceWeek: (id: number, from: string, to: string) => ['reservations', 'week', id, from, to] as const,
  remoteReservations: (resourceId: number | null, from: string, to: string) =>
    ['reservations', 'remote', resourceId, from, to] as const,
  busyReservations: (resourceIds: readonly number[], from: string, to: string) =>
    ['reservations', 'busy', resourceIds.join(','), from, to] as const,
  closures: (resourceIds: readonly number[], from: string, to: string) =>
    ['closures', 'blackouts', resourceIds.join(','), from, to] as const,
  // No rooms in it: an exam session closes every room, so an event's rooms are never compared with this key.
  examSessions: (from: string, to: string) => ['closures', 'exams', from, to] as const,
  laneReservations: (kind: 'teachers' | 'groups', ids: readonly number[], from: string, to: string) =>
    ['reservations', 'lanes', kind, ids.join(','), from, to] as const,
};

/**
 * SWR options for reference data: lists that change seldom and that many screens show (the settings, the rooms,
 * groups, roles, tags). A screen takes them from the cache the app already holds instead of asking again on every
 * mount (issue 18: no screen makes more than two calls); the writes that change them revalidate their area, and
 * coming back to the tab brings them up to date.
 */
export const referenceData = { revalidateIfStale: false, revalidateOnFocus: true } as const;
