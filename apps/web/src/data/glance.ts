/** What the rooms-at-a-glance screen filters by; empty values are left out of the call. */
export interface GlanceFilters {
  address: string | null;
  tag: string | null;
  capacity: number | null;
  freeNow: boolean;
}

/**
 * The query of rooms at a glance (`GET /api/rooms/glance`) for a range and filters: only the filters that are set. Read
 * under `reservations`, so every reservation write reads it again.
 */
export function glanceQuery(from: string, to: string, filters: GlanceFilters) {
  return {
    from,
    to,
    address: filters.address,
    tag: filters.tag,
    capacity: filters.capacity || null,
    free_now: filters.freeNow ? 1 : null,
  };
}
