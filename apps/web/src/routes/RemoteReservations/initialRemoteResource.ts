/** The local-storage key of the chosen remote resource (spec 3 leaves its name open). */
export const REMOTE_RESOURCE_KEY = 'remoteReservations.resource';
/** Stored when the person chose "all my remote reservations". */
export const ALL_MINE = 'mine';

/**
 * The resource the remote reservations view opens with (spec 4): the stored choice, then the
 * user's subscribed calendar, then the first remote-enabled resource. `null` means all of the
 * user's own remote reservations. A stored or subscribed resource that is no longer remote-enabled
 * is skipped.
 */
export function initialRemoteResource(
  stored: string | null,
  subscribedCalendar: number | null | undefined,
  remoteEnabled: readonly { id: number }[],
): number | null {
  if (stored === ALL_MINE) {
    return null;
  }
  const isOffered = (id: number) => remoteEnabled.some((resource) => resource.id === id);
  const storedId = stored ? Number(stored) : NaN;
  if (Number.isInteger(storedId) && isOffered(storedId)) {
    return storedId;
  }
  if (subscribedCalendar && isOffered(subscribedCalendar)) {
    return subscribedCalendar;
  }
  return remoteEnabled[0]?.id ?? null;
}
