import type { Blackout, FreeRoom, FreeRoomQuery, FreeRoomResponse, Reservation } from '@laikas/contract';
import useSWR from 'swr';
import { useGet } from './calls';
import { api } from './client';

/** The query string of a search (lists repeated: `tags=a&tags=b`), for the API call and the finder's address. */
export function toSearchParams(query: FreeRoomQuery): URLSearchParams {
  const params = new URLSearchParams({ date: query.date, from: query.from, to: query.to });
  if (query.until) {
    params.set('until', query.until);
    if (query.repeat) {
      params.set('repeat', query.repeat);
    }
    params.set('interval', String(query.interval ?? 1));
    for (const weekday of query.weekdays ?? []) {
      params.append('weekdays', weekday);
    }
  }
  if (query.capacity !== undefined) {
    params.set('capacity', String(query.capacity));
  }
  for (const tag of query.tags ?? []) {
    params.append('tags', tag);
  }
  if (query.type) {
    params.set('type', query.type);
  }
  return params;
}

/** The room finder's answer to a search (`GET /api/resources/free`), none while there is no search. */
export function useFreeRooms(query: FreeRoomQuery | null) {
  const path = `/api/resources/free?${query ? toSearchParams(query) : ''}`;
  return useGet<FreeRoomResponse>(query && 'reservations', path, undefined, { raw: true });
}

/** The holidays on `date` (blackouts of no one room, `GET /api/blackouts`), none asked while `date` is null. */
export function useHolidaysOn(date: string | null) {
  const answer = useGet<Blackout[]>(date && 'closures', '/api/blackouts', date ? { from: date, to: date } : undefined, {
    quiet: true,
  });
  return (answer.data ?? []).filter((blackout) => blackout.resource_id === null);
}

/** The rooms free on every date of a search (the reservation form's "Find a free room"), best fit first. */
export async function findFreeRooms(query: FreeRoomQuery): Promise<FreeRoom[]> {
  const answer = await api.get<FreeRoomResponse>(`/api/resources/free?${toSearchParams(query)}`, undefined, {
    raw: true,
    quiet: true,
  });
  return answer.data.filter((room) => room.clashes.length === 0);
}

/**
 * What stands on each candidate room on one date (the finder's lane grid). Under `reservations`, so a booking made
 * from the finder reads it again.
 */
export function useRoomsDay(ids: readonly number[], date: string) {
  return useSWR(ids.length > 0 && date ? ['reservations', 'finder', ids.join(','), date] : null, async () => {
    const lists = await Promise.all(
      ids.map((id) => api.get<Reservation[]>(`/api/resources/${id}/reservations`, { from: date, to: date })),
    );
    return ids.map((id, index) => ({ id, reservations: lists[index] ?? [] }));
  });
}
