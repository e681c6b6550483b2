import type { FreeRoom, FreeRoomResponse, Reservation } from '@laikas/contract';
import useSWR from 'swr';
import { api } from './client';

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

/** The rooms free on every date of a search (the reservation form's "Find a free room"), best fit first. */
export async function findFreeRooms(search: URLSearchParams): Promise<FreeRoom[]> {
  const answer = await api.get<FreeRoomResponse>(`/api/resources/free?${search.toString()}`, undefined, {
    raw: true,
    quiet: true,
  });
  return answer.data.filter((room) => room.clashes.length === 0);
}
