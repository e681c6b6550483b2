import type { RoomsGlance } from '@laikas/contract';
import { useGet } from './calls';

/** What the rooms-at-a-glance screen filters by; empty values are left out of the call. */
export interface GlanceFilters {
  address: string | null;
  tag: string | null;
  capacity: number | null;
  freeNow: boolean;
}

/** No filter: every room. */
export const NO_FILTERS: GlanceFilters = { address: null, tag: null, capacity: null, freeNow: false };

/** The query of rooms at a glance (`GET /api/rooms/glance`) for a range and filters: only the filters that are set. */
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

/**
 * Rooms at a glance between two dates (one call: the rooms, their reservations and closures, the filters' choices).
 * Read under `reservations`, so every reservation write reads it again; the last answer stays while another loads.
 */
export function useRoomsGlance(from: string, to: string, filters: GlanceFilters) {
  return useGet<RoomsGlance>('reservations', '/api/rooms/glance', glanceQuery(from, to, filters), {
    keepPreviousData: true,
  });
}
