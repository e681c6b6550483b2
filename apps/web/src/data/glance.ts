import type { RoomsGlance } from '@laikas/contract';
import useSWR from 'swr';
import { api } from './client';
import { keys } from './keys';

/** What the rooms-at-a-glance screen filters by; empty values are left out of the call. */
export interface GlanceFilters {
  address: string | null;
  tag: string | null;
  capacity: number | null;
  freeNow: boolean;
}

/** The call's query for a range and filters: only the filters that are set. */
export function glanceQuery(from: string, to: string, filters: GlanceFilters) {
  return {
    from,
    to,
    ...(filters.address ? { address: filters.address } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.capacity ? { capacity: filters.capacity } : {}),
    ...(filters.freeNow ? { free_now: 1 } : {}),
  };
}

/**
 * Every room that passes the filters with its reservations over the range, in one call. The key lives under
 * `reservations`, so every reservation write reads it again; the previous answer stays while the next loads.
 */
export function useRoomsGlance(from: string, to: string, filters: GlanceFilters) {
  const query = glanceQuery(from, to, filters);
  return useSWR(keys.roomsGlance(query), () => api.get<RoomsGlance>('/api/rooms/glance', query), {
    keepPreviousData: true,
  });
}
